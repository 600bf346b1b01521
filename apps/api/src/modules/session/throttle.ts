import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottle } from '../../db/schema/index.js';

/**
 * Failed sign-ins are counted per account and per address in the database, so every API
 * process behind a load balancer sees the same counts. A key that reaches its limit inside
 * the window is locked for LOCK_MINUTES; a success clears the account's count.
 */
export const THROTTLE = {
  windowMinutes: 15,
  lockMinutes: 15,
  perAccount: 5,
  perAddress: 30,
} as const;

export const accountKey = (email: string) => `email:${email}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** Minutes left on the longest active lock among `keys`, or 0 when none is locked. */
export async function lockedMinutes(db: Db, keys: string[]): Promise<number> {
  const rows = await db
    .select({ until: loginThrottle.locked_until })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys));
  const now = Date.now();
  const longest = Math.max(0, ...rows.map((r) => (r.until ? r.until.getTime() - now : 0)));
  return longest > 0 ? Math.ceil(longest / 60_000) : 0;
}

export async function recordFailure(db: Db, key: string, limit: number) {
  const window = sql.raw(`interval '${THROTTLE.windowMinutes} minutes'`);
  const lock = sql.raw(`interval '${THROTTLE.lockMinutes} minutes'`);
  const fresh = sql`${loginThrottle.window_started_at} < now() - ${window}`;
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, window_started_at: sql`now()`, locked_until: limit <= 1 ? sql`now() + ${lock}` : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`CASE WHEN ${fresh} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        window_started_at: sql`CASE WHEN ${fresh} THEN now() ELSE ${loginThrottle.window_started_at} END`,
        locked_until: sql`CASE WHEN (CASE WHEN ${fresh} THEN 1 ELSE ${loginThrottle.failures} + 1 END) >= ${limit}
          THEN now() + ${lock} ELSE ${loginThrottle.locked_until} END`,
      },
    });
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [key]));
}
