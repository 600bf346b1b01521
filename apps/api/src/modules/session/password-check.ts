import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { passwordWorkBusy } from '../../platform/password-work.js';
import { addressPolicy, reserve, settle, THROTTLE, type Limit, type Outcome } from './throttle.js';

/**
 * The keys a sign-in counts under. From a device the account has signed in from before (its
 * token's hash), only that pair: an attacker elsewhere cannot lock the owner out. From anywhere
 * else: the account with this address (a delay that grows), the account (a lock against many
 * addresses) and the address (failures only, a slow-down against one address trying many accounts).
 */
export const signInLimits = (email: string, ip: string, deviceHash: string | null, addressFailures: number): Limit[] =>
  deviceHash
    ? [{ key: `email:${email}|device:${deviceHash}`, policy: THROTTLE.pair }]
    : [
        { key: `email:${email}|ip:${ip}`, policy: THROTTLE.pair },
        { key: `email:${email}`, policy: THROTTLE.account },
        { key: `ip:${ip}`, policy: addressPolicy(addressFailures) },
      ];

/** The same for the old password of a password change; the session is the origin, as a device is for sign-in. */
export const passwordChangeLimits = (userId: number, sessionId: number, ip: string, addressFailures: number): Limit[] => [
  { key: `password:${userId}|session:${sessionId}`, policy: THROTTLE.pair },
  { key: `password:${userId}`, policy: THROTTLE.account },
  { key: `password-ip:${ip}`, policy: addressPolicy(addressFailures) },
];

/** Checks settled in another process are not announced here: a waiting request looks again this often. */
const POLL_MS = 1000;
/** A request waits this long at most for the checks ahead of it, then is told the server is busy. */
const MAX_WAIT_MS = 10_000;

type Waiter = { keys: string[]; wake: () => void };
/** Requests of this process waiting for a slot, longest waiting first. */
const waiting: Waiter[] = [];

/** Resolves when woken by wakeOne, or after POLL_MS; `front`: it had its turn already and keeps its place. */
function waitForSlot(keys: string[], front: boolean): Promise<void> {
  return new Promise((resolve) => {
    const waiter: Waiter = {
      keys,
      wake: () => {
        clearTimeout(timer);
        waiting.splice(waiting.indexOf(waiter), 1);
        resolve();
      },
    };
    const timer = setTimeout(waiter.wake, POLL_MS);
    if (front) waiting.unshift(waiter);
    else waiting.push(waiter);
  });
}

/** A check under `keys` has settled: one waiting request that shares a key looks again (only one, not all at once). */
function wakeOne(keys: string[]) {
  waiting.find((w) => w.keys.some((k) => keys.includes(k)))?.wake();
}

/**
 * Runs `check` (one argon2 verify) once the keys allow it and counts its result. Throws
 * `locked(minutes)` while a key is locked; waits while as many checks run as a key has failures
 * left, since their results decide whether this one may run.
 */
export async function checkPassword(
  db: Db,
  limits: Limit[],
  clock: () => Date,
  locked: (minutes: number) => AppError,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const keys = limits.map((l) => l.key);
  const deadline = Date.now() + MAX_WAIT_MS;
  for (let turn = 0; ; turn++) {
    const reservation = await reserve(db, limits, clock());
    if (reservation.kind === 'go') break;
    // The next in line learns of the lock too, so a refused burst drains one request after another.
    if (reservation.kind === 'locked') {
      wakeOne(keys);
      throw locked(reservation.minutes);
    }
    if (Date.now() >= deadline) throw passwordWorkBusy();
    await waitForSlot(keys, turn > 0);
  }
  let outcome: Outcome = 'abandoned';
  try {
    outcome = (await check()) ? 'success' : 'failure';
    return outcome === 'success';
  } finally {
    await settle(db, limits, clock(), outcome);
    wakeOne(keys);
  }
}

/** The 429 of a locked key, with how long, in the words of the caller's form. */
export const lockedError = (message: (minutes: number) => string) => (minutes: number) =>
  new AppError(429, message(minutes), undefined, { 'retry-after': String(minutes * 60) });
