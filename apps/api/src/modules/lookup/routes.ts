import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API } from '@madrasah/contract/endpoints';
import { rombelDetailSchema, rombelOptionSchema, rombelTableSchema, semesterOptionSchema, tahunAjaranOptionSchema } from '@madrasah/contract/schemas/lookup';
import { tableResultSchema } from '@madrasah/contract/table';
import { idParams, ok, responses, typed } from '../../platform/http.js';
import { listRombelDropdown, listSemester, listTahunAjaran } from './periode.service.js';
import { getOwnRombel, listOwnRombel, tableOwnRombel } from './rombel.service.js';

const rombelParams = z.object({ tahun_ajaran_id: idParams.shape.id, semester_id: idParams.shape.id });

/** The period filters' choices: school years and semesters are the school's calendar, open to every portal user. */
export async function lookupRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['lookup'];

  r.get(
    API.tahunAjaranList,
    { config: { access: 'lookup' }, schema: { tags, summary: 'Every school year, newest first', response: responses(z.array(tahunAjaranOptionSchema)) } },
    async () => ok(await listTahunAjaran(app)),
  );

  r.get(
    API.semesterList(':id'),
    {
      config: { access: 'lookup' },
      schema: { tags, summary: "A school year's semesters", params: idParams, response: responses(z.array(semesterOptionSchema)) },
    },
    async (req) => ok(await listSemester(app, req.params.id)),
  );

  r.get(
    API.rombelDropdown(':tahun_ajaran_id', ':semester_id'),
    {
      config: { access: 'lookup' },
      schema: { tags, summary: "The class groups of the caller's student in a year", params: rombelParams, response: responses(z.array(rombelOptionSchema)) },
    },
    async (req) => ok(await listRombelDropdown(app, req.auth, req.params.tahun_ajaran_id, req.params.semester_id)),
  );

  r.get(
    API.rombelList,
    {
      config: { access: 'lookup' },
      schema: { tags, summary: "Every class group of the caller's student, newest year first", response: responses(z.array(rombelDetailSchema)) },
    },
    async (req) => ok(await listOwnRombel(app, req.auth)),
  );

  r.get(
    API.rombelItem(':id'),
    {
      config: { access: 'lookup' },
      schema: { tags, summary: "One class group of the caller's student", params: idParams, response: responses(rombelDetailSchema) },
    },
    async (req) => ok(await getOwnRombel(app, req.auth, req.params.id)),
  );

  r.post(
    API.rombelTable,
    {
      config: { access: 'lookup' },
      schema: { tags, summary: "The caller's class groups as a table", body: rombelTableSchema, response: responses(tableResultSchema(rombelDetailSchema)) },
    },
    async (req) => ok(await tableOwnRombel(app, req.auth, req.body)),
  );
}
