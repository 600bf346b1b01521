import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { orangTua, roles, users, waliSiswa } from '../../db/schema/index.js';
import { verifyPassword } from '../../platform/password.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, createSiswa } from '../../../test/factories.js';
import { rowOf, sheetCsv, sheetXlsx, type Cell } from '../../../test/impor-sheets.js';
import { importWali } from './impor.service.js';
import { NO_PASSWORD } from './wali-commit.js';

const ctx = useTestApp();
let userId: number;
let s: { id: number; nisn: string }[] = [];
const STUDENT_EMAIL = 'siswa.punya@uji.test';
const OTHER_WARD_EMAIL = 'wali.lain@uji.test';

beforeAll(async () => {
  userId = (await createAccount(ctx.db)).id;
  const period = await createPeriod(ctx.db);
  s = [];
  for (let i = 0; i < 4; i++) s.push(await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id }));
  await createAccount(ctx.db, { role: ROLE.siswa, siswaId: s[2]!.id, email: STUDENT_EMAIL });
  await createAccount(ctx.db, { role: ROLE.wali, siswaId: s[3]!.id, email: OTHER_WARD_EMAIL });
}, 60_000);

const HEADER = ['NISN', 'Hubungan', 'Nama', 'Email', 'No HP'];
const run = (data: Buffer, dryRun: boolean) => importWali(ctx.app, { filename: 'wali.xlsx', data }, { dryRun, userId });
const waliAccounts = (siswaIds: number[]) =>
  ctx.db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      siswa_id: waliSiswa.siswa_id,
      orang_tua: orangTua.nama,
      hash: users.password_hash,
      must: users.must_change_password,
    })
    .from(waliSiswa)
    .innerJoin(users, eq(users.id, waliSiswa.user_id))
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(orangTua, eq(orangTua.id, waliSiswa.orang_tua_id))
    .where(and(eq(roles.nama, ROLE.wali), inArray(waliSiswa.siswa_id, siswaIds)))
    .orderBy(waliSiswa.siswa_id);

