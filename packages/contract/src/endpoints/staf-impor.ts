import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { importReportSchema } from '../schemas/impor.js';

/** `?dry_run=true` checks only; anything else writes when the file has no error. */
const importQuery = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .optional()
    .default('false')
    .transform((v) => v === 'true')
    .describe('true: check and report, write nothing'),
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
} as const;
