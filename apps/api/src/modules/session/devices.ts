import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { knownDevices } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../platform/tokens.js';

/** A device unused for this long is forgotten: its next sign-in counts like any other. */
export const DEVICE_DAYS = 180;

/** The hash of `token` when it names a device `userId` signed in from and has not forgotten; else null. */
export async function knownDevice(db: Db, userId: number, token: string | undefined, now: Date): Promise<string | null> {
  if (!token) return null;
  const hash = hashToken(token);
  const [row] = await db
    .select({ hash: knownDevices.token_hash })
    .from(knownDevices)
    .where(and(eq(knownDevices.user_id, userId), eq(knownDevices.token_hash, hash), gt(knownDevices.expires_at, now)))
    .limit(1);
  return row ? hash : null;
}

/**
 * After a successful sign-in: the device's token (the one it brought, or a new one) is remembered
 * for the account, for DEVICE_DAYS from now. One token serves every account signed in on the device.
 */
export async function rememberDevice(tx: Tx, userId: number, token: string | undefined, now: Date): Promise<string> {
  const deviceToken = token ?? newToken();
  const expiresAt = new Date(now.getTime() + DEVICE_DAYS * 86_400_000);
  await tx
    .insert(knownDevices)
    .values({ user_id: userId, token_hash: hashToken(deviceToken), last_used_at: now, expires_at: expiresAt })
    .onConflictDoUpdate({ target: [knownDevices.user_id, knownDevices.token_hash], set: { last_used_at: now, expires_at: expiresAt } });
  return deviceToken;
}
