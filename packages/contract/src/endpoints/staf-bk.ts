import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import { exportLogFilterSchema, exportLogRowSchema, exportResultSchema } from '../schemas/export-log.js';
import { savedIdSchema } from '../schemas/fields.js';
import {
  bkSiswaOptionSchema,
  bkSiswaQuerySchema,
  bkTopikSchema,
  catatanBodySchema,
  catatanFilterSchema,
  catatanRowSchema,
  hasilTesStafBodySchema,
  hasilTesStafFilterSchema,
  hasilTesStafRowSchema,
} from '../schemas/staf-bk.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';
const page = STAF_PAGE.bk;
const HASIL_TES = '/staf/bk/hasil-tes';
const CATATAN = '/staf/bk/catatan';

/**
 * Guidance and counselling (/staf/bk, spec/03-staff.md screen 10): the guru BK enters the test
 * results the portal's Hasil Tes shows and records counselling sessions (closed at once) that
 * the portal's Laporan Konseling counts; both export as XLSX into the caller's export log, which
 * the page lists. The head reads. A list naming a class group is held to the caller's reach.
 */
export const STAF_BK = {
  siswa: endpoint({
    method: 'GET',
    path: '/staf/bk/siswa',
    summary: 'Students of the active year by name or NISN, for the forms',
    tag,
    access: { path: page, action: ['create', 'update'] },
    query: bkSiswaQuerySchema,
    response: z.array(bkSiswaOptionSchema),
  }),
  topik: endpoint({
    method: 'GET',
    path: '/staf/bk/topik',
    summary: 'Counselling topics with their field',
    tag,
    access: { path: page, action: 'view' },
    response: z.array(bkTopikSchema),
  }),
  hasilTesTable: tableEndpoint({
    path: `${HASIL_TES}/table`,
    summary: 'Test results of the students',
    tag,
    access: { path: page, action: 'view' },
    scope: { rombel: 'body.filtering.rombel_id' },
    filtering: hasilTesStafFilterSchema,
    row: hasilTesStafRowSchema,
    sortFields: ['tgl', 'siswa_nama', 'kategori_tes', 'id'],
  }),
  hasilTesCreate: endpoint({
    method: 'POST',
    path: HASIL_TES,
    summary: "Enter a student's test result, with its documentation",
    tag,
    access: { path: page, action: 'create' },
    body: hasilTesStafBodySchema,
    response: savedIdSchema,
    upload: true,
  }),
  hasilTesUpdate: endpoint({
    method: 'PUT',
    path: `${HASIL_TES}/:id`,
    summary: 'Change a test result; without a new file the stored documentation stays',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    body: hasilTesStafBodySchema,
    response: z.null(),
    upload: true,
  }),
  hasilTesDelete: endpoint({
    method: 'DELETE',
    path: `${HASIL_TES}/:id`,
    summary: 'Delete a test result and its documentation',
    tag,
    access: { path: page, action: 'delete' },
    params: idParams,
    response: z.null(),
  }),
  hasilTesExport: endpoint({
    method: 'POST',
    path: `${HASIL_TES}/export`,
    summary: 'The test results as filtered, as XLSX into the caller’s export log',
    tag,
    access: { path: page, action: 'export' },
    scope: { rombel: 'body.rombel_id' },
    body: hasilTesStafFilterSchema,
    response: exportResultSchema,
  }),
  catatanTable: tableEndpoint({
    path: `${CATATAN}/table`,
    summary: 'Counselling sessions the counsellors recorded',
    tag,
    access: { path: page, action: 'view' },
    scope: { rombel: 'body.filtering.rombel_id' },
    filtering: catatanFilterSchema,
    row: catatanRowSchema,
    sortFields: ['tgl', 'siswa_nama', 'topik_nama', 'id'],
  }),
  catatanCreate: endpoint({
    method: 'POST',
    path: CATATAN,
    summary: 'Record a counselling session with a student or their parents, closed (Selesai)',
    tag,
    access: { path: page, action: 'create' },
    body: catatanBodySchema,
    response: savedIdSchema,
  }),
  catatanUpdate: endpoint({
    method: 'PUT',
    path: `${CATATAN}/:id`,
    summary: 'Change a recorded counselling session',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    body: catatanBodySchema,
    response: z.null(),
  }),
  catatanDelete: endpoint({
    method: 'DELETE',
    path: `${CATATAN}/:id`,
    summary: 'Delete a recorded counselling session',
    tag,
    access: { path: page, action: 'delete' },
    params: idParams,
    response: z.null(),
  }),
  catatanExport: endpoint({
    method: 'POST',
    path: `${CATATAN}/export`,
    summary: 'The recorded sessions as filtered, as XLSX into the caller’s export log',
    tag,
    access: { path: page, action: 'export' },
    scope: { rombel: 'body.rombel_id' },
    body: catatanFilterSchema,
    response: exportResultSchema,
  }),
  exportLog: tableEndpoint({
    path: '/staf/bk/export/table',
    summary: "The caller's exports with their download links (the staff side's export log)",
    tag,
    access: { path: page, action: 'export' },
    filtering: exportLogFilterSchema,
    row: exportLogRowSchema,
    sortFields: ['created_at', 'nama', 'id'],
  }),
} as const;
