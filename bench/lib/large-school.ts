import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.js';

/**
 * The rest of a large school's year for the bench students (their attendance comes from
 * createBenchAttendance): leave permits with their audit trail, grades of both semesters,
 * invoices with lines and payments, and extracurricular records. Every table is filled by one
 * INSERT ... SELECT over the bench students and generate_series; values vary with a hash of the
 * row's keys, so a rerun gives the same school. Foreign keys are not checked row by row, as in
 * createBenchAttendance.
 */

/** Summative assessments per subject in the even semester (the demo gives the odd one 3 to 5). */
const ASSESSMENTS = 6;
/** Permits per student; their days fall in the attendance window so the attendance list shows them. */
const PERMITS = 6;
/** Extracurricular activities per student and school year. */
const ACTIVITIES = 3;

/** The bench students with their class group and account. */
const bench = sql`bench AS (
  SELECT s.id AS siswa_id, rs.rombel_id, rs.tahun_ajaran_id, u.id AS user_id
  FROM siswa s
  JOIN rombel_siswa rs ON rs.siswa_id = s.id
  JOIN users u ON u.siswa_id = s.id
  WHERE s.nama LIKE 'Siswa Bench %')`;

/** The active year, its semesters, the one before it and an approver (the demo guardian). */
const period = sql`period AS (
  SELECT ta.id AS ta, ta.thn_awal,
    (SELECT id FROM semester WHERE tahun_ajaran_id = ta.id AND tipe_semester = 'Ganjil') AS ganjil,
    (SELECT id FROM semester WHERE tahun_ajaran_id = ta.id AND tipe_semester = 'Genap') AS genap,
    (SELECT id FROM semester WHERE is_active) AS active_sem,
    (SELECT id FROM tahun_ajaran WHERE thn_awal = ta.thn_awal - 1) AS last_ta,
    (SELECT id FROM users WHERE email = 'wali@madrasah.test') AS approver
  FROM tahun_ajaran ta WHERE ta.is_active)`;

