import type { FastifyInstance } from 'fastify';
import { STAF_PERIZINAN } from '@madrasah/contract/endpoints/staf-perizinan';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { decideStafPerizinan, listStafJenis, listStafPerizinan, queueStafPerizinan, readStafPerizinan, updateStafJenis } from './staf.service.js';

/** The staff's permit desk (spec/03-staff.md screen 7). */
export async function perizinanStafRoutes(app: FastifyInstance) {
  route(app, STAF_PERIZINAN.list, async (req) => ok(await queueStafPerizinan(app, await req.staffReach(), req.query)));
  route(app, STAF_PERIZINAN.table, async (req) => ok(await listStafPerizinan(app, await req.staffReach(), req.body)));
  route(app, STAF_PERIZINAN.jenis, async () => ok(await listStafJenis(app)));
  route(app, STAF_PERIZINAN.jenisUpdate, async (req) => ok(await updateStafJenis(app, req.auth, req.params.id, req.body, req.ip), MSG.permitJenisSaved));
  route(app, STAF_PERIZINAN.item, async (req) => ok(await readStafPerizinan(app, await req.staffReach(), req.params.id)));
  route(app, STAF_PERIZINAN.setujui, async (req) =>
    ok(await decideStafPerizinan(app, req.auth, await req.staffReach(), req.params.id, { to: 'DISETUJUI' }, req.ip), MSG.permitApproved),
  );
  route(app, STAF_PERIZINAN.tolak, async (req) =>
    ok(await decideStafPerizinan(app, req.auth, await req.staffReach(), req.params.id, { to: 'DITOLAK', alasan: req.body.alasan }, req.ip), MSG.permitRejected),
  );
}
