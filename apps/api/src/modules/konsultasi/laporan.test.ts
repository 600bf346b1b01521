import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { BidangKonseling } from '@madrasah/contract/schemas/bk';
import type { KonsultasiStatus } from '@madrasah/contract/schemas/konsultasi';
import { exportLog, konsultasi, konsultasiTopik, rombel, rombelSiswa } from '../../db/schema/index.js';
import { withRoleActions } from '../../../test/access.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';

const ctx = useTestApp();
const api = client(ctx);

type Period = Awaited<ReturnType<typeof createPeriod>>;
let lastYear: Period;
let thisYear: Period;
let ward: Awaited<ReturnType<typeof createStudentAccount>>;
let waliToken: string;
let strangerRombelId: number;
const topik = {} as Record<BidangKonseling, number>;

const laporan = (body: object, token = waliToken) => api.call('POST', '/api/konsultasi/table-laporan', { token, body });
const laporanRombel = (body: object, token = waliToken) => api.call('POST', '/api/konsultasi/table-laporan-by-rombel', { token, body });
const exportLaporan = (body: object, token = waliToken) => api.call('POST', '/api/konsultasi/export-laporan', { token, body });
const exportRombel = (body: object, token = waliToken) => api.call('POST', '/api/konsultasi/export-laporan-by-rombel', { token, body });
const counts = (row: { pribadi: number; sosial: number; belajar: number; karier: number }) => [row.pribadi, row.sosial, row.belajar, row.karier];

beforeAll(async () => {
  lastYear = await createPeriod(ctx.db);
  thisYear = await createPeriod(ctx.db);
  ward = await createStudentAccount(ctx.db, thisYear);
  const classmate = await createStudentAccount(ctx.db, thisYear);
  await ctx.db.insert(rombelSiswa).values({ siswa_id: ward.siswa.id, rombel_id: lastYear.rombel.id, tahun_ajaran_id: lastYear.tahunAjaran.id });
  const [stranger] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: thisYear.tahunAjaran.id, nama: 'X IPS 9', tingkatan_kelas: 'X' }).returning();
  strangerRombelId = stranger!.id;
  const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: ward.siswa.id });
  waliToken = await api.token(wali.email, PASSWORD);

  const rows = await ctx.db
    .insert(konsultasiTopik)
    .values((['Pribadi', 'Sosial', 'Belajar', 'Karier'] as const).map((bidang) => ({ nama: `Topik ${bidang}`, bidang })))
    .returning();
  for (const t of rows) topik[t.bidang as BidangKonseling] = t.id;

  const row = (
    s: { id: number },
    p: Period,
    bidang: BidangKonseling,
    tgl: string,
    status: KonsultasiStatus = 'Selesai',
    tipe: 'Siswa' | 'Orang Tua' = 'Siswa',
  ) => ({
    siswa_id: s.id,
    rombel_id: p.rombel.id,
    tahun_ajaran_id: p.tahunAjaran.id,
    tipe,
    tgl,
    topik_id: topik[bidang],
    status,
  });
  await ctx.db.insert(konsultasi).values([
    // This year, tipe Siswa: counted as pribadi 2, sosial 1, belajar 1, karier 1.
    row(ward.siswa, thisYear, 'Pribadi', '2026-08-03'),
    row(ward.siswa, thisYear, 'Pribadi', '2026-10-05', 'Diproses'),
    row(ward.siswa, thisYear, 'Sosial', '2026-09-01', 'Terkirim'),
    row(ward.siswa, thisYear, 'Belajar', '2026-09-15'),
    row(ward.siswa, thisYear, 'Karier', '2026-11-02'),
    // Drafts are not counted.
    row(ward.siswa, thisYear, 'Karier', '2026-11-10', 'Draft'),
    // Meetings with the parents count only under tipe 'Orang Tua'.
    row(ward.siswa, thisYear, 'Belajar', '2026-08-20', 'Selesai', 'Orang Tua'),
    row(ward.siswa, thisYear, 'Karier', '2026-09-24', 'Diproses', 'Orang Tua'),
    // Last year's class group.
    row(ward.siswa, lastYear, 'Sosial', '2025-09-01'),
    // A classmate's consultations are never the guardian's to count.
    row(classmate.siswa, thisYear, 'Pribadi', '2026-08-04'),
    row(classmate.siswa, thisYear, 'Karier', '2026-08-05', 'Selesai', 'Orang Tua'),
  ]);
});

