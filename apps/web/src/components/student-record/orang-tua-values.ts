import type { z } from 'zod';
import type { OPTIONS } from '@madrasah/contract/options';
import { regionFields } from '@madrasah/contract/schemas/data-diri';
import { orangTuaBodySchema, TIPE_ORANG_TUA, waliSchema, type OrangTua, type OrangTuaBody } from '@madrasah/contract/schemas/orang-tua';
import type { RegionOption, Village } from '@madrasah/contract/schemas/region';
import { regionCodes, regionOf, villageOf } from '../../lib/region-values';

/** The three blocks of the parent form, in the order they are saved. */
export const PERSONS = ['ayah', 'ibu', 'wali'] as const;
export type Person = (typeof PERSONS)[number];

/** The form block of a record's tipe. */
export const PERSON_OF: Record<OrangTua['tipe'], Person> = { Ayah: 'ayah', Ibu: 'ibu', Wali: 'wali' };

type TextKey = Exclude<keyof z.input<typeof waliSchema>, keyof typeof regionFields>;
const TEXT_KEYS = Object.keys(waliSchema.shape).filter((key) => !(key in regionFields)) as TextKey[];

/** One person's fields in the form: typed text, and pickers for the region. */
export type PersonValues = Record<TextKey, string | null> & { region: RegionOption | null; kelurahan: Village | null };

type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}_${K}`]: T[K] };

/** The form's values: each person's fields under the spec's ayah_, ibu_ and wali_ keys, and the same-address ticks. */
export type OrangTuaFormValues = Prefixed<'ayah', PersonValues> &
  Prefixed<'ibu', PersonValues> &
  Prefixed<'wali', PersonValues> & {
    /** The mother lives where the father does. */
    ibu_sama_ayah: boolean;
    /** The guardian lives where the father or the mother does (one of them, or neither). */
    wali_sama: 'ayah' | 'ibu' | null;
  };

/** Address fields a same-address tick copies, and which are read-only while it is ticked. */
export const COPIED_FIELDS = ['domisili', 'status_tempat_tinggal', 'region', 'kelurahan', 'kode_pos', 'alamat'] as const;
/** Fields that mean nothing abroad: cleared and locked when domisili is 'Luar Negeri'. */
export const ABROAD_FIELDS = ['region', 'kelurahan', 'kode_pos'] as const;
const ABROAD: (typeof OPTIONS.domisili)[number] = 'Luar Negeri';

type Values = Record<string, unknown>;
const read = (values: Values, person: Person, field: string) => values[`${person}_${field}`];

function personValues(record: OrangTua | undefined): PersonValues {
  const text = Object.fromEntries(TEXT_KEYS.map((key) => [key, record?.[key] ?? null])) as Record<TextKey, string | null>;
  return { ...text, region: record ? regionOf(record) : null, kelurahan: record ? villageOf(record) : null };
}

/** The form's starting values from the stored records (a missing person starts empty). */
export function orangTuaFormValues(records: OrangTua[]): OrangTuaFormValues {
  const values: Values = { ibu_sama_ayah: false, wali_sama: null };
  for (const person of PERSONS) {
    const own = personValues(records.find((record) => record.tipe === TIPE_ORANG_TUA[person]));
    for (const [field, value] of Object.entries(own)) values[`${person}_${field}`] = value;
  }
  return values as OrangTuaFormValues;
}

const isFilled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined);

/** Whether the user has put anything in a person's block. */
export function hasAnyField(values: Values, person: Person): boolean {
  return [...TEXT_KEYS, 'region', 'kelurahan'].some((field) => isFilled(read(values, person, field)));
}

export const hasName = (values: Values, person: Person) => isFilled(read(values, person, 'nama'));

/**
 * Whether a person's rules apply (spec 01 section 5): the father's once any of his fields is
 * filled, the mother's once any of hers is or her address follows the father's, the
 * guardian's always.
 */
export function rulesApply(values: Values, person: Person): boolean {
  if (person === 'wali') return true;
  return hasAnyField(values, person) || (person === 'ibu' && values.ibu_sama_ayah === true);
}

/** The person whose address this person's follows, if a same-address option is ticked. */
export function addressSource(values: Values, person: Person): Person | undefined {
  if (person === 'ibu') return values.ibu_sama_ayah === true ? 'ayah' : undefined;
  if (person === 'wali') return values.wali_sama === 'ayah' || values.wali_sama === 'ibu' ? values.wali_sama : undefined;
  return undefined;
}

export const isAbroad = (values: Values, person: Person) => read(values, person, 'domisili') === ABROAD;

/**
 * What else changes when the user changes a field: a new kecamatan clears the kelurahan;
 * a same-address tick copies the source's address (father before mother before guardian, so a
 * guardian following the mother who follows the father gets the father's); abroad clears the
 * region and postal code. Only the fields whose value differs are returned.
 */
export function followUps(changed: Values, all: Values): Partial<OrangTuaFormValues> {
  const next: Values = { ...all };
  for (const person of PERSONS) {
    if (`${person}_region` in changed) next[`${person}_kelurahan`] = null;
    const source = addressSource(next, person);
    if (source) for (const field of COPIED_FIELDS) next[`${person}_${field}`] = read(next, source, field) ?? null;
    if (isAbroad(next, person)) for (const field of ABROAD_FIELDS) next[`${person}_${field}`] = null;
  }
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => (value ?? null) !== (all[key] ?? null))) as Partial<OrangTuaFormValues>;
}

/** One person's POST or PUT body from valid form values (e-mail only for the guardian). */
export function personBody(values: OrangTuaFormValues, person: Person): OrangTuaBody {
  const own = Object.fromEntries(TEXT_KEYS.map((key) => [key, read(values, person, key)]));
  const region = read(values, person, 'region') as RegionOption | null;
  const village = read(values, person, 'kelurahan') as Village | null;
  return orangTuaBodySchema.parse({
    ...own,
    ...regionCodes(region, village),
    email: person === 'wali' ? own.email : null,
    tipe: TIPE_ORANG_TUA[person],
  });
}
