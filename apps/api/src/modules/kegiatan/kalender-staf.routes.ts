import type { FastifyInstance } from 'fastify';
import { STAF_KALENDER } from '@madrasah/contract/endpoints/staf-kalender';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { createAgenda, deleteAgenda, listKalender, updateAgenda } from './kaldik.service.js';

/** The school calendar on the staff side (spec/03-staff.md screen 11): kesiswaan keeps it, the head reads it. */
export async function kalenderStafRoutes(app: FastifyInstance) {
  route(app, STAF_KALENDER.table, async (req) => ok(await listKalender(app, req.body)));
  route(app, STAF_KALENDER.create, async (req) => ok({ id: await createAgenda(app, req.auth, req.body, req.ip) }, MSG.saved));
  route(app, STAF_KALENDER.update, async (req) => {
    await updateAgenda(app, req.auth, req.params.id, req.body, req.ip);
    return ok(null, MSG.dataUpdated);
  });
  route(app, STAF_KALENDER.remove, async (req) => {
    await deleteAgenda(app, req.auth, req.params.id, req.ip);
    return ok(null, MSG.deleted);
  });
}
