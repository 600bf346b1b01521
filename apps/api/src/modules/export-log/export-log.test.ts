import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { AuthContext } from '../../platform/auth.js';
import { sessions, storedFile } from '../../db/schema/index.js';
import { sweepExpiredExports } from '../../platform/export/expiry.js';
import { saveExport } from '../../platform/export/save.js';
import { hashToken } from '../../platform/tokens.js';
import { noColumn } from '../../platform/export/xlsx.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';

const ctx = useTestApp();
const api = client(ctx);

type Account = Awaited<ReturnType<typeof createAccount>>;
let wali: Account & { token: string; sessionId: number };
let otherWali: Account & { token: string; sessionId: number };

beforeAll(async () => {
  const period = await createPeriod(ctx.db);
  const signedIn = async () => {
    const { siswa } = await createStudentAccount(ctx.db, period);
    const account = await createAccount(ctx.db, { role: ROLE.wali, siswaId: siswa.id });
    const token = await api.token(account.email, PASSWORD);
    const [session] = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.token_hash, hashToken(token)));
    return { ...account, token, sessionId: session!.id };
  };
  wali = await signedIn();
  otherWali = await signedIn();
});

const as = (account: Account & { sessionId: number }) => ({ userId: account.id, sessionId: account.sessionId }) as AuthContext;
const table = (token: string, body: object = {}) => api.call('POST', '/api/log/export/table', { token, body });
const fruit = [
  { nama: 'Apel', jumlah: 3 },
  { nama: 'Salak Pondoh', jumlah: 12 },
];

describe('the export pipeline', () => {
  it('stores an XLSX of title, filters and table under a name of what and when, and logs it for its maker', async () => {
    // Made and downloaded at a chosen moment (an export expires EXPORT_KEEP_HOURS after it is made).
    ctx.clock = new Date('2026-11-22T02:05:00Z');
    let saved, served;
    try {
      saved = await saveExport(ctx.app, as(wali), {
        nama: 'Rekap Buah & Sayur',
        title: 'Rekap Buah 7/A',
        filters: [['Periode', 'Semua tanggal']],
        columns: [noColumn(), { header: 'Nama', value: (r) => r.nama }, { header: 'Jumlah', value: (r) => r.jumlah }],
        rows: fruit,
      });
      served = await ctx.app.inject({ method: 'GET', url: `${saved.main_path}${saved.file}` });
    } finally {
      ctx.clock = undefined;
    }
    // School time (Asia/Jakarta) names the file.
    expect(saved).toMatchObject({
      nama: 'Rekap Buah & Sayur',
      file_nama: 'rekap-buah-sayur-2026-11-22-0905.xlsx',
      jumlah_baris: 2,
      created_at: '2026-11-22T02:05:00.000Z',
    });
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
    const mine = await saveExport(ctx.app, as(wali), {
      nama: 'Laporan Konseling',
      title: 'Laporan Konseling',
      filters: [],
      columns: [noColumn()],
      rows: fruit,
    });
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

describe('an export’s lifetime', () => {
  it('is recorded for its maker with an expiry, after which its download answers 410 and the sweep removes the file but not the log entry', async () => {
    const saved = await saveExport(ctx.app, as(wali), { nama: 'Rekap Lama', title: 'Rekap Lama', filters: [], columns: [noColumn()], rows: fruit });
    const key = saved.file.split('?')[0]!;
    const [record] = await ctx.db.select().from(storedFile).where(eq(storedFile.key, key));
    expect(record).toMatchObject({ user_id: wali.id, kind: 'export' });
    expect(record!.expires_at!.getTime() - Date.parse(saved.created_at)).toBe(ctx.config.EXPORT_KEEP_HOURS * 3_600_000);
    const download = () => ctx.app.inject({ method: 'GET', url: `${saved.main_path}${saved.file}` });
    expect((await download()).statusCode).toBe(200);

    ctx.clock = new Date(record!.expires_at!.getTime() + 1000);
    try {
      const expired = await download();
      expect([expired.statusCode, expired.json().message]).toEqual([410, MSG.exportExpired]);
      expect(await sweepExpiredExports(ctx.app)).toBeGreaterThanOrEqual(1);
    } finally {
      ctx.clock = undefined;
    }
    expect(await ctx.db.select().from(storedFile).where(eq(storedFile.key, key))).toEqual([]);
    expect(fs.existsSync(path.join(ctx.filesDir, ...key.split('/')))).toBe(false);
    const gone = await download();
    expect([gone.statusCode, gone.json().message]).toEqual([410, MSG.exportExpired]);
    expect((await table(wali.token, { search: 'Rekap Lama' })).body.data.info.total).toBe(1);
  });
});
