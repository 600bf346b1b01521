import type { FastifyInstance } from 'fastify';
import { LOOKUP } from '@madrasah/contract/endpoints/lookup';
import { ok, route } from '../../platform/http.js';
import { listRombelDropdown, listSemester, listTahunAjaran } from './periode.service.js';
import { getOwnRombel, listOwnRombel, tableOwnRombel } from './rombel.service.js';

/** The period filters' choices: school years and semesters are the school's calendar, open to every portal user. */
export async function lookupRoutes(app: FastifyInstance) {
  route(app, LOOKUP.tahunAjaran, async () => ok(await listTahunAjaran(app)));
  route(app, LOOKUP.semester, async (req) => ok(await listSemester(app, req.params.id)));
  route(app, LOOKUP.rombelDropdown, async (req) => ok(await listRombelDropdown(app, req.auth, req.params.tahun_ajaran_id, req.params.semester_id)));
  route(app, LOOKUP.rombel, async (req) => ok(await listOwnRombel(app, req.auth)));
  route(app, LOOKUP.rombelItem, async (req) => ok(await getOwnRombel(app, req.auth, req.params.id)));
  route(app, LOOKUP.rombelTable, async (req) => ok(await tableOwnRombel(app, req.auth, req.body)));
}
