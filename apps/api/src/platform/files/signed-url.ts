import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appSetting, sessions } from '../../db/schema/index.js';
import { createBatcher } from '../batch.js';
import { currentAuth } from './request-context.js';

/** Links to stored files, because an <img> or a download cannot send the bearer header. */
export const FILES_PREFIX = '/api/files/';
const DEFAULT_TTL_S = 60 * 60;

export type FileSigner = {
  /**
   * Path and query after FILES_PREFIX: '<key>?exp=…&sig=…&s=…'. The link is bound to a session,
   * the request's caller's unless `sessionId` names one, and dies with it (logout, expiry).
   */
  sign(key: string, opts?: { ttlSeconds?: number; sessionId?: number }): string;
  /** The session the link was signed for, when the signature holds and has not expired; else null. */
  verify(key: string, query: { exp?: string; s?: string; sig?: string }, nowMs?: number): number | null;
};

/** Links a signer keeps; past this many it forgets them all and signs anew (a page of photos signs ~40). */
const KEPT_LINKS = 10_000;

/**
 * A link's expiry in seconds: the end of the second `ttl`-long window after the one holding now,
 * so every link to one file signed within a window is the same (between ttl and twice ttl
 * left). The browser then finds the photo in its cache when a list or the dashboard is read
 * again, instead of downloading it under a new address each time.
 */
const linkExpiry = (nowMs: number, ttlSeconds: number) => (Math.floor(nowMs / 1000 / ttlSeconds) + 2) * ttlSeconds;

export function createSigner(secret: Buffer): FileSigner {
  const mac = (key: string, exp: string, session: string) => createHmac('sha256', secret).update(`${key}\n${exp}\n${session}`).digest('base64url');
  // The same link is asked for again and again within a window: its signature is made once.
  let kept = new Map<string, string>();
  return {
    sign(key, { ttlSeconds = DEFAULT_TTL_S, sessionId = currentAuth()?.sessionId } = {}) {
      if (sessionId === undefined) throw new Error('a file link is signed for a session');
      const exp = String(linkExpiry(Date.now(), ttlSeconds));
      const id = `${key}\n${exp}\n${sessionId}`;
      let link = kept.get(id);
      if (link === undefined) {
        link = `${key}?exp=${exp}&sig=${mac(key, exp, String(sessionId))}&s=${sessionId}`;
        if (kept.size >= KEPT_LINKS) kept = new Map();
        kept.set(id, link);
      }
      return link;
    },
    verify(key, { exp, s, sig }, nowMs = Date.now()) {
      if (!exp || !s || !sig || !/^\d{1,12}$/.test(exp) || !/^\d{1,10}$/.test(s)) return null;
      if (Number(exp) * 1000 < nowMs) return null;
      const expected = Buffer.from(mac(key, exp, s));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given) ? Number(s) : null;
    },
  };
}

/**
 * Whether each session is live (not signed out, not expired): the file route's check that a
 * link's session still stands. Links arrive in bursts (a page of photos), so concurrent checks
 * share one query.
 */
export function liveSessionCheck(db: Db) {
  return createBatcher(async (ids: number[]) => {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, [...new Set(ids)]), gt(sessions.expires_at, sql`now()`)));
    const live = new Set(rows.map((r) => r.id));
    return ids.map((id) => live.has(id));
  });
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
