import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGE } from '@madrasah/contract/access';
import { API } from '@madrasah/contract/endpoints';
import { MSG } from '@madrasah/contract/messages';
import {
  pemasukanDetailDropdownSchema,
  pemasukanDetailOptionSchema,
  pembayaranRowSchema,
  pembayaranTableSchema,
  tagihanEksporResultSchema,
  tagihanEksporSchema,
  tagihanRowSchema,
  tagihanTableSchema,
} from '@madrasah/contract/schemas/keuangan';
import { tableResultSchema } from '@madrasah/contract/table';
import { ok, responses, typed } from '../../platform/http.js';
import { listPemasukanDetail } from './pemasukan.service.js';
import { listPembayaran } from './pembayaran.service.js';
import { exportTagihan } from './tagihan-ekspor.service.js';
import { listTagihan } from './tagihan.service.js';

/**
 * Student payments (/keuangan/pembayaran-siswa) and invoices (/keuangan/pembayaran-siswa/tagihan)
 * of the caller's student or ward, read only: the school records them elsewhere.
 */
export async function keuanganRoutes(app: FastifyInstance) {
  const r = typed(app);
  const tags = ['keuangan'];

  r.post(
    API.pembayaranTable,
    {
      config: { access: { path: PAGE.pembayaranSiswa, action: 'view' } },
      schema: { tags, summary: "The student's payments", body: pembayaranTableSchema, response: responses(tableResultSchema(pembayaranRowSchema)) },
    },
    async (req) => ok(await listPembayaran(app, req.auth, req.body)),
  );

  r.post(
    API.pemasukanDetailDropdown,
    {
      config: { access: { path: PAGE.pembayaranSiswa, action: 'view' } },
      schema: {
        tags,
        summary: "A school year's fees, for the fee picker",
        body: pemasukanDetailDropdownSchema,
        response: responses(z.array(pemasukanDetailOptionSchema)),
      },
    },
    async (req) => ok(await listPemasukanDetail(app, req.body.tahun_ajaran)),
  );

  r.post(
    API.tagihanTable,
    {
      config: { access: { path: PAGE.tagihanSiswa, action: 'invoice' } },
      schema: {
        tags,
        summary: "The student's invoices of a school year, with their totals",
        body: tagihanTableSchema,
        response: responses(tableResultSchema(tagihanRowSchema)),
      },
    },
    async (req) => ok(await listTagihan(app, req.auth, req.body)),
  );

  r.post(
    API.tagihanEkspor,
    {
      config: { access: { path: PAGE.tagihanSiswa, action: 'export' } },
      schema: {
        tags,
        summary: "Export a school year's invoices (XLSX to download at once, not in the export log)",
        body: tagihanEksporSchema,
        response: responses(tagihanEksporResultSchema),
      },
    },
    async (req) => ok(await exportTagihan(app, req.auth, req.body), MSG.tagihanExported),
  );
}
