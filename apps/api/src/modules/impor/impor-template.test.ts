import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_JENIS, type ImportJenis } from '@madrasah/contract/schemas/impor';
import { MSG } from '@madrasah/contract/messages';
import { mapel, rombel } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod } from '../../../test/factories.js';
import { fillTemplate } from '../../../test/impor-sheets.js';
import { findHeader } from './header.js';
import { importGtk, importJadwal, importSiswa, importWali } from './impor.service.js';
import type { ImportFile, ImportOptions, ImportResult } from './pipeline.js';
import { readSpreadsheet } from './read.js';
import { importTemplate, TEMPLATES } from './template.js';

const ctx = useTestApp();
let userId: number;
beforeAll(async () => {
  userId = (await createAccount(ctx.db)).id;
  const period = await createPeriod(ctx.db);
  // What the examples name: a class group of the active year and a subject.
  await ctx.db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'X MIPA A', tingkatan_kelas: 'X' });
  await ctx.db.insert(mapel).values({ nama: 'Matematika', singkatan: 'MTK' });
}, 60_000);

const IMPORTS: Record<ImportJenis, (file: ImportFile, opts: ImportOptions) => Promise<ImportResult>> = {
  siswa: (f, o) => importSiswa(ctx.app, f, o),
  gtk: (f, o) => importGtk(ctx.app, f, o),
  jadwal: (f, o) => importJadwal(ctx.app, f, o),
  wali: (f, o) => importWali(ctx.app, f, o),
};
const templateOf = async (jenis: ImportJenis) => Buffer.from((await importTemplate(jenis)).xlsx, 'base64');
/** The example row, as an operator copies it under the header. */
const exampleRow = (jenis: ImportJenis) => TEMPLATES[jenis].columns.map((c) => TEMPLATES[jenis].contoh[c.key] ?? '');

describe('the import templates', () => {
  it.each(IMPORT_JENIS)('%s: the header is the kind’s own column list, found by the import, with the example above it', async (jenis) => {
    const rows = await readSpreadsheet(await templateOf(jenis));
    const { columns } = TEMPLATES[jenis];
    const header = rows.find((r) => r.cells[0] === columns[0]!.names[0]);
    expect(header?.cells).toEqual(columns.map((c) => c.names[0]));
    const found = findHeader(
      rows,
      columns,
      columns.filter((c) => c.required).map((c) => c.key),
    );
    expect(found.body).toEqual([]); // the example row sits above the header: it is never read as data
    expect(rows.some((r) => r.cells.join('|') === exampleRow(jenis).join('|').replace(/\|+$/, ''))).toBe(true);
  });

  it('refuses a template sent back empty: no rows under the header', async () => {
    const err = await IMPORTS.gtk({ filename: 't.xlsx', data: await templateOf('gtk') }, { dryRun: true, userId }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).message).toBe(MSG.importNoRows);
  });

  // In this order: the student and the GTK the later examples name are written first.
  it.each([
    ['siswa', true],
    ['gtk', true],
    ['jadwal', false],
    ['wali', false],
  ] as const)('%s: a template filled in with its example row imports cleanly', async (jenis, commit) => {
    const data = await fillTemplate(await templateOf(jenis), [exampleRow(jenis)]);
    const { report, written } = await IMPORTS[jenis]({ filename: `templat-${jenis}.xlsx`, data }, { dryRun: !commit, userId });
    expect(report).toEqual({ total: 1, baru: 1, diperbarui: 0, tetap: 0, galat: [] });
    expect(written).toBe(commit);
  });
});
