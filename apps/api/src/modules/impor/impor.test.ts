import fs from 'node:fs';
import os from 'node:os';
import { PassThrough } from 'node:stream';
import { and, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import { activityLog, orangTua, rombel, rombelSiswa, siswa } from '../../db/schema/index.js';
import { ensureRegions } from '../../db/seed/regions.js';
import { AppError } from '../../platform/errors.js';
import { useTestApp } from '../../../test/context.js';
import { DAPODIK_PLACES, dapodikCsv, dapodikRowNumber, dapodikStudents, dapodikXlsx, type DapodikStudent } from '../../../test/dapodik.js';
import { createAccount, createPeriod } from '../../../test/factories.js';
import { importSiswa } from './impor.service.js';

const ctx = useTestApp();
const ROMBELS = ['X MIPA A', 'X MIPA B'];
let userId: number;
let rombelIds: Map<string, number>;
let tahunAjaranId: number;

beforeAll(async () => {
  await ensureRegions(ctx.db);
  const period = await createPeriod(ctx.db);
  tahunAjaranId = period.tahunAjaran.id;
  const rows = await ctx.db
    .insert(rombel)
    .values(ROMBELS.map((nama) => ({ tahun_ajaran_id: tahunAjaranId, nama, tingkatan_kelas: 'X' })))
    .returning();
  rombelIds = new Map(rows.map((r) => [r.nama, r.id]));
  userId = (await createAccount(ctx.db)).id;
}, 60_000);

const students = (n: number, seed: number) => dapodikStudents(n, { seed, rombels: ROMBELS });
const run = (data: Buffer, dryRun: boolean, filename = 'daftar_pd.xlsx') => importSiswa(ctx.app, { filename, data }, { dryRun, userId });
/** The refusal of a whole file: its status and message. */
const refusal = (data: Buffer) =>
  run(data, false).then(
    () => null,
    (err: unknown) => (err instanceof AppError ? { status: err.statusCode, message: err.message } : err),
  );
const nisnsOf = (list: DapodikStudent[]) => list.map((s) => s.nisn);
const stored = (list: DapodikStudent[]) =>
  ctx.db
    .select()
    .from(siswa)
    .where(sql`${siswa.nisn} = ANY(${sql.param(nisnsOf(list))}::text[])`)
    .orderBy(siswa.nisn);
const countOf = async (list: DapodikStudent[]) => (await stored(list)).length;
const parentsOf = (siswaId: number) => ctx.db.select().from(orangTua).where(eq(orangTua.siswa_id, siswaId)).orderBy(orangTua.tipe);
const siswaCount = async () => (await ctx.db.select({ n: count() }).from(siswa))[0]!.n;

describe('a Dapodik export as XLSX', () => {
  const list = students(30, 11);
  /** The students as last committed. */
  let latest = list;
  let file: Buffer;
  beforeAll(async () => {
    file = await dapodikXlsx(list);
  });

  it('dry run: counts every row as new, lists no error, writes nothing', async () => {
    const { report, written } = await run(file, true);
    expect(report).toEqual({ total: 30, baru: 30, diperbarui: 0, tetap: 0, galat: [] });
    expect(written).toBe(false);
    expect(await countOf(list)).toBe(0);
  });

  it('commit: writes the students, their parents and class groups, with matched region codes, and one audit entry', async () => {
    const { report, written } = await run(file, false);
    expect(written).toBe(true);
    expect(report).toMatchObject({ total: 30, baru: 30, diperbarui: 0, tetap: 0 });
    const rows = await stored(list);
    expect(rows).toHaveLength(30);

    // Every date style of the file (text in three orders, a date cell, a serial number) reads as the same day.
    for (const s of list) {
      const row = rows.find((r) => r.nisn === s.nisn)!;
      expect(row).toMatchObject({
        nama: s.nama,
        nis: /^\d{18}$/.test(s.nipd) ? s.nipd : null,
        nik: s.nik,
        jenis_kelamin: s.jk === 'L' ? 'Laki-Laki' : 'Perempuan',
        tempat_lahir: s.tempatLahir,
        tgl_lahir: s.tanggalLahir,
        agama: s.agama,
        kode_pos: s.kodePos,
      });
    }

    const at = (i: number) => rows.find((r) => r.nisn === list[i]!.nisn)!;
    // Gamping / Ambarketawang: one place; the street, RT/RW and hamlet fold into the address.
    expect(at(0)).toMatchObject({ ...DAPODIK_PLACES[0].kode, alamat: `${list[0]!.alamat}, RT ${list[0]!.rt} RW ${list[0]!.rw}, ${list[0]!.dusun}` });
    // Depok / Caturtunggal: two kecamatan are named Depok, one village of that name in them.
    expect(at(1)).toMatchObject(DAPODIK_PLACES[1].kode);
    expect(at(2)).toMatchObject(DAPODIK_PLACES[2].kode);
    // Depok / Sukamaju and an unknown place: no code, the names kept in the address.
    for (const i of [3, 4]) {
      expect(at(i)).toMatchObject({ provinsi_id: null, kabkot_id: null, kecamatan_id: null, kelurahan_id: null });
      expect(at(i).alamat).toBe(
        `${list[i]!.alamat}, RT ${list[i]!.rt} RW ${list[i]!.rw}, ${list[i]!.dusun}, Kel. ${list[i]!.kelurahan}, ${list[i]!.kecamatan}`,
      );
    }

    const parents = await parentsOf(at(4).id);
    expect(parents.map((p) => p.tipe)).toEqual(['Ayah', 'Ibu', 'Wali']);
    expect(parents[0]).toMatchObject({
      nama: list[4]!.ayah.nama,
      nik: list[4]!.ayah.nik,
      pekerjaan: list[4]!.ayah.pekerjaan,
      tgl_lahir: `${list[4]!.ayah.tahunLahir}-01-01`,
    });
    expect(parents[2]).toMatchObject({ nama: list[4]!.wali!.nama, nik: list[4]!.wali!.nik, email: null });
    expect((await parentsOf(at(0).id)).map((p) => p.tipe)).toEqual(['Ayah', 'Ibu']);

    const memberships = await ctx.db
      .select({ siswa_id: rombelSiswa.siswa_id, rombel_id: rombelSiswa.rombel_id })
      .from(rombelSiswa)
      .where(eq(rombelSiswa.tahun_ajaran_id, tahunAjaranId));
    for (const [i, s] of list.entries()) expect(memberships.find((m) => m.siswa_id === at(i).id)?.rombel_id).toBe(rombelIds.get(s.rombel));

    const [log] = await ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.user_id, userId))
      .orderBy(sql`${activityLog.id} DESC`)
      .limit(1);
    expect(log).toMatchObject({ entity: 'siswa', detail: { impor: 'daftar_pd.xlsx', total: 30, baru: 30, diperbarui: 0, tetap: 0 } });
  });

  it('the same file again changes nothing: every row is unchanged', async () => {
    const before = await stored(list);
    const { report, written } = await run(file, false);
    expect(report).toEqual({ total: 30, baru: 0, diperbarui: 0, tetap: 30, galat: [] });
    expect(written).toBe(true);
    expect(await stored(list)).toEqual(before);
  });

  it('the same students as CSV, with ";" or "," and a BOM, are unchanged too', async () => {
    for (const separator of [';', ','] as const) {
      const { report } = await run(dapodikCsv(list, { separator }), true, 'daftar_pd.csv');
      expect(report).toEqual({ total: 30, baru: 0, diperbarui: 0, tetap: 30, galat: [] });
    }
  });

  it('a changed cell makes its row changed; a full date of birth keeps its day when the file gives only its year', async () => {
    const [first] = await stored([list[7]!]);
    await ctx.db
      .update(orangTua)
      .set({ tgl_lahir: `${list[7]!.ayah.tahunLahir}-08-17` })
      .where(and(eq(orangTua.siswa_id, first!.id), eq(orangTua.tipe, 'Ayah')));
    const changed = list.map((s) => ({ ...s, ayah: { ...s.ayah } }));
    changed[3]!.tempatLahir = 'Wonosari';
    changed[5]!.ayah.pekerjaan = 'Nelayan';
    changed[6]!.rombel = changed[6]!.rombel === ROMBELS[0] ? ROMBELS[1]! : ROMBELS[0]!;
    const { report } = await run(await dapodikXlsx(changed), false);
    expect(report).toEqual({ total: 30, baru: 0, diperbarui: 3, tetap: 27, galat: [] });
    latest = changed;
    const [s3] = await stored([list[3]!]);
    expect(s3!.tempat_lahir).toBe('Wonosari');
    const [ayah7] = await parentsOf(first!.id);
    expect(ayah7!.tgl_lahir).toBe(`${list[7]!.ayah.tahunLahir}-08-17`);
  });

  it('a parent with another NIK is another person: the record takes the file values and loses the old ones', async () => {
    const [s] = await stored([list[8]!]);
    await ctx.db
      .update(orangTua)
      .set({ no_telp: '081234567890', status_hidup: 'Masih Hidup' })
      .where(and(eq(orangTua.siswa_id, s!.id), eq(orangTua.tipe, 'Ibu')));
    const changed = latest.map((x, i) => (i === 8 ? { ...x, ibu: { ...x.ibu, nama: 'Siti Aminah', nik: '3404019999990001' } } : x));
    expect((await run(await dapodikXlsx(changed), false)).report).toMatchObject({ diperbarui: 1, tetap: 29, galat: [] });
    const ibu = (await parentsOf(s!.id)).find((p) => p.tipe === 'Ibu')!;
    expect(ibu).toMatchObject({ nama: 'Siti Aminah', nik: '3404019999990001', no_telp: null, status_hidup: null, pekerjaan: list[8]!.ibu.pekerjaan });
  });
});

