import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottle } from '../../db/schema/index.js';

/**
 * How many password checks a key allows. `free` failures inside the window are checked without
 * delay; the failure that reaches `free` locks the key for `lockMinutes(failures)`. A flat lock
 * (`resetOnUnlock`) starts the count afresh when it lifts; a growing one keeps it, so each
 * further failure locks for longer. `clearOnSuccess`: a right password forgets the failures.
 */
export type Policy = {
  free: number;
  windowMinutes: number;
  lockMinutes: (failures: number) => number;
  resetOnUnlock: boolean;
  clearOnSuccess: boolean;
};

/** The numbers, and why, are in docs/security/sign-in.md. */
export const THROTTLE = {
  /** One account guessed from one origin (an address, a known device, a session). */
  pair: {
    free: 5,
    windowMinutes: 24 * 60,
    lockMinutes: (failures: number) => Math.min(2 ** (failures - 5), 60),
    resetOnUnlock: false,
    clearOnSuccess: true,
  },
  /** One account from every origin without a known device: what a botnet of addresses meets. */
  account: { free: 10, windowMinutes: 15, lockMinutes: () => 15, resetOnUnlock: true, clearOnSuccess: true },
} satisfies Record<string, Policy>;

/**
 * One address, failures only: `free` (SIGNIN_ADDRESS_FAILURES, 100 unless configured) is high
 * enough for a school behind one NAT; past it, a minute per failure.
 */
export const addressPolicy = (free: number): Policy => ({ free, windowMinutes: 15, lockMinutes: () => 1, resetOnUnlock: false, clearOnSuccess: false });

export type Limit = { key: string; policy: Policy };

/** A password check in flight is forgotten after this long (its process died before settling). */
const PENDING_MS = 60_000;
const MINUTE = 60_000;

type Row = typeof loginThrottle.$inferSelect;
type State = { failures: number; started: Date; until: Date | null; pending: number; pendingUntil: Date | null };

/** The row as it stands at `now`: a passed window or a lifted flat lock count afresh, stale checks drop out. */
function current(row: Row, policy: Policy, now: Date): State {
  const t = now.getTime();
  const locked = row.locked_until !== null && row.locked_until.getTime() > t;
  const stale = row.pending_until === null || row.pending_until.getTime() <= t;
  const state: State = {
    failures: row.failures,
    started: row.window_started_at,
    until: locked ? row.locked_until : null,
    pending: stale ? 0 : row.pending,
    pendingUntil: stale ? null : row.pending_until,
  };
  const windowOver = row.window_started_at.getTime() <= t - policy.windowMinutes * MINUTE;
  const lifted = row.locked_until !== null && !locked;
  if (!locked && (windowOver || (lifted && policy.resetOnUnlock))) {
    state.failures = 0;
    state.started = now;
  }
  return state;
}

/** Checks that may run at once: the failures left before the lock, and one at a time past it. */
const room = (s: State, policy: Policy) => Math.max(policy.free - s.failures, 1);

const forgetAt = (s: State, policy: Policy) =>
  new Date(Math.max(s.started.getTime() + policy.windowMinutes * MINUTE, s.until?.getTime() ?? 0, s.pendingUntil?.getTime() ?? 0));

type Entry = { state: State; policy: Policy };
const isEmpty = (s: State) => s.failures === 0 && s.pending === 0 && s.until === null;

/**
 * Runs `decide` on the keys' rows, locked for this transaction (created when missing, in key
 * order so that two requests never wait for each other in a circle), and writes back the states
 * it returns (null: none); a state with nothing left to remember deletes its row.
 */
