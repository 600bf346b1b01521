import { z } from 'zod';
import { PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import { violationSummarySchema } from '../schemas/dashboard.js';
import { savedIdSchema } from '../schemas/fields.js';
import { pelanggaranRowSchema, penghargaanBodySchema, penghargaanRowSchema, tatibsiDokumenSchema, tatibsiFilterSchema } from '../schemas/tatibsi.js';
import { tableEndpoint } from '../table.js';

const tag = 'tatibsi';
const page = PAGE.tataTertib;

/** The school rules: the rules PDF, the violation catalogue, the award criteria, and the dashboard's violation summary. */
export const TATIBSI = {
  dokumen: endpoint({
    method: 'GET',
    path: '/tatibsi/dokumen/file',
    summary: 'The active school rules PDF',
    tag,
    access: { path: page, action: 'view' },
    response: tatibsiDokumenSchema,
  }),
  pelanggaranTable: tableEndpoint({
    path: '/tatibsi/pelanggaran/table',
    summary: 'The violation catalogue',
    tag,
    access: { path: page, action: 'view' },
    filtering: tatibsiFilterSchema,
    row: pelanggaranRowSchema,
    sortFields: ['kode', 'poin', 'id'],
  }),
  penghargaanTable: tableEndpoint({
    path: '/tatibsi/penghargaan/table',
    summary: 'Award criteria, by school year',
    tag,
    access: { path: page, action: 'view' },
    filtering: tatibsiFilterSchema,
    row: penghargaanRowSchema,
    sortFields: ['kode', 'bintang', 'id'],
  }),
  penghargaanCreate: endpoint({
    method: 'POST',
    path: '/tatibsi/penghargaan',
    summary: 'Add an award criterion',
    tag,
    access: { path: page, action: 'create' },
    body: penghargaanBodySchema,
    response: savedIdSchema,
  }),
  penghargaanUpdate: endpoint({
    method: 'PUT',
    path: '/tatibsi/penghargaan/:id',
    summary: 'Change an award criterion',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    body: penghargaanBodySchema,
    response: z.null(),
  }),
  penghargaanDelete: endpoint({
    method: 'DELETE',
    path: '/tatibsi/penghargaan/:id',
    summary: 'Remove an award criterion',
    tag,
    access: { path: page, action: 'delete' },
    params: idParams,
    response: z.null(),
  }),
  violationSummary: endpoint({
    method: 'GET',
    path: '/tatibsi/dashboard/label-header-eksternal',
    summary: "Violations and points of the caller's student this year",
    tag,
    access: { path: PAGE.dashboard },
    response: violationSummarySchema,
  }),
} as const;
