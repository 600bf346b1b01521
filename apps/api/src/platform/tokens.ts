import { createHash, randomBytes } from 'node:crypto';

/** A fresh opaque bearer token: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only this digest is stored, so a leaked table grants no session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
