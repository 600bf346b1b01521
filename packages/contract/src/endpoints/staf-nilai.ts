import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import { importReportSchema, importTemplateSchema } from '../schemas/impor.js';
import {
  nilaiFinalBodySchema,
  nilaiFinalResultSchema,
  nilaiGridSchema,
  nilaiPembelajaranFilterSchema,
  nilaiPembelajaranRowSchema,
  nilaiPenilaianBodySchema,
  nilaiPenilaianSchema,
  nilaiSemesterSchema,
  nilaiSimpanBodySchema,
  nilaiSimpanResultSchema,
} from '../schemas/staf-nilai.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';
const page = STAF_PAGE.nilai;

/**
 * The grade book (/staf/nilai, spec/03-staff.md screen 13, docs/decisions/0053): a guru writes
 * the grades of the subjects they teach, the wali kelas reads their class groups' and finalises
 * them, the head reads. A teaching pair's routes check the caller against the pair itself (its
 * teacher, its class group's wali kelas), since the reach of the platform's scope holds only the
 * active semester's pairs: they declare the 'list' scope and the service cuts.
 */
export const STAF_NILAI = {
  semester: endpoint({
    method: 'GET',
    path: '/staf/nilai/semester',
    summary: 'The semesters of the school years, newest first (the page’s choice)',
    tag,
    access: { path: page, action: 'view' },
    response: nilaiSemesterSchema,
  }),
  pembelajaran: tableEndpoint({
    path: '/staf/nilai/pembelajaran/table',
    summary: "The teaching pairs of a semester the caller reaches: a guru's own, a wali kelas's class groups', the school's",
    tag,
    access: { path: page, action: 'view' },
    scope: 'list',
    filtering: nilaiPembelajaranFilterSchema,
    row: nilaiPembelajaranRowSchema,
    sortFields: ['mapel_nama', 'rombel_nama', 'id'],
  }),
  grid: endpoint({
    method: 'GET',
    path: '/staf/nilai/:id',
    summary: "A teaching pair's grade grid: students, summative assessments, grades, PAS, report grade and competence",
    tag,
    access: { path: page, action: 'detail' },
    scope: 'list',
    params: idParams,
    response: nilaiGridSchema,
  }),
  simpan: endpoint({
    method: 'PUT',
    path: '/staf/nilai/:id',
    summary: 'Save changed cells of the grid (up to all of it) in one transaction; the subject teacher only, refused once finalised',
    tag,
    access: { path: page, action: 'update' },
    scope: 'list',
    params: idParams,
    body: nilaiSimpanBodySchema,
    response: nilaiSimpanResultSchema,
  }),
  penilaian: endpoint({
    method: 'GET',
    path: '/staf/nilai/penilaian/:id',
    summary: 'One summative assessment',
    tag,
    access: { path: page, action: 'detail' },
    scope: 'list',
    params: idParams,
    response: nilaiPenilaianSchema,
  }),
  tambahPenilaian: endpoint({
    method: 'POST',
    path: '/staf/nilai/:id/penilaian',
    summary: 'Add a summative assessment to a teaching pair',
    tag,
    access: { path: page, action: 'create' },
    scope: 'list',
    params: idParams,
    body: nilaiPenilaianBodySchema,
    response: nilaiPenilaianSchema,
  }),
  ubahPenilaian: endpoint({
    method: 'PUT',
    path: '/staf/nilai/penilaian/:id',
    summary: 'Rename a summative assessment or change its material',
    tag,
    access: { path: page, action: 'update' },
    scope: 'list',
    params: idParams,
    body: nilaiPenilaianBodySchema,
    response: nilaiPenilaianSchema,
  }),
  hapusPenilaian: endpoint({
    method: 'DELETE',
    path: '/staf/nilai/penilaian/:id',
    summary: 'Delete a summative assessment that holds no grade yet',
    tag,
    access: { path: page, action: 'delete' },
    scope: 'list',
    params: idParams,
    response: z.null(),
  }),
  final: endpoint({
    method: 'POST',
    path: '/staf/nilai/final',
    summary: "Finalise (lock) or reopen with a reason a class group's semester of grades",
    tag,
    access: { path: page, action: 'approval' },
    scope: { rombel: 'body.rombel_id' },
    body: nilaiFinalBodySchema,
    response: nilaiFinalResultSchema,
  }),
  templat: endpoint({
    method: 'GET',
    path: '/staf/nilai/:id/templat',
    summary: "The pair's XLSX template: its students and columns, filled with the stored grades",
    tag,
    access: { path: page, action: 'update' },
    scope: 'list',
    params: idParams,
    response: importTemplateSchema,
  }),
  impor: endpoint({
    method: 'POST',
    path: '/staf/nilai/:id/impor',
    summary: "Import the pair's filled template under the grid's rules: a dry run reports by row and column, a commit writes all or nothing",
    tag,
    access: { path: page, action: 'update' },
    scope: 'list',
    params: idParams,
    query: z.object({
      dry_run: z
        .enum(['true', 'false'])
        .optional()
        .default('false')
        .transform((v) => v === 'true')
        .describe('true: check and report, write nothing'),
    }),
    multipart: true,
    response: importReportSchema,
    rejected: importReportSchema,
  }),
} as const;
