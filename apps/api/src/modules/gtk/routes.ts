import type { FastifyInstance } from 'fastify';
import { STAF_GTK } from '@madrasah/contract/endpoints/staf-gtk';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { createGtk, deleteGtk, listGtk, updateGtk } from './gtk.service.js';

/** The staff side's GTK list (spec/03-staff.md, screen 2). */
export async function gtkRoutes(app: FastifyInstance) {
  route(app, STAF_GTK.table, async (req) => ok(await listGtk(app, req.body)));
  route(app, STAF_GTK.create, async (req) => ok({ id: await createGtk(app, req.auth, req.body, req.ip) }, MSG.saved));
  route(app, STAF_GTK.update, async (req) => {
    await updateGtk(app, req.auth, req.params.id, req.body, req.ip);
    return ok(null, MSG.dataUpdated);
  });
  route(app, STAF_GTK.remove, async (req) => {
    const result = await deleteGtk(app, req.auth, req.params.id, req.ip);
    return ok(result, result.dihapus ? MSG.deleted : MSG.gtkDeactivated);
  });
}
