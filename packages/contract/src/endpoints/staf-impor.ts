import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { importReportSchema, importTemplateParamsSchema, importTemplateSchema } from '../schemas/impor.js';
import { optionalId } from '../schemas/period-filter.js';

/** `?dry_run=true` checks only; anything else writes when the file has no error. */
const importQuery = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .optional()
    .default('false')
    .transform((v) => v === 'true')
    .describe('true: check and report, write nothing'),
});

/** The timetable's import may name the year its class groups are of. */
const jadwalQuery = importQuery.extend({
  tahun_ajaran_id: optionalId().describe('The year whose class groups the file names; the active one when left out'),
});

/** Spreadsheet imports (spec/03-staff.md, screen 3). */
export const STAF_IMPOR = {
  siswa: endpoint({
    method: 'POST',
    path: '/staf/impor/siswa',
    summary: 'Import students with their parents (XLSX or CSV, Dapodik’s export as it comes): a dry run reports, a commit writes all or nothing',
    tag: 'staf',
    access: { path: STAF_PAGE.impor, action: 'create' },
    query: importQuery,
    multipart: true,
    response: importReportSchema,
    rejected: importReportSchema,
  }),
  gtk: endpoint({
    method: 'POST',
    path: '/staf/impor/gtk',
    summary: 'Import staff (GTK), matched by NIP, NUPTK or e-mail: a dry run reports, a commit writes all or nothing; no account is made',
    tag: 'staf',
    access: { path: STAF_PAGE.impor, action: 'create' },
    query: importQuery,
    multipart: true,
    response: importReportSchema,
    rejected: importReportSchema,
  }),
  jadwal: endpoint({
    method: 'POST',
    path: '/staf/impor/jadwal',
    summary: 'Import timetable lessons by class group, day and period, under the timetable screen’s rules: a dry run reports, a commit writes all or nothing',
    tag: 'staf',
    access: { path: STAF_PAGE.impor, action: 'create' },
    query: jadwalQuery,
    multipart: true,
    response: importReportSchema,
    rejected: importReportSchema,
  }),
  wali: endpoint({
    method: 'POST',
    path: '/staf/impor/wali',
    summary: 'Import guardian accounts (one per student), matched by e-mail: a dry run reports, a commit writes all or nothing',
    tag: 'staf',
    access: { path: STAF_PAGE.impor, action: 'create' },
    query: importQuery,
    multipart: true,
    response: importReportSchema,
    rejected: importReportSchema,
  }),
  template: endpoint({
    method: 'GET',
    path: '/staf/impor/:jenis/template',
    summary: 'The XLSX template of an import kind: its header row as the import reads it, an example row and a note',
    tag: 'staf',
    access: { path: STAF_PAGE.impor, action: 'view' },
    params: importTemplateParamsSchema,
    response: importTemplateSchema,
  }),
} as const;
