import { HARI, type Hari } from '../db/schema/jadwal.js';

export type SchoolMoment = {
  /** YYYY-MM-DD in the school's timezone. */
  date: string;
  /** HH:MM:SS in the school's timezone. */
  time: string;
  hari: Hari;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The school-local calendar date, time and weekday of an instant. */
export function schoolMoment(instant: Date, timeZone: string): SchoolMoment {
  let fmt = formatters.get(timeZone);
  if (!fmt) {
    fmt = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatters.set(timeZone, fmt);
  }
  const p = Object.fromEntries(fmt.formatToParts(instant).map((x) => [x.type, x.value]));
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(p.weekday!);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}`, hari: HARI[weekday]! };
}

/** Seconds from midnight of 'HH:MM' or 'HH:MM:SS'. */
export function secondsOfDay(time: string): number {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return h * 3600 + m * 60 + s;
}
