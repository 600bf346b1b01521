import type { FastifyInstance } from 'fastify';
import { STAF_KONSULTASI } from '@madrasah/contract/endpoints/staf-konsultasi';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { close, listInbox, markRead, readInbox, reply } from './inbox.service.js';

/** The counsellors' inbox (spec/03-staff.md screen 9). */
export async function konsultasiStafRoutes(app: FastifyInstance) {
  route(app, STAF_KONSULTASI.table, async (req) => ok(await listInbox(app, req.auth, req.body)));
  route(app, STAF_KONSULTASI.item, async (req) => ok(await readInbox(app, req.params.id)));
  route(app, STAF_KONSULTASI.baca, async (req) => {
    await markRead(app, req.auth, req.params.id, req.ip);
    return ok(null);
  });
  route(app, STAF_KONSULTASI.tanggapan, async (req) => ok(await reply(app, req.auth, req.params.id, req.body.tanggapan, req.ip), MSG.konsultasiReplied));
  route(app, STAF_KONSULTASI.selesai, async (req) => ok(await close(app, req.auth, req.params.id, req.ip), MSG.konsultasiClosedDone));
}