async function withRows<T>(db: Db, limits: Limit[], now: Date, decide: (entries: Entry[]) => { write: State[] | null; result: T }): Promise<T> {
  const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : 1));
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(loginThrottle)
      .values(sorted.map(({ key }) => ({ key, failures: 0, window_started_at: now, forget_at: now })))
      // A no-op update, so that an existing row is returned and locked like a new one.
      .onConflictDoUpdate({ target: loginThrottle.key, set: { key: sql`excluded.key` } })
      .returning();
    const byKey = new Map(rows.map((r) => [r.key, r]));
    const entries = sorted.map(({ key, policy }) => ({ state: current(byKey.get(key)!, policy, now), policy }));
    const { write, result } = decide(entries);
    const after = write ?? entries.map((e) => e.state);
    const gone = sorted.filter((_, i) => isEmpty(after[i]!)).map((l) => l.key);
    if (gone.length > 0) await tx.delete(loginThrottle).where(inArray(loginThrottle.key, gone));
    if (write) {
      for (const [i, { key, policy }] of sorted.entries()) {
        const s = write[i]!;
        if (isEmpty(s)) continue;
        await tx
          .update(loginThrottle)
          .set({
            failures: s.failures,
            window_started_at: s.started,
            locked_until: s.until,
            pending: s.pending,
            pending_until: s.pendingUntil,
            forget_at: forgetAt(s, policy),
          })
          .where(eq(loginThrottle.key, key));
      }
    }
    return result;
  });
}

export type Reservation = { kind: 'go' } | { kind: 'locked'; minutes: number } | { kind: 'full' };

/**
 * Counts one password check as running under every key, or tells why it may not run: a key is
 * locked (for how many minutes, rounded up), or as many checks are running as the key has
 * failures left before its lock ('full': the caller waits for them to settle, since whether
 * they fail decides whether this one may run). So a burst of guesses sent at once gets no more
 * checks than the limits allow, and a burst of right passwords is only made to wait.
 */
export async function reserve(db: Db, limits: Limit[], now: Date): Promise<Reservation> {
  // A locked key is told by one read, without a transaction: what most of a refused burst meets.
  const locks = await db
    .select({ until: loginThrottle.locked_until })
    .from(loginThrottle)
    .where(
      and(
        inArray(
          loginThrottle.key,
          limits.map((l) => l.key),
        ),
        gt(loginThrottle.locked_until, now),
      ),
    );
  const lockedMs = Math.max(0, ...locks.map((l) => l.until!.getTime() - now.getTime()));
  if (lockedMs > 0) return { kind: 'locked', minutes: Math.ceil(lockedMs / MINUTE) };
  return withRows<Reservation>(db, limits, now, (entries) => {
    const longest = Math.max(0, ...entries.map(({ state }) => (state.until ? state.until.getTime() - now.getTime() : 0)));
    if (longest > 0) return { write: null, result: { kind: 'locked', minutes: Math.ceil(longest / MINUTE) } };
    if (entries.some(({ state, policy }) => state.pending >= room(state, policy))) return { write: null, result: { kind: 'full' } };
    const pendingUntil = new Date(now.getTime() + PENDING_MS);
    return { write: entries.map(({ state }) => ({ ...state, pending: state.pending + 1, pendingUntil })), result: { kind: 'go' } };
  });
}

/** How a reserved check ended; 'abandoned': it never ran (the server was too busy), so nothing counts. */
export type Outcome = 'success' | 'failure' | 'abandoned';

/** The reserved check is done: a failure counts (and locks a key it brings to its limit); a success may clear. */
export function settle(db: Db, limits: Limit[], now: Date, outcome: Outcome): Promise<void> {
  return withRows(db, limits, now, (entries) => {
    const write = entries.map(({ state, policy }): State => {
      const pending = Math.max(state.pending - 1, 0);
      const done = { ...state, pending, pendingUntil: pending > 0 ? state.pendingUntil : null };
      if (outcome === 'abandoned') return done;
      if (outcome === 'success') return policy.clearOnSuccess ? { ...done, failures: 0, until: null } : done;
      const failures = state.failures + 1;
      const until = failures >= policy.free ? new Date(now.getTime() + policy.lockMinutes(failures) * MINUTE) : state.until;
      return { ...done, failures, until };
    });
    return { write, result: undefined };
  });
}
