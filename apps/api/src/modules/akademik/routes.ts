import type { FastifyInstance } from 'fastify';
import { STAF_AKADEMIK, STAF_REFERENSI } from '@madrasah/contract/endpoints/staf-akademik';
import { STAF_JADWAL } from '@madrasah/contract/endpoints/staf-jadwal';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import { jadwalPilihan, jadwalRombel, salinJadwal, saveJadwal } from './jadwal.service.js';
import { createReferensi, deleteReferensi, listReferensi, updateReferensi, type ReferenceKind } from './referensi.service.js';
import { createRombel, deleteRombel, gtkPilihan, listRombel, updateRombel } from './rombel.service.js';
import { activatePeriode, createTahunAjaran, deleteTahunAjaran, listTahunAjaran, periodeAktif } from './tahun-ajaran.service.js';

/** The staff side's academic setup and timetables (spec/03-staff.md, screen 2). */
export async function akademikRoutes(app: FastifyInstance) {
  route(app, STAF_AKADEMIK.tahunAjaranList, async () => ok(await listTahunAjaran(app)));
  route(app, STAF_AKADEMIK.tahunAjaranCreate, async (req) => ok({ id: await createTahunAjaran(app, req.auth, req.body, req.ip) }, MSG.saved));
  route(app, STAF_AKADEMIK.tahunAjaranDelete, async (req) => {
    await deleteTahunAjaran(app, req.auth, req.params.id, req.ip);
    return ok(null, MSG.deleted);
  });
  route(app, STAF_AKADEMIK.periodeAktif, async () => ok(await periodeAktif(app)));
  route(app, STAF_AKADEMIK.periodeAktifUpdate, async (req) => {
    const { periode, label } = await activatePeriode(app, req.auth, req.body, req.ip);
    return ok(periode, MSG.periodeActivated(label.tahun, label.semester));
  });

  for (const kind of Object.keys(STAF_REFERENSI) as ReferenceKind[]) {
    const endpoints = STAF_REFERENSI[kind];
    route(app, endpoints.list, async () => ok(await listReferensi(app, kind)));
    route(app, endpoints.create, async (req) => ok({ id: await createReferensi(app, req.auth, kind, req.body, req.ip) }, MSG.saved));
    route(app, endpoints.update, async (req) => {
      await updateReferensi(app, req.auth, kind, req.params.id, req.body, req.ip);
      return ok(null, MSG.dataUpdated);
    });
    route(app, endpoints.remove, async (req) => {
      await deleteReferensi(app, req.auth, kind, req.params.id, req.ip);
      return ok(null, MSG.deleted);
    });
  }

  route(app, STAF_AKADEMIK.rombelTable, async (req) => ok(await listRombel(app, req.body)));
  route(app, STAF_AKADEMIK.rombelCreate, async (req) => ok({ id: await createRombel(app, req.auth, req.body, req.ip) }, MSG.saved));
  route(app, STAF_AKADEMIK.rombelUpdate, async (req) => {
    await updateRombel(app, req.auth, req.params.id, req.body, req.ip);
    return ok(null, MSG.dataUpdated);
  });
  route(app, STAF_AKADEMIK.rombelDelete, async (req) => {
    await deleteRombel(app, req.auth, req.params.id, req.ip);
    return ok(null, MSG.deleted);
  });
  route(app, STAF_AKADEMIK.gtkPilihan, async () => ok(await gtkPilihan(app)));

  route(app, STAF_JADWAL.pilihan, async (req) => ok(await jadwalPilihan(app, req.query.tahun_ajaran_id)));
  route(app, STAF_JADWAL.rombel, async (req) => ok(await jadwalRombel(app, req.params.rombel_id)));
  route(app, STAF_JADWAL.update, async (req) => {
    await saveJadwal(app, req.auth, req.params.rombel_id, req.body.slots, req.ip);
    return ok(null, MSG.saved);
  });
  route(app, STAF_JADWAL.salin, async (req) => {
    const jumlah = await salinJadwal(app, req.auth, req.params.rombel_id, req.body.dari_rombel_id, req.ip);
    return ok({ jumlah }, MSG.jadwalCopied(jumlah));
  });
}
