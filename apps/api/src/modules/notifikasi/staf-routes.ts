import type { FastifyInstance } from 'fastify';
import { STAF_NOTIFIKASI } from '@madrasah/contract/endpoints/staf-notifikasi';
import { ok, route } from '../../platform/http.js';
import { jamBelumHadir, setJamBelumHadir } from './belum-hadir.js';

/** The school's not-yet-clocked-in alert, set beside its clock-in rules. */
export async function notifikasiStafRoutes(app: FastifyInstance) {
  route(app, STAF_NOTIFIKASI.belumHadir, async () => ok({ jam: await jamBelumHadir(app.db) }));
  route(app, STAF_NOTIFIKASI.simpanBelumHadir, async (req) =>
    ok(await setJamBelumHadir(app, req.auth, req.body.jam, req.ip), 'Pengaturan notifikasi disimpan'),
  );
}
