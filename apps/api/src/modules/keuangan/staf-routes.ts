import type { FastifyInstance } from 'fastify';
import { STAF_PEMBAYARAN } from '@madrasah/contract/endpoints/staf-pembayaran';
import { STAF_TAGIHAN } from '@madrasah/contract/endpoints/staf-tagihan';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { kuitansi } from './kuitansi.service.js';
import { eksporPembayaran } from './pembayaran-ekspor.service.js';
import { batalPembayaran, bayar, listPembayaranStaf, ringkasanPembayaran, tagihanTerbuka } from './pembayaran-staf.service.js';
import { createBiaya, deleteBiaya, listBiaya, updateBiaya } from './staf-biaya.service.js';
import { generateTagihan, listTagihanStaf, tunggakanPerRombel } from './staf-tagihan.service.js';

/**
 * The treasurer's desk (spec/03-staff.md screen 12): fees, billing, the invoice list and the
 * arrears (/staf/keuangan/tagihan, decision 0051); payments, receipts and their cancellation
 * (/staf/keuangan/pembayaran, decision 0052). The bendahara and the head reach the whole school.
 */
export async function keuanganStafRoutes(app: FastifyInstance) {
  route(app, STAF_TAGIHAN.biayaTable, async (req) => ok(await listBiaya(app, req.body)));
  route(app, STAF_TAGIHAN.biayaCreate, async (req) => ok(await createBiaya(app, req.auth, req.body, req.ip), MSG.biayaSaved));
  route(app, STAF_TAGIHAN.biayaUpdate, async (req) => ok(await updateBiaya(app, req.auth, req.params.id, req.body, req.ip), MSG.biayaSaved));
  route(app, STAF_TAGIHAN.biayaDelete, async (req) => ok(await deleteBiaya(app, req.auth, req.params.id, req.ip), MSG.biayaDeleted));
  route(app, STAF_TAGIHAN.generate, async (req) => {
    const result = await generateTagihan(app, req.auth, req.body, req.ip);
    return ok(result, result.preview ? MSG.tagihanPratinjau : MSG.tagihanDibuat(result.baru, result.sudah));
  });
  route(app, STAF_TAGIHAN.table, async (req) => ok(await listTagihanStaf(app, await req.staffReach(), req.body)));
  route(app, STAF_TAGIHAN.tunggakan, async (req) => ok(await tunggakanPerRombel(app, await req.staffReach(), req.body.tahun_ajaran_id)));

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
