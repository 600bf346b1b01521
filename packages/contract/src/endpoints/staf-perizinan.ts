import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import { perizinanJenisRowSchema } from '../schemas/perizinan.js';
import {
  jenisSettingSchema,
  stafJenisListSchema,
  stafPerizinanFilterSchema,
  stafPerizinanListSchema,
  stafPerizinanQuerySchema,
  stafPerizinanRowSchema,
  tolakBodySchema,
} from '../schemas/staf-perizinan.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';
const page = STAF_PAGE.perizinan;

/**
 * The permit desk (/staf/perizinan, spec/03-staff.md screen 7): a wali kelas decides the permits
 * of their class groups, kesiswaan all of them, the head reads. The state machine is the portal's.
 */
export const STAF_PERIZINAN = {
  list: endpoint({
    method: 'GET',
    path: '/staf/perizinan',
    summary: 'Permits by status (DIAJUKAN: the queue), oldest first; a wali kelas gets their class groups’',
    tag,
    access: { path: page, action: 'view' },
    scope: 'list',
    query: stafPerizinanQuerySchema,
    response: stafPerizinanListSchema,
  }),
  table: tableEndpoint({
    path: '/staf/perizinan/table',
    summary: 'Permits searched, filtered and sorted; a wali kelas gets their class groups’',
    tag,
    access: { path: page, action: 'view' },
    scope: { rombel: 'body.filtering.rombel_id' },
    filtering: stafPerizinanFilterSchema,
    row: stafPerizinanRowSchema,
    sortFields: ['id', 'tgl_awal', 'created_at', 'nama'],
  }),
  jenis: endpoint({
    method: 'GET',
    path: '/staf/perizinan/jenis',
    summary: 'Permit kinds for students with their approval setting and limits',
    tag,
    access: { path: page, action: 'view' },
    response: stafJenisListSchema,
  }),
  jenisUpdate: endpoint({
    method: 'PUT',
    path: '/staf/perizinan/jenis/:id',
    summary: 'Whether a kind waits for approval, its longest span and its grace days',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    body: jenisSettingSchema,
    response: perizinanJenisRowSchema,
  }),
  item: endpoint({
    method: 'GET',
    path: '/staf/perizinan/:id',
    summary: 'A permit with its letter’s signed link',
    tag,
    access: { path: page, action: 'detail' },
    params: idParams,
    response: stafPerizinanRowSchema,
  }),
  setujui: endpoint({
    method: 'POST',
    path: '/staf/perizinan/:id/setujui',
    summary: 'Approve a submitted permit (DIAJUKAN to DISETUJUI)',
    tag,
    access: { path: page, action: 'approval' },
    params: idParams,
    response: stafPerizinanRowSchema,
  }),
  tolak: endpoint({
    method: 'POST',
    path: '/staf/perizinan/:id/tolak',
    summary: 'Refuse a submitted permit with a reason (DIAJUKAN to DITOLAK)',
    tag,
    access: { path: page, action: 'approval' },
    params: idParams,
    body: tolakBodySchema,
    response: stafPerizinanRowSchema,
  }),
} as const;
