import type { FastifyInstance } from 'fastify';
import { PAGE } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { dashboardSchema, jadwalSchema } from '@madrasah/contract/schemas/dashboard';
import { ok, responses, typed } from '../../platform/http.js';
import { dashboardUtama, jadwalSiswa } from './dashboard.service.js';

export async function dashboardRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['dashboard'];
  const access = { path: PAGE.dashboard };

  r.get(API.dashboard, { config: { access }, schema: { tags, summary: "Today's date and the server clock", response: responses(dashboardSchema) } }, async () =>
    ok(await dashboardUtama(app)),
  );

  r.get(API.jadwalSiswa, { config: { access }, schema: { tags, summary: "The student's weekly timetable", response: responses(jadwalSchema) } }, async (req) =>
    ok(await jadwalSiswa(app, req.auth)),
  );
}
