import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import { gtk, jadwalPelajaran, mapel, rombel, tahunAjaran } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod } from '../../../test/factories.js';
import { rowOf, sheetCsv, sheetXlsx, type Cell } from '../../../test/impor-sheets.js';
import { importJadwal } from './impor.service.js';

const ctx = useTestApp();
let userId: number;
const ids = { a: 0, b: 0, past: 0, mtk: 0, ipa: 0, guru1: 0, guru2: 0, nonaktif: 0, pastYear: 0 };

beforeAll(async () => {
  userId = (await createAccount(ctx.db)).id;
  const [pastYear] = await ctx.db.insert(tahunAjaran).values({ thn_awal: 1990, thn_akhir: 1991, is_active: false }).returning();
  const period = await createPeriod(ctx.db);
  const groups = await ctx.db
    .insert(rombel)
    .values([
      { tahun_ajaran_id: period.tahunAjaran.id, nama: 'VII A', tingkatan_kelas: 'VII' },
      { tahun_ajaran_id: period.tahunAjaran.id, nama: 'VII B', tingkatan_kelas: 'VII' },
      { tahun_ajaran_id: pastYear!.id, nama: 'VII A', tingkatan_kelas: 'VII' },
    ])
    .returning();
  const subjects = await ctx.db
    .insert(mapel)
    .values([
      { nama: 'Matematika', singkatan: 'MTK' },
      { nama: 'Ilmu Pengetahuan Alam', singkatan: 'IPA' },
    ])
    .returning();
  const teachers = await ctx.db
    .insert(gtk)
    .values([
      { nama_lengkap: 'Ahmad Guru', gelar_belakang: 'S.Pd.', nip: '198001012005011001' },
      { nama_lengkap: 'Budi Guru', nip: '198001012005011002' },
      { nama_lengkap: 'Citra Nonaktif', nip: '198001012005011003', is_active: false },
    ])
    .returning();
  Object.assign(ids, {
    a: groups[0]!.id,
    b: groups[1]!.id,
    past: groups[2]!.id,
    mtk: subjects[0]!.id,
    ipa: subjects[1]!.id,
    guru1: teachers[0]!.id,
    guru2: teachers[1]!.id,
    nonaktif: teachers[2]!.id,
    pastYear: pastYear!.id,
  });
}, 60_000);

const HEADER = ['Rombel', 'Hari', 'Jam ke', 'Jam mulai', 'Jam selesai', 'Mata pelajaran', 'Guru'];
const run = (data: Buffer, dryRun: boolean, tahunAjaranId?: number) =>
  importJadwal(ctx.app, { filename: 'jadwal.xlsx', data }, { dryRun, userId, tahunAjaranId });
const slotsOf = (rombelId: number) =>
  ctx.db.select().from(jadwalPelajaran).where(eq(jadwalPelajaran.rombel_id, rombelId)).orderBy(jadwalPelajaran.hari, jadwalPelajaran.jam_ke);
/** A time cell as Excel stores one typed as 07:00: a date on day 0. */
const timeCell = (h: number, m: number) => new Date(Date.UTC(1899, 11, 30, h, m));

