import { Faker, base, id_ID } from '@faker-js/faker';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { OPTIONS } from '@madrasah/contract/options';

/*
 * Dapodik's "Daftar Peserta Didik" export as schools download it, built by script for the import's
 * tests and benchmark: title rows, then a two-row header whose parents' columns sit under a merged
 * "Data Ayah", "Data Ibu" and "Data Wali", then one row per student. Deterministic for a seed.
 */

export type DapodikParent = { nama: string; tahunLahir: string; pekerjaan: string; nik: string };

/** One student as the export writes them: every value a string, as the cells show it. */
export type DapodikStudent = {
  nama: string;
  nipd: string;
  jk: 'L' | 'P';
  nisn: string;
  tempatLahir: string;
  /** YYYY-MM-DD; the file writes it in the row's date style. */
  tanggalLahir: string;
  nik: string;
  agama: string;
  alamat: string;
  rt: string;
  rw: string;
  dusun: string;
  kelurahan: string;
  kecamatan: string;
  kodePos: string;
  ayah: DapodikParent;
  ibu: DapodikParent;
  wali: { nama: string; nik: string } | null;
  rombel: string;
};

/**
 * Real places (Kemendagri names), with what the import should make of them: Gamping holds
 * Ambarketawang; there are two kecamatan named Depok, and only the Sleman one holds Caturtunggal;
 * the Depok of 'Sukamaju' is neither, and the last is no place at all.
 */
export const DAPODIK_PLACES = [
  {
    kecamatan: 'Kec. Gamping',
    kelurahan: 'Ambarketawang',
    kode: { provinsi_id: '34', kabkot_id: '34.04', kecamatan_id: '34.04.01', kelurahan_id: '34.04.01.2002' },
  },
  {
    kecamatan: 'Kec. Depok',
    kelurahan: 'Caturtunggal',
    kode: { provinsi_id: '34', kabkot_id: '34.04', kecamatan_id: '34.04.07', kelurahan_id: '34.04.07.2001' },
  },
  { kecamatan: 'Kec. Mlati', kelurahan: 'Sinduadi', kode: { provinsi_id: '34', kabkot_id: '34.04', kecamatan_id: '34.04.06', kelurahan_id: '34.04.06.2001' } },
  { kecamatan: 'Kec. Depok', kelurahan: 'Sukamaju', kode: null },
  { kecamatan: 'Kec. Antah Berantah', kelurahan: 'Negeri Dongeng', kode: null },
] as const;

export type DapodikOptions = { seed?: number; rombels?: string[] };

