import { MSG } from '@madrasah/contract/messages';
import { AppError } from './errors.js';

/**
 * Argon2 runs on libuv's thread pool (4 threads), which file reads and writes and sharp share.
 * A burst of password guesses given to it freely queues ahead of every download and photo, so
 * at most `concurrency` hashes run at once and at most `queue` wait their turn; beyond that a
 * request is answered at once (503) instead of waiting behind hundreds.
 */
export type PasswordWorkLimits = { concurrency: number; queue: number };

/** The answer when password work cannot be taken on now; the client may try again in a second. */
export const passwordWorkBusy = () => new AppError(503, MSG.passwordWorkBusy, undefined, { 'retry-after': '1' });

let limits: PasswordWorkLimits = { concurrency: 2, queue: 100 };
let running = 0;
const waiting: (() => void)[] = [];

/** What tests and operators can read: the work now, the most that ever ran at once, and the totals. */
export const passwordWorkStats = { running: 0, queued: 0, peakRunning: 0, done: 0, refused: 0 };

/** Set once per process from the configuration (ARGON2_CONCURRENCY, ARGON2_QUEUE). */
export function setPasswordWorkLimits(next: PasswordWorkLimits) {
  limits = next;
  while (running < limits.concurrency && waiting.length > 0) {
    running++;
    waiting.shift()!();
  }
  publish();
}

/** Starts a new peak measurement; the other figures keep counting. */
export function resetPasswordWorkPeak() {
  passwordWorkStats.peakRunning = running;
}

function publish() {
  passwordWorkStats.running = running;
  passwordWorkStats.queued = waiting.length;
  passwordWorkStats.peakRunning = Math.max(passwordWorkStats.peakRunning, running);
}

async function acquire() {
  if (running < limits.concurrency) {
    running++;
    return publish();
  }
  if (waiting.length >= limits.queue) {
    passwordWorkStats.refused++;
    throw passwordWorkBusy();
  }
  // Resolved by release() with the slot already counted, so a newcomer cannot take it meanwhile.
  await new Promise<void>((resolve) => {
    waiting.push(resolve);
    publish();
  });
}

function release() {
  passwordWorkStats.done++;
  const next = running <= limits.concurrency ? waiting.shift() : undefined;
  if (next) next();
  else running--;
  publish();
}

/** Runs one argon2 operation inside the bound; throws a 503 AppError when the queue is full. */
export async function boundedPasswordWork<T>(work: () => Promise<T>): Promise<T> {
  await acquire();
  try {
    return await work();
  } finally {
    release();
  }
}