describe('rows with errors', () => {
  const list = students(20, 12);

  it('a file with one bad row commits nothing; each error names its row and its column header as in the file', async () => {
    const bad = list.map((s) => ({ ...s, ayah: { ...s.ayah } }));
    bad[5]!.nik = '12345';
    bad[6]!.ayah.nik = '34040A0000000000';
    bad[7]!.rombel = 'XII Tidak Ada';
    bad[8]!.jk = '' as 'L';
    bad[9]!.tanggalLahir = '2010-02-30';
    const before = await siswaCount();
    for (const dryRun of [true, false]) {
      const { report, written } = await run(await dapodikXlsx(bad, { mixedDates: false }), dryRun);
      expect(written).toBe(false);
      expect(report).toEqual({
        total: 20,
        baru: 15,
        diperbarui: 0,
        tetap: 0,
        galat: [
          { baris: dapodikRowNumber(5), kolom: 'NIK', pesan: MSG.digitCount(16) },
          { baris: dapodikRowNumber(6), kolom: 'Data Ayah / NIK', pesan: MSG.nikDigits },
          { baris: dapodikRowNumber(7), kolom: 'Rombel Saat Ini', pesan: MSG.importRombelUnknown('XII Tidak Ada') },
          { baris: dapodikRowNumber(8), kolom: 'JK', pesan: MSG.required },
          { baris: dapodikRowNumber(9), kolom: 'Tanggal Lahir', pesan: MSG.dateInvalid },
        ],
      });
    }
    expect(await siswaCount()).toBe(before);
  });

  it('a NISN twice in the file is an error on the later row, naming the first', async () => {
    const twice = list.map((s, i) => (i === 9 ? { ...s, nisn: list[2]!.nisn } : s));
    const { report, written } = await run(await dapodikXlsx(twice), false);
    expect(written).toBe(false);
    expect(report.galat).toEqual([{ baris: dapodikRowNumber(9), kolom: 'NISN', pesan: MSG.importDuplicate('NISN', dapodikRowNumber(2)) }]);
    expect(await countOf(list)).toBe(0);
  });

  it('a parent with data but no name is an error in the name column', async () => {
    const nameless = list.map((s, i) => (i === 1 ? { ...s, ibu: { ...s.ibu, nama: '' } } : s));
    const { report } = await run(dapodikCsv(nameless), true, 'x.csv');
    expect(report.galat).toEqual([{ baris: dapodikRowNumber(1), kolom: 'Data Ibu / Nama', pesan: MSG.required }]);
  });

  it('leaves out rows with nothing in the columns it reads, such as a template numbered beyond its data', async () => {
    const csv = ['No;Nama;NISN;JK', `1;${list[0]!.nama};${list[0]!.nisn};L`, '2;;;', '3; ;;'].join('\n');
    expect((await run(Buffer.from(csv), true, 'x.csv')).report).toEqual({ total: 1, baru: 1, diperbarui: 0, tetap: 0, galat: [] });
  });

  it('lists at most the limit of errors, the last entry counting the rest', async () => {
    const header = 'Nama;NISN;JK';
    const lines = Array.from({ length: LIMITS.importErrorsMax + 50 }, (_, i) => `Siswa Uji;${String(i).padStart(10, '0')};X`);
    const { report } = await run(Buffer.from([header, ...lines].join('\n')), true, 'x.csv');
    expect(report.galat).toHaveLength(LIMITS.importErrorsMax);
    expect(report.galat.at(-1)).toEqual({ baris: LIMITS.importErrorsMax + 1, kolom: '', pesan: MSG.importMoreErrors('51') });
  });
});

