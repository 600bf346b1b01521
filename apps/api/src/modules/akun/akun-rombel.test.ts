import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE, STAF_PAGE, STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { activityLog, akunSiswa, gtk, rombel as rombelTable, siswa as siswaTable, users, waliSiswa } from '../../db/schema/index.js';
import { verifyPassword } from '../../platform/password.js';
import { passwordWorkStats, resetPasswordWorkPeak } from '../../platform/password-work.js';
import { useTestApp } from '../../../test/context.js';
import { withEntries } from '../../../test/access-matrix/role-access.js';
import { addOrangTua, createStaff, rombelWithStudents, stafClient } from '../../../test/akun.js';
import { createAccount, createPeriod, PASSWORD } from '../../../test/factories.js';

const ctx = useTestApp({ env: { ACCOUNT_EMAIL_DOMAIN: 'man1contoh.sch.id' } });
const api = stafClient(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;
let operator: string;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  operator = await api.signIn('/api/staf/login', (await createStaff(ctx.db, STAFF_ROLE.operator)).email);
});

const buat = (rombelId: number, token = operator, peran?: string[]) =>
  api.call('POST', '/api/staf/akun/rombel', { token, body: { rombel_id: rombelId, peran } });

const accountsOf = (siswaIds: number[]) =>
  ctx.db
    .select({
      id: users.id,
      email: users.email,
      siswaId: akunSiswa.siswa_id,
      roleId: users.role_id,
      hash: users.password_hash,
      mustChange: users.must_change_password,
      name: users.name,
    })
    .from(akunSiswa)
    .innerJoin(users, eq(users.id, akunSiswa.user_id))
    .where(inArray(akunSiswa.siswa_id, siswaIds));

