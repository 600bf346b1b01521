import type { FastifyInstance } from 'fastify';
import { TATIBSI } from '@madrasah/contract/endpoints/tatibsi';
import { MSG } from '@madrasah/contract/messages';
import { tatibsiDokumen } from '../../db/schema/index.js';
import { ok, route } from '../../platform/http.js';
import { activeDokumen } from '../../platform/dokumen.js';
import { createPenghargaan, deletePenghargaan, listPelanggaran, listPenghargaan, updatePenghargaan } from './catalogue.service.js';
import { violationSummary } from './ringkasan.service.js';

export async function tatibsiRoutes(app: FastifyInstance) {
  route(app, TATIBSI.dokumen, async () => ok(await activeDokumen(app, tatibsiDokumen)));
  route(app, TATIBSI.pelanggaranTable, async (req) => ok(await listPelanggaran(app, req.body)));
  route(app, TATIBSI.penghargaanTable, async (req) => ok(await listPenghargaan(app, req.body)));
  route(app, TATIBSI.penghargaanCreate, async (req) => ok({ id: await createPenghargaan(app, req.auth, req.body, req.ip) }, MSG.saved));
  route(app, TATIBSI.penghargaanUpdate, async (req) => {
    await updatePenghargaan(app, req.auth, req.params.id, req.body, req.ip);
    return ok(null, MSG.dataUpdated);
  });
  route(app, TATIBSI.penghargaanDelete, async (req) => {
    await deletePenghargaan(app, req.auth, req.params.id, req.ip);
    return ok(null, MSG.deleted);
  });
  route(app, TATIBSI.violationSummary, async (req) => ok(await violationSummary(app, req.auth)));
}
