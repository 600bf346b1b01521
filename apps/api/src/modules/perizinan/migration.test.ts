import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../db/client.js';
import { createThrowawayDatabase } from '../../../test/throwaway-db.js';

/**
 * The permit-limits migration on permits written before it: the weaker of overlapping ones is rejected and
 * logged, and the approved ones' days fill perizinan_hari, at most 366 per permit.
 */
const migrations = fileURLToPath(new URL('../../db/migrations', import.meta.url));
let cleanup: () => Promise<void> = async () => {};
afterAll(() => cleanup());

const PERMIT_LIMITS = 'perizinan_batas';

/** A copy of the migrations folder that stops before the permit-limits migration. */
function migrationsBeforePermitLimits() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(migrations, dir, { recursive: true });
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  const limits = journal.entries.find((e) => e.tag.endsWith(`_${PERMIT_LIMITS}`))!;
  journal.entries = journal.entries.filter((e) => e.idx < limits.idx);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  return dir;
}

async function open(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return openPglite();
  const throwaway = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, 'portal_migration');
  const database = openPostgres(throwaway.url, 2);
  cleanup = async () => {
    await database.close();
    await throwaway.drop();
  };
  return database;
}

it('rejects the weaker of overlapping permits and fills the approved ones’ days', async () => {
  const database = await open();
  const { db } = database;
  const before = migrationsBeforePermitLimits();
  await (database.kind === 'pglite' ? migratePglite(db as any, { migrationsFolder: before }) : migratePg(db as any, { migrationsFolder: before }));
  // Rows as that schema had them, in plain SQL: today's Drizzle tables name columns added since.
  const one = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
  const role = await one<{ id: number }>(sql`INSERT INTO roles (nama) VALUES ('siswa') RETURNING id`);
  const ta = await one<{ id: number }>(sql`INSERT INTO tahun_ajaran (thn_awal, thn_akhir, is_active) VALUES (2026, 2027, true) RETURNING id`);
  const sem = await one<{ id: number }>(sql`INSERT INTO semester (tahun_ajaran_id, tipe_semester, is_active) VALUES (${ta.id}, 'Ganjil', true) RETURNING id`);
  const rb = await one<{ id: number }>(sql`INSERT INTO rombel (tahun_ajaran_id, nama, tingkatan_kelas) VALUES (${ta.id}, 'X IPA 1', 'X') RETURNING id`);
  const period = { tahunAjaran: ta, semester: sem, rombel: rb };
  const student = async (n: number) => {
    const s = await one<{ id: number }>(
      sql`INSERT INTO siswa (nama, nisn, jenis_kelamin) VALUES (${`Siswa ${n}`}, ${`990000000${n}`}, 'Laki-Laki') RETURNING id`,
    );
    const account = await one<{ id: number }>(
      sql`INSERT INTO users (email, password_hash, name, role_id, tipe, siswa_id) VALUES (${`siswa${n}@uji.test`}, 'x', ${`Siswa ${n}`}, ${role.id}, 'eksternal', ${s.id}) RETURNING id`,
    );
    return { siswa: s, account };
  };
  const [a, b] = [await student(1), await student(2)];
  const { rows: kinds } = (await db.execute(sql`INSERT INTO perizinan_jenis (nama) VALUES ('Dispensasi Lomba') RETURNING id`)) as unknown as {
    rows: { id: number }[];
  };
  const permit = async (s: typeof a, status: string, awal: string, akhir: string) => {
    const { rows } = (await db.execute(sql`INSERT INTO perizinan_siswa
      (siswa_id, rombel_id, tahun_ajaran_id, semester_id, perizinan_jenis_id, tgl_awal, tgl_akhir, keterangan, status, created_by)
      VALUES (${s.siswa.id}, ${period.rombel.id}, ${period.tahunAjaran.id}, ${period.semester.id}, ${kinds[0]!.id}, ${awal}, ${akhir}, 'Izin', ${status}, ${s.account.id})
      RETURNING id`)) as unknown as { rows: { id: number }[] };
    return rows[0]!.id;
  };
  const forever = await permit(a, 'AUTO APPROVAL', '2024-01-01', '2099-12-31');
  const again = await permit(a, 'AUTO APPROVAL', '2024-01-01', '2099-12-31');
  // A person's approval outranks the automatic ones it overlaps.
  const decided = await permit(a, 'DISETUJUI', '2026-11-10', '2026-11-12');
  const draft = await permit(a, 'DRAFT', '2023-05-01', '2023-05-02');
  const rejected = await permit(a, 'DITOLAK', '2023-05-01', '2023-05-02');
  const long = await permit(b, 'AUTO APPROVAL', '2020-01-01', '2030-12-31');

  await database.migrate();
  const { rows: statuses } = (await db.execute(sql`SELECT id, status FROM perizinan_siswa ORDER BY id`)) as unknown as {
    rows: { id: number; status: string }[];
  };
  expect(statuses).toEqual([
    { id: forever, status: 'DITOLAK' },
    { id: again, status: 'DITOLAK' },
    { id: decided, status: 'DISETUJUI' },
    { id: draft, status: 'DRAFT' },
    { id: rejected, status: 'DITOLAK' },
    { id: long, status: 'AUTO APPROVAL' },
  ]);
  const { rows: logged } = (await db.execute(
    sql`SELECT entity_id, user_id, detail FROM activity_log WHERE entity = 'perizinan_siswa' ORDER BY entity_id`,
  )) as unknown as { rows: { entity_id: number; user_id: number | null; detail: unknown }[] };
  expect(logged).toEqual(
    [forever, again].map((id) => ({ entity_id: id, user_id: null, detail: { from: 'AUTO APPROVAL', to: 'DITOLAK', alasan: 'tumpang tindih' } })),
  );
  const { rows: days } = (await db.execute(
    sql`SELECT perizinan_id, count(*)::int AS n, min(tgl)::text AS awal, max(tgl)::text AS akhir FROM perizinan_hari GROUP BY perizinan_id ORDER BY perizinan_id`,
  )) as unknown as { rows: { perizinan_id: number; n: number; awal: string; akhir: string }[] };
  expect(days).toEqual([
    { perizinan_id: decided, n: 3, awal: '2026-11-10', akhir: '2026-11-12' },
    { perizinan_id: long, n: 366, awal: '2020-01-01', akhir: '2020-12-31' },
  ]);
  if (database.kind === 'pglite') await database.close();
  fs.rmSync(before, { recursive: true, force: true });
}, 120_000); // Two full migrations of a new database: a minute on a loaded machine.
