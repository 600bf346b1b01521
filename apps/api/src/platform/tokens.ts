import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque bearer token: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a leaked table grants no session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Letters and digits that cannot be mistaken for each other on a printed card (no 0/O, 1/l/I). */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * A first password someone else will type from a card or a screen: 10 readable characters
 * (about 49 bits), changed at the first sign-in. Chosen without modulo bias.
 */
export function newPassword(length = 10): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 256 - (256 % READABLE.length) && out.length < length) out += READABLE[byte % READABLE.length];
    }
  }
  return out;
}
