import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottle } from '../../db/schema/index.js';

/**
 * Failed sign-ins are counted per account and per address in the database, so every API
 * process behind a load balancer sees the same counts. A key that reaches its limit inside
 * the window is locked for LOCK_MINUTES; a success clears the account's count and does not
 * count for the address. Times come from the server's clock (`app.now()`), one clock for all.
 */
export const THROTTLE = {
  windowMinutes: 15,
  lockMinutes: 15,
  perAccount: 5,
  perAddress: 30,
} as const;

export type ThrottleKey = { key: string; limit: number };

export const accountKey = (email: string): ThrottleKey => ({ key: `email:${email}`, limit: THROTTLE.perAccount });
export const addressKey = (ip: string): ThrottleKey => ({ key: `ip:${ip}`, limit: THROTTLE.perAddress });

const MINUTE = 60_000;
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Counts this attempt against each key before its password is checked, so a burst of guesses
 * sent at once cannot all pass before the first failure is written: the attempts beyond a
 * key's limit lock it. Returns the minutes left on the longest lock among the keys, or 0 when
 * the attempt may go on; an attempt refused this way is not counted. A key whose window or
 * lock has passed counts afresh.
 */
export async function reserveAttempt(db: Db, keys: ThrottleKey[], now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - THROTTLE.windowMinutes * MINUTE);
  const lockUntil = new Date(now.getTime() + THROTTLE.lockMinutes * MINUTE);
  const { failures, window_started_at: started, locked_until: until } = loginThrottle;
  const locked = sql`COALESCE(${until} > ${ts(now)}, false)`;
  const fresh = sql`(${started} <= ${ts(windowStart)} OR COALESCE(${until} <= ${ts(now)}, false))`;
  const counted = sql`CASE WHEN ${fresh} THEN 1 ELSE ${failures} + 1 END`;
  const left = await Promise.all(
    keys.map(async ({ key, limit }) => {
      const [row] = await db
        .insert(loginThrottle)
        .values({ key, failures: 1, window_started_at: now, locked_until: null })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: {
            failures: sql`CASE WHEN ${locked} THEN ${failures} ELSE ${counted} END`,
            window_started_at: sql`CASE WHEN ${locked} OR NOT ${fresh} THEN ${started} ELSE ${ts(now)} END`,
            locked_until: sql`CASE WHEN ${locked} THEN ${until} WHEN ${counted} > ${limit} THEN ${ts(lockUntil)} ELSE NULL END`,
          },
        })
        .returning({ until: loginThrottle.locked_until });
      return row?.until ? row.until.getTime() - now.getTime() : 0;
    }),
  );
  const longest = Math.max(0, ...left);
  if (longest === 0) return 0;
  // A locked key's count no longer matters (it starts afresh when the lock lifts), so every key gives the attempt back.
  await db
    .update(loginThrottle)
    .set({ failures: sql`GREATEST(${failures} - 1, 0)` })
    .where(inArray(loginThrottle.key, keys.map((k) => k.key)));
  return Math.ceil(longest / MINUTE);
}

/** The attempt failed: it stays counted, and a key at its limit is locked from now. */
export async function recordFailure(db: Db, keys: ThrottleKey[], now: Date) {
  const lockUntil = new Date(now.getTime() + THROTTLE.lockMinutes * MINUTE);
  await Promise.all(
    keys.map(({ key, limit }) =>
      db
        .insert(loginThrottle)
        // Cleared meanwhile by a success: the failure still counts.
        .values({ key, failures: 1, window_started_at: now, locked_until: limit <= 1 ? lockUntil : null })
        .onConflictDoUpdate({
          target: loginThrottle.key,
          set: { locked_until: sql`CASE WHEN ${loginThrottle.failures} >= ${limit} THEN ${ts(lockUntil)} ELSE ${loginThrottle.locked_until} END` },
        }),
    ),
  );
}

/** The password was right: the account's count is cleared and the attempt no longer counts for the address. */
export async function releaseAttempt(db: Db, account: ThrottleKey, address: ThrottleKey) {
  await Promise.all([
    db.delete(loginThrottle).where(eq(loginThrottle.key, account.key)),
    db
      .update(loginThrottle)
      .set({ failures: sql`GREATEST(${loginThrottle.failures} - 1, 0)` })
      .where(eq(loginThrottle.key, address.key)),
  ]);
}
