import type { FastifyInstance } from 'fastify';
import { STAF_NILAI } from '@madrasah/contract/endpoints/staf-nilai';
import { MSG } from '@madrasah/contract/messages';
import { ok, route } from '../../platform/http.js';
import {
  semesterPilihan,
  getPenilaian,
  hapusPenilaian,
  listPembelajaran,
  nilaiGrid,
  setFinal,
  simpanNilai,
  tambahPenilaian,
  ubahPenilaian,
} from './nilai-staf.service.js';

/**
 * The grade book at the staff desk (spec/03-staff.md screen 13, docs/decisions/0053). The
 * service checks each teaching pair against the caller: its teacher writes, its class group's
 * wali kelas reads and finalises (the platform's scope holds the class group there).
 */
export async function nilaiStafRoutes(app: FastifyInstance) {
  route(app, STAF_NILAI.semester, async () => ok(await semesterPilihan(app)));
  route(app, STAF_NILAI.pembelajaran, async (req) => ok(await listPembelajaran(app, req.auth, req.body)));
  route(app, STAF_NILAI.grid, async (req) => ok(await nilaiGrid(app, req.auth, req.params.id)));
  route(app, STAF_NILAI.simpan, async (req) => {
    const result = await simpanNilai(app, req.auth, req.params.id, req.body, req.ip);
    return ok(result, MSG.nilaiTersimpan(result.diubah));
  });
  route(app, STAF_NILAI.penilaian, async (req) => ok(await getPenilaian(app, req.auth, req.params.id)));
  route(app, STAF_NILAI.tambahPenilaian, async (req) => ok(await tambahPenilaian(app, req.auth, req.params.id, req.body, req.ip), MSG.nilaiPenilaianDisimpan));
  route(app, STAF_NILAI.ubahPenilaian, async (req) => ok(await ubahPenilaian(app, req.auth, req.params.id, req.body, req.ip), MSG.nilaiPenilaianDisimpan));
  route(app, STAF_NILAI.hapusPenilaian, async (req) => ok(await hapusPenilaian(app, req.auth, req.params.id, req.ip), MSG.nilaiPenilaianDihapus));
  route(app, STAF_NILAI.final, async (req) => {
    const result = await setFinal(app, req.auth, req.body, req.ip);
    return ok(result, result.final ? MSG.nilaiDifinalisasi : MSG.nilaiDibuka);
  });
}
