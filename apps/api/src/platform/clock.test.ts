import { describe, expect, it } from 'vitest';
import { wallClock, ZONA_WAKTU } from '@madrasah/contract/zona-waktu';
import { HARI } from '../db/schema/jadwal.js';
import { schoolMoment } from './clock.js';

/**
 * The contract's wall clock (itself checked against the time zone data in zona-waktu.test.ts)
 * split into date and time, and the time zone data's weekday.
 */
const oracle = (timeZone: string) => {
  const weekday = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long' });
  const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
  return (instant: Date) => {
    const [date, time] = wallClock(instant, timeZone).split(' ');
    return { date, time, hari: HARI[weekdays.indexOf(weekday.format(instant))] };
  };
};

// Every 37 minutes of three weeks: each weekday on both sides of midnight.
const instants = Array.from({ length: (21 * 24 * 60) / 37 }, (_, i) => new Date(Date.UTC(2026, 11, 1) + i * 37 * 60_000 + 5_000));

describe('schoolMoment', () => {
  it.each([...ZONA_WAKTU.map((zone) => zone.value), 'Europe/Amsterdam'])(
    "gives %s's date and time as the wall clock does, and its weekday as the time zone data does",
    (zone) => {
      const expected = oracle(zone);
      expect(instants.map((instant) => schoolMoment(instant, zone))).toEqual(instants.map(expected));
    },
  );

  it('counts the school day in the school’s zone, not the server’s', () => {
    // Sunday 23:30 UTC is Monday 06:30 in Jakarta and Monday 08:30 in Jayapura.
    const instant = new Date('2026-11-22T23:30:00Z');
    expect(schoolMoment(instant, 'Asia/Jakarta')).toEqual({ date: '2026-11-23', time: '06:30:00', hari: 'Senin' });
    expect(schoolMoment(instant, 'Asia/Jayapura')).toEqual({ date: '2026-11-23', time: '08:30:00', hari: 'Senin' });
  });
});
