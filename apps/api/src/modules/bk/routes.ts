import type { FastifyInstance } from 'fastify';
import { BK } from '@madrasah/contract/endpoints/bk';
import { bkDokumen } from '../../db/schema/index.js';
import { ok, route } from '../../platform/http.js';
import { owner } from '../../platform/scope.js';
import { riwayatHeader } from '../../platform/riwayat.js';
import { activeDokumen } from '../../platform/dokumen.js';
import { listHasilTes, readHasilTes } from './hasil-tes.service.js';
import { listMedia } from './media.service.js';

/**
 * Guidance and counselling pages: the unit's profile PDF, the test results of the caller's own
 * student (or ward) and the media galleries. Consultations and their reports are in konsultasi/.
 */
export async function bkRoutes(app: FastifyInstance) {
  route(app, BK.dokumen, async () => ok(await activeDokumen(app, bkDokumen)));
  route(app, BK.hasilTesHeader, async (req) => {
    const { nisn, nama, jenis_kelamin, rombel_nama } = await riwayatHeader(app, req.auth, req.params.siswa, req.params.rombel);
    return ok({ nisn, nama, jenis_kelamin, rombel_nama });
  });
  route(app, BK.hasilTesTable, async (req) => ok(await listHasilTes(app, req.auth, req.params.siswa, req.body)), { owner: owner.siswa('siswa') });
  route(app, BK.hasilTesItem, async (req) => ok(await readHasilTes(app, req.auth, req.params.id)));
  route(app, BK.mediaTable, async (req) => ok(await listMedia(app, req.body)));
}
