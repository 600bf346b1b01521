import type { FastifyInstance } from 'fastify';
import { NOTIFIKASI } from '@madrasah/contract/endpoints/notifikasi';
import { ok, route } from '../../platform/http.js';
import { belumDibaca, hapusLangganan, listNotifikasi, preferensi, simpanLangganan, simpanPreferensi, tandaiDibaca, tandaiSemuaDibaca } from './service.js';
import { vapidKeys } from './vapid.js';

/** The caller's own inbox, switches and push subscriptions: every call is scoped to req.auth.userId. */
export async function notifikasiRoutes(app: FastifyInstance) {
  route(app, NOTIFIKASI.list, async (req) => ok(await listNotifikasi(app.db, req.auth, req.query.sebelum)));
  route(app, NOTIFIKASI.belumDibaca, async (req) => ok(await belumDibaca(app.db, req.auth)));
  route(app, NOTIFIKASI.dibaca, async (req) => {
    await tandaiDibaca(app.db, req.auth, req.params.id);
    return ok(null);
  });
  route(app, NOTIFIKASI.dibacaSemua, async (req) => {
    await tandaiSemuaDibaca(app.db, req.auth);
    return ok(null);
  });
  route(app, NOTIFIKASI.preferensi, async (req) => ok(await preferensi(app.db, req.auth)));
  route(app, NOTIFIKASI.simpanPreferensi, async (req) => ok(await simpanPreferensi(app.db, req.auth, req.body), 'Pengaturan notifikasi disimpan'));
  route(app, NOTIFIKASI.vapid, async () => ok({ public_key: (await vapidKeys(app.db)).publicKey }));
  route(app, NOTIFIKASI.langganan, async (req) => {
    await simpanLangganan(app.db, req.auth, req.body);
    return ok(null, 'Notifikasi di perangkat ini aktif');
  });
  route(app, NOTIFIKASI.berhenti, async (req) => {
    await hapusLangganan(app.db, req.auth, req.body.endpoint);
    return ok(null, 'Notifikasi di perangkat ini dimatikan');
  });
}
