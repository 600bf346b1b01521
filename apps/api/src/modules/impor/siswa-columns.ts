import type { z } from 'zod';
import { MSG } from '@madrasah/contract/messages';
import { OPTIONS } from '@madrasah/contract/options';
import { dataDiriBodySchema } from '@madrasah/contract/schemas/data-diri';
import { fourDigitYear } from '@madrasah/contract/schemas/fields';
import { ayahIbuSchema, TIPE_ORANG_TUA, waliSchema } from '@madrasah/contract/schemas/orang-tua';
import type { ColumnSpec } from './header.js';
import type { Fail } from './pipeline.js';
import { clean, isoDateOf, jenisKelaminOf, nismOfNipd, nisnOf, optionOf } from './values.js';

/** The student's own fields an import writes, checked by the Data Diri form's rules. */
export const SISWA_FIELDS = ['nama', 'nisn', 'nis', 'jenis_kelamin', 'tempat_lahir', 'tgl_lahir', 'nik', 'agama', 'kode_pos'] as const;
type SiswaField = (typeof SISWA_FIELDS)[number];

export type Tipe = (typeof TIPE_ORANG_TUA)[keyof typeof TIPE_ORANG_TUA];
const PARENTS = [
  { tipe: TIPE_ORANG_TUA.ayah, prefix: 'ayah', word: 'Ayah' },
  { tipe: TIPE_ORANG_TUA.ibu, prefix: 'ibu', word: 'Ibu' },
  { tipe: TIPE_ORANG_TUA.wali, prefix: 'wali', word: 'Wali' },
] as const;
type Prefix = (typeof PARENTS)[number]['prefix'];

export type SiswaKey =
  SiswaField | 'nipd' | 'alamat' | 'rt' | 'rw' | 'dusun' | 'kelurahan' | 'kecamatan' | 'rombel' | `${Prefix}_${'nama' | 'nik' | 'tahun_lahir' | 'pekerjaan'}`;

const parentColumns = (prefix: Prefix, word: string): ColumnSpec<SiswaKey>[] => [
  { key: `${prefix}_nama`, names: [`Nama ${word}`] },
  { key: `${prefix}_nik`, names: [`NIK ${word}`] },
  { key: `${prefix}_tahun_lahir`, names: [`Tahun Lahir ${word}`] },
  { key: `${prefix}_pekerjaan`, names: [`Pekerjaan ${word}`] },
];

/**
 * The columns of Dapodik's "Daftar Peserta Didik" and of the portal's template, by the names
 * schools use. A two-row header's "Data Ayah / Nama" reads as "Nama Ayah" (header.ts).
 */
export const SISWA_COLUMNS: readonly ColumnSpec<SiswaKey>[] = [
  { key: 'nama', names: ['Nama', 'Nama Peserta Didik', 'Nama Siswa', 'Nama Lengkap'], required: true },
  { key: 'nisn', names: ['NISN'], required: true },
  { key: 'jenis_kelamin', names: ['JK', 'Jenis Kelamin', 'L/P'], required: true },
  { key: 'nis', names: ['NIS', 'NISM'] },
  // Dapodik's own school number: the NISM when it has the NISM's 18 digits, else a local number.
  { key: 'nipd', names: ['NIPD'] },
  { key: 'tempat_lahir', names: ['Tempat Lahir'] },
  { key: 'tgl_lahir', names: ['Tanggal Lahir', 'Tgl Lahir'] },
  { key: 'nik', names: ['NIK', 'NIK Siswa', 'NIK Peserta Didik'] },
  { key: 'agama', names: ['Agama'] },
  { key: 'alamat', names: ['Alamat', 'Alamat Jalan'] },
  { key: 'rt', names: ['RT'] },
  { key: 'rw', names: ['RW'] },
  { key: 'dusun', names: ['Dusun'] },
  { key: 'kelurahan', names: ['Kelurahan', 'Desa/Kelurahan', 'Kelurahan/Desa', 'Desa'] },
  { key: 'kecamatan', names: ['Kecamatan'] },
  { key: 'kode_pos', names: ['Kode Pos'] },
  ...parentColumns('ayah', 'Ayah'),
  ...parentColumns('ibu', 'Ibu'),
  { key: 'wali_nama', names: ['Nama Wali'] },
  { key: 'wali_nik', names: ['NIK Wali'] },
  { key: 'rombel', names: ['Rombel Saat Ini', 'Rombel', 'Kelas'] },
];

