import type { FastifyInstance } from 'fastify';
import { STAF_SEKOLAH } from '@madrasah/contract/endpoints/staf-sekolah';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { getPengaturanSekolah, updatePengaturanSekolah } from './sekolah.service.js';

/** The school's identity and clock-in rules on the staff side (spec/03-staff.md, Pengaturan sekolah). */
export async function sekolahRoutes(app: FastifyInstance) {
  route(app, STAF_SEKOLAH.get, async () => ok(await getPengaturanSekolah(app)));
  route(app, STAF_SEKOLAH.update, async (req) => ok(await updatePengaturanSekolah(app, req.auth, req.body, req.ip), MSG.sekolahSaved));
}
