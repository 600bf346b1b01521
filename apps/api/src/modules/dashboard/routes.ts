import type { FastifyInstance } from 'fastify';
import { DASHBOARD } from '@madrasah/contract/endpoints/dashboard';
import { ok, route } from '../../platform/http.js';
import { dashboardUtama, jadwalSiswa } from './dashboard.service.js';
import { dashboardKabar } from './kabar.service.js';
import { dashboardWali } from './wali.service.js';

export async function dashboardRoutes(app: FastifyInstance) {
  route(app, DASHBOARD.utama, async () => ok(await dashboardUtama(app)));
  route(app, DASHBOARD.jadwalSiswa, async (req) => ok(await jadwalSiswa(app, req.auth)));
  route(app, DASHBOARD.wali, async (req) => ok(await dashboardWali(app, req.auth)));
  route(app, DASHBOARD.kabar, async () => ok(await dashboardKabar(app)));
}
