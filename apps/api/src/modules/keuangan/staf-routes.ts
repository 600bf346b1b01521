import type { FastifyInstance } from 'fastify';
import { STAF_TAGIHAN } from '@madrasah/contract/endpoints/staf-tagihan';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { createBiaya, deleteBiaya, listBiaya, updateBiaya } from './staf-biaya.service.js';
import { generateTagihan, listTagihanStaf, tunggakanPerRombel } from './staf-tagihan.service.js';

/**
 * The treasurer's invoices at the staff desk (/staf/keuangan/tagihan): fees, billing, the
 * invoice list and the arrears. The bendahara and the head reach the whole school.
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
}