const STATEMENTS = [
  // Permits of mixed kinds and statuses, one to three days each, within the last `days` days.
  (days: number) => sql`WITH ${bench}, ${period}
    INSERT INTO perizinan_siswa (siswa_id, rombel_id, tahun_ajaran_id, semester_id, perizinan_jenis_id, tgl_awal, tgl_akhir, keterangan, file, status,
      created_by, created_at, approved_by, approved_at, updated_at)
    SELECT b.siswa_id, b.rombel_id, p.ta, p.active_sem, j.ids[1 + h % array_length(j.ids, 1)], d, d + (h % 3),
      'Izin bench ' || k || ': keperluan keluarga', 'perizinan/bench.pdf', st.status, b.user_id, d - interval '1 day',
      CASE WHEN st.status IN ('DISETUJUI', 'DITOLAK') THEN p.approver END,
      CASE WHEN st.status IN ('DISETUJUI', 'DITOLAK', 'AUTO APPROVAL') THEN d END, d
    FROM bench b CROSS JOIN period p
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM perizinan_jenis) j
    CROSS JOIN generate_series(1, ${PERMITS}) AS k
    CROSS JOIN LATERAL (SELECT abs(hashtext(b.siswa_id || ':izin:' || k)) AS h) AS r
    CROSS JOIN LATERAL (SELECT current_date - 1 - (h % ${days})::int AS d) AS t
    CROSS JOIN LATERAL (SELECT (ARRAY['DISETUJUI', 'DISETUJUI', 'AUTO APPROVAL', 'DIAJUKAN', 'DITOLAK', 'DRAFT'])[1 + h % 6] AS status) AS st`,
  // Their audit trail, which the permit list reads back (who filed it, who decided it).
  () => sql`WITH ${bench}
    INSERT INTO activity_log (user_id, action, entity, entity_id, ip, created_at)
    SELECT CASE WHEN a.action = 'create' THEN z.created_by ELSE z.approved_by END, a.action, 'perizinan_siswa', z.id, '10.10.0.1',
      CASE WHEN a.action = 'create' THEN z.created_at ELSE z.approved_at END
    FROM perizinan_siswa z JOIN bench b ON b.siswa_id = z.siswa_id
    CROSS JOIN (VALUES ('create'), ('status')) AS a(action)
    WHERE a.action = 'create' OR z.approved_at IS NOT NULL`,
  // The even semester's subjects: the odd semester's, with the same teachers.
  () => sql`WITH ${period}
    INSERT INTO pembelajaran (rombel_id, semester_id, mapel_id, gtk_id)
    SELECT pb.rombel_id, p.genap, pb.mapel_id, pb.gtk_id
    FROM pembelajaran pb CROSS JOIN period p
    WHERE pb.semester_id = p.ganjil AND pb.rombel_id IN (SELECT rombel_id FROM rombel_siswa rs JOIN siswa s ON s.id = rs.siswa_id WHERE s.nama LIKE 'Siswa Bench %')
    ON CONFLICT DO NOTHING`,
  () => sql`WITH ${period}
    INSERT INTO penilaian_sumatif (pembelajaran_id, nama, materi, created_at)
    SELECT pb.id, 'Sumatif Lingkup Materi ' || k, 'Materi pokok ' || k, make_date(p.thn_awal + 1, 1, 10) + k * 14
    FROM pembelajaran pb CROSS JOIN period p CROSS JOIN generate_series(1, ${ASSESSMENTS}) AS k
    WHERE pb.semester_id = p.genap`,
  // A grade in every assessment of the student's class group, both semesters.
  () => sql`WITH ${bench}
    INSERT INTO nilai_sumatif (penilaian_sumatif_id, siswa_id, nilai)
    SELECT ps.id, b.siswa_id, 60 + abs(hashtext(b.siswa_id || ':' || ps.id)) % 4001 / 100.0
    FROM bench b JOIN pembelajaran pb ON pb.rombel_id = b.rombel_id JOIN penilaian_sumatif ps ON ps.pembelajaran_id = pb.id
    ON CONFLICT DO NOTHING`,
  // Report grades of every subject (the demo's own students keep theirs).
  () => sql`WITH ${bench}
    INSERT INTO nilai_rapor (pembelajaran_id, siswa_id, pas_nilai, rapor_nilai, capaian_kompetensi)
    SELECT pb.id, b.siswa_id, 60 + h % 4001 / 100.0, 65 + h % 3501 / 100.0, 'Menunjukkan penguasaan yang baik dalam materi pokok ' || (1 + h % 5) || '.'
    FROM bench b JOIN pembelajaran pb ON pb.rombel_id = b.rombel_id
    CROSS JOIN LATERAL (SELECT abs(hashtext(b.siswa_id || ':rapor:' || pb.id)) AS h) AS r
    ON CONFLICT DO NOTHING`,
  // One invoice per fee of this year and last year.
  () => sql`WITH ${bench}
    INSERT INTO tagihan (siswa_id, pemasukan_detail_id, nama, created_at)
    SELECT b.siswa_id, d.id, CASE WHEN pp.nama = 'SPP' THEN 'SPP Juli ' || ta.thn_awal || ' - Juni ' || ta.thn_akhir END, make_date(ta.thn_awal, 7, 1)
    FROM bench b CROSS JOIN pemasukan_detail d JOIN pos_pemasukan pp ON pp.id = d.pos_pemasukan_id JOIN tahun_ajaran ta ON ta.id = d.tahun_ajaran_id
    ON CONFLICT DO NOTHING`,
  // SPP bills each month; the other fees their amount, a fee and, for a third of the students, an optional trip.
  () => sql`WITH ${bench}
    INSERT INTO tagihan_item (tagihan_id, uraian, nominal, opsional)
    SELECT t.id, l.uraian, l.nominal, l.opsional
    FROM tagihan t JOIN bench b ON b.siswa_id = t.siswa_id
    JOIN pemasukan_detail d ON d.id = t.pemasukan_detail_id JOIN pos_pemasukan pp ON pp.id = d.pos_pemasukan_id
    CROSS JOIN LATERAL (
      SELECT 'SPP bulan ke-' || m AS uraian, d.nominal AS nominal, false AS opsional FROM generate_series(1, 12) AS m WHERE pp.nama = 'SPP'
      UNION ALL SELECT pp.nama, d.nominal, false WHERE pp.nama <> 'SPP'
      UNION ALL SELECT 'Administrasi', 25000, false WHERE pp.nama <> 'SPP'
      UNION ALL SELECT 'Study tour (pilihan)', 300000, true WHERE pp.nama <> 'SPP' AND t.id % 3 = 0) AS l`,
  // Payments: last year's in full, this year's SPP up to the current month with gaps, the other fees in one or two parts.
  () => sql`WITH ${bench}
    INSERT INTO pembayaran (tagihan_id, tgl_transaksi, nominal_pembayaran, jenis_pembayaran, bukti_pembayaran, keterangan, created_at)
    SELECT t.id, x.tgl, x.nominal, jp.jenis, CASE WHEN jp.jenis = 'Tunai' THEN NULL ELSE 'pembayaran/bench.pdf' END, 'Pembayaran ' || pp.nama || ' ke-' || x.k, x.tgl
    FROM tagihan t JOIN bench b ON b.siswa_id = t.siswa_id
    JOIN pemasukan_detail d ON d.id = t.pemasukan_detail_id JOIN pos_pemasukan pp ON pp.id = d.pos_pemasukan_id
    JOIN tahun_ajaran ta ON ta.id = d.tahun_ajaran_id
    CROSS JOIN LATERAL (
      SELECT k, make_date(ta.thn_awal, 7, 1) + (k - 1) * interval '1 month' + (abs(hashtext(t.id || ':' || k)) % 20) * interval '1 day' AS tgl,
        CASE WHEN pp.nama = 'SPP' THEN d.nominal ELSE (d.nominal + 25000) / 2 END AS nominal
      FROM generate_series(1, CASE WHEN pp.nama = 'SPP' THEN 12 ELSE 2 END) AS k) AS x
    CROSS JOIN LATERAL (SELECT (ARRAY['Tunai', 'Transfer Bank', 'QRIS'])[1 + (t.id + x.k) % 3] AS jenis) AS jp
    WHERE x.tgl < current_date AND (NOT ta.is_active OR (t.id + x.k) % 5 <> 0)`,
  // Extracurricular records of this year (scored in the odd semester) and last year.
  () => sql`WITH ${bench}, ${period}
    INSERT INTO ekstrakurikuler_siswa (siswa_id, rombel_id, tahun_ajaran_id, ekstrakurikuler_id, nilai_semester_ganjil, nilai_semester_genap)
    SELECT b.siswa_id, CASE WHEN y.ta = p.ta THEN b.rombel_id END, y.ta, e.ids[1 + (b.siswa_id + k) % array_length(e.ids, 1)],
      75 + (b.siswa_id * 7 + k) % 25, CASE WHEN y.ta = p.last_ta THEN 70 + (b.siswa_id * 3 + k) % 30 END
    FROM bench b CROSS JOIN period p
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM ekstrakurikuler) e
    CROSS JOIN LATERAL (VALUES (p.ta), (p.last_ta)) AS y(ta)
    CROSS JOIN generate_series(1, ${ACTIVITIES}) AS k
    WHERE y.ta IS NOT NULL
    ON CONFLICT DO NOTHING`,
];

/** Writes the large school's records (see above) for the bench students; `days` is the attendance window. */
export async function createLargeSchool(db: Db, days: number) {
  for (const statement of STATEMENTS) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(statement(days));
    });
  }
  // Statistics and the visibility map for every table, as autovacuum would leave them.
  await db.execute(sql`VACUUM ANALYZE`);
}

/** The tables a large school fills, as the row counts the bench prints. */
export const LARGE_SCHOOL_TABLES = [
  'presensi_siswa',
  'perizinan_siswa',
  'activity_log',
  'pembelajaran',
  'penilaian_sumatif',
  'nilai_sumatif',
  'nilai_rapor',
  'tagihan',
  'tagihan_item',
  'pembayaran',
  'ekstrakurikuler_siswa',
] as const;

/** Rows per table of the whole database (the demo's own included). */
export async function countLargeSchool(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of LARGE_SCHOOL_TABLES) {
    const result = (await db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`)) as { rows: { n: number }[] };
    counts[table] = result.rows[0]!.n;
  }
  return counts;
}
