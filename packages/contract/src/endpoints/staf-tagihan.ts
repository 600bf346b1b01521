import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import {
  biayaBodySchema,
  biayaFilterSchema,
  biayaRowSchema,
  generateBodySchema,
  generateResultSchema,
  stafTagihanFilterSchema,
  stafTagihanRowSchema,
  tunggakanBodySchema,
  tunggakanSchema,
} from '../schemas/staf-keuangan.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';
const page = STAF_PAGE.tagihan;

/**
 * The treasurer's invoices (/staf/keuangan/tagihan): the year's fees, billing them (preview,
 * then write; idempotent), the school's invoices and the arrears per class group. The bendahara
 * manages, the head reads; both reach the whole school. Should a school open the page to a
 * scoped role (a wali kelas), the invoice list and the arrears are cut to its class groups.
 */
export const STAF_TAGIHAN = {
  biayaTable: tableEndpoint({
    path: '/staf/keuangan/biaya/table',
    summary: "A school year's fees with their kind, plan, amount and how many invoices they billed",
    tag,
    access: { path: page, action: 'view' },
    filtering: biayaFilterSchema.optional().default({}),
    row: biayaRowSchema,
    sortFields: ['nama', 'nominal', 'id'],
  }),
  biayaCreate: endpoint({
    method: 'POST',
    path: '/staf/keuangan/biaya',
    summary: 'Add a fee to a school year (its kind is found by name or created)',
    tag,
    access: { path: page, action: 'create' },
    body: biayaBodySchema,
    response: biayaRowSchema,
  }),
  biayaUpdate: endpoint({
    method: 'PUT',
    path: '/staf/keuangan/biaya/:id',
    summary: "Change a fee's name or amount (its kind and plan only while nothing is billed)",
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    body: biayaBodySchema,
    response: biayaRowSchema,
  }),
  biayaDelete: endpoint({
    method: 'DELETE',
    path: '/staf/keuangan/biaya/:id',
    summary: 'Delete a fee that billed nothing',
    tag,
    access: { path: page, action: 'delete' },
    params: idParams,
    response: z.null(),
  }),
  generate: endpoint({
    method: 'POST',
    path: '/staf/keuangan/tagihan/generate',
    summary: "Bill a year's fees to class groups or students (preview: counts only); a re-run bills nobody twice",
    tag,
    access: { path: page, action: 'create' },
    body: generateBodySchema,
    response: generateResultSchema,
  }),
  table: tableEndpoint({
    path: '/staf/keuangan/tagihan/table',
    summary: "A school year's invoices with student, class group, due date, billed, discount, paid, left and status",
    tag,
    access: { path: page, action: 'view' },
    scope: 'list',
    filtering: stafTagihanFilterSchema.optional().default({}),
    row: stafTagihanRowSchema,
    sortFields: ['id', 'siswa_nama', 'jatuh_tempo', 'total_belum_dibayar'],
  }),
  tunggakan: endpoint({
    method: 'POST',
    path: '/staf/keuangan/tunggakan',
    summary: 'Arrears per class group: what is unpaid past its due date',
    tag,
    access: { path: page, action: 'view' },
    scope: 'list',
    body: tunggakanBodySchema,
    response: tunggakanSchema,
  }),
} as const;
