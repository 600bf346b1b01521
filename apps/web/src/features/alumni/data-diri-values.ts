import { alumniDataDiriBodySchema, type AlumniDataDiri, type AlumniDataDiriBody } from '@madrasah/contract/schemas/alumni';
import { regionFields } from '@madrasah/contract/schemas/data-diri';
import type { RegionOption, Village } from '@madrasah/contract/schemas/region';
import { regionCodes, regionOf, villageOf } from '../../lib/region-values';

/** The fields the form holds as typed or picked text; email is shown, never edited. */
type TextKey = Exclude<keyof AlumniDataDiriBody, keyof typeof regionFields | 'foto' | 'email'>;

/** The edit form's values: the body's text fields, with pickers for the region. */
export type AlumniDataDiriFormValues = Record<TextKey, string | null> & {
  region: RegionOption | null;
  kelurahan: Village | null;
  /** A new photo as a data URL; absent keeps the stored one. */
  foto?: string;
};

const NOT_TEXT = new Set<string>([...Object.keys(regionFields), 'foto', 'email']);
const TEXT_KEYS = Object.keys(alumniDataDiriBodySchema.shape).filter((key) => !NOT_TEXT.has(key)) as TextKey[];

/** The form's starting values from the stored record. */
export function alumniDataDiriFormValues(record: AlumniDataDiri): AlumniDataDiriFormValues {
  const text = Object.fromEntries(TEXT_KEYS.map((key) => [key, record[key]])) as Record<TextKey, string | null>;
  return { ...text, region: regionOf(record), kelurahan: villageOf(record) };
}

/**
 * The PUT body from valid form values, normalised by the contract. Email is left out: the
 * server keeps the sign-in address, and a stored one the user cannot change never blocks a save.
 */
export function alumniDataDiriBody({ region, kelurahan, ...values }: AlumniDataDiriFormValues): AlumniDataDiriBody {
  return alumniDataDiriBodySchema.parse({ ...values, ...regionCodes(region, kelurahan) });
}

/** The stored photo's link, when there is one. */
export const photoUrl = (record: Pick<AlumniDataDiri, 'foto' | 'main_path'>) => (record.foto ? `${record.main_path}${record.foto}` : undefined);
