import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import { exportResultSchema } from '../schemas/export-log.js';
import { tagihanRowSchema } from '../schemas/keuangan.js';
import {
  batalPembayaranBodySchema,
  bayarBodySchema,
  pembayaranPilihanSchema,
  pembayaranRingkasanSchema,
  pembayaranStafFilterSchema,
  pembayaranStafRowSchema,
  pembayaranStafSchema,
  tagihanTerbukaFilterSchema,
} from '../schemas/staf-pembayaran.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';
const page = STAF_PAGE.pembayaran;

/**
 * Payments at the treasurer's desk (/staf/keuangan/pembayaran, spec/03-staff.md screen 12,
 * decision 0052): the bendahara records and cancels, the head reads. No staff scope: the desk
 * serves the whole school.
 */
export const STAF_PEMBAYARAN = {
  tagihan: tableEndpoint({
    path: '/staf/pembayaran/tagihan/table',
    summary: "A student's invoices that still ask for money, with their totals (the portal's invoice sums)",
    tag,
    access: { path: page, action: 'view' },
    filtering: tagihanTerbukaFilterSchema,
    row: tagihanRowSchema,
    sortFields: ['id', 'total_belum_dibayar'],
  }),
  table: tableEndpoint({
    path: '/staf/pembayaran/table',
    summary: 'Payments recorded, cancelled ones included and marked',
    tag,
    access: { path: page, action: 'view' },
    filtering: pembayaranStafFilterSchema,
    row: pembayaranStafRowSchema,
    sortFields: ['tgl_transaksi', 'nomor_kuitansi', 'nominal_pembayaran', 'id'],
  }),
  ringkasan: endpoint({
    method: 'POST',
    path: '/staf/pembayaran/ringkasan',
    summary: 'The totals of the payments the list’s filters and search select',
    tag,
    access: { path: page, action: 'view' },
    body: pembayaranPilihanSchema,
    response: pembayaranRingkasanSchema,
  }),
  ekspor: endpoint({
    method: 'POST',
    path: '/staf/pembayaran/ekspor',
    summary: 'The payments the list’s filters and search select, as XLSX with their totals, through the export log',
    tag,
    access: { path: page, action: 'export' },
    body: pembayaranPilihanSchema,
    response: exportResultSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/staf/pembayaran',
    summary: 'Record a payment of an invoice (whole, partial or an instalment, never above what is still due); answers it with its receipt number',
    tag,
    access: { path: page, action: 'create' },
    body: bayarBodySchema,
    response: pembayaranStafSchema,
  }),
  kuitansi: endpoint({
    method: 'GET',
    path: '/staf/pembayaran/:id/kuitansi',
    summary: "The payment's receipt (kuitansi) as a PDF; a cancelled payment's is marked DIBATALKAN",
    tag,
    access: { path: page, action: 'detail' },
    params: idParams,
    response: z.unknown(),
    file: true,
  }),
  batal: endpoint({
    method: 'POST',
    path: '/staf/pembayaran/:id/batal',
    summary: 'Cancel a payment with a reason (it stays, no longer counts, and keeps its receipt number)',
    tag,
    access: { path: page, action: 'delete' },
    params: idParams,
    body: batalPembayaranBodySchema,
    response: pembayaranStafSchema,
  }),
} as const;
