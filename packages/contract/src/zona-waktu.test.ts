import { afterEach, describe, expect, it, vi } from 'vitest';
import { wallClock, ZONA_WAKTU } from './zona-waktu.js';

/**
 * The time zone data's wall clock: Swedish writes dates and times as 'YYYY-MM-DD HH:MM:SS'. One
 * formatter per zone, made once: `toLocaleString` makes one per call, which took this file
 * 14.7 s of the suite's time for its ~70,000 instants (one `expect` each took 2 s more).
 */
const intlWallClock = (timeZone: string) => {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return (instant: Date) => format.format(instant);
};

// Every hour of two years, on both sides of midnight in every zone.
const instants = Array.from({ length: 2 * 366 * 24 }, (_, hour) => new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000 + 59_000));

afterEach(() => vi.restoreAllMocks());

describe('wallClock', () => {
  it.each(ZONA_WAKTU.map((zone) => zone.value))("gives %s's date and time as the time zone data does", (zone) => {
    const expected = intlWallClock(zone);
    expect(instants.map((instant) => wallClock(instant, zone))).toEqual(instants.map(expected));
  });

  it("reads Indonesia's zones without the time zone data", () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    expect(wallClock(new Date('2026-07-01T17:00:00Z'), 'Asia/Jakarta')).toBe('2026-07-02 00:00:00');
    expect(made).not.toHaveBeenCalled();
  });

  it('follows another zone, summer time included, through the time zone data', () => {
    expect(wallClock(new Date('2026-07-01T12:00:00Z'), 'Europe/Amsterdam')).toBe('2026-07-01 14:00:00');
    expect(wallClock(new Date('2026-01-01T23:30:00Z'), 'Europe/Amsterdam')).toBe('2026-01-02 00:30:00');
  });

  it('throws on a zone the runtime does not know', () => {
    expect(() => wallClock(new Date(), 'Mars/Olympus')).toThrow();
  });
});
