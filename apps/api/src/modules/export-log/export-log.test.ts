import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { AuthContext } from '../../platform/auth.js';
import { saveExport } from '../../platform/export/save.js';
import { noColumn } from '../../platform/export/xlsx.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';

const ctx = useTestApp();
const api = client(ctx);

type Account = Awaited<ReturnType<typeof createAccount>>;
let wali: Account & { token: string };
let otherWali: Account & { token: string };

beforeAll(async () => {
  const period = await createPeriod(ctx.db);
  const signedIn = async () => {
    const { siswa } = await createStudentAccount(ctx.db, period);
    const account = await createAccount(ctx.db, { role: ROLE.wali, siswaId: siswa.id });
    return { ...account, token: await api.token(account.email, PASSWORD) };
  };
  wali = await signedIn();
  otherWali = await signedIn();
});

const as = (account: Account) => ({ userId: account.id }) as AuthContext;
const table = (token: string, body: object = {}) => api.call('POST', '/api/log/export/table', { token, body });
const fruit = [
  { nama: 'Apel', jumlah: 3 },
  { nama: 'Salak Pondoh', jumlah: 12 },
];

describe('the export pipeline', () => {
  it('stores an XLSX of title, filters and table under a name of what and when, and logs it for its maker', async () => {
    ctx.clock = new Date('2026-11-22T02:05:00Z');
    let saved;
    try {
      saved = await saveExport(ctx.app, as(wali), {
        nama: 'Rekap Buah & Sayur',
        title: 'Rekap Buah 7/A',
        filters: [['Periode', 'Semua tanggal']],
        columns: [noColumn(), { header: 'Nama', value: (r) => r.nama }, { header: 'Jumlah', value: (r) => r.jumlah }],
        rows: fruit,
      });
    } finally {
      ctx.clock = undefined;
    }
    // School time (Asia/Jakarta) names the file.
    expect(saved).toMatchObject({ nama: 'Rekap Buah & Sayur', file_nama: 'rekap-buah-sayur-2026-11-22-0905.xlsx', jumlah_baris: 2, created_at: '2026-11-22T02:05:00.000Z' });
    const served = await ctx.app.inject({ method: 'GET', url: `${saved.main_path}${saved.file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toBe('attachment; filename="rekap-buah-sayur-2026-11-22-0905.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(served.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    // A sheet's name may not hold '/'.
    expect(book.worksheets[0]!.name).toBe('Rekap Buah 7 A');
    expect(values).toEqual([
      ['Rekap Buah 7/A', 'Rekap Buah 7/A', 'Rekap Buah 7/A'],
      ['Periode', 'Semua tanggal'],
      ['No', 'Nama', 'Jumlah'],
      [1, 'Apel', 3],
      [2, 'Salak Pondoh', 12],
    ]);
  });

  it('refuses a tampered or expired link to an export', async () => {
    const saved = await saveExport(ctx.app, as(wali), { nama: 'Rekap', title: 'Rekap', filters: [], columns: [noColumn()], rows: [] });
    const forged = saved.file.replace(/sig=[^&]+/, 'sig=AAAA');
    const res = await ctx.app.inject({ method: 'GET', url: `${saved.main_path}${forged}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MSG.fileLinkInvalid);
  });
});

describe('POST log/export/table', () => {
  it("lists only the caller's own exports, newest first, with working links", async () => {
    await saveExport(ctx.app, as(otherWali), { nama: 'Laporan Lain', title: 'Laporan Lain', filters: [], columns: [noColumn()], rows: [] });
    const mine = await saveExport(ctx.app, as(wali), { nama: 'Laporan Konseling', title: 'Laporan Konseling', filters: [], columns: [noColumn()], rows: fruit });
    const res = await table(wali.token);
    expect(res.status).toBe(200);
    expect(res.body.data.info.total).toBe(3);
    expect(res.body.data.list.map((r: { nama: string }) => r.nama)).toEqual(['Laporan Konseling', 'Rekap', 'Rekap Buah & Sayur']);
    expect(res.body.data.list[0]).toMatchObject({ id: mine.id, rownum: 1, file_nama: mine.file_nama, jumlah_baris: 2 });
    const served = await ctx.app.inject({ method: 'GET', url: `${res.body.data.list[0].main_path}${res.body.data.list[0].file}` });
    expect(served.statusCode).toBe(200);

    const theirs = (await table(otherWali.token)).body.data;
    expect(theirs.list.map((r: { nama: string }) => r.nama)).toEqual(['Laporan Lain']);
    expect((await table(wali.token, { search: 'konseling' })).body.data.info.total).toBe(1);
  });

  it('is refused without a session or without the page', async () => {
    expect((await api.call('POST', '/api/log/export/table', { body: {} })).status).toBe(401);
    const staff = await createAccount(ctx.db, { role: ROLE.alumni });
    const token = await api.token(staff.email, PASSWORD);
    expect((await table(token)).status).toBe(403);
  });
});
