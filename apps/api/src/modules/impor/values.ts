/**
 * Cell text as the portal's forms would have sent it: the forms' schemas then judge it. Nothing
 * here refuses a value; what cannot be read is passed on as it is, for the schema to name.
 */

/** Trimmed, inner runs of spaces (and non-breaking spaces) as one space. */
export const clean = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

const pad = (n: number | string) => String(n).padStart(2, '0');

/** Day 1 of Excel's (1900) date system is 1900-01-01, counted from 1899-12-30 for its leap-year bug. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
/** Serial numbers of years 1900–2199: a bare number in a date column is read as one. */
const SERIAL = /^\d{1,5}(\.\d+)?$/;

/**
 * A date as YYYY-MM-DD from the ways a sheet holds one: 'YYYY-MM-DD', 'DD-MM-YYYY',
 * 'DD/MM/YYYY' (day first, as Indonesia writes dates), a date cell (read as YYYY-MM-DD), or
 * an Excel serial number. Anything else is returned unchanged.
 */
export function isoDateOf(text: string): string {
  const v = clean(text);
  let m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(v);
  if (m) return `${m[1]}-${pad(m[2]!)}-${pad(m[3]!)}`;
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(v);
  if (m) return `${m[3]}-${pad(m[2]!)}-${pad(m[1]!)}`;
  if (SERIAL.test(v)) {
    const d = new Date(EXCEL_EPOCH_MS + Math.floor(Number(v)) * 86_400_000);
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  }
  return v;
}

/**
 * A NISN is ten digits and, for students born after 1999, starts with '0'. A sheet that held it
 * as a number (Excel does, once the column is retyped) lost those zeros: eight or nine digits
 * get them back. Anything else is returned as written, for the form's rule to judge.
 */
export function nisnOf(text: string): string {
  const v = clean(text);
  return /^\d{8,9}$/.test(v) ? v.padStart(10, '0') : v;
}

/**
 * Dapodik's NIPD is the school's own number for the student. Madrasahs often keep the NISM (18
 * digits, the portal's NIS) there; any other NIPD is a local number the portal has no field
 * for, and is left out rather than refused.
 */
export const nismOfNipd = (text: string) => (/^\d{18}$/.test(clean(text)) ? clean(text) : '');

/** The list's own spelling of a value written in another case ('islam', 'ISLAM' → 'Islam'). */
export function optionOf(list: readonly string[], text: string): string {
  const v = clean(text);
  return list.find((o) => o.toLowerCase() === v.toLowerCase()) ?? v;
}

/** Dapodik writes the sex as 'L' or 'P'; the forms store the list's words. */
export function jenisKelaminOf(list: readonly string[], text: string): string {
  const v = clean(text).toUpperCase();
  if (v === 'L') return list[0]!;
  if (v === 'P') return list[1]!;
  return optionOf(list, text);
}

/** A region name as the region list writes it, without the prefixes files put before it. */
export const placeName = (text: string) =>
  clean(text)
    .replace(/^(kec\.?|kecamatan|kel\.?|kelurahan|desa|ds\.?)\s+/i, '')
    .toLowerCase();

/**
 * A time as HH:MM from the ways a sheet holds one: '07:00', '7:00', '7.00' (as Indonesia writes
 * times), or a day's fraction (0.2916…, a time cell's number). Anything else is returned unchanged.
 */
export function timeOf(text: string): string {
  const v = clean(text);
  const m = /^(\d{1,2})[:.](\d{2})(?::\d{2})?$/.exec(v);
  if (m) return `${pad(m[1]!)}:${m[2]}`;
  if (/^0?\.\d+$/.test(v)) {
    const minutes = Math.round(Number(v) * 24 * 60);
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  }
  return v;
}
