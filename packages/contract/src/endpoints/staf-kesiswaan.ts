import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import {
  batalCatatBodySchema,
  butirPelanggaranSchema,
  catatPelanggaranBodySchema,
  catatPenghargaanBodySchema,
  kriteriaPenghargaanSchema,
  pelanggaranCatatRowSchema,
  pelanggaranCatatSchema,
  penghargaanCatatRowSchema,
  penghargaanCatatSchema,
  stafCatatFilterSchema,
} from '../schemas/staf-kesiswaan.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';

/**
 * Violations and awards at the staff desk (/staf/kesiswaan/pelanggaran and /penghargaan,
 * spec/03-staff.md screen 8): a wali kelas records and cancels for their own students, guru bk
 * and kesiswaan for all, the head reads.
 */
export const STAF_PELANGGARAN = {
  table: tableEndpoint({
    path: '/staf/pelanggaran/table',
    summary: 'Violations recorded in the active year',
    tag,
    access: { path: STAF_PAGE.pelanggaran, action: 'view' },
    scope: { rombel: 'body.filtering.rombel_id' },
    filtering: stafCatatFilterSchema,
    row: pelanggaranCatatRowSchema,
    sortFields: ['tgl', 'nama', 'poin', 'id'],
  }),
  butir: endpoint({
    method: 'GET',
    path: '/staf/pelanggaran/butir',
    summary: 'The items of the rules with their points (the form’s choice)',
    tag,
    access: { path: STAF_PAGE.pelanggaran, action: 'view' },
    response: butirPelanggaranSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/staf/pelanggaran',
    summary: 'Record a violation for one or many students at once (all or nothing)',
    tag,
    access: { path: STAF_PAGE.pelanggaran, action: 'create' },
    scope: { siswa: 'body.siswa_ids' },
    body: catatPelanggaranBodySchema,
    response: z.array(pelanggaranCatatSchema),
    upload: true,
  }),
  batal: endpoint({
    method: 'POST',
    path: '/staf/pelanggaran/:id/batal',
    summary: 'Cancel a recorded violation with a reason (it stays, and no longer counts)',
    tag,
    access: { path: STAF_PAGE.pelanggaran, action: 'delete' },
    params: idParams,
    body: batalCatatBodySchema,
    response: pelanggaranCatatSchema,
  }),
} as const;

export const STAF_PENGHARGAAN = {
  table: tableEndpoint({
    path: '/staf/penghargaan/table',
    summary: 'Awards recorded in the active year',
    tag,
    access: { path: STAF_PAGE.penghargaan, action: 'view' },
    scope: { rombel: 'body.filtering.rombel_id' },
    filtering: stafCatatFilterSchema,
    row: penghargaanCatatRowSchema,
    sortFields: ['tgl', 'nama', 'bintang', 'id'],
  }),
  kriteria: endpoint({
    method: 'GET',
    path: '/staf/penghargaan/kriteria',
    summary: 'The award criteria of the active year with their stars (the form’s choice)',
    tag,
    access: { path: STAF_PAGE.penghargaan, action: 'view' },
    response: kriteriaPenghargaanSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/staf/penghargaan',
    summary: 'Record an award for one or many students at once (all or nothing)',
    tag,
    access: { path: STAF_PAGE.penghargaan, action: 'create' },
    scope: { siswa: 'body.siswa_ids' },
    body: catatPenghargaanBodySchema,
    response: z.array(penghargaanCatatSchema),
    upload: true,
  }),
  batal: endpoint({
    method: 'POST',
    path: '/staf/penghargaan/:id/batal',
    summary: 'Cancel a recorded award with a reason (it stays, and no longer counts)',
    tag,
    access: { path: STAF_PAGE.penghargaan, action: 'delete' },
    params: idParams,
    body: batalCatatBodySchema,
    response: penghargaanCatatSchema,
  }),
} as const;
