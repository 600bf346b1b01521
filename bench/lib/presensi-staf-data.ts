import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.js';

/** The class group the staff day-list bench reads: 40 bench students moved out of the large one. */
export const BENCH_KELAS_40 = 'X Bench 40';

/**
 * For bench/presensi-staf.ts: a class group of 40 bench students (their attendance stays with
 * them), their selfies with thumbnails, and yesterday's statuses of a school that uses the
 * staff side (a few set by staff, the closing's alpa for the rest of those without a clock-in).
 */
export async function createPresensiStafData(db: Db) {
  await db.execute(sql`
    WITH ta AS (SELECT id FROM tahun_ajaran WHERE is_active),
    kelas AS (
      INSERT INTO rombel (tahun_ajaran_id, nama, tingkatan_kelas) SELECT id, ${BENCH_KELAS_40}, 'X' FROM ta RETURNING id
    ),
    empat_puluh AS (
      SELECT s.id FROM siswa s WHERE s.nama LIKE 'Siswa Bench %' ORDER BY s.id LIMIT 40
    )
    UPDATE rombel_siswa rs SET rombel_id = (SELECT id FROM kelas) FROM empat_puluh e WHERE rs.siswa_id = e.id`);
  await db.execute(sql`UPDATE presensi_siswa SET foto_masuk_kecil = 'presensi/bench-kecil.jpg', foto_pulang_kecil = foto_pulang WHERE foto_masuk IS NOT NULL`);
  await db.execute(sql`
    INSERT INTO presensi_status (siswa_id, rombel_id, tahun_ajaran_id, semester_id, tgl, status, keterangan, sumber)
    SELECT rs.siswa_id, rs.rombel_id, rs.tahun_ajaran_id, sem.id, current_date - 1,
      CASE WHEN rs.siswa_id % 50 = 0 THEN 'sakit' ELSE 'alpa' END, CASE WHEN rs.siswa_id % 50 = 0 THEN 'Surat dokter' END,
      CASE WHEN rs.siswa_id % 50 = 0 THEN 'staf' ELSE 'otomatis' END
    FROM rombel_siswa rs
    JOIN semester sem ON sem.tahun_ajaran_id = rs.tahun_ajaran_id AND sem.is_active
    WHERE rs.siswa_id % 7 = 0 OR rs.siswa_id % 50 = 0
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`VACUUM ANALYZE presensi_siswa`);
  await db.execute(sql`ANALYZE presensi_status`);
  await db.execute(sql`ANALYZE rombel_siswa`);
  await db.execute(sql`ANALYZE siswa`);
}
