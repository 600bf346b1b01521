import type { z } from 'zod';
import { MSG } from '@madrasah/contract/messages';
import { email } from '@madrasah/contract/schemas/fields';
import { dataDiriBodySchema } from '@madrasah/contract/schemas/data-diri';
import { ayahIbuSchema, TIPE_ORANG_TUA, waliSchema } from '@madrasah/contract/schemas/orang-tua';
import type { ColumnSpec } from './header.js';
import type { Fail } from './pipeline.js';
import type { Tipe } from './siswa-columns.js';
import { clean, optionOf } from './values.js';

export type WaliKey = 'nisn' | 'hubungan' | 'nama' | 'email' | 'no_hp';

/** A guardian's account a row: whose (the student's NISN), who they are to the student, and how to reach them. */
export const WALI_COLUMNS: readonly ColumnSpec<WaliKey>[] = [
  { key: 'nisn', names: ['NISN', 'NISN Siswa'], required: true },
  { key: 'hubungan', names: ['Hubungan', 'Hubungan Keluarga'], required: true },
  { key: 'nama', names: ['Nama', 'Nama Wali', 'Nama Orang Tua'], required: true },
  { key: 'email', names: ['Email', 'E-mail'], required: true },
  { key: 'no_hp', names: ['No HP', 'HP', 'Nomor HP', 'No Telp'] },
];

export type WaliValues = { nisn: string; tipe: Tipe | null; nama: string; email: string; no_telp: string | null };

const HUBUNGAN = Object.values(TIPE_ORANG_TUA);
/** The account's address: the rule the Akun module signs in with (email-akun.ts). */
const EMAIL = email(MSG.required);

/** Checks one cell with a form's rule; the failure is the cell's error and the value ''. */
function checked(rule: z.ZodType, key: WaliKey, text: string, fail: Fail<WaliKey>): string | null {
  const result = rule.safeParse(text);
  if (result.success) return (result.data as string | null) ?? null;
  fail(key, result.error.issues[0]?.message ?? MSG.valueInvalid);
  return null;
}

/** Every cell but the phone is required; each is checked by the rule of the form that holds it (Data Diri, Orang Tua). */
export function parseWaliRow(cell: (key: WaliKey) => string, fail: Fail<WaliKey>): WaliValues {
  const hubungan = optionOf(HUBUNGAN, cell('hubungan'));
  const tipe = (HUBUNGAN as string[]).includes(hubungan) ? (hubungan as Tipe) : null;
  if (clean(cell('hubungan')) === '') fail('hubungan', MSG.required);
  else if (!tipe) fail('hubungan', MSG.optionInvalid);
  const shape = tipe === TIPE_ORANG_TUA.wali ? waliSchema.shape : ayahIbuSchema.shape;
  return {
    nisn: checked(dataDiriBodySchema.shape.nisn, 'nisn', clean(cell('nisn')), fail) ?? '',
    tipe,
    nama: checked(shape.nama, 'nama', cell('nama'), fail) ?? '',
    email: checked(EMAIL, 'email', clean(cell('email')).toLowerCase(), fail) ?? '',
    no_telp: clean(cell('no_hp')) === '' ? null : checked(shape.no_telp, 'no_hp', cell('no_hp'), fail),
  };
}