/** A parent's values in the row; `tgl_lahir` is 1 January of the year the file gives. */
export type ParentValues = {
  nama?: string;
  nik?: string;
  tgl_lahir?: string;
  pekerjaan?: string;
  /** The name's cell is empty: the stored record must supply the name. */
  namaKosong: boolean;
};

/** One row of the file: only what its cells hold and the rules accept (an empty cell is absent). */
export type SiswaValues = {
  siswa: Partial<Record<SiswaField, string>>;
  /** The address's parts as written, folded into `alamat` once the region is known. */
  alamat: { jalan: string; rt: string; rw: string; dusun: string; kelurahan: string; kecamatan: string };
  parents: Partial<Record<Tipe, ParentValues>>;
  rombel: string;
};

/** A parent's year of birth, as the form's year fields check one (built once: a rule is costly to build per row). */
const YEAR = fourDigitYear();

/** The only columns whose empty cell is an error: who the student is. */
const REQUIRED = new Set<SiswaKey>(['nama', 'nisn', 'jenis_kelamin']);

/** How a cell's text becomes the value the form would send. */
const PREPARE: Partial<Record<SiswaField, (text: string) => string>> = {
  jenis_kelamin: (t) => jenisKelaminOf(OPTIONS.jenis_kelamin, t),
  agama: (t) => optionOf(OPTIONS.agama, t),
  tgl_lahir: isoDateOf,
  nisn: nisnOf,
};

/**
 * Checks one value with the form's own rule: an empty cell is absent (or an error for the
 * identity columns), anything else must pass the rule and is taken as the rule returns it.
 */
function checked(rule: z.ZodType, key: SiswaKey, text: string, fail: Fail<SiswaKey>): string | undefined {
  if (clean(text) === '') {
    if (REQUIRED.has(key)) fail(key, MSG.required);
    return undefined;
  }
  const result = rule.safeParse(text);
  if (result.success) return (result.data as string | null) ?? undefined;
  fail(key, result.error.issues[0]?.message ?? MSG.valueInvalid);
  return undefined;
}

export function parseSiswaRow(cell: (key: SiswaKey) => string, fail: Fail<SiswaKey>): SiswaValues {
  const siswa: SiswaValues['siswa'] = {};
  for (const field of SISWA_FIELDS) {
    const text = field === 'nis' && clean(cell('nis')) === '' ? nismOfNipd(cell('nipd')) : cell(field);
    const value = checked(dataDiriBodySchema.shape[field], field, PREPARE[field]?.(text) ?? text, fail);
    if (value !== undefined) siswa[field] = value;
  }
  const parents: SiswaValues['parents'] = {};
  for (const { tipe, prefix } of PARENTS) {
    const shape = tipe === TIPE_ORANG_TUA.wali ? waliSchema.shape : ayahIbuSchema.shape;
    const year = checked(YEAR, `${prefix}_tahun_lahir`, cell(`${prefix}_tahun_lahir`), fail);
    const values: ParentValues = {
      nama: checked(shape.nama, `${prefix}_nama`, cell(`${prefix}_nama`), fail),
      nik: checked(shape.nik, `${prefix}_nik`, cell(`${prefix}_nik`), fail),
      tgl_lahir: year && checked(shape.tgl_lahir, `${prefix}_tahun_lahir`, `${year}-01-01`, fail),
      pekerjaan: checked(shape.pekerjaan, `${prefix}_pekerjaan`, optionOf(OPTIONS.pekerjaan, cell(`${prefix}_pekerjaan`)), fail),
      namaKosong: clean(cell(`${prefix}_nama`)) === '',
    };
    const filled = ['nama', 'nik', 'tahun_lahir', 'pekerjaan'].some((f) => clean(cell(`${prefix}_${f}` as SiswaKey)) !== '');
    if (filled) parents[tipe] = values;
  }
  return {
    siswa,
    alamat: {
      jalan: clean(cell('alamat')),
      rt: clean(cell('rt')),
      rw: clean(cell('rw')),
      dusun: clean(cell('dusun')),
      kelurahan: clean(cell('kelurahan')),
      kecamatan: clean(cell('kecamatan')),
    },
    parents,
    rombel: clean(cell('rombel')),
  };
}
