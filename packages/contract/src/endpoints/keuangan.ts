import { z } from 'zod';
import { PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import {
  pemasukanDetailDropdownSchema,
  pemasukanDetailOptionSchema,
  pembayaranFilterSchema,
  pembayaranRowSchema,
  tagihanEksporResultSchema,
  tagihanEksporSchema,
  tagihanFilterSchema,
  tagihanRowSchema,
} from '../schemas/keuangan.js';
import { tableEndpoint } from '../table.js';

const tag = 'keuangan';

/**
 * Student payments (/keuangan/pembayaran-siswa) and invoices (/keuangan/pembayaran-siswa/tagihan)
 * of the caller's student or ward, read only: the school records them elsewhere.
 */
export const KEUANGAN = {
  pembayaranTable: tableEndpoint({
    path: '/keuangan/pemasukan/pembayaran/table',
    summary: "The student's payments",
    tag,
    access: { path: PAGE.pembayaranSiswa, action: 'view' },
    filtering: pembayaranFilterSchema.optional().default({}),
    row: pembayaranRowSchema,
    // 'id' is 'Tanggal Pembuatan'.
    sortFields: ['id', 'tgl_transaksi', 'nominal_tagihan', 'nominal_pembayaran'],
  }),
  pemasukanDetailDropdown: endpoint({
    method: 'POST',
    path: '/keuangan/pemasukan/detail/dropdown',
    summary: "A school year's fees, for the fee picker",
    tag,
    access: { path: PAGE.pembayaranSiswa, action: 'view' },
    body: pemasukanDetailDropdownSchema,
    response: z.array(pemasukanDetailOptionSchema),
  }),
  tagihanTable: tableEndpoint({
    path: '/keuangan/pemasukan/pembayaran/tagihan/table',
    summary: "The student's invoices of a school year, with their totals",
    tag,
    access: { path: PAGE.tagihanSiswa, action: 'invoice' },
    filtering: tagihanFilterSchema.optional().default({}),
    row: tagihanRowSchema,
    // 'id' is 'Tanggal Pembuatan'.
    sortFields: ['id', 'total_tagihan', 'total_belum_dibayar', 'total_pembayaran'],
  }),
  tagihanEkspor: endpoint({
    method: 'POST',
    path: '/keuangan/pemasukan/pembayaran/tagihan/ekspor',
    summary: "Export a school year's invoices (XLSX to download at once, not in the export log)",
    tag,
    access: { path: PAGE.tagihanSiswa, action: 'export' },
    body: tagihanEksporSchema,
    response: tagihanEksporResultSchema,
  }),
} as const;
