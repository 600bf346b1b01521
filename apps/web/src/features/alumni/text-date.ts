import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

// The alumni answers write dates as DD-MM-YYYY and years as YYYY, which dayjs reads only with this plugin.
dayjs.extend(customParseFormat);

/** A date written in `format`, or null when blank or not such a date. */
export function parseTextDate(value: string | null | undefined, format: string): Dayjs | null {
  if (!value) return null;
  const date = dayjs(value, format, true);
  return date.isValid() ? date : null;
}

/** The same date written in another format; null when blank or not a date in `from`. */
export function reformatDate(value: string | null | undefined, from: string, to: string): string | null {
  return parseTextDate(value, from)?.format(to) ?? null;
}