describe('making a class group’s accounts', () => {
  it('makes each student’s and guardian’s account with a first password shown once and stored only hashed', async () => {
    const { rombel, students } = await rombelWithStudents(ctx.db, period, 3, 'X Uji Akun');
    const [a, b, c] = students;
    await ctx.db.update(siswaTable).set({ email: 'Ahmad.Siswa@Gmail.com' }).where(eq(siswaTable.id, a!.id));
    // The Wali's address comes first; a late father is passed over; without any address one is made up.
    await addOrangTua(ctx.db, a!.id, 'Ayah', 'Budi Santoso', 'budi@contoh.id', 'Sudah Meninggal');
    await addOrangTua(ctx.db, a!.id, 'Ibu', 'Siti Aminah', 'siti@contoh.id');
    await addOrangTua(ctx.db, a!.id, 'Wali', 'Hasan Basri', null);
    await addOrangTua(ctx.db, b!.id, 'Ayah', 'Joko Widodo', 'joko@contoh.id');
    await addOrangTua(ctx.db, b!.id, 'Ibu', 'Ani Yudhoyono', 'ani@contoh.id');

    const res = await buat(rombel.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MSG.akunCreated(6));
    expect(res.body.data.sudah_ada).toBe(0);
    expect(res.body.data.rombel_nama).toBe('X Uji Akun');
    const made: { id: number; siswa_id: number; nama: string; peran: string; keterangan: string; nisn: string; email: string; password: string }[] =
      res.body.data.dibuat;
    const of = (s: { id: number }, peran: string) => made.find((m) => m.siswa_id === s.id && m.peran === peran)!;
    expect(of(a!, 'Siswa')).toMatchObject({ email: 'ahmad.siswa@gmail.com', nama: a!.nama, nisn: a!.nisn, keterangan: 'X Uji Akun' });
    expect(of(a!, 'Wali Siswa')).toMatchObject({ email: 'siti@contoh.id', nama: 'Siti Aminah', keterangan: `Wali dari ${a!.nama}` });
    expect(of(b!, 'Siswa').email).toBe(`${b!.nisn}@man1contoh.sch.id`);
    expect(of(b!, 'Wali Siswa')).toMatchObject({ email: 'joko@contoh.id', nama: 'Joko Widodo' });
    expect(of(c!, 'Wali Siswa')).toMatchObject({ email: `wali.${c!.nisn}@man1contoh.sch.id`, nama: `Wali ${c!.nama}` });

    const stored = await accountsOf(students.map((s) => s.id));
    expect(stored).toHaveLength(6);
    for (const m of made) {
      const row = stored.find((s) => s.id === m.id)!;
      expect(m.password).toMatch(/^[a-z2-9]{10}$/);
      expect(row.mustChange).toBe(true);
      expect(row.hash.startsWith('$argon2id$')).toBe(true);
      expect(row.hash).not.toContain(m.password);
      expect(await verifyPassword(row.hash, m.password)).toBe(true);
    }
    // Each account is in the activity log, by whom, without its password.
    const logged = await ctx.db
      .select()
      .from(activityLog)
      .where(
        and(
          eq(activityLog.entity, 'users'),
          inArray(
            activityLog.entity_id,
            made.map((m) => m.id),
          ),
        ),
      );
    expect(logged).toHaveLength(6);
    expect(logged.every((l) => l.action === 'create' && !JSON.stringify(l.detail).includes(made[0]!.password))).toBe(true);
  });

  it('keeps what exists: a second call makes nothing and never shows a password again', async () => {
    const { rombel, students } = await rombelWithStudents(ctx.db, period, 2);
    await createAccount(ctx.db, { role: ROLE.siswa, siswaId: students[0]!.id });
    const first = await buat(rombel.id);
    expect(first.body.data.dibuat).toHaveLength(3);
    expect(first.body.data.sudah_ada).toBe(1);
    const again = await buat(rombel.id);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(MSG.akunNoneCreated);
    expect(again.body.data).toEqual({ rombel_nama: rombel.nama, dibuat: [], sudah_ada: 4 });
    expect(await accountsOf(students.map((s) => s.id))).toHaveLength(4);
  });

  it('makes only the role asked for', async () => {
    const { rombel, students } = await rombelWithStudents(ctx.db, period, 2);
    const res = await buat(rombel.id, operator, [ROLE.siswa]);
    expect(res.body.data.dibuat.map((m: { peran: string }) => m.peran)).toEqual(['Siswa', 'Siswa']);
    expect(await accountsOf(students.map((s) => s.id))).toHaveLength(2);
  });

  it('takes another address when the student’s own belongs to another account', async () => {
    const { rombel, students } = await rombelWithStudents(ctx.db, period, 1);
    const s = students[0]!;
    await createAccount(ctx.db, { email: 'dipakai@contoh.id' });
    await createAccount(ctx.db, { email: `${s.nisn}@man1contoh.sch.id` });
    await ctx.db.update(siswaTable).set({ email: 'dipakai@contoh.id' }).where(eq(siswaTable.id, s.id));
    const res = await buat(rombel.id, operator, [ROLE.siswa]);
    expect(res.body.data.dibuat[0].email).toBe(`${s.nisn}.2@man1contoh.sch.id`);
  });

  it('makes each account once when two calls for the same class group arrive together', async () => {
    const { rombel, students } = await rombelWithStudents(ctx.db, period, 4);
    const [one, two] = await Promise.all([buat(rombel.id), buat(rombel.id)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const made = [...one.body.data.dibuat, ...two.body.data.dibuat];
    expect(made).toHaveLength(8);
    expect(new Set(made.map((m: { siswa_id: number; peran: string }) => `${m.siswa_id}:${m.peran}`)).size).toBe(8);
    expect(await accountsOf(students.map((s) => s.id))).toHaveLength(8);
  });

  it('leaves out students who left', async () => {
    const { rombel, students } = await rombelWithStudents(ctx.db, period, 2);
    await ctx.db.update(siswaTable).set({ status_siswa: 'Keluar' }).where(eq(siswaTable.id, students[1]!.id));
    const res = await buat(rombel.id);
    expect(res.body.data.dibuat.every((m: { siswa_id: number }) => m.siswa_id === students[0]!.id)).toBe(true);
  });

  it('gives a sibling’s guardian the child rather than a second account for one person', async () => {
    const kakak = await rombelWithStudents(ctx.db, period, 1, 'X Uji Kakak');
    const adik = await rombelWithStudents(ctx.db, period, 1, 'X Uji Adik');
    for (const { students } of [kakak, adik]) await addOrangTua(ctx.db, students[0]!.id, 'Ibu', 'Ibu Bersaudara', 'ibu.bersaudara@contoh.id');
    expect((await buat(kakak.rombel.id, operator, [ROLE.wali])).body.data.dibuat).toHaveLength(1);
    const res = await buat(adik.rombel.id, operator, [ROLE.wali]);
    expect(res.body.data).toMatchObject({ dibuat: [], sudah_ada: 1 });
    const links = await ctx.db
      .select({ userId: waliSiswa.user_id, orangTuaId: waliSiswa.orang_tua_id })
      .from(waliSiswa)
      .innerJoin(users, eq(users.id, waliSiswa.user_id))
      .where(eq(users.email, 'ibu.bersaudara@contoh.id'));
    expect(links).toHaveLength(2);
    expect(links.every((l) => l.userId === links[0]!.userId && l.orangTuaId !== null)).toBe(true);
  });
});

describe('the password work of a class group', () => {
  it('leaves sign-ins their turn: each answers while seventy accounts are still being hashed', async () => {
    const { rombel } = await rombelWithStudents(ctx.db, period, 35);
    const student = await createAccount(ctx.db);
    resetPasswordWorkPeak();
    let done = false;
    const making = buat(rombel.id).then((res) => ((done = true), res));
    const signIns: { status: number; during: boolean }[] = [];
    while (signIns.length < 5) {
      const res = await api.call('POST', '/api/login', { body: { email: student.email, password: PASSWORD } });
      signIns.push({ status: res.status, during: !done });
    }
    const made = await making;
    expect(made.body.data.dibuat).toHaveLength(70);
    expect(signIns).toEqual(Array(5).fill({ status: 200, during: true }));
    expect(passwordWorkStats.peakRunning).toBeLessThanOrEqual(ctx.config.ARGON2_CONCURRENCY);
  });
});

describe('refusals', () => {
  it('refuses a class group of another year, and an invalid body', async () => {
    const old = await createPeriod(ctx.db);
    const { rombel } = await rombelWithStudents(ctx.db, old, 1);
    period = await createPeriod(ctx.db);
    const res = await buat(rombel.id);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.akunRombelNotActive);
    expect((await buat(rombel.id, operator, [])).status).toBe(400);
    expect((await api.call('POST', '/api/staf/akun/rombel', { token: operator, body: { rombel_id: 'x' } })).status).toBe(400);
    expect((await api.call('POST', '/api/staf/akun/rombel', { token: operator, body: { rombel_id: rombel.id, peran: ['alumni'] } })).status).toBe(400);
  });

  it('refuses the head, who reads the page only', async () => {
    const { rombel, students } = await rombelWithStudents(ctx.db, period, 1);
    const kepala = await api.signIn('/api/staf/login', (await createStaff(ctx.db, STAFF_ROLE.kepala)).email);
    expect((await buat(rombel.id, kepala)).status).toBe(403);
    expect(await accountsOf(students.map((s) => s.id))).toHaveLength(0);
  });

  it('keeps a wali kelas whom the school let in to their own class groups', async () => {
    const own = await rombelWithStudents(ctx.db, period, 1);
    const other = await rombelWithStudents(ctx.db, period, 1);
    const wali = await createStaff(ctx.db, STAFF_ROLE.waliKelas);
    const [teacher] = await ctx.db.insert(gtk).values({ nama_lengkap: 'Wali Uji' }).returning();
    await ctx.db.update(users).set({ gtk_id: teacher!.id }).where(eq(users.id, wali.id));
    await ctx.db.update(rombelTable).set({ wali_gtk_id: teacher!.id }).where(eq(rombelTable.id, own.rombel.id));
    const token = await api.signIn('/api/staf/login', wali.email);
    await withEntries(
      ctx.db,
      STAFF_ROLE.waliKelas,
      [STAF_PAGE.akun],
      () => ({ status: true, actions: ['view', 'create'] }),
      async () => {
        const refused = await buat(other.rombel.id, token);
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(MSG.outOfScope);
        expect(await accountsOf(other.students.map((s) => s.id))).toHaveLength(0);
        expect((await buat(own.rombel.id, token)).body.data.dibuat).toHaveLength(2);
      },
    );
  });
});
