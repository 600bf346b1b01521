import type { FastifyInstance } from 'fastify';
import { STAF_BK } from '@madrasah/contract/endpoints/staf-bk';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { listExportLog } from '../../platform/export/log.js';
import { pilihanSiswa } from './bk-siswa.js';
import { createCatatan, deleteCatatan, exportCatatan, listCatatan, listTopikBk, updateCatatan } from './catatan.service.js';
import { createHasilTes, deleteHasilTes, exportHasilTes, listHasilTesStaf, updateHasilTes } from './hasil-tes-staf.service.js';

/** Guidance and counselling on the staff side (spec/03-staff.md screen 10). */
export async function bkStafRoutes(app: FastifyInstance) {
  route(app, STAF_BK.siswa, async (req) => ok(await pilihanSiswa(app, await req.staffReach(), req.query.q)));
  route(app, STAF_BK.topik, async () => ok(await listTopikBk(app)));

  route(app, STAF_BK.hasilTesTable, async (req) => ok(await listHasilTesStaf(app, await req.staffReach(), req.body)));
  route(app, STAF_BK.hasilTesCreate, async (req) => ok({ id: await createHasilTes(app, req.auth, await req.staffReach(), req.body, req.ip) }, MSG.saved));
  route(app, STAF_BK.hasilTesUpdate, async (req) => {
    await updateHasilTes(app, req.auth, await req.staffReach(), req.params.id, req.body, req.ip);
    return ok(null, MSG.dataUpdated);
  });
  route(app, STAF_BK.hasilTesDelete, async (req) => {
    await deleteHasilTes(app, req.auth, await req.staffReach(), req.params.id, req.ip);
    return ok(null, MSG.deleted);
  });
  route(app, STAF_BK.hasilTesExport, async (req) => ok(await exportHasilTes(app, req.auth, await req.staffReach(), req.body), MSG.exported));

  route(app, STAF_BK.catatanTable, async (req) => ok(await listCatatan(app, await req.staffReach(), req.body)));
  route(app, STAF_BK.catatanCreate, async (req) => ok({ id: await createCatatan(app, req.auth, await req.staffReach(), req.body, req.ip) }, MSG.saved));
  route(app, STAF_BK.catatanUpdate, async (req) => {
    await updateCatatan(app, req.auth, await req.staffReach(), req.params.id, req.body, req.ip);
    return ok(null, MSG.dataUpdated);
  });
  route(app, STAF_BK.catatanDelete, async (req) => {
    await deleteCatatan(app, req.auth, await req.staffReach(), req.params.id, req.ip);
    return ok(null, MSG.deleted);
  });
  route(app, STAF_BK.catatanExport, async (req) => ok(await exportCatatan(app, req.auth, await req.staffReach(), req.body), MSG.exported));

  // The staff side's export log: the caller's own exports, as the portal's /log/export lists them.
  route(app, STAF_BK.exportLog, async (req) => ok(await listExportLog(app, req.auth, req.body)));
}
