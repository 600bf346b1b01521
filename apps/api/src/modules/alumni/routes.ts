import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGE } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { MSG } from '@madrasah/contract/messages';
import { alumniDataDiriBodySchema, alumniDataDiriSchema, alumniTracingBodySchema, alumniTracingSchema } from '@madrasah/contract/schemas/alumni';
import { BODY_LIMIT, idParams, ok, responses, typed } from '../../platform/http.js';
import { owner } from '../../platform/scope.js';
import { getAlumniDataDiri, updateAlumniDataDiri } from './data-diri.service.js';
import { getAlumniTracing, updateAlumniTracing } from './tracing.service.js';

/** The alumnus's own personal data and tracing, on the alumni page's access entry. */
export async function alumniRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['alumni'];
  const read = { path: PAGE.alumni, action: 'detail' } as const;

  r.get(
    API.alumniDataDiri(':id'),
    {
      config: { access: read },
      schema: { tags, summary: "The alumnus's personal data and alumni type", params: idParams, response: responses(alumniDataDiriSchema) },
    },
    async (req) => ok(await getAlumniDataDiri(app, req.auth, req.params.id)),
  );

  r.put(
    API.alumniDataDiri(':id'),
    {
      // Spec 02 section 5: without 'update' the personal fields are read-only.
      config: { access: { path: PAGE.alumni, action: 'update' }, owner: owner.alumni('id') },
      bodyLimit: BODY_LIMIT.upload,
      schema: { tags, summary: "Save the alumnus's personal data", params: idParams, body: alumniDataDiriBodySchema, response: responses(z.null()) },
    },
    async (req) => {
      await updateAlumniDataDiri(app, req.auth, req.params.id, req.body, req.ip);
      return ok(null, MSG.dataUpdated);
    },
  );

  r.get(
    API.alumniTracing(':id'),
    {
      config: { access: read },
      schema: { tags, summary: 'What the alumnus does after graduating', params: idParams, response: responses(alumniTracingSchema) },
    },
    async (req) => ok(await getAlumniTracing(app, req.auth, req.params.id)),
  );

  r.put(
    API.alumniTracing(':id'),
    {
      config: { access: { path: PAGE.alumni, action: ['update', 'update_partial'] }, owner: owner.alumni('id') },
      bodyLimit: BODY_LIMIT.upload,
      schema: { tags, summary: "Save the alumnus's tracing", params: idParams, body: alumniTracingBodySchema, response: responses(z.null()) },
    },
    async (req) => {
      await updateAlumniTracing(app, req.auth, req.params.id, req.body, req.ip);
      return ok(null, MSG.dataUpdated);
    },
  );
}
