import { hash } from '@node-rs/argon2';
import { eq, max } from 'drizzle-orm';
import { ROLE } from '@madrasah/contract/access';
import type { Db } from '../src/db/client.js';
import { alumni, rombel, rombelSiswa, semester, siswa, tahunAjaran, users, waliSiswa } from '../src/db/schema/index.js';
import { roleId } from '../src/db/seed/reference.js';

export const PASSWORD = 'rahasia123';

/**
 * Test accounts' hashes: argon2id at its lowest cost. A verify reads the cost from the hash, so
 * signing in a test account takes ~0.4 ms instead of the production cost's ~13 (the API suite
 * signs in ~2,200 times); the app's own hashes (password changes, new accounts) keep the
 * production cost, which their tests check.
 */
const TEST_COST = { memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

// One hash per password and worker: a test's accounts share it (its salt included), as the hash
// of a password a test signs in with is all any test reads of it.
const hashes = new Map<string, Promise<string>>();
export function hashOf(password: string) {
  let made = hashes.get(password);
  if (!made) {
    made = hash(password, TEST_COST);
    hashes.set(password, made);
  }
  return made;
}
let seq = 0;
const next = () => ++seq;
// Unique per call: a leading 9, then the sequence number zero-padded.
const digits = (n: number, seed: number) => `9${String(seed).padStart(n - 1, '0')}`;

/** An active school year with its active semester and one class group; the year active before is no longer. */
export async function createPeriod(db: Db, opts: { activeSemester?: boolean } = {}) {
  const n = next();
  await deactivatePeriods(db);
  // The year after the database's latest: the sequence is shared by every file a worker runs, so
  // a year taken from it would wander into the years a test opens itself.
  const [{ latest }] = (await db.select({ latest: max(tahunAjaran.thn_awal) }).from(tahunAjaran)) as [{ latest: number | null }];
  const thnAwal = (latest ?? 2000) + 1;
  const [ta] = await db
    .insert(tahunAjaran)
    .values({ thn_awal: thnAwal, thn_akhir: thnAwal + 1, is_active: true })
    .returning();
  const [sem] = await db
    .insert(semester)
    .values({ tahun_ajaran_id: ta!.id, tipe_semester: 'Ganjil', is_active: opts.activeSemester ?? true })
    .returning();
  const [rb] = await db
    .insert(rombel)
    .values({ tahun_ajaran_id: ta!.id, nama: `X IPA ${n}`, tingkatan_kelas: 'X' })
    .returning();
  return { tahunAjaran: ta!, semester: sem!, rombel: rb! };
}

export async function createSiswa(db: Db, opts: { rombelId?: number; tahunAjaranId?: number; suspended?: string } = {}) {
  const n = next();
  const [row] = await db
    .insert(siswa)
    .values({
      nama: `Siswa Uji ${n}`,
      nisn: digits(10, n),
      jenis_kelamin: 'Laki-Laki',
      akun_ditangguhkan: opts.suspended !== undefined,
      alasan_akun_ditangguhkan: opts.suspended ?? null,
    })
    .returning();
  if (opts.rombelId && opts.tahunAjaranId) {
    await db.insert(rombelSiswa).values({ siswa_id: row!.id, rombel_id: opts.rombelId, tahun_ajaran_id: opts.tahunAjaranId });
  }
  return row!;
}

export type AccountOpts = {
  role?: string;
  tipe?: string;
  siswaId?: number | null;
  alumniId?: number | null;
  password?: string;
  email?: string;
};

export async function createAccount(db: Db, opts: AccountOpts = {}) {
  const n = next();
  const email = opts.email ?? `akun${n}@uji.test`;
  // A guardian's child is a link (wali_siswa), never the account's own siswa_id.
  const ward = opts.role === ROLE.wali ? (opts.siswaId ?? null) : null;
  const [row] = await db
    .insert(users)
    .values({
      email,
      name: `Akun Uji ${n}`,
      password_hash: await hashOf(opts.password ?? PASSWORD),
      role_id: await roleId(db, opts.role ?? ROLE.siswa),
      tipe: opts.tipe ?? 'eksternal',
      siswa_id: ward === null ? (opts.siswaId ?? null) : null,
      alumni_id: opts.alumniId ?? null,
    })
    .returning();
  if (ward !== null) await db.insert(waliSiswa).values({ user_id: row!.id, siswa_id: ward });
  return { ...row!, password: opts.password ?? PASSWORD };
}

/** A student in a class group with their own account. */
export async function createStudentAccount(db: Db, period: Awaited<ReturnType<typeof createPeriod>>, opts: { suspended?: string } = {}) {
  const s = await createSiswa(db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id, ...opts });
  const account = await createAccount(db, { role: ROLE.siswa, siswaId: s.id });
  return { siswa: s, account };
}

/** An alumnus with their own account; an internal one may keep the student record they had. */
export async function createAlumniAccount(db: Db, tipe = 'Alumni Internal', opts: { siswaId?: number } = {}) {
  const [a] = await db
    .insert(alumni)
    .values({ alumni_tipe: tipe, nama: `Alumni Uji ${next()}`, siswa_id: opts.siswaId ?? null })
    .returning();
  const account = await createAccount(db, { role: ROLE.alumni, alumniId: a!.id });
  return { alumni: a!, account };
}

/** No school year is active (at most one may be). */
export async function deactivatePeriods(db: Db) {
  await db.update(tahunAjaran).set({ is_active: false }).where(eq(tahunAjaran.is_active, true));
}
