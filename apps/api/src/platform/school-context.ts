import type { Db } from '../db/client.js';
import { activePeriod, type ActivePeriod } from './active-period.js';
import { schoolSettings, type SchoolSettings } from './school-settings.js';

export type SchoolContext = { school: SchoolSettings; period: ActivePeriod | null };

/** Reads the cached context; `invalidate()` drops it, so the next read sees a change just committed. */
export type SchoolContextCache = (() => Promise<SchoolContext>) & { invalidate(): void };

/**
 * The school's settings and active period, read on most requests and changed a few times a
 * year, so each process keeps them for `ttlMs` (SETTINGS_CACHE_MS). Concurrent callers share
 * one read. The process that changes them invalidates its own copy after the commit; the
 * others see the change once their copy is `ttlMs` old.
 */
export function schoolContextCache(db: Db, ttlMs: number): SchoolContextCache {
  let cached: { at: number; value: Promise<SchoolContext> } | undefined;
  const read = () => {
    const now = Date.now();
    if (!cached || now - cached.at >= ttlMs) {
      const value = Promise.all([schoolSettings(db), activePeriod(db)]).then(([school, period]) => ({ school, period }));
      const entry = { at: now, value };
      cached = entry;
      // A failed read is not kept; a newer read started meanwhile stays.
      value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
  return Object.assign(read, {
    invalidate() {
      cached = undefined;
    },
  });
}
