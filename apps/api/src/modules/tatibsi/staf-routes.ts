import type { FastifyInstance } from 'fastify';
import { STAF_PELANGGARAN, STAF_PENGHARGAAN } from '@madrasah/contract/endpoints/staf-kesiswaan';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { batalPelanggaran, butirPelanggaran, catatPelanggaran, listPelanggaranStaf } from './pelanggaran-staf.service.js';
import { batalPenghargaan, catatPenghargaan, kriteriaPenghargaan, listPenghargaanStaf } from './penghargaan-staf.service.js';

/**
 * Violations and awards at the staff desk (spec/03-staff.md screen 8). Recording names students
 * (the platform holds a wali kelas to their own); cancelling names a record, whose student the
 * service checks against the caller's reach.
 */
export async function tatibsiStafRoutes(app: FastifyInstance) {
  route(app, STAF_PELANGGARAN.table, async (req) => ok(await listPelanggaranStaf(app, await req.staffReach(), req.body)));
  route(app, STAF_PELANGGARAN.butir, async () => ok(await butirPelanggaran(app)));
  route(app, STAF_PELANGGARAN.create, async (req) => {
    const rows = await catatPelanggaran(app, req.auth, req.body, req.ip);
    return ok(rows, MSG.pelanggaranDicatat(rows.length));
  });
  route(app, STAF_PELANGGARAN.batal, async (req) =>
    ok(await batalPelanggaran(app, req.auth, await req.staffReach(), req.params.id, req.body.alasan, req.ip), MSG.catatDibatalkan),
  );

  route(app, STAF_PENGHARGAAN.table, async (req) => ok(await listPenghargaanStaf(app, await req.staffReach(), req.body)));
  route(app, STAF_PENGHARGAAN.kriteria, async () => ok(await kriteriaPenghargaan(app)));
  route(app, STAF_PENGHARGAAN.create, async (req) => {
    const rows = await catatPenghargaan(app, req.auth, req.body, req.ip);
    return ok(rows, MSG.penghargaanDicatat(rows.length));
  });
  route(app, STAF_PENGHARGAAN.batal, async (req) =>
    ok(await batalPenghargaan(app, req.auth, await req.staffReach(), req.params.id, req.body.alasan, req.ip), MSG.catatDibatalkan),
  );
}
