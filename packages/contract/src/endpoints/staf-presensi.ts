import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { exportResultSchema } from '../schemas/export-log.js';
import {
  presensiHarianFilterSchema,
  presensiHarianRowSchema,
  presensiRekapBodySchema,
  presensiStatusBodySchema,
  presensiStatusParamsSchema,
} from '../schemas/staf-presensi.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';
const page = STAF_PAGE.presensi;

/**
 * The daily attendance (/staf/presensi): a wali kelas for their class groups, the kesiswaan for
 * all, the head reads. Every call names its class group or student, so the scope holds.
 */
export const STAF_PRESENSI = {
  harian: tableEndpoint({
    path: '/staf/presensi/table',
    summary: "A class group's day: each active student's clock-in, selfie, distance and status",
    tag,
    access: { path: page, action: 'view' },
    scope: { rombel: 'body.filtering.rombel_id' },
    filtering: presensiHarianFilterSchema,
    row: presensiHarianRowSchema,
    sortFields: ['nama', 'waktu_masuk', 'id'],
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/staf/presensi/:siswa_id/:tanggal',
    summary: "Set a student's status of a day (hadir, izin, sakit, alpa, dispensasi) with a note; every change is kept",
    tag,
    access: { path: page, action: 'update' },
    scope: { siswa: 'params.siswa_id' },
    params: presensiStatusParamsSchema,
    body: presensiStatusBodySchema,
    response: presensiHarianRowSchema,
  }),
  rekap: endpoint({
    method: 'POST',
    path: '/staf/presensi/rekap',
    summary: "A class group's month as XLSX (students × days, totals per status), through the export log",
    tag,
    access: { path: page, action: 'export' },
    scope: { rombel: 'body.rombel_id' },
    body: presensiRekapBodySchema,
    response: exportResultSchema,
  }),
} as const;
