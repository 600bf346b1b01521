import { lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { knownDevices, loginThrottle, sessions } from '../../db/schema/index.js';

/** Deletes the sessions past their expiry and the devices unused for DEVICE_DAYS; returns how many of each. */
export async function sweepExpiredSessions(db: Db, now: Date) {
  const gone = await db.delete(sessions).where(lte(sessions.expires_at, now)).returning({ id: sessions.id });
  const devices = await db.delete(knownDevices).where(lte(knownDevices.expires_at, now)).returning({ id: knownDevices.user_id });
  return { sessions: gone.length, devices: devices.length };
}

/** Deletes the throttle rows whose window, lock and running checks have all passed; returns how many. */
export async function sweepThrottle(db: Db, now: Date) {
  const gone = await db.delete(loginThrottle).where(lte(loginThrottle.forget_at, now)).returning({ key: loginThrottle.key });
  return gone.length;
}
