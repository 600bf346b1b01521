import type { FastifyInstance } from 'fastify';
import { ALUMNI } from '@madrasah/contract/endpoints/alumni';
import { recordRoutes } from '../../platform/record-routes.js';
import { owner } from '../../platform/scope.js';
import { getAlumniDataDiri, updateAlumniDataDiri } from './data-diri.service.js';
import { getAlumniTracing, updateAlumniTracing } from './tracing.service.js';

/** The alumnus's own personal data and tracing, on the alumni page's access entry. */
export async function alumniRoutes(app: FastifyInstance) {
  const ownAlumnus = owner.alumni('id');

  recordRoutes(
    app,
    { read: ALUMNI.dataDiri, update: ALUMNI.dataDiriUpdate },
    {
      load: (req) => getAlumniDataDiri(app, req.auth, req.params.id),
      save: (req) => updateAlumniDataDiri(app, req.auth, req.params.id, req.body, req.ip),
    },
    ownAlumnus,
  );
  recordRoutes(
    app,
    { read: ALUMNI.tracing, update: ALUMNI.tracingUpdate },
    {
      load: (req) => getAlumniTracing(app, req.auth, req.params.id),
      save: (req) => updateAlumniTracing(app, req.auth, req.params.id, req.body, req.ip),
    },
    ownAlumnus,
  );
}
