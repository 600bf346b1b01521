import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { storedFile } from '../../db/schema/index.js';
import type { ServiceContext } from '../service-context.js';

/** Exports live under 'export/' (see storeExport). */
export const isExport = (key: string) => key.startsWith('export/');

/** When an export made now stops being downloadable. */
export const exportExpiry = (app: ServiceContext, madeAt: Date) => new Date(madeAt.getTime() + app.config.EXPORT_KEEP_HOURS * 3_600_000);

/** Whether an export's file may still be downloaded: recorded and not past its expiry. */
export async function exportLive(app: ServiceContext, key: string): Promise<boolean> {
  const [row] = await app.db.select({ expires_at: storedFile.expires_at }).from(storedFile).where(eq(storedFile.key, key));
  return row?.expires_at != null && row.expires_at > app.now();
}

/**
 * Removes the files of expired exports, a batch at a time: the file first, then its record (the
 * recorded storage's remove), so a sweep cut short leaves records to retry, never unknown files.
 * The export log keeps its entries; their downloads answer 410.
 */
export async function sweepExpiredExports(app: ServiceContext): Promise<number> {
  let removed = 0;
  for (;;) {
    const expired = await app.db
      .select({ key: storedFile.key })
      .from(storedFile)
      .where(and(isNotNull(storedFile.expires_at), lt(storedFile.expires_at, app.now())))
      .limit(500);
    for (const { key } of expired) await app.files.storage.remove(key);
    removed += expired.length;
    if (expired.length < 500) return removed;
  }
}
