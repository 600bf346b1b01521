/**
 * Staff imports (spec 03, screen 3 "Impor data"): one pipeline (pipeline.ts) for every kind;
 * this file holds the kinds. The first is students with their parents, from the portal's
 * template or Dapodik's "Daftar Peserta Didik" export (XLSX or CSV).
 *
 * What the student import decides where the spec is silent:
 * - Required: only who the student is, Nama, NISN and JK; a file without one of those columns is
 *   refused, an empty cell in them is the row's error. Every other column is optional, and a
 *   value in it must pass the rule of the Data Diri or Orang Tua form for that field (the
 *   contract's schemas, not a copy). A parent is written when any of their cells has a value,
 *   and then needs a name, from the file or the stored record; the form's other required
 *   fields (status hidup, a guardian's e-mail and date of birth) stay as they are, to be
 *   completed in the portal.
 * - Empty cells keep what is stored: an export never erases what a family entered in the
 *   portal. A cell with a value replaces the stored one.
 * - Matching: a student by NISN; a parent by the student and type (one father, mother and
 *   guardian each). A parent whose NIK in the file differs from the stored one is another
 *   person: the record takes the file's values and its other fields are emptied.
 * - Numbers: a NISN of eight or nine digits is one a spreadsheet held as a number, its leading
 *   zeros lost, and gets them back. The portal's NIS is the 18-digit NISM: a "NIS"/"NISM" column
 *   must hold one; Dapodik's NIPD is taken when it has that shape and otherwise left out (it is
 *   then the school's local number, for which the portal has no field), never refused.
 * - Values: JK 'L'/'P'; dates as YYYY-MM-DD, DD-MM-YYYY, DD/MM/YYYY, a date cell or an Excel
 *   serial number; option lists in any letter case. "Tahun Lahir Ayah" becomes 1 January of
 *   that year, unless the stored date of birth is already in that year.
 * - Address: street, RT/RW and Dusun fold into `alamat`. Kecamatan and Kelurahan names are
 *   matched to region codes when one place answers to them (region-match.ts); a name that is
 *   unknown or shared by several places is no error: it is kept in `alamat` and changes no code.
 * - "Rombel Saat Ini" names a class group of the active school year; the student is placed in
 *   it (rombel_siswa). A name that is not one is the row's error.
 * - Formulas are never run: a formula cell counts as the result Excel saved with it, and one
 *   without a saved result is the cell's error. A NISN twice in the file is an error on the
 *   later row, naming the first.
 * - A commit is all or nothing: with any error nothing is written (`written: false`, which the
 *   route answers with 422 and the report). Accounts are not part of this kind.
 */
import { MSG } from '@madrasah/contract/messages';
import type { ServiceContext } from '../../platform/service-context.js';
import { GTK_COLUMNS, parseGtkRow, type GtkKey, type GtkValues } from './gtk-columns.js';
import { commitGtk } from './gtk-commit.js';
import { planGtk, type GtkWrites } from './gtk-plan.js';
import { JADWAL_COLUMNS, lessonKey, parseJadwalRow, type JadwalKey, type JadwalValues } from './jadwal-columns.js';
import { commitJadwal } from './jadwal-commit.js';
import { jadwalPlanner, type JadwalWrites } from './jadwal-plan.js';
import { runImport, type ImportFile, type ImportKind, type ImportOptions, type ImportResult } from './pipeline.js';
import { parseSiswaRow, SISWA_COLUMNS, type SiswaKey, type SiswaValues } from './siswa-columns.js';
import { commitSiswa } from './siswa-commit.js';
import { planSiswa, type SiswaWrites } from './siswa-plan.js';
import { parseWaliRow, WALI_COLUMNS, type WaliKey, type WaliValues } from './wali-columns.js';
import { commitWali } from './wali-commit.js';
import { planWali, type WaliWrites } from './wali-plan.js';

const siswaKind: ImportKind<SiswaKey, SiswaValues, SiswaWrites> = {
  nama: 'siswa',
  columns: SISWA_COLUMNS,
  anchors: ['nama', 'nisn'],
  matchKey: 'nisn',
  parse: parseSiswaRow,
  plan: planSiswa,
  commit: commitSiswa,
};

/** POST /api/staf/impor/siswa: a dry run reports, a commit writes when the file has no error. */
export function importSiswa(ctx: ServiceContext, file: ImportFile, opts: ImportOptions): Promise<ImportResult> {
  return runImport(ctx, siswaKind, file, opts);
}

/** Staff (GTK), by NIP, else NUPTK, else e-mail; no account is made (decision 0045). */
const gtkKind: ImportKind<GtkKey, GtkValues, GtkWrites> = {
  nama: 'gtk',
  columns: GTK_COLUMNS,
  anchors: ['nama_lengkap', 'nip'],
  matchKey: 'nip',
  alsoUnique: ['nuptk', 'email'],
  noHeader: MSG.importNoHeaderOf('Nama dan NIP'),
  parse: parseGtkRow,
  plan: planGtk,
  commit: commitGtk,
};

/** Timetable lessons of one year's class groups, by class group, day and period. */
const jadwalKind = (tahunAjaranId: number | undefined): ImportKind<JadwalKey, JadwalValues, JadwalWrites> => ({
  nama: 'jadwal_pelajaran',
  columns: JADWAL_COLUMNS,
  anchors: ['rombel', 'hari', 'jam_ke'],
  matchKey: 'jam_ke',
  matchValue: lessonKey,
  noHeader: MSG.importNoHeaderOf('Rombel, Hari dan Jam ke'),
  parse: parseJadwalRow,
  plan: jadwalPlanner(tahunAjaranId),
  commit: commitJadwal,
});

/** Guardian accounts, a row per child: one guardian per child in a file, one account per e-mail however many children. */
const waliKind: ImportKind<WaliKey, WaliValues, WaliWrites> = {
  nama: 'users',
  columns: WALI_COLUMNS,
  anchors: ['nisn', 'email'],
  matchKey: 'nisn',
  noHeader: MSG.importNoHeaderOf('NISN dan Email'),
  parse: parseWaliRow,
  plan: planWali,
  commit: commitWali,
};

/** POST /api/staf/impor/gtk. */
export function importGtk(ctx: ServiceContext, file: ImportFile, opts: ImportOptions): Promise<ImportResult> {
  return runImport(ctx, gtkKind, file, opts);
}

/** POST /api/staf/impor/jadwal: the class groups of the year named, or the active one. */
export function importJadwal(ctx: ServiceContext, file: ImportFile, opts: ImportOptions & { tahunAjaranId?: number }): Promise<ImportResult> {
  return runImport(ctx, jadwalKind(opts.tahunAjaranId), file, opts);
}

/** POST /api/staf/impor/wali. */
export function importWali(ctx: ServiceContext, file: ImportFile, opts: ImportOptions): Promise<ImportResult> {
  return runImport(ctx, waliKind, file, opts);
}
