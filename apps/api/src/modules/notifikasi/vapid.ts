import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client.js';
import { appSetting } from '../../db/schema/index.js';

const KEY = 'notifikasi.vapid';

export type Vapid = { publicKey: string; privateKey: string };

const known = new WeakMap<Db, Promise<Vapid>>();

/**
 * The installation's VAPID keypair, which signs every push message (RFC 8292) and which browsers
 * subscribe with. Made once, the first time a process needs it (the first push run or a browser
 * asking for the key), and kept in app_setting: each process offers its own fresh pair with
 * INSERT … ON CONFLICT DO NOTHING and then reads the row, so with several processes starting at
 * once all use the one pair that landed first.
 */
export function vapidKeys(db: Db): Promise<Vapid> {
  let keys = known.get(db);
  if (!keys) {
    keys = (async () => {
      const fresh = webpush.generateVAPIDKeys();
      await db
        .insert(appSetting)
        .values({ key: KEY, value: JSON.stringify(fresh) })
        .onConflictDoNothing();
      const [row] = await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, KEY));
      return JSON.parse(row!.value) as Vapid;
    })();
    // A failed read (the database down) is tried again by the next caller.
    keys.catch(() => known.delete(db));
    known.set(db, keys);
  }
  return keys;
}
