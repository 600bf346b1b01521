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

/** One kind's import: a multipart file; a commit of a file with errors answers 422 with the same report. */
const importEndpoint = <P extends `/staf/impor/${string}`, Q extends z.ZodType = typeof importQuery>(path: P, summary: string, query?: Q) =>
  endpoint({
    method: 'POST',
    path,
    summary,
    tag: 'staf',
    access: { path: STAF_PAGE.impor, action: 'create' },
    query: (query ?? importQuery) as Q,
    multipart: true,
    response: importReportSchema,
    rejected: importReportSchema,
  });

/** Spreadsheet imports (spec/03-staff.md, screen 3). */
export const STAF_IMPOR = {
  siswa: importEndpoint(
    '/staf/impor/siswa',
    'Import students with their parents (XLSX or CSV, Dapodik’s export as it comes): a dry run reports, a commit writes all or nothing',
  ),
  gtk: importEndpoint(
    '/staf/impor/gtk',
    'Import staff (GTK), matched by NIP, NUPTK or e-mail: a dry run reports, a commit writes all or nothing; no account is made',
  ),
  jadwal: importEndpoint(
    '/staf/impor/jadwal',
    'Import timetable lessons by class group, day and period, under the timetable screen’s rules: a dry run reports, a commit writes all or nothing',
    jadwalQuery,
  ),
  wali: importEndpoint('/staf/impor/wali', 'Import guardian accounts (one per student), matched by e-mail: a dry run reports, a commit writes all or nothing'),
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
