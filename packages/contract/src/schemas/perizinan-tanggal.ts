import { isoToDmy } from '../dates.js';
import { MSG } from '../messages.js';

/**
 * The dates a permit may take, shared by the server (which enforces them) and the form (which
 * disables the other days). No zod here: the rules need the active school year, the kind and
 * the school's today, which only the server knows for sure.
 *
 * The school year and its semesters hold no dates in this portal, so they follow the national
 * calendar: a school year runs from 1 July of thn_awal to 30 June of thn_akhir, the odd
 * semester (Ganjil) is July to December and the even one (Genap) January to June.
 */

/** A permit kind's limits (perizinan_jenis). */
export type PermitKindLimits = {
  /** Longest permit of this kind, in days, first and last day included. */
  maks_hari: number;
  /** How many days before today a student's permit of this kind may start (a sick child files late). */
  tenggang_hari: number;
};
export type SchoolYear = { thn_awal: number; thn_akhir: number };
export type SemesterTipe = 'Ganjil' | 'Genap';
export type DateProblem = { field: 'tgl_awal' | 'tgl_akhir'; message: string };

/** The defaults of a new kind, and the database's bounds on a kind's settings. */
export const PERMIT_LIMITS = { maksHari: 14, tenggangHari: 0, maksHariCap: 366, tenggangHariCap: 31 } as const;

const DAY_MS = 86_400_000;
const toMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const toIso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (iso: string, days: number) => toIso(toMs(iso) + days * DAY_MS);
/** Days from `from` to `to` (0 for the same day). */
export const daysBetween = (from: string, to: string) => Math.round((toMs(to) - toMs(from)) / DAY_MS);

export const schoolYearRange = (y: SchoolYear) => ({ awal: `${y.thn_awal}-07-01`, akhir: `${y.thn_akhir}-06-30` });
/** The semester a day of the school year `y` falls in, and that semester's last day. */
export function semesterOf(day: string, y: SchoolYear): { tipe: SemesterTipe; akhir: string } {
  return Number(day.slice(5, 7)) >= 7 ? { tipe: 'Ganjil', akhir: `${y.thn_awal}-12-31` } : { tipe: 'Genap', akhir: `${y.thn_akhir}-06-30` };
}

/** The first day a permit may start: today less the kind's grace, and never before the school year. */
export function earliestStart(y: SchoolYear, kind: PermitKindLimits, today: string) {
  const grace = addDays(today, -kind.tenggang_hari);
  const { awal } = schoolYearRange(y);
  return grace > awal ? grace : awal;
}

/** The last day a permit starting on `start` may end: within its semester and the kind's span. */
export function latestEnd(start: string, y: SchoolYear, kind: PermitKindLimits) {
  const bySpan = addDays(start, kind.maks_hari - 1);
  const { akhir } = semesterOf(start, y);
  return bySpan < akhir ? bySpan : akhir;
}

/**
 * What is wrong with a permit's dates, at most one problem per field (the dates are already
 * valid and in order): the first day inside the active school year and not before the kind's
 * grace, the last day in the first day's semester and within the kind's span.
 */
export function permitDateProblems(dates: { tgl_awal: string; tgl_akhir: string }, y: SchoolYear, kind: PermitKindLimits, today: string): DateProblem[] {
  const problems: DateProblem[] = [];
  const year = schoolYearRange(y);
  const earliest = earliestStart(y, kind, today);
  if (dates.tgl_awal < year.awal || dates.tgl_awal > year.akhir) {
    problems.push({ field: 'tgl_awal', message: MSG.permitOutsideYear(isoToDmy(year.awal), isoToDmy(year.akhir)) });
    return problems;
  }
  if (dates.tgl_awal < earliest) problems.push({ field: 'tgl_awal', message: MSG.permitStartTooEarly(isoToDmy(earliest)) });
  if (dates.tgl_akhir > semesterOf(dates.tgl_awal, y).akhir) {
    problems.push({ field: 'tgl_akhir', message: MSG.permitCrossesSemester(isoToDmy(semesterOf(dates.tgl_awal, y).akhir)) });
  } else if (daysBetween(dates.tgl_awal, dates.tgl_akhir) + 1 > kind.maks_hari) {
    problems.push({ field: 'tgl_akhir', message: MSG.permitTooLong(kind.maks_hari) });
  }
  return problems;
}
