import type { TableFilter } from '../table/table-query';

/** The period fields a list may filter by, in the order their choices depend on each other. */
export type PeriodValues = {
  tahun_ajaran_id?: number;
  semester_id?: number;
  rombel_id?: number;
  /** YYYY-MM-DD. */
  tgl_awal?: string;
  tgl_akhir?: string;
};

/**
 * Spec 02 section 2: another school year clears the semester and the class group; another
 * semester clears the class group. Returns the fields to clear for a change.
 */
export function clearedBy(changed: Partial<PeriodValues>): Partial<PeriodValues> {
  if ('tahun_ajaran_id' in changed) return { semester_id: undefined, rombel_id: undefined };
  if ('semester_id' in changed) return { rombel_id: undefined };
  return {};
}

/** Spec 02 section 5: a period that starts after it ends is refused. */
export function periodInvalid({ tgl_awal, tgl_akhir }: PeriodValues): boolean {
  return Boolean(tgl_awal && tgl_akhir && tgl_awal > tgl_akhir);
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** How many of `fields` are set, for the Filter button's badge. */
export function countSet(filtering: TableFilter, fields: readonly string[]): number {
  return fields.filter((field) => isSet(filtering[field])).length;
}