/** `n` students, the same for the same seed; NISNs are unique within a seed's file. */
export function dapodikStudents(n: number, { seed = 1, rombels = ['X IPA 1', 'X IPA 2'] }: DapodikOptions = {}): DapodikStudent[] {
  const faker = new Faker({ locale: [id_ID, base], seed });
  const digits = (length: number) => faker.string.numeric({ length, allowLeadingZeros: false });
  const name = (sex: 'male' | 'female') => `${faker.person.firstName(sex)} ${faker.person.lastName(sex)}`.replace(/[^\p{L} .'-]/gu, '');
  const parent = (sex: 'male' | 'female', born: number): DapodikParent => ({
    nama: name(sex),
    tahunLahir: String(born - faker.number.int({ min: 22, max: 40 })),
    pekerjaan: faker.helpers.arrayElement(OPTIONS.pekerjaan),
    nik: `3404${digits(12)}`,
  });
  return Array.from({ length: n }, (_, i) => {
    const jk = faker.helpers.arrayElement(['L', 'P'] as const);
    const born = faker.number.int({ min: 2008, max: 2011 });
    const place = DAPODIK_PLACES[i % DAPODIK_PLACES.length]!;
    const tanggalLahir = `${born}-${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}-${String(faker.number.int({ min: 1, max: 28 })).padStart(2, '0')}`;
    return {
      nama: name(jk === 'L' ? 'male' : 'female'),
      // Most schools keep the NISM (18 digits) in NIPD; every sixth row has a local number instead.
      nipd:
        i % 6 === 5
          ? `${2122 + (seed % 10)}.10.${String(i + 1).padStart(4, '0')}`
          : `1311340400${String(seed % 100).padStart(2, '0')}${String(i + 1).padStart(6, '0')}`,
      jk,
      // As real NISNs: '0' and the year of birth's last two digits first; then unique per row
      // (up to 9,999 rows) and distinct between seeds.
      nisn: `0${String(born % 100).padStart(2, '0')}${String(seed % 1000).padStart(3, '0')}${String(i + 1).padStart(4, '0')}`,
      tempatLahir: faker.helpers.arrayElement(['Sleman', 'Bantul', 'Yogyakarta', 'Kulon Progo', 'Magelang']),
      tanggalLahir,
      nik: `3404${digits(12)}`,
      agama: faker.helpers.arrayElement(['Islam', 'Islam', 'Islam', 'Kristen', 'Katolik']),
      alamat: `Jl. ${faker.location.street()} No. ${faker.number.int({ min: 1, max: 200 })}`,
      rt: String(faker.number.int({ min: 1, max: 15 })).padStart(3, '0'),
      rw: String(faker.number.int({ min: 1, max: 9 })).padStart(3, '0'),
      dusun: `Dusun ${faker.helpers.arrayElement(['Krajan', 'Kidul', 'Lor', 'Wetan', 'Kulon'])}`,
      kelurahan: place.kelurahan,
      kecamatan: place.kecamatan,
      kodePos: String(faker.number.int({ min: 55281, max: 55296 })),
      ayah: parent('male', born),
      ibu: parent('female', born),
      wali: i % 5 === 4 ? { nama: name('male'), nik: `3404${digits(12)}` } : null,
      rombel: rombels[i % rombels.length]!,
    };
  });
}

type Column = { header: string; group?: 'Data Ayah' | 'Data Ibu' | 'Data Wali'; value: (s: DapodikStudent, i: number) => string };

const parentColumns = (group: 'Data Ayah' | 'Data Ibu', pick: (s: DapodikStudent) => DapodikParent): Column[] => [
  { group, header: 'Nama', value: (s) => pick(s).nama },
  { group, header: 'Tahun Lahir', value: (s) => pick(s).tahunLahir },
  { group, header: 'Pekerjaan', value: (s) => pick(s).pekerjaan },
  { group, header: 'NIK', value: (s) => pick(s).nik },
];

/** The export's columns in its order; 'Jenis Tinggal' is one the import does not read. */
const COLUMNS: Column[] = [
  { header: 'No', value: (_s, i) => String(i + 1) },
  { header: 'Nama', value: (s) => s.nama },
  { header: 'NIPD', value: (s) => s.nipd },
  { header: 'JK', value: (s) => s.jk },
  { header: 'NISN', value: (s) => s.nisn },
  { header: 'Tempat Lahir', value: (s) => s.tempatLahir },
  { header: 'Tanggal Lahir', value: (s) => s.tanggalLahir },
  { header: 'NIK', value: (s) => s.nik },
  { header: 'Agama', value: (s) => s.agama },
  { header: 'Alamat', value: (s) => s.alamat },
  { header: 'RT', value: (s) => s.rt },
  { header: 'RW', value: (s) => s.rw },
  { header: 'Dusun', value: (s) => s.dusun },
  { header: 'Kelurahan', value: (s) => s.kelurahan },
  { header: 'Kecamatan', value: (s) => s.kecamatan },
  { header: 'Kode Pos', value: (s) => s.kodePos },
  { header: 'Jenis Tinggal', value: () => 'Bersama orang tua' },
  ...parentColumns('Data Ayah', (s) => s.ayah),
  ...parentColumns('Data Ibu', (s) => s.ibu),
  { group: 'Data Wali', header: 'Nama', value: (s) => s.wali?.nama ?? '' },
  { group: 'Data Wali', header: 'NIK', value: (s) => s.wali?.nik ?? '' },
  { header: 'Rombel Saat Ini', value: (s) => s.rombel },
];

const TITLE = ['DAFTAR PESERTA DIDIK', 'MAN 1 CONTOH', 'Kecamatan Gamping, Kabupaten Sleman, Provinsi D.I. Yogyakarta', 'Tanggal Unduh: 2026-07-13 09:15:02'];
/** Rows above the header: the title lines and one blank row. */
export const DAPODIK_TITLE_ROWS = TITLE.length + 1;
/** The spreadsheet row number of the `index`-th student (0-based). */
export const dapodikRowNumber = (index: number) => DAPODIK_TITLE_ROWS + 2 + index + 1;

/** The two header rows: a group's name over its first column (merged across it in XLSX), its fields below. */
function headerRows() {
  const top = COLUMNS.map((c, i) => (c.group ? (COLUMNS[i - 1]?.group === c.group ? '' : c.group) : c.header));
  const bottom = COLUMNS.map((c) => (c.group ? c.header : ''));
  return { top, bottom };
}

/** How a row's date of birth is written: text in three orders, a date cell, or an Excel serial number. */
const DATE_STYLES = ['iso', 'dmy-dash', 'dmy-slash', 'date-cell', 'serial'] as const;
const dmy = (iso: string, sep: string) => iso.split('-').reverse().join(sep);
const serialOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000 + 25_569;

export type XlsxOptions = {
  /** Write each row's date of birth in turn as text, a date cell and a serial number (default true). */
  mixedDates?: boolean;
};

/**
 * The export as XLSX, as Excel lays one out: the sheet before the shared strings it uses (a
 * streaming reader meets the rows first), merged header cells, text cells for numbers as
 * Dapodik writes them.
 */
export async function dapodikXlsx(students: DapodikStudent[], { mixedDates = true }: XlsxOptions = {}): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true, useStyles: true });
  const sheet = book.addWorksheet('Daftar Peserta Didik');
  for (const line of TITLE) sheet.addRow([line]).commit();
  sheet.addRow([]).commit();
  const { top, bottom } = headerRows();
  const topRow = sheet.addRow(top);
  const bottomRow = sheet.addRow(bottom);
  COLUMNS.forEach((c, i) => {
    const col = i + 1;
    if (!c.group) sheet.mergeCells(topRow.number, col, bottomRow.number, col);
    else if (COLUMNS[i - 1]?.group !== c.group) {
      const span = COLUMNS.slice(i).findIndex((o) => o.group !== c.group);
      sheet.mergeCells(topRow.number, col, topRow.number, col + (span === -1 ? COLUMNS.length - i : span) - 1);
    }
  });
  topRow.commit();
  bottomRow.commit();
  const dateColumn = COLUMNS.findIndex((c) => c.header === 'Tanggal Lahir');
  const nisnColumn = COLUMNS.findIndex((c) => c.header === 'NISN');
  students.forEach((s, i) => {
    const values: (string | number | Date)[] = COLUMNS.map((c) => c.value(s, i));
    const style = mixedDates ? DATE_STYLES[i % DATE_STYLES.length]! : 'iso';
    if (style === 'dmy-dash') values[dateColumn] = dmy(s.tanggalLahir, '-');
    if (style === 'dmy-slash') values[dateColumn] = dmy(s.tanggalLahir, '/');
    if (style === 'date-cell') values[dateColumn] = new Date(`${s.tanggalLahir}T00:00:00Z`);
    if (style === 'serial') values[dateColumn] = serialOf(s.tanggalLahir);
    // A sheet retyped in Excel holds some NISNs as numbers, their leading zeros lost.
    if (i % 7 === 3) values[nisnColumn] = Number(s.nisn);
    const row = sheet.addRow(values);
    if (style === 'date-cell') row.getCell(dateColumn + 1).numFmt = 'dd/mm/yyyy';
    row.commit();
  });
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

export type CsvOptions = { separator?: ',' | ';'; bom?: boolean };

const csvField = (v: string, sep: string) => (/["\r\n]/.test(v) || v.includes(sep) ? `"${v.replaceAll('"', '""')}"` : v);

/** The export as the CSV Excel saves from it: the same rows, ';' by default as Indonesian Excel writes, UTF-8 with a BOM. */
export function dapodikCsv(students: DapodikStudent[], { separator = ';', bom = true }: CsvOptions = {}): Buffer {
  const { top, bottom } = headerRows();
  const lines = [
    ...TITLE.map((t) => [t]),
    [],
    top,
    bottom,
    ...students.map((s, i) => COLUMNS.map((c) => (c.header === 'Tanggal Lahir' && i % 2 === 1 ? dmy(s.tanggalLahir, '/') : c.value(s, i)))),
  ];
  const text = lines.map((cells) => cells.map((v) => csvField(v, separator)).join(separator)).join('\r\n');
  return Buffer.from((bom ? '\uFEFF' : '') + text + '\r\n', 'utf8');
}
