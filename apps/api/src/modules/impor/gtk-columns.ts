import { MSG } from '@madrasah/contract/messages';
import { OPTIONS } from '@madrasah/contract/options';
import { gtkBodySchema } from '@madrasah/contract/schemas/staf-gtk';
import type { ColumnSpec } from './header.js';
import type { Fail } from './pipeline.js';
import { clean, jenisKelaminOf } from './values.js';

/** The GTK form's fields an import writes; `is_active` stays the form's (a new GTK is active). */
export const GTK_FIELDS = ['nama_lengkap', 'gelar_depan', 'gelar_belakang', 'jenis_kelamin', 'nip', 'nuptk', 'email', 'no_telp', 'jenis_ptk'] as const;
export type GtkKey = (typeof GTK_FIELDS)[number];

/** The portal's template and Dapodik's GTK list ("Daftar Guru"), by the names schools use. */
export const GTK_COLUMNS: readonly ColumnSpec<GtkKey>[] = [
  { key: 'nama_lengkap', names: ['Nama', 'Nama Lengkap', 'Nama GTK', 'Nama PTK'], required: true },
  { key: 'gelar_depan', names: ['Gelar Depan'] },
  { key: 'gelar_belakang', names: ['Gelar Belakang'] },
  { key: 'jenis_kelamin', names: ['JK', 'Jenis Kelamin', 'L/P'] },
  { key: 'nip', names: ['NIP'] },
  { key: 'nuptk', names: ['NUPTK'] },
  { key: 'email', names: ['Email', 'E-mail'] },
  { key: 'no_telp', names: ['No HP', 'HP', 'Nomor HP', 'No Telp', 'Telepon'] },
  { key: 'jenis_ptk', names: ['Jenis PTK'] },
];

/** A row's values that passed the form's rules; an empty cell is absent (the stored value stays). */
export type GtkValues = Partial<Record<GtkKey, string>>;

const PREPARE: Partial<Record<GtkKey, (text: string) => string>> = {
  jenis_kelamin: (t) => jenisKelaminOf(OPTIONS.jenis_kelamin, t),
  email: (t) => clean(t).toLowerCase(),
};

/** Each cell checked by the GTK form's own rule (staf-gtk's schema); the name is required, and one of NIP, NUPTK, e-mail. */
export function parseGtkRow(cell: (key: GtkKey) => string, fail: Fail<GtkKey>): GtkValues {
  const values: GtkValues = {};
  for (const field of GTK_FIELDS) {
    const text = cell(field);
    // The name's rule names an empty one itself; any other empty cell is absent.
    if (clean(text) === '' && field !== 'nama_lengkap') continue;
    const result = gtkBodySchema.shape[field].safeParse(PREPARE[field]?.(text) ?? text);
    if (!result.success) fail(field, result.error.issues[0]?.message ?? MSG.valueInvalid);
    else if (result.data) values[field] = result.data;
  }
  if (!['nip', 'nuptk', 'email'].some((k) => clean(cell(k as GtkKey)) !== '')) fail('nip', MSG.importGtkKeyMissing);
  return values;
}
