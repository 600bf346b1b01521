import { wallClock } from '@madrasah/contract/zona-waktu';
import { HARI, type Hari } from '../db/schema/jadwal.js';

export type SchoolMoment = {
  /** YYYY-MM-DD in the school's timezone. */
  date: string;
  /** HH:MM:SS in the school's timezone. */
  time: string;
  hari: Hari;
};

/**
 * The school-local calendar date, time and weekday of an instant, from the contract's one wall
 * clock (Indonesia's zones are fixed offsets: no time zone data is read per request).
 */
export function schoolMoment(instant: Date, timeZone: string): SchoolMoment {
  const clock = wallClock(instant, timeZone);
  const date = clock.slice(0, 10);
  // getUTCDay counts from Sunday; HARI from Monday.
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return { date, time: clock.slice(11), hari: HARI[weekday]! };
}

/** Seconds from midnight of 'HH:MM' or 'HH:MM:SS'. */
export function secondsOfDay(time: string): number {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}
