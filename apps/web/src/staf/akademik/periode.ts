import type { TahunAjaranRow } from '@madrasah/contract/schemas/staf-akademik';

/** The active year and its active semester, when both are chosen. */
export function activePeriod(years: TahunAjaranRow[] | undefined) {
  const year = years?.find((y) => y.is_active);
  const semester = year?.semester.find((s) => s.is_active);
  return year && semester ? { year, semester } : undefined;
}

/**
 * Whether a year's class groups may still change: the active year and later ones, every year
 * while none is active (the server refuses the rest, decision 0039).
 */
export function isTahunBerjalan(years: TahunAjaranRow[] | undefined, tahunAjaranId: number) {
  const active = years?.find((y) => y.is_active);
  const year = years?.find((y) => y.id === tahunAjaranId);
  return !active || !year || year.thn_awal >= active.thn_awal;
}
