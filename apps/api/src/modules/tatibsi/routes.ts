import type { FastifyInstance } from 'fastify';
import { PAGE } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { violationSummarySchema } from '@madrasah/contract/schemas/dashboard';
import { ok, responses, typed } from '../../platform/http.js';
import { violationSummary } from './service.js';

export async function tatibsiRoutes(app: FastifyInstance) {
  typed(app).get(
    API.violationSummary,
    {
      config: { access: { path: PAGE.dashboard } },
      schema: { tags: ['tatibsi'], summary: "Violations and points of the caller's student this year", response: responses(violationSummarySchema) },
    },
    async (req) => ok(await violationSummary(app.db, req.auth, (await app.schoolContext()).period)),
  );
}
