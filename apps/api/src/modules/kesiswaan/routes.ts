import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGE } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import {
  pelanggaranHeaderSchema,
  pelanggaranRiwayatRowSchema,
  penghargaanHeaderSchema,
  penghargaanRiwayatRowSchema,
  riwayatTableSchema,
} from '@madrasah/contract/schemas/kesiswaan';
import { tableResultSchema } from '@madrasah/contract/table';
import { idParams, ok, responses, typed } from '../../platform/http.js';
import { owner } from '../../platform/scope.js';
import { listRiwayatPelanggaran } from './pelanggaran.service.js';
import { listRiwayatPenghargaan } from './penghargaan.service.js';
import { riwayatHeader } from '../../platform/riwayat.js';

const headerParams = z.object({ siswa: idParams.shape.id, rombel: idParams.shape.id });
const siswaParams = z.object({ siswa: idParams.shape.id });

/**
 * A student's violation and award history, each on its page's entry with the detail action,
 * and only ever the caller's own student or ward (spec 02 section 6).
 */
export async function kesiswaanRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['kesiswaan'];
  const pelanggaran = { path: PAGE.pelanggaranSiswa, action: 'detail' } as const;
  const penghargaan = { path: PAGE.penghargaanSiswa, action: 'detail' } as const;

  r.get(
    API.pelanggaranSiswaHeader(':siswa', ':rombel'),
    {
      config: { access: pelanggaran },
      schema: { tags, summary: 'The violation history header of one class group', params: headerParams, response: responses(pelanggaranHeaderSchema) },
    },
    async (req) => {
      const { total_bintang: _stars, ...header } = await riwayatHeader(app, req.auth, req.params.siswa, req.params.rombel);
      return ok(header);
    },
  );

  r.post(
    API.pelanggaranSiswaRiwayat(':siswa'),
    {
      config: { access: pelanggaran, owner: owner.siswa('siswa') },
      schema: {
        tags,
        summary: "The student's violations",
        params: siswaParams,
        body: riwayatTableSchema,
        response: responses(tableResultSchema(pelanggaranRiwayatRowSchema)),
      },
    },
    async (req) => ok(await listRiwayatPelanggaran(app, req.auth, req.params.siswa, req.body)),
  );

  r.get(
    API.penghargaanSiswaHeader(':siswa', ':rombel'),
    {
      config: { access: penghargaan },
      schema: { tags, summary: 'The award history header of one class group', params: headerParams, response: responses(penghargaanHeaderSchema) },
    },
    async (req) => ok(await riwayatHeader(app, req.auth, req.params.siswa, req.params.rombel)),
  );

  r.post(
    API.penghargaanSiswaRiwayat(':siswa'),
    {
      config: { access: penghargaan, owner: owner.siswa('siswa') },
      schema: {
        tags,
        summary: "The student's awards",
        params: siswaParams,
        body: riwayatTableSchema,
        response: responses(tableResultSchema(penghargaanRiwayatRowSchema)),
      },
    },
    async (req) => ok(await listRiwayatPenghargaan(app, req.auth, req.params.siswa, req.body)),
  );
}
