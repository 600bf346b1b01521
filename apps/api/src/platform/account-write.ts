import { inArray, sql } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import type { Db, Tx } from '../db/client.js';
import { roles } from '../db/schema/index.js';
import { AppError, isUniqueViolation } from './errors.js';
import { hashPassword } from './password.js';
import { newPassword } from './tokens.js';

/** The advisory-lock key of account writes: made, given roles and switched off one at a time, across processes. */
const ACCOUNTS_LOCK = 0xacc0;

/**
 * Takes the accounts' lock for the rest of the transaction, so that what a write checked (an
 * account missing, an address free, another active operator) still holds when it writes.
 */
export const lockAccounts = (tx: Tx) => tx.execute(sql`SELECT pg_advisory_xact_lock(${ACCOUNTS_LOCK})`);

/** Role ids by name. */
export async function roleIds(db: Db | Tx, names: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: roles.id, nama: roles.nama })
    .from(roles)
    .where(inArray(roles.nama, [...names]));
  return new Map(rows.map((r) => [r.nama, r.id]));
}

export type NewPassword = { password: string; hash: string };

/**
 * First passwords with their argon2id hashes, hashed one after another: a class group's eighty
 * accounts hold one of the password work's slots for about a second (decision 0040), leaving
 * the others to sign-ins, and run before the transaction, which never waits on them.
 */
export async function newPasswords(count: number): Promise<NewPassword[]> {
  const made: NewPassword[] = [];
  for (let i = 0; i < count; i++) {
    const password = newPassword();
    made.push({ password, hash: await hashPassword(password) });
  }
  return made;
}

/**
 * A write that met another's account under the same address (an import or a second server
 * making accounts outside the lock) is refused as busy, to be tried again, not as a failure.
 */
export async function refusingTakenEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_uq')) throw new AppError(409, MSG.akunBusy);
    throw err;
  }
}
