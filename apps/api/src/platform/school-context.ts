import type { Db } from '../db/client.js';
import { activePeriod, type ActivePeriod } from './active-period.js';
import { schoolSettings, type SchoolSettings } from './school-settings.js';

export type SchoolContext = { school: SchoolSettings; period: ActivePeriod | null };

/** Reads the school context; `invalidate()` drops this process's copy after a change to it. */
export type SchoolContextReader = { (): Promise<SchoolContext>; invalidate(): void };

/**
 * The school's settings and active period, read on most requests and changed a few times a
 * year, so each process keeps them for `ttlMs` (SETTINGS_CACHE_MS). Concurrent callers share
 * one read. A change made through this process is seen at once (`invalidate`); other processes
 * see it within `ttlMs`.
 */
export function schoolContextCache(db: Db, ttlMs: number): SchoolContextReader {
  let cached: { at: number; value: Promise<SchoolContext> } | undefined;
  const read = () => {
    const now = Date.now();
    if (!cached || now - cached.at >= ttlMs) {
      const value = Promise.all([schoolSettings(db), activePeriod(db)]).then(([school, period]) => ({ school, period }));
      cached = { at: now, value };
      value.catch(() => (cached = undefined));
    }
    return cached.value;
  };
  return Object.assign(read, { invalidate: () => void (cached = undefined) });
}
