import type { FastifyInstance } from 'fastify';
import { STAF_TAHUN_BARU } from '@madrasah/contract/endpoints/staf-tahun-baru';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { kelulusan } from './kelulusan.service.js';
import { kenaikan } from './kenaikan.service.js';
import { cariSiswa, listMutasi, mutasiKeluar, mutasiMasuk } from './mutasi.service.js';
import { ringkasan, siswaSumber } from './ringkasan.service.js';
import { rombelBaru } from './rombel-baru.service.js';

/** The school year's turn: promotion, graduation and transfers (spec/03-staff.md, screen 2). */
export async function tahunBaruRoutes(app: FastifyInstance) {
  route(app, STAF_TAHUN_BARU.ringkasan, async (req) => ok(await ringkasan(app, req.query)));
  route(app, STAF_TAHUN_BARU.siswa, async (req) => ok(await siswaSumber(app, req.params.id, req.query.ke_tahun_ajaran_id)));
  route(app, STAF_TAHUN_BARU.rombelBaru, async (req) => {
    const made = await rombelBaru(app, req.auth, req.body, req.ip);
    return ok(made, MSG.rombelBaruSaved(made.dibuat.length));
  });
  route(app, STAF_TAHUN_BARU.kenaikan, async (req) => {
    const done = await kenaikan(app, req.auth, req.body, req.ip);
    return ok(done, MSG.kenaikanSaved(done.naik, done.tinggal));
  });
  route(app, STAF_TAHUN_BARU.kelulusan, async (req) => {
    const done = await kelulusan(app, req.auth, req.body, req.ip);
    return ok(done, MSG.kelulusanSaved(done.lulus, done.tidak_lulus));
  });
  route(app, STAF_TAHUN_BARU.cariSiswa, async (req) => ok(await cariSiswa(app, req.query.q)));
  route(app, STAF_TAHUN_BARU.mutasiKeluar, async (req) => ok({ id: await mutasiKeluar(app, req.auth, req.body, req.ip) }, MSG.mutasiKeluarSaved));
  route(app, STAF_TAHUN_BARU.mutasiMasuk, async (req) => ok({ id: await mutasiMasuk(app, req.auth, req.body, req.ip) }, MSG.mutasiMasukSaved));
  route(app, STAF_TAHUN_BARU.mutasiTable, async (req) => ok(await listMutasi(app, req.body)));
}
