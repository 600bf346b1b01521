import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE, STAFF_ROLE } from '@madrasah/contract/access';
import { siswa as siswaTable, users } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { addOrangTua, createStaff, rombelWithStudents, stafClient } from '../../../test/akun.js';
import { createAccount, createPeriod } from '../../../test/factories.js';

const ctx = useTestApp();
const api = stafClient(ctx);
let operator: string;
let kelas: Awaited<ReturnType<typeof rombelWithStudents>>;

/*
 * One class group of four: A with both accounts in use (two guardians), B suspended with a
 * guardian switched off, C with a first password not yet changed, D with no account at all.
 */
beforeAll(async () => {
  const period = await createPeriod(ctx.db);
  operator = await api.signIn('/api/staf/login', (await createStaff(ctx.db, STAFF_ROLE.operator)).email);
  kelas = await rombelWithStudents(ctx.db, period, 4, 'XI Tabel');
  const [a, b, c, d] = kelas.students;
  await createAccount(ctx.db, { role: ROLE.siswa, siswaId: a!.id });
  await createAccount(ctx.db, { role: ROLE.wali, siswaId: a!.id });
  await createAccount(ctx.db, { role: ROLE.wali, siswaId: a!.id });
  await createAccount(ctx.db, { role: ROLE.siswa, siswaId: b!.id });
  await ctx.db.update(siswaTable).set({ akun_ditangguhkan: true, alasan_akun_ditangguhkan: 'Pelanggaran berat' }).where(eq(siswaTable.id, b!.id));
  const waliB = await createAccount(ctx.db, { role: ROLE.wali, siswaId: b!.id });
  await ctx.db.update(users).set({ is_active: false, alasan_nonaktif: 'Pindah domisili' }).where(eq(users.id, waliB.id));
  const c1 = await createAccount(ctx.db, { role: ROLE.siswa, siswaId: c!.id });
  await ctx.db.update(users).set({ must_change_password: true }).where(eq(users.id, c1.id));
  await addOrangTua(ctx.db, d!.id, 'Ibu', 'Fatimah', null);
  // Another class group's student, whom the filter leaves out.
  await rombelWithStudents(ctx.db, period, 1);
});

type Row = {
  id: number;
  nama: string;
  akun: { status: string; alasan: string | null } | null;
  wali: { status: string; alasan: string | null }[];
  wali_nama: string | null;
};
const table = async (filtering: object) =>
  (
    await api.call('POST', '/api/staf/akun/table', {
      token: operator,
      body: { filtering: { rombel_id: kelas.rombel.id, ...filtering }, pagination: { current: 1, pageSize: 50 } },
    })
  ).body.data as { list: Row[]; info: { total: number } };
const names = (rows: Row[]) => rows.map((r) => r.nama).sort();

describe('the class group’s accounts', () => {
  it('lists each student with their own account and their guardians’, with states and reasons', async () => {
    const { list, info } = await table({});
    expect(info.total).toBe(4);
    const [a, b, c, d] = kelas.students.map((s) => list.find((r) => r.id === s.id)!);
    expect(a!.akun?.status).toBe('aktif');
    expect(a!.wali.map((w) => w.status)).toEqual(['aktif', 'aktif']);
    expect(b!.akun).toMatchObject({ status: 'ditangguhkan', alasan: 'Pelanggaran berat' });
    // A guardian keeps their access while their ward is suspended; this one was switched off on its own.
    expect(b!.wali).toMatchObject([{ status: 'ditangguhkan', alasan: 'Pindah domisili' }]);
    expect(c!.akun?.status).toBe('wajib_ganti_password');
    expect(d!.akun).toBeNull();
    expect(d!.wali).toEqual([]);
    expect(d!.wali_nama).toBe('Fatimah');
  });

  it('filters by the state of either account, or of one role’s', async () => {
    const [a, b, c, d] = kelas.students.map((s) => s.nama);
    expect(names((await table({ status: 'belum_ada' })).list)).toEqual([c, d].sort());
    expect(names((await table({ status: 'belum_ada', peran: ROLE.siswa })).list)).toEqual([d]);
    expect(names((await table({ status: 'ditangguhkan' })).list)).toEqual([b]);
    expect(names((await table({ status: 'ditangguhkan', peran: ROLE.wali })).list)).toEqual([b]);
    expect(names((await table({ status: 'wajib_ganti_password' })).list)).toEqual([c]);
    expect(names((await table({ status: 'aktif', peran: ROLE.wali })).list)).toEqual([a]);
  });

  it('searches by name or NISN and refuses an unknown state', async () => {
    const s = kelas.students[2]!;
    const res = await api.call('POST', '/api/staf/akun/table', { token: operator, body: { search: s.nisn } });
    expect(res.body.data.list.map((r: Row) => r.id)).toEqual([s.id]);
    expect((await api.call('POST', '/api/staf/akun/table', { token: operator, body: { filtering: { status: 'hilang' } } })).status).toBe(400);
  });
});
