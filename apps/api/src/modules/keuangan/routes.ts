import type { FastifyInstance } from 'fastify';
import { KEUANGAN } from '@madrasah/contract/endpoints/keuangan';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { listPemasukanDetail } from './pemasukan.service.js';
import { listPembayaran } from './pembayaran.service.js';
import { exportTagihan } from './tagihan-ekspor.service.js';
import { listTagihan } from './tagihan.service.js';

/**
 * Student payments (/keuangan/pembayaran-siswa) and invoices (/keuangan/pembayaran-siswa/tagihan)
 * of the caller's student or ward, read only: the school records them elsewhere.
 */
export async function keuanganRoutes(app: FastifyInstance) {
  route(app, KEUANGAN.pembayaranTable, async (req) => ok(await listPembayaran(app, req.auth, req.body)));
  route(app, KEUANGAN.pemasukanDetailDropdown, async (req) => ok(await listPemasukanDetail(app, req.body.tahun_ajaran)));
  route(app, KEUANGAN.tagihanTable, async (req) => ok(await listTagihan(app, req.auth, req.body)));
  route(app, KEUANGAN.tagihanEkspor, async (req) => ok(await exportTagihan(app, req.auth, req.body), MSG.tagihanExported));
}
