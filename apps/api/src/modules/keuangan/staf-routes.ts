import type { FastifyInstance } from 'fastify';
import { STAF_PEMBAYARAN } from '@madrasah/contract/endpoints/staf-pembayaran';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { kuitansi } from './kuitansi.service.js';
import { eksporPembayaran } from './pembayaran-ekspor.service.js';
import { batalPembayaran, bayar, listPembayaranStaf, ringkasanPembayaran, tagihanTerbuka } from './pembayaran-staf.service.js';

/** Payments at the treasurer's desk (spec/03-staff.md screen 12, decision 0052). */
export async function keuanganStafRoutes(app: FastifyInstance) {
  route(app, STAF_PEMBAYARAN.tagihan, async (req) => ok(await tagihanTerbuka(app, req.body)));
  route(app, STAF_PEMBAYARAN.table, async (req) => ok(await listPembayaranStaf(app, req.body)));
  route(app, STAF_PEMBAYARAN.ringkasan, async (req) => ok(await ringkasanPembayaran(app, req.body)));
  route(app, STAF_PEMBAYARAN.ekspor, async (req) => ok(await eksporPembayaran(app, req.auth, req.body), MSG.exported));
  route(app, STAF_PEMBAYARAN.create, async (req) => {
    const row = await bayar(app, req.auth, req.body, req.ip);
    return ok(row, MSG.pembayaranDicatat(row.nomor_kuitansi));
  });
  route(app, STAF_PEMBAYARAN.kuitansi, async (req, reply) => {
    const { pdf, fileName } = await kuitansi(app, req.params.id);
    return reply.type('application/pdf').header('content-disposition', `inline; filename="${fileName}"`).header('cache-control', 'private, no-store').send(pdf);
  });
  route(app, STAF_PEMBAYARAN.batal, async (req) => ok(await batalPembayaran(app, req.auth, req.params.id, req.body.alasan, req.ip), MSG.pembayaranDibatalkan));
}