describe('the guardian account import', () => {
  const rows = (): Cell[][] => [
    [s[0]!.nisn, 'Ayah', 'Budi Santoso', 'Budi.Santoso@Contoh.test', '081234567890'],
    [s[1]!.nisn, 'wali', 'Siti Aminah', 'siti.aminah@contoh.test', ''],
  ];

  it('checks a clean file without writing, then makes each account without a known password, and the person’s record', async () => {
    const file = await sheetXlsx(HEADER, rows());
    expect(await run(file, true)).toEqual({ written: false, report: { total: 2, baru: 2, diperbarui: 0, tetap: 0, galat: [] } });
    expect(await waliAccounts([s[0]!.id, s[1]!.id])).toHaveLength(0);
    expect((await run(file, false)).written).toBe(true);
    const made = await waliAccounts([s[0]!.id, s[1]!.id]);
    expect(made).toMatchObject([
      { email: 'budi.santoso@contoh.test', name: 'Budi Santoso', siswa_id: s[0]!.id, orang_tua: 'Budi Santoso', hash: NO_PASSWORD, must: true },
      { email: 'siti.aminah@contoh.test', name: 'Siti Aminah', siswa_id: s[1]!.id, orang_tua: 'Siti Aminah', hash: NO_PASSWORD, must: true },
    ]);
    // No password signs in until the operator resets it on the Akun page.
    expect(await verifyPassword(NO_PASSWORD, NO_PASSWORD)).toBe(false);
    const people = await ctx.db
      .select()
      .from(orangTua)
      .where(inArray(orangTua.siswa_id, [s[0]!.id, s[1]!.id]))
      .orderBy(orangTua.siswa_id);
    expect(people).toMatchObject([
      { tipe: 'Ayah', nama: 'Budi Santoso', no_telp: '081234567890', email: null },
      { tipe: 'Wali', nama: 'Siti Aminah', no_telp: null, email: 'siti.aminah@contoh.test' },
    ]);
  });

  it('changes nothing the second time (CSV too); another address changes the student’s one account', async () => {
    expect((await run(sheetCsv(HEADER, rows()), false)).report).toEqual({ total: 2, baru: 0, diperbarui: 0, tetap: 2, galat: [] });
    const [before] = await waliAccounts([s[0]!.id]);
    const { report } = await run(sheetCsv(HEADER, [[s[0]!.nisn, 'Ayah', 'Budi Santoso', 'budi.baru@contoh.test', '']]), false);
    expect(report).toEqual({ total: 1, baru: 0, diperbarui: 1, tetap: 0, galat: [] });
    expect(await waliAccounts([s[0]!.id])).toMatchObject([{ id: before!.id, email: 'budi.baru@contoh.test' }]);
  });

  it('names each bad cell by row and column, and a commit writes nothing', async () => {
    const before = await ctx.db.select().from(users);
    const file = await sheetXlsx(HEADER, [
      ['0000000001', 'Ayah', 'Tidak Ada', 'tidak.ada@contoh.test', ''],
      [s[2]!.nisn, 'Paman', 'Paman Saja', 'paman@contoh.test', ''],
      [s[2]!.nisn.slice(1), 'Ibu', '', 'bukan-email', '08abc'],
    ]);
    const { report, written } = await run(file, false);
    expect(written).toBe(false);
    expect(report.galat).toEqual([
      { baris: rowOf(0), kolom: 'NISN', pesan: MSG.importSiswaUnknown('0000000001') },
      { baris: rowOf(1), kolom: 'Hubungan', pesan: MSG.optionInvalid },
      { baris: rowOf(2), kolom: 'NISN', pesan: expect.any(String) },
      { baris: rowOf(2), kolom: 'Nama', pesan: MSG.required },
      { baris: rowOf(2), kolom: 'Email', pesan: expect.any(String) },
      { baris: rowOf(2), kolom: 'No HP', pesan: expect.any(String) },
    ]);
    expect(await ctx.db.select().from(users)).toEqual(before);
  });

  it('refuses an address another kind of account holds', async () => {
    const { report } = await run(await sheetXlsx(HEADER, [[s[2]!.nisn, 'Ibu', 'Ibu Siswa', STUDENT_EMAIL, '']]), true);
    expect(report.galat).toEqual([{ baris: rowOf(0), kolom: 'Email', pesan: MSG.importEmailNotWali }]);
  });

  it('gives a guardian already signing in for one child a second child: one account, two links', async () => {
    const [other] = await waliAccounts([s[3]!.id]);
    const { report } = await run(await sheetXlsx(HEADER, [[s[2]!.nisn, 'Wali', 'Wali Bersama', OTHER_WARD_EMAIL, '']]), false);
    expect(report).toEqual({ total: 1, baru: 1, diperbarui: 0, tetap: 0, galat: [] });
    const linked = await waliAccounts([s[2]!.id, s[3]!.id]);
    expect(linked).toMatchObject([
      { id: other!.id, name: 'Wali Bersama', siswa_id: s[2]!.id, orang_tua: 'Wali Bersama' },
      { id: other!.id, siswa_id: s[3]!.id },
    ]);
    expect(await ctx.db.select().from(users).where(eq(users.email, OTHER_WARD_EMAIL))).toHaveLength(1);
  });

  it('refuses a NISN twice in the file; one address for two children makes one account', async () => {
    const { report } = await run(
      await sheetXlsx(HEADER, [
        [s[2]!.nisn, 'Ayah', 'Ayah Satu', 'ayah.satu@contoh.test', ''],
        [s[2]!.nisn, 'Ibu', 'Ibu Satu', 'ibu.satu@contoh.test', ''],
      ]),
      true,
    );
    expect(report.galat).toEqual([{ baris: rowOf(1), kolom: 'NISN', pesan: MSG.importDuplicate('NISN', rowOf(0)) }]);
    const [kakak, adik] = [await createSiswa(ctx.db), await createSiswa(ctx.db)];
    const siblings = await sheetXlsx(HEADER, [
      [kakak.nisn, 'Ibu', 'Ibu Kakak Adik', 'ibu.kakak.adik@contoh.test', ''],
      [adik.nisn, 'Ibu', 'Ibu Kakak Adik', 'IBU.KAKAK.ADIK@contoh.test', ''],
    ]);
    expect((await run(siblings, false)).report).toEqual({ total: 2, baru: 2, diperbarui: 0, tetap: 0, galat: [] });
    const made = await ctx.db.select().from(users).where(eq(users.email, 'ibu.kakak.adik@contoh.test'));
    expect(made).toHaveLength(1);
    expect((await waliAccounts([kakak.id, adik.id])).map((a) => [a.id, a.siswa_id])).toEqual([
      [made[0]!.id, kakak.id],
      [made[0]!.id, adik.id],
    ]);
  });
});
