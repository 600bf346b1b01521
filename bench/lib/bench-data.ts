import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.js';
import { rombel, rombelSiswa, semester, sessions, siswa, tahunAjaran, users, presensiSiswa } from '../../apps/api/src/db/schema/index.js';
import { roleId } from '../../apps/api/src/db/seed/reference.js';
import { hashToken } from '../../apps/api/src/platform/tokens.js';

/** The bearer token of bench student `i`; the server stores only its hash, like any token. */
export const benchToken = (i: number) => `bench-student-token-${i}`;

/**
 * `n` extra students in the first class group, each with an account and a live session, made
 * in bulk (one hash shared by all: nobody signs in with a password here).
 */
export async function createBenchStudents(db: Db, n: number) {
  const [ta] = await db.select().from(tahunAjaran).where(eq(tahunAjaran.is_active, true));
  const [rb] = await db.select().from(rombel).where(eq(rombel.tahun_ajaran_id, ta!.id)).limit(1);
  const role = await roleId(db, 'siswa');
  const [{ hash }] = (await db.select({ hash: users.password_hash }).from(users).limit(1)) as [{ hash: string }];
  for (let start = 0; start < n; start += 500) {
    const batch = Array.from({ length: Math.min(500, n - start) }, (_, k) => start + k);
    const rows = await db
      .insert(siswa)
      .values(batch.map((i) => ({ nama: `Siswa Bench ${i}`, nisn: String(9_000_000_000 + i), jenis_kelamin: i % 2 ? 'Perempuan' : 'Laki-Laki' })))
      .returning({ id: siswa.id });
    await db.insert(rombelSiswa).values(rows.map((r) => ({ siswa_id: r.id, rombel_id: rb!.id, tahun_ajaran_id: ta!.id })));
    const accounts = await db
      .insert(users)
      .values(
        rows.map((r, k) => ({
          email: `bench${batch[k]}@bench.test`,
          name: `Siswa Bench ${batch[k]}`,
          password_hash: hash,
          role_id: role,
          tipe: 'eksternal',
          siswa_id: r.id,
        })),
      )
      .returning({ id: users.id, siswaId: users.siswa_id });
    await db
      .insert(sessions)
      .values(accounts.map((a, k) => ({ user_id: a.id, token_hash: hashToken(benchToken(batch[k]!)), expires_at: sql`now() + interval '1 day'` })));
  }
}

/**
 * `days` days of attendance for every bench student, ending yesterday, generated in the
 * database (INSERT ... SELECT over generate_series, a few weeks per statement): class on
 * most days, scouting on Saturdays, some late arrivals, early leaves and missed clock-outs.
 * Bench data only: the foreign keys are not checked row by row (the ids come from the rows
 * just made), which makes a million rows several times faster to write.
 */
export async function createBenchAttendance(db: Db, days: number) {
  const [sem] = await db.select({ id: semester.id, ta: semester.tahun_ajaran_id }).from(semester).where(eq(semester.is_active, true));
  const weeks = 6;
  for (let from = days; from > 0; from -= weeks * 7) {
    const to = Math.max(1, from - weeks * 7 + 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`
        INSERT INTO presensi_siswa (siswa_id, rombel_id, tahun_ajaran_id, semester_id, aktivitas, tgl, waktu_masuk, waktu_pulang,
          foto_masuk, foto_pulang, radius_masuk, radius_pulang, lat_masuk, long_masuk, lat_pulang, long_pulang, ip_masuk, ip_pulang,
          durasi_telat, durasi_pulang_cepat)
        SELECT rs.siswa_id, rs.rombel_id, ${sem!.ta}::int, ${sem!.id}::int,
          CASE WHEN extract(isodow FROM d) = 6 THEN 'PRAMUKA' ELSE 'PEMBELAJARAN KELAS' END, d::date,
          (time '06:20' + (h % 3300) * interval '1 second')::text, CASE WHEN h % 31 = 0 THEN NULL ELSE (time '15:00' + (h % 2400) * interval '1 second')::text END,
          'presensi/bench.jpg', CASE WHEN h % 31 = 0 THEN NULL ELSE 'presensi/bench.jpg' END,
          (h % 140)::float8 + 0.25, (h % 120)::float8 + 0.5, -7.797 + (h % 9) * 0.0001, 110.37, -7.797, 110.37 + (h % 7) * 0.0001,
          '10.10.' || (h % 4) || '.' || (h % 250), '10.10.' || (h % 4) || '.' || (h % 250),
          greatest(0, (h % 3300) - 2400), CASE WHEN h % 23 = 0 THEN 1800 ELSE 0 END
        FROM generate_series(current_date - ${from}::int, current_date - ${to}::int, interval '1 day') AS d
        CROSS JOIN rombel_siswa rs
        JOIN siswa s ON s.id = rs.siswa_id AND s.nama LIKE 'Siswa Bench %'
        CROSS JOIN LATERAL (SELECT abs(hashtext(rs.siswa_id || ':' || d::date)) AS h) AS r
        ORDER BY d, rs.siswa_id`);
    });
  }
  // What autovacuum does on a PostgreSQL server (PGlite runs none): statistics and the visibility map.
  await db.execute(sql`VACUUM ANALYZE presensi_siswa`);
}

/** The bench student's own siswa_id, in creation order. */
export async function benchSiswaIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: siswa.id })
    .from(siswa)
    .where(sql`${siswa.nama} LIKE 'Siswa Bench %'`)
    .orderBy(siswa.id);
  return rows.map((r) => r.id);
}

/**
 * The bench students' clock-in records and how many of their photos are on disk, to check
 * that every accepted clock-in left both (the demo's own attendance is not counted). `today`
 * counts only records from today on, leaving out the generated attendance (which ends yesterday).
 */
export async function countClockIns(db: Db, filesDir: string, today = false) {
  const rows = await db
    .select({ foto: presensiSiswa.foto_masuk })
    .from(presensiSiswa)
    .innerJoin(siswa, eq(siswa.id, presensiSiswa.siswa_id))
    .where(sql`${siswa.nama} LIKE 'Siswa Bench %' ${today ? sql`AND ${presensiSiswa.tgl} >= current_date` : sql``}`);
  const files = rows.filter((r) => r.foto !== null && fs.existsSync(path.join(filesDir, r.foto))).length;
  return { records: rows.length, files };
}

/**
 * Of the clock-in records the clients were told were stored (their ids), those missing from the
 * database and those whose photo file is missing.
 */
export async function storedClockIns(db: Db, filesDir: string, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({ id: presensiSiswa.id, foto: presensiSiswa.foto_masuk })
        .from(presensiSiswa)
        .where(sql`${presensiSiswa.id} = ANY(${sql.param(ids)}::int[])`)
    : [];
  const found = new Map(rows.map((r) => [r.id, r.foto]));
  const missingRecords = ids.filter((id) => !found.has(id));
  const missingPhotos = rows.filter((r) => r.foto === null || !fs.existsSync(path.join(filesDir, r.foto))).map((r) => r.id);
  return { checked: ids.length, missingRecords, missingPhotos };
}
