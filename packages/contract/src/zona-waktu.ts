/**
 * Indonesia's IANA zones: WIB (Asia/Jakarta, and Asia/Pontianak for West and Central
 * Kalimantan), WITA and WIT. The school's day (clock-in, permits, the staff overview) is counted
 * in it. None has kept daylight saving time since 1964, so each is one offset from UTC all year:
 * a page can tell the school's date and time without loading the browser's time zone data.
 */
export const ZONA_WAKTU = [
  { value: 'Asia/Jakarta', label: 'WIB (Asia/Jakarta)', utcOffsetHours: 7 },
  { value: 'Asia/Pontianak', label: 'WIB (Asia/Pontianak)', utcOffsetHours: 7 },
  { value: 'Asia/Makassar', label: 'WITA (Asia/Makassar)', utcOffsetHours: 8 },
  { value: 'Asia/Jayapura', label: 'WIT (Asia/Jayapura)', utcOffsetHours: 9 },
] as const;

const HOUR_MS = 3_600_000;
const fixedOffsets = new Map<string, number>(ZONA_WAKTU.map((zone) => [zone.value, zone.utcOffsetHours * HOUR_MS]));
const intlFormats = new Map<string, Intl.DateTimeFormat>();

/** Through the time zone data: loading it costs a phone's slow CPU ~180 ms (bench/README.md). */
function intlWallClock(instant: Date, timeZone: string): string {
  let format = intlFormats.get(timeZone);
  if (!format) {
    const numeric = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...numeric, hourCycle: 'h23' });
    intlFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/**
 * The date and time an instant shows on a wall clock in `timeZone`, 'YYYY-MM-DD HH:MM:SS'.
 * Indonesia's zones are a fixed offset from UTC (`ZONA_WAKTU`): the web's pages and the API's
 * clock need no time zone data for them. Any other zone a server is set to goes through the time
 * zone data. Throws on a zone the runtime does not know.
 */
export function wallClock(instant: Date, timeZone: string): string {
  const offset = fixedOffsets.get(timeZone);
  if (offset === undefined) return intlWallClock(instant, timeZone);
  return new Date(instant.getTime() + offset).toISOString().slice(0, 19).replace('T', ' ');
}
