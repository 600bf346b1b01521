import type { FastifyInstance } from 'fastify';
import { PRESENSI } from '@madrasah/contract/endpoints/presensi';
import { presensiSiswa } from '../../db/schema/index.js';
import { ok, route } from '../../platform/http.js';
import { owner, ownSiswaId } from '../../platform/scope.js';
import { listKehadiran } from './kehadiran.service.js';
import { clockIn, clockOut, presensiHariIni } from './presensi.service.js';

export async function presensiRoutes(app: FastifyInstance) {
  route(app, PRESENSI.hariIni, async (req) => ok(await presensiHariIni(app, req.auth, req.params.siswa_id, req.params.date)));
  route(app, PRESENSI.masuk, async (req) => {
    const result = await clockIn(app, { auth: req.auth, body: req.body, ip: req.ip });
    return ok(result.data, result.message);
  });
  route(
    app,
    PRESENSI.pulang,
    async (req) => {
      const result = await clockOut(app, { auth: req.auth, body: req.body, ip: req.ip }, req.params.id);
      return ok(result.data, result.message);
    },
    { owner: owner.row(presensiSiswa, ownSiswaId) },
  );
  route(app, PRESENSI.kehadiranTable, async (req) => ok(await listKehadiran(app, req.auth, req.body)));
}
