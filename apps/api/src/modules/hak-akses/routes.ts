import type { FastifyInstance } from 'fastify';
import { STAF_HAK_AKSES } from '@madrasah/contract/endpoints/staf-hak-akses';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { listHakAkses, updateHakAkses } from './hak-akses.service.js';

/** Each role's access map in the browser (spec/03-staff.md, Hak akses). */
export async function hakAksesRoutes(app: FastifyInstance) {
  route(app, STAF_HAK_AKSES.list, async () => ok(await listHakAkses(app)));
  route(app, STAF_HAK_AKSES.update, async (req) => ok(await updateHakAkses(app, req.auth, req.params.role_id, req.body, req.ip), MSG.hakAksesSaved));
}
