import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAF_AKUN } from '@madrasah/contract/endpoints/staf-akun';
import { MSG } from '@madrasah/contract/messages';
import { forbidden } from '../../platform/errors.js';
import { ok, route } from '../../platform/http.js';
import { aktifkan, akhiriSesi, resetPassword, tangguhkan } from './akun-aksi.service.js';
import { buatAkunRombel } from './akun-rombel.service.js';
import { buatAkunStaf, gtkTanpaAkun, listAkunStaf, ubahPeran } from './akun-staf.service.js';
import { listAkunSiswa } from './akun-table.service.js';
import { kartuAkun } from './kartu.service.js';

/** Staff accounts are the whole school's business: a caller reaching only their class groups is refused. */
async function wholeSchool(req: FastifyRequest) {
  if ((await req.staffReach()) !== 'sekolah') throw forbidden(MSG.outOfScope);
}

/** Accounts (spec/03-staff.md screen 4). */
export async function akunRoutes(app: FastifyInstance) {
  route(app, STAF_AKUN.table, async (req) => ok(await listAkunSiswa(app, await req.staffReach(), req.body)));
  route(app, STAF_AKUN.buatRombel, async (req) => {
    const result = await buatAkunRombel(app, req.auth, req.body, req.ip);
    return ok(result, result.dibuat.length > 0 ? MSG.akunCreated(result.dibuat.length) : MSG.akunNoneCreated);
  });
  route(app, STAF_AKUN.kartu, async (req) => ok(await kartuAkun(app, req.body)));

  route(app, STAF_AKUN.resetPassword, async (req) =>
    ok(await resetPassword(app, req.auth, await req.staffReach(), req.params.id, req.ip), MSG.akunPasswordReset),
  );
  route(app, STAF_AKUN.tangguhkan, async (req) => {
    await tangguhkan(app, req.auth, await req.staffReach(), req.params.id, req.body.alasan, req.ip);
    return ok(null, MSG.akunSuspended);
  });
  route(app, STAF_AKUN.aktifkan, async (req) => {
    await aktifkan(app, req.auth, await req.staffReach(), req.params.id, req.ip);
    return ok(null, MSG.akunReactivated);
  });
  route(app, STAF_AKUN.akhiriSesi, async (req) => {
    const result = await akhiriSesi(app, req.auth, await req.staffReach(), req.params.id, req.ip);
    return ok(result, MSG.akunSessionsEnded(result.diakhiri));
  });

  route(app, STAF_AKUN.stafTable, async (req) => {
    await wholeSchool(req);
    return ok(await listAkunStaf(app, req.body));
  });
  route(app, STAF_AKUN.gtkTanpaAkun, async (req) => {
    await wholeSchool(req);
    return ok(await gtkTanpaAkun(app, req.query.q));
  });
  route(app, STAF_AKUN.buatStaf, async (req) => {
    await wholeSchool(req);
    return ok(await buatAkunStaf(app, req.auth, req.body, req.ip), MSG.akunStafCreated);
  });
  route(app, STAF_AKUN.ubahPeran, async (req) => {
    await wholeSchool(req);
    await ubahPeran(app, req.auth, req.params.id, req.body, req.ip);
    return ok(null, MSG.akunRolesChanged);
  });
}