describe('POST konsultasi/table-laporan', () => {
  it("counts the ward's sent consultations of tipe Siswa per class group and field", async () => {
    const res = await laporan({});
    expect(res.status).toBe(200);
    expect(res.body.data.info.total).toBe(2);
    // Newest class group first by default.
    expect(res.body.data.list).toEqual([
      { rombel_id: thisYear.rombel.id, rombel_nama: thisYear.rombel.nama, pribadi: 2, sosial: 1, belajar: 1, karier: 1 },
      { rombel_id: lastYear.rombel.id, rombel_nama: lastYear.rombel.nama, pribadi: 0, sosial: 1, belajar: 0, karier: 0 },
    ]);
  });

  it('filters by tipe and period, searches and sorts the class groups', async () => {
    const orangTua = (await laporan({ filtering: { tipe: 'Orang Tua' } })).body.data.list;
    expect(orangTua.map(counts)).toEqual([
      [0, 0, 1, 1],
      [0, 0, 0, 0],
    ]);
    const september = (await laporan({ filtering: { tipe: 'Siswa', tgl_awal: '01-09-2026', tgl_akhir: '30-09-2026' } })).body.data.list;
    expect(september.map(counts)).toEqual([
      [0, 1, 1, 0],
      [0, 0, 0, 0],
    ]);
    expect((await laporan({ filtering: { tgl_awal: '01-10-2026' } })).body.data.list[0]).toMatchObject({ pribadi: 1, karier: 1, sosial: 0 });
    const searched = (await laporan({ search: thisYear.rombel.nama })).body.data;
    expect(searched.list.map((r: { rombel_id: number }) => r.rombel_id)).toEqual([thisYear.rombel.id]);
    const byName = (await laporan({ sorting: [{ field: 'rombel_nama', sort: 'ASC' }] })).body.data.list;
    expect(byName.map((r: { rombel_nama: string }) => r.rombel_nama)).toEqual([lastYear.rombel.nama, thisYear.rombel.nama].sort());
  });

  it('refuses a period that ends before it starts, and an unknown tipe', async () => {
    const res = await laporan({ filtering: { tgl_awal: '01-10-2026', tgl_akhir: '01-09-2026' } });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([{ field: 'filtering.tgl_akhir', message: MSG.periodInvalid }]);
    expect((await laporan({ filtering: { tipe: 'Guru' } })).status).toBe(400);
    // The report's dates travel as DD-MM-YYYY (spec 02 section 9).
    expect((await laporan({ filtering: { tgl_awal: '2026-10-01' } })).body.data).toEqual([{ field: 'filtering.tgl_awal', message: MSG.dateInvalid }]);
    expect((await laporan({ filtering: { tgl_awal: '31-02-2026' } })).body.data).toEqual([{ field: 'filtering.tgl_awal', message: MSG.dateInvalid }]);
  });

  it('is not open to a student: the default map gives them no report page', async () => {
    const token = await api.token(ward.account.email, PASSWORD);
    expect((await laporan({}, token)).status).toBe(403);
    expect((await exportLaporan({}, token)).status).toBe(403);
  });
});

