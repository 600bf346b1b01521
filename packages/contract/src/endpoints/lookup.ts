import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { idParams, idSchema } from '../params.js';
import { rombelDetailSchema, rombelFilterSchema, rombelOptionSchema, semesterOptionSchema, tahunAjaranOptionSchema } from '../schemas/lookup.js';
import { tableEndpoint } from '../table.js';

const tag = 'lookup';

/** `/:tahun_ajaran_id/:semester_id` */
const periodParams = z.object({ tahun_ajaran_id: idSchema, semester_id: idSchema });

/** The period filters' choices: school years and semesters are the school's calendar, open to every portal user; class groups are the caller's student's. */
export const LOOKUP = {
  tahunAjaran: endpoint({
    method: 'GET',
    path: '/tahun-ajaran/tahun',
    summary: 'Every school year, newest first',
    tag,
    access: 'lookup',
    response: z.array(tahunAjaranOptionSchema),
  }),
  semester: endpoint({
    method: 'GET',
    path: '/tahun-ajaran/semester/:id',
    summary: "A school year's semesters",
    tag,
    access: 'lookup',
    params: idParams,
    response: z.array(semesterOptionSchema),
  }),
  rombelDropdown: endpoint({
    method: 'GET',
    path: '/rombel/dropdown/:tahun_ajaran_id/:semester_id',
    summary: "The class groups of the caller's student in a year",
    tag,
    access: 'lookup',
    params: periodParams,
    response: z.array(rombelOptionSchema),
  }),
  rombel: endpoint({
    method: 'GET',
    path: '/rombel',
    summary: "Every class group of the caller's student, newest year first",
    tag,
    access: 'lookup',
    response: z.array(rombelDetailSchema),
  }),
  rombelItem: endpoint({
    method: 'GET',
    path: '/rombel/:id',
    summary: "One class group of the caller's student",
    tag,
    access: 'lookup',
    params: idParams,
    response: rombelDetailSchema,
  }),
  rombelTable: tableEndpoint({
    path: '/rombel/dropdown',
    summary: "The caller's class groups as a table",
    tag,
    access: 'lookup',
    filtering: rombelFilterSchema,
    row: rombelDetailSchema,
    sortFields: ['nama', 'tahun_ajaran', 'id'],
  }),
} as const;
