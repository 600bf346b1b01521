import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import {
  stafAuditDetailSchema,
  stafAuditFilterSchema,
  stafAuditPenggunaQuerySchema,
  stafAuditPenggunaSchema,
  stafAuditRowSchema,
} from '../schemas/staf-audit.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';

/** The activity log (/staf/audit): who changed what, when, and the record before and after. */
export const STAF_AUDIT = {
  table: tableEndpoint({
    path: '/staf/audit/table',
    summary: 'Activity log entries within at most a year, newest first',
    tag,
    access: { path: STAF_PAGE.audit, action: 'view' },
    filtering: stafAuditFilterSchema,
    row: stafAuditRowSchema,
    // 'id' is the order of recording, the lists' 'Tanggal Pembuatan': the log's time, then its id.
    sortFields: ['id'],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/staf/audit/:id',
    summary: 'One entry, its record compared field by field',
    tag,
    access: { path: STAF_PAGE.audit, action: 'detail' },
    params: idParams,
    response: stafAuditDetailSchema,
  }),
  pengguna: endpoint({
    method: 'GET',
    path: '/staf/audit/pengguna',
    summary: 'Accounts to filter the log by, by name or email',
    tag,
    access: { path: STAF_PAGE.audit, action: 'view' },
    query: stafAuditPenggunaQuerySchema,
    response: stafAuditPenggunaSchema,
  }),
} as const;
