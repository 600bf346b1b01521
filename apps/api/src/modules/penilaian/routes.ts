import type { FastifyInstance } from 'fastify';
import { PENILAIAN } from '@madrasah/contract/endpoints/penilaian';
import { ok, route } from '../../platform/http.js';
import { listNilai, nilaiHeader } from './nilai.service.js';
import { listSumatif } from './sumatif.service.js';

/** The subject grades of the caller's student (a guardian's ward) on /penilaian/nilai-mapel, and their summative detail. */
export async function penilaianRoutes(app: FastifyInstance) {
  route(app, PENILAIAN.table, async (req) => ok(await listNilai(app, req.auth, req.body)));
  route(app, PENILAIAN.header, async (req) => ok(await nilaiHeader(app, req.auth, req.params.tahun_ajaran_id, req.params.semester_id)));
  route(app, PENILAIAN.sumatifTable, async (req) => ok(await listSumatif(app, req.auth, req.body)));
}
