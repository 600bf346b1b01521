import type { FastifyInstance } from 'fastify';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import { ok, route } from '../../platform/http.js';
import { listStafSiswa, stafRombelOptions } from './staf-siswa.service.js';

/** The staff side's student list (spec/03-staff.md). */
export async function siswaStafRoutes(app: FastifyInstance) {
  route(app, STAF_SISWA.table, async (req) => ok(await listStafSiswa(app, await req.staffReach(), req.body)));
  route(app, STAF_SISWA.rombel, async (req) => ok(await stafRombelOptions(app, await req.staffReach())));
}
