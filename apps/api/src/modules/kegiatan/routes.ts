import type { FastifyInstance } from 'fastify';
import { KEGIATAN } from '@madrasah/contract/endpoints/kegiatan';
import { MSG } from '@madrasah/contract/messages';
import { ekstrakurikulerSiswa } from '../../db/schema/index.js';
import { ok, route } from '../../platform/http.js';
import { owner, ownSiswaId } from '../../platform/scope.js';
import { deleteEkstrakurikuler, listEkstrakurikuler, updateNilai } from './ekstrakurikuler.service.js';
import { listAgenda } from './kaldik.service.js';
import { listPramuka, pramukaPenilaian } from './pramuka.service.js';

/** Extracurricular and scouting records of the caller's own student (or ward), and the school calendar. */
export async function kegiatanRoutes(app: FastifyInstance) {
  route(app, KEGIATAN.ekstrakurikulerTable, async (req) => ok(await listEkstrakurikuler(app, req.auth, req.body)));
  route(app, KEGIATAN.ekstrakurikulerUpdate, async (req) => ok(await updateNilai(app, req.auth, req.params.id, req.body, req.ip), MSG.dataUpdated), {
    owner: owner.row(ekstrakurikulerSiswa, ownSiswaId),
  });
  route(app, KEGIATAN.ekstrakurikulerDelete, async (req) => {
    await deleteEkstrakurikuler(app, req.auth, req.params.id, req.ip);
    return ok(null, MSG.deleted);
  });
  route(app, KEGIATAN.pramukaTable, async (req) => ok(await listPramuka(app, req.auth, req.body)));
  route(app, KEGIATAN.pramukaPenilaian, async (req) => ok(await pramukaPenilaian(app, req.auth, req.params.siswa_id)));
  route(app, KEGIATAN.kaldikAgenda, async (req) => ok(await listAgenda(app, req.body)));
}
