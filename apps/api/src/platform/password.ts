import { hash, verify } from '@node-rs/argon2';
import { AppError } from './errors.js';
import { boundedPasswordWork } from './password-work.js';

// The library's default algorithm is argon2id (a test checks the hash prefix); the costs are the
// OWASP-recommended floor (19 MiB, 2 passes, 1 lane), ~9 ms per verify on these machines. Every
// hash and verify goes through the bound in password-work.ts.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => boundedPasswordWork(() => hash(password, OPTIONS));

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await boundedPasswordWork(() => verify(stored, password));
  } catch (err) {
    if (err instanceof AppError) throw err; // the bound's queue is full: not a wrong password
    return false; // a malformed stored hash never signs anyone in
  }
}

// Verified against when the e-mail is unknown, so a miss costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
export function dummyVerify(password: string) {
  // A hash refused by a full queue is asked for again next time, not kept as a rejection.
  dummyHash ??= hashPassword('tidak-ada-akun-ini').catch((err: unknown) => {
    dummyHash = undefined;
    throw err;
  });
  return dummyHash.then((h) => verifyPassword(h, password));
}
