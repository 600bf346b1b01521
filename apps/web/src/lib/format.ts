import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '@madrasah/contract/limits';

const EMPTY = '-';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A date in one of the spec's formats (DD-MM-YYYY by default); '-' when empty or invalid. */
export function formatDate(value: ConfigType, pattern: string = DATE_FORMAT.display): string {
  if (isBlank(value)) return EMPTY;
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : EMPTY;
}

type DateRange = { tgl_awal: string; tgl_akhir: string };

/** The first day and, when it differs, 's.d.' the last one, each as dd-MM-yyyy. */
export function periodeParts(range: DateRange): string[] {
  const [awal, akhir] = [formatDate(range.tgl_awal), formatDate(range.tgl_akhir)];
  return awal === akhir ? [awal] : [awal, `s.d. ${akhir}`];
}

/** A permit's or a calendar item's days: '01-07-2026 s.d. 03-07-2026', or one date. */
export const formatPeriode = (range: DateRange) => periodeParts(range).join(' ');

/** An Intl formatter built on first use: building one loads locale data, which no page start needs. */
function lazyFormat(options: Intl.NumberFormatOptions): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat('id-ID', options));
}

const rupiah = lazyFormat({ maximumFractionDigits: 2 });

/** 'Rp. 1.500.000': dot thousands separators; a missing amount shows as 0 (spec 02 section 9). */
export function formatRupiah(value: number | string | null | undefined): string {
  const amount = isBlank(value) ? 0 : Number(value);
  return `Rp. ${rupiah().format(Number.isFinite(amount) ? amount : 0)}`;
}

/** A whole amount with dot thousands separators, '1.500.000'; empty when there is none. */
export function formatThousands(value: number | string | null | undefined): string {
  if (isBlank(value)) return '';
  const amount = Number(value);
  return Number.isFinite(amount) ? rupiah().format(amount) : '';
}

// Every decimal the portal shows goes through this one formatter: a decimal comma and dot
// thousands, as Indonesian writes numbers ('1.234,50').
const twoDecimals = lazyFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A grade or score with 2 decimals as Indonesian writes it (spec 02 section 9), '88,50'; '-' when there is none yet. */
export function formatScore(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? EMPTY : twoDecimals().format(value);
}

/** A score as a form field shows it for editing: the stored digits with a decimal comma, '88,5'; empty when there is none. */
export function formatDecimalInput(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}

/** A distance in metres with 2 decimals as Indonesian writes it: '1.012,50 m'; '-' when unknown. */
export function formatMeters(value: number | string | null | undefined): string {
  if (isBlank(value)) return EMPTY;
  const metres = Number(value);
  return Number.isFinite(metres) ? `${twoDecimals().format(metres)} m` : EMPTY;
}

/** Today's calendar date at the school, whatever time zone the device is set to. */
export function schoolToday(timeZone: string, now: Date = new Date()): Dayjs {
  try {
    // The en-CA locale writes dates as YYYY-MM-DD.
    return dayjs(new Intl.DateTimeFormat('en-CA', { timeZone }).format(now));
  } catch {
    return dayjs(now).startOf('day');
  }
}

/** A time as HH:MM, the first 5 characters of 'HH:MM:SS' (spec 01 section 2); '-' when empty. */
export function formatTime(value: string | null | undefined): string {
  return value ? value.slice(0, 5) : EMPTY;
}
