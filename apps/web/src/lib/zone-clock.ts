import { ZONA_WAKTU } from '@madrasah/contract/zona-waktu';

const HOUR_MS = 3_600_000;
const fixedOffsets = new Map<string, number>(ZONA_WAKTU.map((zone) => [zone.value, zone.utcOffsetHours * HOUR_MS]));
const intlFormats = new Map<string, Intl.DateTimeFormat>();

/** Through the browser's time zone data: loading it costs ~180 ms on a phone's slow CPU (bench/README.md). */
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
 * Indonesia's zones are a fixed offset from UTC (contract `ZONA_WAKTU`); any other zone a server
 * is set to goes through the browser's time zone data. Throws on a zone the browser does not know.
 */
export function wallClock(instant: Date, timeZone: string): string {
  const offset = fixedOffsets.get(timeZone);
  if (offset === undefined) return intlWallClock(instant, timeZone);
  return new Date(instant.getTime() + offset).toISOString().slice(0, 19).replace('T', ' ');
}
