import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id (a test checks the hash prefix); the costs are the
// OWASP-recommended floor (19 MiB, 2 passes, 1 lane), ~9 ms per verify on these machines.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

// Verified against when the e-mail is unknown, so a miss costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
export function dummyVerify(password: string) {
  dummyHash ??= hashPassword('tidak-ada-akun-ini');
  return dummyHash.then((h) => verifyPassword(h, password));
}
