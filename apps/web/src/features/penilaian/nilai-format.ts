/** A grade with 2 decimals (spec 02 section 9), '85.33'; '-' when there is none yet. */
export const formatNilai = (value: number | null | undefined): string => (value === null || value === undefined ? '-' : value.toFixed(2));
