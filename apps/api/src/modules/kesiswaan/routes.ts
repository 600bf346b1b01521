import type { FastifyInstance } from 'fastify';
import { KESISWAAN } from '@madrasah/contract/endpoints/kesiswaan';
import { ok, route } from '../../platform/http.js';
import { owner } from '../../platform/scope.js';
import { listRiwayatPelanggaran } from './pelanggaran.service.js';
import { listRiwayatPenghargaan } from './penghargaan.service.js';
import { riwayatHeader } from '../../platform/riwayat.js';

/**
 * A student's violation and award history, each on its page's entry with the detail action,
 * and only ever the caller's own student or ward (spec 02 section 6).
 */
export async function kesiswaanRoutes(app: FastifyInstance) {
  const ownSiswa = { owner: owner.siswa('siswa') };

  route(app, KESISWAAN.pelanggaranHeader, async (req) => {
    const { total_bintang: _stars, ...header } = await riwayatHeader(app, req.auth, req.params.siswa, req.params.rombel);
    return ok(header);
  });
  route(app, KESISWAAN.pelanggaranRiwayat, async (req) => ok(await listRiwayatPelanggaran(app, req.auth, req.params.siswa, req.body)), ownSiswa);
  route(app, KESISWAAN.penghargaanHeader, async (req) => ok(await riwayatHeader(app, req.auth, req.params.siswa, req.params.rombel)));
  route(app, KESISWAAN.penghargaanRiwayat, async (req) => ok(await listRiwayatPenghargaan(app, req.auth, req.params.siswa, req.body)), ownSiswa);
}
