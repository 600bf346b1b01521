import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSetting } from '../../db/schema/index.js';

/** Links to stored files, because an <img> or a download cannot send the bearer header. */
export const FILES_PREFIX = '/api/files/';
const DEFAULT_TTL_S = 60 * 60;

export type FileSigner = {
  /** Path and query after FILES_PREFIX: '<key>?exp=…&sig=…'. */
  sign(key: string, ttlSeconds?: number): string;
  verify(key: string, exp: string | undefined, sig: string | undefined, nowMs?: number): boolean;
};

export function createSigner(secret: Buffer): FileSigner {
  const mac = (key: string, exp: string) => createHmac('sha256', secret).update(`${key}\n${exp}`).digest('base64url');
  return {
    sign(key, ttlSeconds = DEFAULT_TTL_S) {
      const exp = String(Math.floor(Date.now() / 1000) + ttlSeconds);
      return `${key}?exp=${exp}&sig=${mac(key, exp)}`;
    },
    verify(key, exp, sig, nowMs = Date.now()) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 < nowMs) return false;
      const expected = Buffer.from(mac(key, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The signing secret, made once per installation and kept in the database for every process. */
export async function loadSigningSecret(db: Db): Promise<Buffer> {
  const key = 'file_url_secret';
  await db
    .insert(appSetting)
    .values({ key, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSetting).where(eq(appSetting.key, key));
  return Buffer.from(row!.value, 'base64');
}
