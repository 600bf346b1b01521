import type { FastifyInstance } from 'fastify';
import { STAF_KEGIATAN as K } from '@madrasah/contract/endpoints/staf-kegiatan';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import {
  createEkskul,
  deleteEkskul,
  hapusAnggota,
  kegiatanPilihan,
  listAnggota,
  listEkskul,
  simpanNilai,
  tambahAnggota,
  updateEkskul,
} from './ekstrakurikuler-staf.service.js';
import { createMedia, deleteMedia, listMediaStaf, setMediaTerbit, updateMedia } from './media-staf.service.js';
import { createPramuka, deletePramuka, listPramukaStaf, updatePramuka } from './pramuka-staf.service.js';

/** The staff side's activities (spec/03-staff.md, screen 11): extracurricular, scouting, media galleries. */
export async function kegiatanStafRoutes(app: FastifyInstance) {
  route(app, K.pilihan, async () => ok(await kegiatanPilihan(app)));

  route(app, K.ekskulTable, async (req) => ok(await listEkskul(app, req.body)));
  route(app, K.ekskulCreate, async (req) => ok({ id: await createEkskul(app, req.auth, req.body, req.ip) }, MSG.saved));
  route(app, K.ekskulUpdate, async (req) => {
    await updateEkskul(app, req.auth, req.params.id, req.body, req.ip);
    return ok(null, MSG.dataUpdated);
  });
  route(app, K.ekskulDelete, async (req) => {
    await deleteEkskul(app, req.auth, req.params.id, req.ip);
    return ok(null, MSG.deleted);
  });
  route(app, K.anggotaTable, async (req) => ok(await listAnggota(app, req.body)));
  route(app, K.anggotaTambah, async (req) => {
    const result = await tambahAnggota(app, req.auth, req.params.id, req.body.siswa_ids, req.ip);
    return ok(result, MSG.ekskulAnggotaSaved(result.ditambah, result.sudah));
  });
  route(app, K.anggotaHapus, async (req) => {
    await hapusAnggota(app, req.auth, req.params.id, req.ip);
    return ok(null, MSG.deleted);
  });
  route(app, K.nilaiSimpan, async (req) => {
    await simpanNilai(app, req.auth, req.params.id, req.body, req.ip);
    return ok(null, MSG.saved);
  });

  route(app, K.pramukaTable, async (req) => ok(await listPramukaStaf(app, req.body)));
  route(app, K.pramukaCreate, async (req) => ok({ id: await createPramuka(app, req.auth, req.body, req.ip) }, MSG.saved));
  route(app, K.pramukaUpdate, async (req) => {
    await updatePramuka(app, req.auth, req.params.id, req.body, req.ip);
    return ok(null, MSG.dataUpdated);
  });
  route(app, K.pramukaDelete, async (req) => {
    await deletePramuka(app, req.auth, req.params.id, req.ip);
    return ok(null, MSG.deleted);
  });

  route(app, K.mediaTable, async (req) => ok(await listMediaStaf(app, req.body)));
  route(app, K.mediaCreate, async (req) => ok({ id: await createMedia(app, req.auth, req.body, req.ip) }, MSG.saved));
  route(app, K.mediaUpdate, async (req) => {
    await updateMedia(app, req.auth, req.params.id, req.body, req.ip);
    return ok(null, MSG.dataUpdated);
  });
  route(app, K.mediaTerbit, async (req) => {
    await setMediaTerbit(app, req.auth, req.params.id, req.body.terbit, req.ip);
    return ok(null, req.body.terbit ? MSG.mediaTerbit : MSG.mediaDitarik);
  });
  route(app, K.mediaDelete, async (req) => {
    await deleteMedia(app, req.auth, req.params.id, req.ip);
    return ok(null, MSG.deleted);
  });
}
