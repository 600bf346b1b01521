import type { FastifyInstance } from 'fastify';
import { KONSULTASI } from '@madrasah/contract/endpoints/konsultasi';
import { MSG } from '@madrasah/contract/messages';
import { konsultasi } from '../../db/schema/index.js';
import { ok, route } from '../../platform/http.js';
import { owner, ownSiswaId } from '../../platform/scope.js';
import { konsultasiHeader } from './header.service.js';
import { exportLaporan, exportLaporanRombel, listLaporan, listLaporanRombel } from './laporan.service.js';
import { createKonsultasi, deleteKonsultasi, getKonsultasi, listKonsultasi, listTopik, updateKonsultasi } from './konsultasi.service.js';
import { sendKonsultasi } from './terkirim.js';

/**
 * Consultations of the caller's student (a guardian's ward) on the /bimbingan-konseling/konsultasi
 * entry, and the counselling reports on /bimbingan-konseling/laporan.
 */
export async function konsultasiRoutes(app: FastifyInstance) {
  route(app, KONSULTASI.topik, async () => ok(await listTopik(app)));
  route(app, KONSULTASI.header, async (req) => ok(await konsultasiHeader(app, req.auth)));
  route(app, KONSULTASI.table, async (req) => ok(await listKonsultasi(app, req.auth, req.body)));
  route(app, KONSULTASI.item, async (req) => ok(await getKonsultasi(app, req.auth, req.params.id)));
  route(app, KONSULTASI.create, async (req) => ok(await createKonsultasi(app, req.auth, req.body, req.ip), MSG.saved));
  route(app, KONSULTASI.update, async (req) => ok(await updateKonsultasi(app, req.auth, req.params.id, req.body, req.ip), MSG.dataUpdated), {
    owner: owner.row(konsultasi, ownSiswaId),
  });
  route(app, KONSULTASI.delete, async (req) => {
    await deleteKonsultasi(app, req.auth, req.params.id, req.ip);
    return ok(null, MSG.deleted);
  });
  route(app, KONSULTASI.terkirim, async (req) => ok(await sendKonsultasi(app, req.auth, req.params.id, req.ip), MSG.konsultasiSent));

  route(app, KONSULTASI.laporanTable, async (req) => ok(await listLaporan(app, req.auth, req.body)));
  route(app, KONSULTASI.laporanRombelTable, async (req) => ok(await listLaporanRombel(app, req.auth, req.body)));
  route(app, KONSULTASI.laporanExport, async (req) => ok(await exportLaporan(app, req.auth, req.body), MSG.exported));
  route(app, KONSULTASI.laporanRombelExport, async (req) => ok(await exportLaporanRombel(app, req.auth, req.body), MSG.exported));
}