describe('the timetable import', () => {
  const rows: Cell[][] = [
    ['VII A', 'Senin', 1, timeCell(7, 0), '07.45', 'Matematika', '198001012005011001'],
    ['VII A', 'senin', '2', '07:45', '08:30', 'IPA', 'Budi Guru'],
    ['VII B', 'Selasa', 1, '', '', 'matematika', 'Ahmad Guru, S.Pd.'],
  ];

  it('checks a clean file without writing, then writes its lessons with the teachers and subjects it names', async () => {
    const file = await sheetXlsx(HEADER, rows);
    expect(await run(file, true)).toEqual({ written: false, report: { total: 3, baru: 3, diperbarui: 0, tetap: 0, galat: [] } });
    expect(await slotsOf(ids.a)).toHaveLength(0);
    expect((await run(file, false)).written).toBe(true);
    expect(await slotsOf(ids.a)).toMatchObject([
      { hari: 'Senin', jam_ke: 1, jam_mulai: '07:00', jam_selesai: '07:45', mapel_id: ids.mtk, gtk_id: ids.guru1 },
      { hari: 'Senin', jam_ke: 2, jam_mulai: '07:45', jam_selesai: '08:30', mapel_id: ids.ipa, gtk_id: ids.guru2 },
    ]);
    expect(await slotsOf(ids.b)).toMatchObject([{ hari: 'Selasa', jam_ke: 1, jam_mulai: null, mapel_id: ids.mtk, gtk_id: ids.guru1 }]);
  });

  it('changes nothing the second time (CSV too): every row `tetap`; a changed lesson is `diperbarui`, others stay', async () => {
    expect((await run(sheetCsv(HEADER, [...rows.slice(1), ['VII A', 'Senin', 1, '07:00', '07:45', 'MTK', 'Ahmad Guru']]), false)).report).toEqual({
      total: 3,
      baru: 0,
      diperbarui: 0,
      tetap: 3,
      galat: [],
    });
    const changed = await run(sheetCsv(HEADER, [['VII A', 'Senin', 2, '07:45', '08:30', 'Matematika', '']]), false);
    expect(changed.report).toMatchObject({ total: 1, diperbarui: 1, galat: [] });
    expect(await slotsOf(ids.a)).toMatchObject([
      { jam_ke: 1, mapel_id: ids.mtk },
      { jam_ke: 2, mapel_id: ids.mtk, gtk_id: null },
    ]);
  });

  it('names each bad cell by row and column with the timetable screen’s rules, and a commit writes nothing', async () => {
    const before = await ctx.db
      .select()
      .from(jadwalPelajaran)
      .where(inArray(jadwalPelajaran.rombel_id, [ids.a, ids.b]));
    const file = await sheetXlsx(HEADER, [
      ['VII C', 'Senin', 3, '', '', 'Matematika', ''],
      ['VII A', 'Ahad', 3, '', '', 'Matematika', ''],
      ['VII A', 'Senin', 20, '', '', 'Matematika', ''],
      ['VII A', 'Senin', 4, '09:00', '08:00', 'Matematika', ''],
      ['VII A', 'Senin', 5, '9 pagi', '', 'Sejarah', 'Dedi'],
      ['VII A', 'Senin', 6, '', '', 'Matematika', 'Citra Nonaktif'],
      // Ahmad teaches VII A on Senin 1 (stored): another class group at that hour clashes.
      ['VII B', 'Senin', 1, '', '', 'IPA', '198001012005011001'],
      ['VII A', 'Rabu', 1, '', '', '', ''],
    ]);
    const { report, written } = await run(file, false);
    expect(written).toBe(false);
    expect(report.galat).toEqual([
      { baris: rowOf(0), kolom: 'Rombel', pesan: expect.stringMatching(/^Rombel VII C tidak ada di tahun ajaran \d{4}\/\d{4}$/) },
      { baris: rowOf(1), kolom: 'Hari', pesan: MSG.optionInvalid },
      { baris: rowOf(2), kolom: 'Jam ke', pesan: expect.any(String) },
      { baris: rowOf(3), kolom: 'Jam selesai', pesan: MSG.jamOrder },
      { baris: rowOf(4), kolom: 'Jam mulai', pesan: MSG.jamInvalid },
      { baris: rowOf(4), kolom: 'Mata pelajaran', pesan: MSG.importMapelUnknown('Sejarah') },
      { baris: rowOf(4), kolom: 'Guru', pesan: MSG.importGuruUnknown('Dedi') },
      { baris: rowOf(5), kolom: 'Guru', pesan: MSG.gtkInactive },
      { baris: rowOf(6), kolom: 'Guru', pesan: MSG.jadwalBentrok('Ahmad Guru, S.Pd.', 'VII A', 'Senin', 1) },
      { baris: rowOf(7), kolom: 'Mata pelajaran', pesan: MSG.required },
    ]);
    expect(
      await ctx.db
        .select()
        .from(jadwalPelajaran)
        .where(inArray(jadwalPelajaran.rombel_id, [ids.a, ids.b])),
    ).toEqual(before);
  });

  it('counts the file’s own lessons of other class groups where a teacher stands, and refuses a lesson twice in the file', async () => {
    const { report } = await run(
      await sheetXlsx(HEADER, [
        ['VII A', 'Kamis', 1, '', '', 'IPA', 'Budi Guru'],
        ['VII B', 'Kamis', 1, '', '', 'IPA', 'Budi Guru'],
        ['vii a', 'KAMIS', 1, '', '', 'Matematika', ''],
      ]),
      true,
    );
    expect(report.galat).toEqual([
      { baris: rowOf(0), kolom: 'Guru', pesan: MSG.jadwalBentrok('Budi Guru', 'VII B', 'Kamis', 1) },
      { baris: rowOf(1), kolom: 'Guru', pesan: MSG.jadwalBentrok('Budi Guru', 'VII A', 'Kamis', 1) },
      { baris: rowOf(2), kolom: 'Jam ke', pesan: MSG.importDuplicate('Jam ke', rowOf(0)) },
    ]);
  });

  it('takes a subject by its name or an abbreviation only one subject has', async () => {
    await ctx.db.insert(mapel).values([
      { nama: 'Bahasa Arab', singkatan: 'BA' },
      { nama: 'Bahasa Asing', singkatan: 'BA' },
    ]);
    const { report } = await run(
      await sheetXlsx(HEADER, [
        ['VII B', 'Jumat', 1, '', '', 'BA', ''],
        ['VII B', 'Jumat', 2, '', '', 'bahasa arab', ''],
      ]),
      true,
    );
    expect(report.galat).toEqual([{ baris: rowOf(0), kolom: 'Mata pelajaran', pesan: MSG.importMapelAmbiguous('BA') }]);
    expect(report.baru).toBe(1);
  });

  it('reads the class groups of the year named; an earlier year’s timetable stays as it was', async () => {
    const { report } = await run(await sheetXlsx(HEADER, [['VII A', 'Senin', 1, '', '', 'Matematika', '']]), true, ids.pastYear);
    expect(report.galat).toEqual([{ baris: rowOf(0), kolom: 'Rombel', pesan: MSG.rombelPastYear }]);
    expect(await slotsOf(ids.past)).toHaveLength(0);
  });
});
