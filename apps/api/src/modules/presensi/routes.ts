import type { FastifyInstance } from 'fastify';
import { PAGE } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { kehadiranRowSchema, kehadiranTableSchema } from '@madrasah/contract/schemas/kehadiran';
import { presensiBodySchema, presensiHariIniSchema, presensiParamsSchema } from '@madrasah/contract/schemas/presensi';
import { tableResultSchema } from '@madrasah/contract/table';
import { presensiSiswa } from '../../db/schema/index.js';
import { BODY_LIMIT, idParams, ok, responses, typed } from '../../platform/http.js';
import { owner, ownSiswaId } from '../../platform/scope.js';
import { listKehadiran } from './kehadiran.service.js';
import { clockIn, clockOut, presensiHariIni } from './presensi.service.js';

export async function presensiRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['presensi'];
  const access = { path: PAGE.dashboard };

  r.get(
    API.presensiHariIni(':siswa_id', ':date'),
    {
      config: { access },
      schema: {
        tags,
        summary: "The student's attendance record of a day (404 when none)",
        params: presensiParamsSchema,
        response: responses(presensiHariIniSchema),
      },
    },
    async (req) => ok(await presensiHariIni(app, req.auth, req.params.siswa_id, req.params.date)),
  );

  r.post(
    API.presensiMasuk,
    {
      config: { access },
      bodyLimit: BODY_LIMIT.upload,
      schema: {
        tags,
        summary: 'Clock in with a selfie inside the geofence (idempotent per day)',
        body: presensiBodySchema,
        response: responses(presensiHariIniSchema),
      },
    },
    async (req) => {
      const result = await clockIn(app, { auth: req.auth, body: req.body, ip: req.ip });
      return ok(result.data, result.message);
    },
  );

  r.put(
    API.presensiPulang(':id'),
    {
      config: { access, owner: owner.row(presensiSiswa, ownSiswaId) },
      bodyLimit: BODY_LIMIT.upload,
      schema: { tags, summary: "Clock out on today's record", params: idParams, body: presensiBodySchema, response: responses(presensiHariIniSchema) },
    },
    async (req) => {
      const result = await clockOut(app, { auth: req.auth, body: req.body, ip: req.ip }, req.params.id);
      return ok(result.data, result.message);
    },
  );

  r.post(
    API.presensiKehadiranTable,
    {
      // One call for both lists: the service checks that the activity's own page is open.
      config: { access: { path: [PAGE.presensiSiswa, PAGE.presensiPramuka], action: 'view' } },
      schema: {
        tags,
        summary: "The attendance list of the caller's student for one activity",
        body: kehadiranTableSchema,
        response: responses(tableResultSchema(kehadiranRowSchema)),
      },
    },
    async (req) => ok(await listKehadiran(app, req.auth, req.body)),
  );
}
