import { MULTI_SEPARATOR } from '@madrasah/contract/options';
import { dataDiriBodySchema, regionFields, type DataDiri, type DataDiriBody } from '@madrasah/contract/schemas/data-diri';
import type { RegionOption, Village } from '@madrasah/contract/schemas/region';
import { regionCodes, regionOf, villageOf } from '../../lib/region-values';

type MultiKey = 'pendidikan_pra_sekolah' | 'imunisasi';
/** The fields the form holds as typed text (numbers too, as the inputs give them). */
type TextKey = Exclude<keyof DataDiriBody, keyof typeof regionFields | MultiKey | 'foto'>;

/** The edit form's values: the body's fields, with pickers for the region and the multi-choices. */
export type DataDiriFormValues = Record<TextKey, string | null> & {
  [K in MultiKey]: string[];
} & {
  region: RegionOption | null;
  kelurahan: Village | null;
  /** A new photo as a data URL; absent keeps the stored one. */
  foto?: string;
};

const NOT_TEXT = new Set<string>([...Object.keys(regionFields), 'pendidikan_pra_sekolah', 'imunisasi', 'foto']);
const TEXT_KEYS = Object.keys(dataDiriBodySchema.shape).filter((key) => !NOT_TEXT.has(key)) as TextKey[];

export const splitMulti = (value: string | null): string[] => (value ? value.split(MULTI_SEPARATOR).filter(Boolean) : []);

/** The form's starting values from the stored record. */
export function dataDiriFormValues(record: DataDiri): DataDiriFormValues {
  const text = Object.fromEntries(
    TEXT_KEYS.map((key) => {
      const value = record[key];
      return [key, value === null ? null : String(value)];
    }),
  ) as Record<TextKey, string | null>;
  return {
    ...text,
    pendidikan_pra_sekolah: splitMulti(record.pendidikan_pra_sekolah),
    imunisasi: splitMulti(record.imunisasi),
    region: regionOf(record),
    kelurahan: villageOf(record),
  };
}

/** The PUT body from valid form values, normalised by the contract (blanks to null, lists joined). */
export function dataDiriBody({ region, kelurahan, ...values }: DataDiriFormValues): DataDiriBody {
  return dataDiriBodySchema.parse({ ...values, ...regionCodes(region, kelurahan) });
}
