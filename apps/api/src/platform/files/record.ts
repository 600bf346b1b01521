import { and, eq, inArray, lt, sql, sum } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { storedFile, uploadRate } from '../../db/schema/index.js';
import { AppError } from '../errors.js';
import { currentAuth } from './request-context.js';
import type { FileStorage } from './storage.js';
import type { ServiceContext } from '../service-context.js';

/** What a stored file is: uploads and exports count against their owner's quota and rate. */
export type StoredFileKind = 'upload' | 'export' | 'selfie' | 'found';
const COUNTED: StoredFileKind[] = ['upload', 'export'];
/** The advisory-lock namespace of quota checks: one user's uploads are checked one at a time. */
const QUOTA_LOCK = 0x51_07a;
const MB = 1024 * 1024;

/** The window of the upload rate that `now` falls in. */
export const rateWindow = (config: Config, now: Date) => {
  const ms = config.UPLOAD_RATE_WINDOW_MINUTES * 60_000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
};

/**
 * Records a file about to be stored, for its owner, in one transaction: it adds the file to the
 * owner's rate counter for the current window and refuses (429) past the rate, then refuses
 * (413) when the owner's files would exceed the quota. Both refusals roll back, so a refused
 * upload writes nothing. Runs before the file is written: a burst of one user's uploads from
 * several processes is counted in the database, one at a time under an advisory lock per user.
 */
async function reserve(app: ServiceContext, key: string, size: number, userId: number, kind: 'upload' | 'export', expiresAt: Date | null) {
  const { config } = app;
  const now = app.now();
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK}, ${userId})`);
    const [rate] = await tx
      .insert(uploadRate)
      .values({ user_id: userId, window_start: rateWindow(config, now), files: 1, bytes: size })
      .onConflictDoUpdate({
        target: [uploadRate.user_id, uploadRate.window_start],
        set: { files: sql`${uploadRate.files} + 1`, bytes: sql`${uploadRate.bytes} + excluded.bytes` },
      })
      .returning();
    if (rate!.files > config.UPLOAD_RATE_MAX_FILES || rate!.bytes > config.UPLOAD_RATE_MAX_MB * MB) throw new AppError(429, MSG.uploadRateLimited);
    const [used] = await tx
      .select({ bytes: sum(storedFile.size).mapWith(Number) })
      .from(storedFile)
      .where(and(eq(storedFile.user_id, userId), inArray(storedFile.kind, COUNTED)));
    if ((used?.bytes ?? 0) + size > config.UPLOAD_QUOTA_MB * MB) throw new AppError(413, MSG.uploadQuotaFull);
    await tx.insert(storedFile).values({ key, user_id: userId, size, kind, created_at: now, expires_at: expiresAt });
  });
}

/**
 * Stores a new file of the caller's (or `userId`'s): recorded under their quota and rate first,
 * then written. A write that fails takes its record with it.
 */
export async function storeNewFile(
  app: ServiceContext,
  key: string,
  data: Buffer,
  opts: { kind: 'upload' | 'export'; userId?: number; expiresAt?: Date },
): Promise<void> {
  const userId = opts.userId ?? currentAuth()?.userId;
  if (userId === undefined) throw new Error('a file is stored for a signed-in user');
  await reserve(app, key, data.length, userId, opts.kind, opts.expiresAt ?? null);
  try {
    await app.files.storage.put(key, data);
  } catch (err) {
    await app.files.storage.remove(key);
    throw err;
  }
}

/** The storage as modules see it: removing a file also removes its record, freeing its owner's quota. */
export function recordedStorage(storage: FileStorage, db: Db): FileStorage {
  return {
    kind: storage.kind,
    joining: (tx) => recordedStorage(storage.joining(tx), tx),
    put: (key, data) => storage.put(key, data),
    open: (key) => storage.open(key),
    list: () => storage.list(),
    async remove(key) {
      await storage.remove(key);
      await db.delete(storedFile).where(eq(storedFile.key, key));
    },
  };
}

/** Rate counters of windows that have ended: nothing reads them any more. */
export async function sweepRateCounters(app: ServiceContext) {
  await app.db.delete(uploadRate).where(lt(uploadRate.window_start, rateWindow(app.config, app.now())));
}
