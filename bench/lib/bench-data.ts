import fs from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client.js';
import { rombel, rombelSiswa, sessions, siswa, tahunAjaran, users, presensiSiswa } from '../../apps/api/src/db/schema/index.js';
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
      .values(rows.map((r, k) => ({ email: `bench${batch[k]}@bench.test`, name: `Siswa Bench ${batch[k]}`, password_hash: hash, role_id: role, tipe: 'eksternal', siswa_id: r.id })))
      .returning({ id: users.id, siswaId: users.siswa_id });
    await db.insert(sessions).values(
      accounts.map((a, k) => ({ user_id: a.id, token_hash: hashToken(benchToken(batch[k]!)), expires_at: sql`now() + interval '1 day'` })),
    );
  }
}

/** The bench student's own siswa_id, in creation order. */
export async function benchSiswaIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: siswa.id }).from(siswa).where(sql`${siswa.nama} LIKE 'Siswa Bench %'`).orderBy(siswa.id);
  return rows.map((r) => r.id);
}

/** Records and stored photo files, to check that every accepted clock-in left both. */
export async function countClockIns(db: Db, filesDir: string) {
  const [row] = await db.select({ n: count() }).from(presensiSiswa);
  const dir = path.join(filesDir, 'presensi');
  const files = fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.jpg')).length : 0;
  return { records: row?.n ?? 0, files };
}
