import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import { DATE_FORMAT } from '@madrasah/contract/limits';
import { wallClock } from '@madrasah/contract/zona-waktu';

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

/**
 * `abs` (not negative) rounded half up to `maxDecimals` as Intl.NumberFormat rounds: on the
 * shortest decimal that reads back as the number, so 1.005 is 1.01 although the double is a
 * shade under it. Beyond what JavaScript writes without an exponent, a number is whole (≥ 1e21)
 * or rounds to 0 (< 1e-6).
 */
function roundedDigits(abs: number, maxDecimals: number): { whole: string; fraction: string } {
  const shortest = String(abs);
  if (shortest.includes('e')) return { whole: abs < 1 ? '0' : BigInt(abs).toString(), fraction: '' };
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= maxDecimals) return { whole, fraction };
  const kept = BigInt(whole + fraction.slice(0, maxDecimals)) + (fraction[maxDecimals]! >= '5' ? 1n : 0n);
  const digits = kept.toString().padStart(maxDecimals + 1, '0');
  return { whole: digits.slice(0, digits.length - maxDecimals), fraction: digits.slice(digits.length - maxDecimals) };
}

/**
 * A number as Indonesian writes it, dot thousands and a decimal comma ('1.234,5'), rounded as
 * Intl.NumberFormat('id-ID') rounds, with at least `minDecimals` shown. Written out rather than
 * through Intl, whose locale data took ~110 ms to load on a phone's slow CPU the first time a
 * list showed a distance (bench/README.md). A value that rounds to zero shows no minus sign.
 */
function indonesianNumber(value: number, minDecimals: number, maxDecimals: number): string {
  const { whole, fraction } = roundedDigits(Math.abs(value), maxDecimals);
  const decimals = fraction.replace(/0+$/, '').padEnd(minDecimals, '0');
  const sign = value < 0 && /[1-9]/.test(whole + decimals) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, '.')}${decimals && `,${decimals}`}`;
}

/** 'Rp. 1.500.000': dot thousands separators; a missing amount shows as 0 (spec 02 section 9). */
export function formatRupiah(value: number | string | null | undefined): string {
  const amount = isBlank(value) ? 0 : Number(value);
  return `Rp. ${indonesianNumber(Number.isFinite(amount) ? amount : 0, 0, 2)}`;
}

/** A whole amount with dot thousands separators, '1.500.000'; empty when there is none. */
export function formatThousands(value: number | string | null | undefined): string {
  if (isBlank(value)) return '';
  const amount = Number(value);
  return Number.isFinite(amount) ? indonesianNumber(amount, 0, 2) : '';
}

/** A grade or score with 2 decimals as Indonesian writes it (spec 02 section 9), '88,50'; '-' when there is none yet. */
export function formatScore(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? EMPTY : indonesianNumber(value, 2, 2);
}

/** A score as a form field shows it for editing: the stored digits with a decimal comma, '88,5'; empty when there is none. */
export function formatDecimalInput(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}

/** A distance in metres with 2 decimals as Indonesian writes it: '1.012,50 m'; '-' when unknown. */
export function formatMeters(value: number | string | null | undefined): string {
  if (isBlank(value)) return EMPTY;
  const metres = Number(value);
  return Number.isFinite(metres) ? `${indonesianNumber(metres, 2, 2)} m` : EMPTY;
}

/** Today's calendar date at the school, whatever time zone the device is set to. */
export function schoolToday(timeZone: string, now: Date = new Date()): Dayjs {
  try {
    return dayjs(wallClock(now, timeZone).slice(0, 10));
  } catch {
    return dayjs(now).startOf('day');
  }
}

/** A time as HH:MM, the first 5 characters of 'HH:MM:SS' (spec 01 section 2); '-' when empty. */
export function formatTime(value: string | null | undefined): string {
  return value ? value.slice(0, 5) : EMPTY;
}