/** An XLSX of the given rows (values as exceljs writes them) on its first sheet. */
async function sheetOf(rows: ExcelJS.CellValue[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('hostile and bad files are refused as a whole and write nothing', () => {
  const notSpreadsheet = { status: 400, message: MSG.importNotSpreadsheet };

  it('refuses files that are not spreadsheets, whatever their name', async () => {
    const before = await siswaCount();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    const xlsx = await dapodikXlsx(students(3, 13));
    const truncated = xlsx.subarray(0, xlsx.length - 200);
    // A zip without a workbook (a Word file is one): the workbook's entry renamed in the directory.
    const noWorkbook = Buffer.from(xlsx);
    const name = noWorkbook.lastIndexOf('xl/workbook.xml');
    noWorkbook.write('xl/document.xml', name);
    for (const data of [pdf, png, binary, truncated, noWorkbook]) expect(await refusal(data)).toEqual(notSpreadsheet);
    expect(await siswaCount()).toBe(before);
  });

  it('refuses an empty file, an empty sheet, a sheet without its header, and a header without rows', async () => {
    expect(await refusal(Buffer.alloc(0))).toEqual({ status: 400, message: MSG.importEmpty });
    expect(await refusal(await sheetOf([]))).toEqual({ status: 400, message: MSG.importEmpty });
    expect(await refusal(Buffer.from('\uFEFF;;\n;;\n'))).toEqual({ status: 400, message: MSG.importEmpty });
    expect(await refusal(await sheetOf([['Daftar'], ['Nama', 'Alamat'], ['Ani', 'Jl. Mawar']]))).toEqual({ status: 400, message: MSG.importNoHeader });
    expect(await refusal(await sheetOf([['Nama', 'NISN', 'JK']]))).toEqual({ status: 400, message: MSG.importNoRows });
    expect(await refusal(Buffer.from('Nama,NISN\nAni,0012345678\n'))).toEqual({ status: 400, message: MSG.importColumnsMissing('JK') });
  });

  it('refuses a file over the byte limit', async () => {
    const big = Buffer.alloc(LIMITS.importMaxBytes + 1, 'a');
    expect(await refusal(big)).toEqual({ status: 400, message: MSG.importTooLarge(LIMITS.importMaxBytes / 1024 / 1024) });
  });

  it('refuses an XLSX whose entries say they inflate far beyond the byte limit, before inflating them', async () => {
    const xlsx = Buffer.from(await dapodikXlsx(students(3, 16)));
    // Each central directory entry (signature PK\1\2) declares its size 24 bytes in: claim 1 GB for every entry.
    for (let at = xlsx.indexOf('PK\x01\x02'); at !== -1; at = xlsx.indexOf('PK\x01\x02', at + 4)) xlsx.writeUInt32LE(1024 ** 3, at + 24);
    expect(await refusal(xlsx)).toEqual({ status: 400, message: MSG.importTooLarge(LIMITS.importMaxBytes / 1024 / 1024) });
  });

  it('refuses 50,000 rows quickly, as CSV and as XLSX, before reading them all', async () => {
    const tooMany = { status: 400, message: MSG.importTooManyRows(LIMITS.importRowsMax.toLocaleString('id-ID')) };
    const lines = ['Nama;NISN;JK', ...Array.from({ length: 50_000 }, (_, i) => `Siswa;${String(i).padStart(10, '0')};L`)];
    let started = performance.now();
    expect(await refusal(Buffer.from(lines.join('\n')))).toEqual(tooMany);
    expect(performance.now() - started).toBeLessThan(500);

    // Written row by row as a stream, as a long sheet is built quickly.
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
    const sheet = book.addWorksheet('Data');
    sheet.addRow(['Nama', 'NISN', 'JK']).commit();
    for (let i = 0; i < 50_000; i++) sheet.addRow(['Siswa', String(i).padStart(10, '0'), 'L']).commit();
    await book.commit();
    const xlsx = Buffer.concat(chunks);
    started = performance.now();
    expect(await refusal(xlsx)).toEqual(tooMany);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('reads an XLSX laid out as Excel writes it (the sheet before its shared strings) without leaving a temporary file', async () => {
    // exceljs's streaming reader spools such a sheet to a 'tmp-…' file, removed only when the
    // whole workbook was read; an import stops after the first sheet or at the row limit.
    const spooled = () => new Set(fs.readdirSync(os.tmpdir()).filter((f) => f.startsWith('tmp-')));
    const before = spooled();
    expect((await run(await dapodikXlsx(students(5, 17)), true)).report.baru).toBe(5);
    const tooLong = dapodikXlsx(students(LIMITS.importRowsMax, 18), { mixedDates: false });
    expect(await refusal(await tooLong)).toMatchObject({ status: 400 });
    expect([...spooled()].filter((f) => !before.has(f))).toEqual([]);
  });

  it("uses a formula's saved result, and refuses a formula without one or an Excel error in its cell", async () => {
    const list = students(2, 14);
    const header = ['Nama', 'NISN', 'JK', 'Tempat Lahir'];
    const ok = await sheetOf([header, [{ formula: 'UPPER("ani")', result: list[0]!.nama }, list[0]!.nisn, 'P', 'Sleman']]);
    expect((await run(ok, true)).report).toMatchObject({ baru: 1, galat: [] });
    const bad = await sheetOf([
      header,
      [list[0]!.nama, list[0]!.nisn, { formula: 'IF(1,"L","P")' } as ExcelJS.CellValue, 'Sleman'],
      [list[1]!.nama, list[1]!.nisn, 'L', { error: '#N/A' } as ExcelJS.CellValue],
    ]);
    const { report, written } = await run(bad, false);
    expect(written).toBe(false);
    expect(report.galat).toEqual([
      { baris: 2, kolom: 'JK', pesan: MSG.importFormulaNoValue },
      { baris: 3, kolom: 'Tempat Lahir', pesan: MSG.importCellError('#N/A') },
    ]);
    expect(await countOf(list)).toBe(0);
  });
});

describe('the event loop', () => {
  it('keeps turning while 2,000 rows are read and checked', async () => {
    // CSV: no file reading of its own (XLSX inflates in the thread pool) to hide a held loop.
    const file = dapodikCsv(students(2000, 15));
    let last = performance.now();
    let longest = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    try {
      expect((await run(file, true, 'daftar_pd.csv')).report.baru).toBe(2000);
    } finally {
      clearInterval(timer);
    }
    // Read and checked in one piece, the rows hold the loop for most of the dry run (0.7 of it
    // here); in turns of ~10 ms its longest stop is a small share (0.05), a collection or a wait
    // for a core on a loaded machine. Measured relative to the run, which such a machine slows alike.
    expect(longest / (performance.now() - started)).toBeLessThan(0.4);
  });
});
