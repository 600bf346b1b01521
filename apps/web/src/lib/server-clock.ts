import { useEffect, useState } from 'react';
import { LIMITS } from '@madrasah/contract/limits';
import { wallClock } from '@madrasah/contract/zona-waktu';

/** The server's time as it answered, pinned to this page's monotonic clock. */
export type ServerClock = {
  /** ISO instant the server sent. */
  serverTime: string;
  /** `performance.now()` when the answer arrived. */
  receivedAt: number;
  /** The school's time zone, in which the clock is shown. */
  timeZone: string;
};

/**
 * The server's time now: its answer plus the time elapsed since, measured on a clock the user
 * cannot set, so a phone whose clock is wrong still shows the school's time.
 */
export function serverNow(clock: ServerClock, monotonicNow: number = performance.now()): Date {
  return new Date(Date.parse(clock.serverTime) + (monotonicNow - clock.receivedAt));
}

/** HH:MM:SS (24-hour) of an instant in a time zone. */
export function formatClockTime(instant: Date, timeZone: string): string {
  return wallClock(instant, timeZone).slice(11);
}

/** The server's time as HH:MM:SS, refreshed every 500 ms (spec 01 section 9). */
export function useServerClock(clock: ServerClock): string {
  const [text, setText] = useState(() => formatClockTime(serverNow(clock), clock.timeZone));
  useEffect(() => {
    const tick = () => setText(formatClockTime(serverNow(clock), clock.timeZone));
    const timer = window.setInterval(tick, LIMITS.clockRefreshMs);
    return () => window.clearInterval(timer);
  }, [clock]);
  return text;
}
