import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGE } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { bkDokumenSchema, hasilTesDetailSchema, hasilTesRowSchema, mediaRowSchema, mediaTableSchema } from '@madrasah/contract/schemas/bk';
import { riwayatTableSchema, siswaRombelHeaderSchema } from '@madrasah/contract/schemas/kesiswaan';
import { tableResultSchema } from '@madrasah/contract/table';
import { bkDokumen } from '../../db/schema/index.js';
import { idParams, ok, responses, typed } from '../../platform/http.js';
import { owner } from '../../platform/scope.js';
import { riwayatHeader } from '../../platform/riwayat.js';
import { activeDokumen } from '../../platform/dokumen.js';
import { listHasilTes, readHasilTes } from './hasil-tes.service.js';
import { listMedia } from './media.service.js';

const headerParams = z.object({ siswa: idParams.shape.id, rombel: idParams.shape.id });
const siswaParams = z.object({ siswa: idParams.shape.id });

/**
 * Guidance and counselling pages: the unit's profile PDF, the test results of the caller's own
 * student (or ward) and the media galleries. Consultations and their reports are in konsultasi/.
 */
export async function bkRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['bk'];
  const hasilTes = { path: PAGE.hasilTes, action: 'detail' } as const;

  r.get(
    API.bkDokumen,
    {
      config: { access: { path: PAGE.profilBk, action: 'view' } },
      schema: { tags, summary: 'The active BK profile PDF', response: responses(bkDokumenSchema) },
    },
    async () => ok(await activeDokumen(app, bkDokumen)),
  );

  r.get(
    API.hasilTesHeader(':siswa', ':rombel'),
    {
      config: { access: hasilTes },
      schema: { tags, summary: 'The test results header of one class group', params: headerParams, response: responses(siswaRombelHeaderSchema) },
    },
    async (req) => {
      const { nisn, nama, jenis_kelamin, rombel_nama } = await riwayatHeader(app, req.auth, req.params.siswa, req.params.rombel);
      return ok({ nisn, nama, jenis_kelamin, rombel_nama });
    },
  );

  r.post(
    API.hasilTesRiwayat(':siswa'),
    {
      config: { access: hasilTes, owner: owner.siswa('siswa') },
      schema: {
        tags,
        summary: "The student's test results",
        params: siswaParams,
        body: riwayatTableSchema,
        response: responses(tableResultSchema(hasilTesRowSchema)),
      },
    },
    async (req) => ok(await listHasilTes(app, req.auth, req.params.siswa, req.body)),
  );

  r.get(
    API.hasilTesItem(':id'),
    { config: { access: hasilTes }, schema: { tags, summary: 'One test result in full', params: idParams, response: responses(hasilTesDetailSchema) } },
    async (req) => ok(await readHasilTes(app, req.auth, req.params.id)),
  );

  r.post(
    API.mediaInformasiTable,
    {
      config: { access: { path: PAGE.mediaInformasi, action: 'view' } },
      schema: { tags, summary: 'One gallery of the media page', body: mediaTableSchema, response: responses(tableResultSchema(mediaRowSchema)) },
    },
    async (req) => ok(await listMedia(app, req.body)),
  );
}
