import type { FastifyInstance } from 'fastify';
import { ALUMNI } from '@madrasah/contract/endpoints/alumni';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { owner } from '../../platform/scope.js';
import { getAlumniDataDiri, updateAlumniDataDiri } from './data-diri.service.js';
import { getAlumniTracing, updateAlumniTracing } from './tracing.service.js';

/** The alumnus's own personal data and tracing, on the alumni page's access entry. */
export async function alumniRoutes(app: FastifyInstance) {
  const ownAlumnus = { owner: owner.alumni('id') };

  route(app, ALUMNI.dataDiri, async (req) => ok(await getAlumniDataDiri(app, req.auth, req.params.id)));
  route(
    app,
    ALUMNI.dataDiriUpdate,
    async (req) => {
      await updateAlumniDataDiri(app, req.auth, req.params.id, req.body, req.ip);
      return ok(null, MSG.dataUpdated);
    },
    ownAlumnus,
  );
  route(app, ALUMNI.tracing, async (req) => ok(await getAlumniTracing(app, req.auth, req.params.id)));
  route(
    app,
    ALUMNI.tracingUpdate,
    async (req) => {
      await updateAlumniTracing(app, req.auth, req.params.id, req.body, req.ip);
      return ok(null, MSG.dataUpdated);
    },
    ownAlumnus,
  );
}
