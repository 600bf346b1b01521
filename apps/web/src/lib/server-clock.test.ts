import { describe, expect, it } from 'vitest';
import { formatClockTime, serverNow } from './server-clock';

describe('serverNow', () => {
  it("adds the time elapsed since the answer to the server's time, whatever the device clock says", () => {
    const clock = { serverTime: '2026-07-01T00:59:58.000Z', receivedAt: 1_000, timeZone: 'Asia/Jakarta' };
    expect(serverNow(clock, 4_500).toISOString()).toBe('2026-07-01T01:00:01.500Z');
  });
});

describe('formatClockTime', () => {
  it("writes HH:MM:SS on a 24-hour clock in the school's time zone", () => {
    expect(formatClockTime(new Date('2026-07-01T00:05:09Z'), 'Asia/Jakarta')).toBe('07:05:09');
    expect(formatClockTime(new Date('2026-07-01T16:00:00Z'), 'Asia/Jakarta')).toBe('23:00:00');
    expect(formatClockTime(new Date('2026-07-01T17:00:00Z'), 'Asia/Jakarta')).toBe('00:00:00');
  });
});