describe('POST konsultasi/table-laporan-by-rombel', () => {
  it('lists the ward alone in one of their class groups', async () => {
    const res = await laporanRombel({ filtering: { rombel_id: thisYear.rombel.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      list: [{ siswa_id: ward.siswa.id, siswa_nama: ward.siswa.nama, pribadi: 2, sosial: 1, belajar: 1, karier: 1 }],
      info: { total: 1, current: 1, pageSize: 10 },
    });
    const parents = (await laporanRombel({ filtering: { rombel_id: thisYear.rombel.id, tipe: 'Orang Tua', tgl_akhir: '31-08-2026' } })).body.data.list;
    expect(parents.map(counts)).toEqual([[0, 0, 1, 0]]);
    expect((await laporanRombel({ filtering: { rombel_id: lastYear.rombel.id } })).body.data.list.map(counts)).toEqual([[0, 1, 0, 0]]);
  });

  it('answers 404 for a class group the ward was never in, and requires the class group', async () => {
    expect((await laporanRombel({ filtering: { rombel_id: strangerRombelId } })).status).toBe(404);
    const missing = await laporanRombel({ filtering: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toEqual([{ field: 'filtering.rombel_id', message: MSG.mustChoose }]);
    expect((await exportRombel({ rombel_id: strangerRombelId })).status).toBe(404);
  });
});

/** The sheet's rows from its table header on, as plain values. */
async function sheetTable(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const header = rows.findIndex((r) => r[0] === 'No');
  return { title: rows[0]![0], filters: rows.slice(1, header), header: rows[header], body: rows.slice(header + 1) };
}

async function download(file: { main_path: string; file: string }) {
  return ctx.app.inject({ method: 'GET', url: `${file.main_path}${file.file}` });
}

describe('exports', () => {
  it('refuses without the export action, and writes nothing', async () => {
    await withRoleActions(
      ctx.db,
      ROLE.wali,
      PAGE.laporanBk,
      (a) => a.filter((x) => x !== 'export'),
      async () => {
        expect((await exportLaporan({})).status).toBe(403);
        expect((await exportRombel({ rombel_id: thisYear.rombel.id })).status).toBe(403);
      },
    );
    expect(await ctx.db.select().from(exportLog)).toEqual([]);
  });

  it('builds the report as an XLSX with its title, filter and table, stores it and logs it', async () => {
    const filter = { tipe: 'Siswa', tgl_awal: '01-08-2026', tgl_akhir: '31-12-2026' };
    const res = await exportLaporan(filter);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.exported);
    expect(res.body.data).toMatchObject({ nama: 'Laporan Konseling', jumlah_baris: 2 });
    expect(res.body.data.file_nama).toMatch(/^laporan-konseling-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx$/);

    const served = await download(res.body.data);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="${res.body.data.file_nama}"`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const sheet = await sheetTable(served.rawPayload);
    expect(sheet.title).toBe('Laporan Konseling');
    expect(sheet.filters).toEqual([
      ['Tipe', 'Siswa'],
      ['Periode', '01-08-2026 s.d. 31-12-2026'],
    ]);
    expect(sheet.header).toEqual(['No', 'Nama Rombel', 'Pribadi', 'Sosial', 'Belajar', 'Karir']);
    const table = (await laporan({ filtering: filter })).body.data.list;
    expect(sheet.body).toEqual(table.map((r: { rombel_nama: string }, i: number) => [i + 1, r.rombel_nama, ...counts(r as never)]));

    const [logged] = await ctx.db.select().from(exportLog).where(eq(exportLog.id, res.body.data.id));
    expect(logged).toMatchObject({ nama: 'Laporan Konseling', jumlah_baris: 2, file_nama: res.body.data.file_nama });
    expect(logged!.file.endsWith(`/${res.body.data.file_nama}`)).toBe(true);
  });

  it("exports one class group's report", async () => {
    const res = await exportRombel({ rombel_id: thisYear.rombel.id, tipe: 'Orang Tua' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nama: `Laporan Konseling ${thisYear.rombel.nama}`, jumlah_baris: 1 });
    const sheet = await sheetTable((await download(res.body.data)).rawPayload);
    expect(sheet.filters).toEqual([
      ['Rombel', thisYear.rombel.nama],
      ['Tipe', 'Orang Tua'],
      ['Periode', 'Semua tanggal'],
    ]);
    expect(sheet.header).toEqual(['No', 'Nama Siswa', 'Pribadi', 'Sosial', 'Belajar', 'Karier']);
    expect(sheet.body).toEqual([[1, ward.siswa.nama, 0, 0, 1, 1]]);
  });
});
