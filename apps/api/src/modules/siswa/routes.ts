import type { FastifyInstance } from 'fastify';
import type { CallData } from '@madrasah/contract/endpoint';
import { SISWA, SISWA_TABS } from '@madrasah/contract/endpoints/siswa';
import { MSG } from '@madrasah/contract/messages';
import { orangTua, siswaAktivitasBelajar } from '../../db/schema/index.js';
import { ok, route } from '../../platform/http.js';
import { recordRoutes } from '../../platform/record-routes.js';
import { owner, ownRecordSiswaId } from '../../platform/scope.js';
import { createAktivitasBelajar, getAktivitasBelajar, updateAktivitasBelajar } from './aktivitas-belajar.service.js';
import { getDataDiri, updateDataDiri } from './data-diri.service.js';
import { createOrangTua, listOrangTua, updateOrangTua } from './orang-tua.service.js';
import { createTab, deleteTab, listTab, TABS, updateTab } from './tabs.service.js';

export async function siswaRoutes(app: FastifyInstance) {
  const ownRecord = { owner: owner.record('siswa_id') };

  recordRoutes(
    app,
    { read: SISWA.dataDiri, update: SISWA.dataDiriUpdate },
    {
      load: (req) => getDataDiri(app, req.auth, req.params.siswa_id),
      save: (req) => updateDataDiri(app, req.auth, req.params.siswa_id, req.body, req.ip),
    },
    ownRecord.owner,
  );

  route(app, SISWA.orangTua, async (req) => ok(await listOrangTua(app, req.auth, req.params.siswa_id)));
  route(
    app,
    SISWA.orangTuaCreate,
    async (req) => {
      const { id, message } = await createOrangTua(app, req.auth, req.params.siswa_id, req.body, req.ip);
      return ok({ id }, message);
    },
    ownRecord,
  );
  route(
    app,
    SISWA.orangTuaUpdate,
    async (req) => {
      const result = await updateOrangTua(app, req.auth, req.params.id, req.body, req.ip);
      return ok({ id: result.id }, result.message);
    },
    { owner: owner.row(orangTua, ownRecordSiswaId) },
  );

  route(app, SISWA.aktivitasBelajar, async (req) => ok(await getAktivitasBelajar(app, req.auth, req.params.siswa_id)));
  route(
    app,
    SISWA.aktivitasBelajarCreate,
    async (req) => ok({ id: await createAktivitasBelajar(app, req.auth, req.params.siswa_id, req.body, req.ip) }, MSG.saved),
    ownRecord,
  );
  route(
    app,
    SISWA.aktivitasBelajarUpdate,
    async (req) => {
      await updateAktivitasBelajar(app, req.auth, req.params.id, req.body, req.ip);
      return ok({ id: req.params.id }, MSG.dataUpdated);
    },
    { owner: owner.row(siswaAktivitasBelajar, ownRecordSiswaId) },
  );

  // The four record tabs, registered from one definition each.
  for (const tab of TABS) {
    const endpoints = SISWA_TABS[tab.key];
    route(
      app,
      endpoints.table,
      // The rows hold the tab's own columns, known by its config only; the row schema checks the answer.
      async (req) => ok((await listTab(app, req.auth, tab, req.params.siswa_id, req.body)) as CallData<typeof endpoints.table>),
      { owner: owner.record('siswa_id') },
    );
    route(
      app,
      endpoints.create,
      async (req) => {
        await createTab(app, req.auth, tab, req.params.siswa_id, req.body as Record<string, unknown>[], req.ip);
        return ok(null, MSG.saved);
      },
      { owner: owner.record('siswa_id') },
    );
    route(
      app,
      endpoints.update,
      async (req) => {
        await updateTab(app, req.auth, tab, req.params.id, req.body as Record<string, unknown>, req.ip);
        return ok(null, MSG.dataUpdated);
      },
      { owner: owner.row(tab.table, ownRecordSiswaId) },
    );
    route(app, endpoints.delete, async (req) => {
      await deleteTab(app, req.auth, tab, req.params.id, req.ip);
      return ok(null, MSG.deleted);
    });
  }
}
