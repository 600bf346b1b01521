import type { FastifyInstance } from 'fastify';
import { STAF_PRESENSI } from '@madrasah/contract/endpoints/staf-presensi';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { exportRekap } from './rekap.service.js';
import { listHarian, setStatus } from './staf-presensi.service.js';

/** The staff's daily attendance (spec/03-staff.md screen 6); scope is declared on each endpoint. */
export async function stafPresensiRoutes(app: FastifyInstance) {
  route(app, STAF_PRESENSI.harian, async (req) => ok(await listHarian(app, req.body)));
  route(app, STAF_PRESENSI.setStatus, async (req) => ok(await setStatus(app, req.auth, req.params, req.body, req.ip), MSG.presensiStafSaved));
  route(app, STAF_PRESENSI.rekap, async (req) => ok(await exportRekap(app, req.auth, req.body)));
}
