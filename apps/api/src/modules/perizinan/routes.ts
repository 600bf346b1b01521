import type { FastifyInstance } from 'fastify';
import { PERIZINAN } from '@madrasah/contract/endpoints/perizinan';
import { MSG } from '@madrasah/contract/messages';
import { perizinanSiswa } from '../../db/schema/index.js';
import { ok, route } from '../../platform/http.js';
import { owner, ownSiswaId } from '../../platform/scope.js';
import { createPerizinan, deletePerizinan, listJenis, listPerizinan, updatePerizinan } from './perizinan.service.js';
import { changePerizinanStatus } from './status.js';

/** Leave permits of the caller's student (or a guardian's ward), on the /perizinan/siswa entry. */
export async function perizinanRoutes(app: FastifyInstance) {
  const ownPermit = { owner: owner.row(perizinanSiswa, ownSiswaId) };

  route(app, PERIZINAN.jenisTable, async (req) => ok(await listJenis(app, req.body)));
  route(app, PERIZINAN.table, async (req) => ok(await listPerizinan(app, req.auth, req.body)));
  route(app, PERIZINAN.create, async (req) => ok(await createPerizinan(app, req.auth, req.body, req.ip), MSG.saved));
  route(app, PERIZINAN.update, async (req) => ok(await updatePerizinan(app, req.auth, req.params.id, req.body, req.ip), MSG.dataUpdated), ownPermit);
  route(app, PERIZINAN.delete, async (req) => {
    await deletePerizinan(app, req.auth, req.params.id, req.ip);
    return ok(null, MSG.deleted);
  });
  route(
    app,
    PERIZINAN.status,
    async (req) => {
      const { message, data } = await changePerizinanStatus(app, req.auth, req.params.id, req.body.status, req.ip);
      return ok(data, message);
    },
    ownPermit,
  );
}
