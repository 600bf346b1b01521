import { STAF_PAGE } from '../access.js';
import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import { stafRombelOptionSchema, stafSiswaFilterSchema, stafSiswaRowSchema } from '../schemas/staf-siswa.js';
import { tableEndpoint } from '../table.js';

/** The students on the staff side (/staf/siswa): a wali kelas or guru sees their own class groups'. */
export const STAF_SISWA = {
  table: tableEndpoint({
    path: '/staf/siswa/table',
    summary: 'Students of the active year, by class group',
    tag: 'staf',
    access: { path: STAF_PAGE.siswa, action: 'view' },
    scope: { rombel: 'body.filtering.rombel_id' },
    filtering: stafSiswaFilterSchema,
    row: stafSiswaRowSchema,
    sortFields: ['nama', 'nisn', 'rombel_nama', 'id'],
  }),
  rombel: endpoint({
    method: 'GET',
    path: '/staf/siswa/rombel',
    summary: 'The class groups of the active year the caller reaches (the list’s filter)',
    tag: 'staf',
    access: { path: STAF_PAGE.siswa, action: 'view' },
    scope: 'list',
    response: z.array(stafRombelOptionSchema),
  }),
} as const;
