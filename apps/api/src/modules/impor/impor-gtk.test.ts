import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import { activityLog, gtk } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount } from '../../../test/factories.js';
import { rowOf, sheetCsv, sheetXlsx, type Cell } from '../../../test/impor-sheets.js';
import { importGtk } from './impor.service.js';

const ctx = useTestApp();
let userId: number;
beforeAll(async () => {
  userId = (await createAccount(ctx.db)).id;
}, 60_000);

const HEADER = ['Nama', 'Gelar Depan', 'Gelar Belakang', 'JK', 'NIP', 'NUPTK', 'Email', 'No HP', 'Jenis PTK'];
const nip = (n: number) => `1985010120100100${String(n).padStart(2, '0')}`;
const nuptk = (n: number) => `12345678901234${String(n).padStart(2, '0')}`;
const staff = (n: number, over: Partial<Record<string, Cell>> = {}): Cell[] => {
  const row: Record<string, Cell> = {
    Nama: `Guru Uji ${String.fromCharCode(64 + n)}`,
    'Gelar Depan': '',
    'Gelar Belakang': 'S.Pd.',
    JK: n % 2 ? 'L' : 'P',
    NIP: nip(n),
    NUPTK: nuptk(n),
    Email: `guru${n}@sekolah.test`,
    'No HP': '081234567890',
    'Jenis PTK': 'Guru Mapel',
    ...over,
  };
  return HEADER.map((h) => row[h] ?? '');
};
const run = (data: Buffer, dryRun: boolean, filename = 'gtk.xlsx') => importGtk(ctx.app, { filename, data }, { dryRun, userId });
const storedByNip = (nips: string[]) => ctx.db.select().from(gtk).where(inArray(gtk.nip, nips)).orderBy(gtk.nip);

describe('the GTK import', () => {
  const rows = [1, 2, 3].map((n) => staff(n));
  it('checks a clean file on a dry run without writing, then writes it on a commit with one audit entry', async () => {
    const file = await sheetXlsx(HEADER, rows);
    const dry = await run(file, true);
    expect(dry).toEqual({ written: false, report: { total: 3, baru: 3, diperbarui: 0, tetap: 0, galat: [] } });
    expect(await storedByNip([nip(1), nip(2), nip(3)])).toHaveLength(0);

    const commit = await run(file, false);
    expect(commit.written).toBe(true);
    const stored = await storedByNip([nip(1), nip(2), nip(3)]);
    expect(stored[0]).toMatchObject({
      nama_lengkap: 'Guru Uji A',
      gelar_belakang: 'S.Pd.',
      jenis_kelamin: 'Laki-Laki',
      nuptk: nuptk(1),
      email: 'guru1@sekolah.test',
      no_telp: '081234567890',
      is_active: true,
    });
    const audit = await ctx.db.select().from(activityLog).where(eq(activityLog.entity, 'gtk'));
    expect(audit.at(-1)?.detail).toMatchObject({ impor: 'gtk.xlsx', baru: 3 });
  });

  it('changes nothing the second time: every row `tetap`', async () => {
    const { report } = await run(await sheetXlsx(HEADER, rows), false);
    expect(report).toEqual({ total: 3, baru: 0, diperbarui: 0, tetap: 3, galat: [] });
  });

  it('matches by NUPTK or e-mail where the NIP is empty, and keeps what an empty cell leaves out (CSV too)', async () => {
    const file = sheetCsv(HEADER, [staff(1, { NIP: '', 'Jenis PTK': 'Guru BK' }), staff(2, { NIP: '', NUPTK: '', 'No HP': '' })]);
    const { report } = await run(file, false, 'gtk.csv');
    expect(report).toEqual({ total: 2, baru: 0, diperbarui: 1, tetap: 1, galat: [] });
    const [one, two] = await storedByNip([nip(1), nip(2)]);
    expect(one).toMatchObject({ nip: nip(1), jenis_ptk: 'Guru BK' });
    expect(two).toMatchObject({ nip: nip(2), nuptk: nuptk(2), no_telp: '081234567890' });
  });

  it('names each bad cell by row and column, with the GTK form’s messages, and a commit writes nothing', async () => {
    const before = await ctx.db.select().from(gtk);
    const file = await sheetXlsx(HEADER, [
      staff(10, { Nama: '' }),
      staff(11, { NIP: '12345', Email: 'bukan-email' }),
      staff(12, { NIP: '', NUPTK: '', Email: '' }),
      staff(13, { NUPTK: nuptk(1) }),
      staff(14, { JK: 'X' }),
    ]);
    const { report, written } = await run(file, false);
    expect(written).toBe(false);
    expect(report.galat).toEqual([
      { baris: rowOf(0), kolom: 'Nama', pesan: MSG.mustFill },
      { baris: rowOf(1), kolom: 'NIP', pesan: expect.any(String) },
      { baris: rowOf(1), kolom: 'Email', pesan: expect.any(String) },
      { baris: rowOf(2), kolom: 'NIP', pesan: MSG.importGtkKeyMissing },
      { baris: rowOf(3), kolom: 'NUPTK', pesan: MSG.nuptkTaken },
      { baris: rowOf(4), kolom: 'JK', pesan: MSG.optionInvalid },
    ]);
    expect(report).toMatchObject({ total: 5, baru: 0, diperbarui: 0, tetap: 0 });
    expect(await ctx.db.select().from(gtk)).toEqual(before);
  });

  it('refuses a NIP, NUPTK or e-mail twice in the file, naming the first row', async () => {
    const file = await sheetXlsx(HEADER, [staff(20), staff(21, { NIP: nip(20) }), staff(22, { Email: 'GURU20@sekolah.test' })]);
    const { report } = await run(file, true);
    expect(report.galat).toEqual([
      { baris: rowOf(1), kolom: 'NIP', pesan: MSG.importDuplicate('NIP', rowOf(0)) },
      { baris: rowOf(2), kolom: 'Email', pesan: MSG.importDuplicate('Email', rowOf(0)) },
    ]);
  });

  it('refuses a file without its Nama and NIP header, naming them', async () => {
    const err = await run(await sheetXlsx(['Nama', 'NUPTK'], [['Guru', nuptk(30)]]), true).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe(MSG.importNoHeaderOf('Nama dan NIP'));
  });
});
