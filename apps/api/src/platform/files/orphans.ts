import { and, isNull, lt, sql } from 'drizzle-orm';
import { storedFile } from '../../db/schema/index.js';
import { exportExpiry, isExport } from '../export/expiry.js';
import { STORAGE_KEY_COLUMNS } from './references.js';
import type { StoredEntry } from './storage.js';
import type { ServiceContext } from '../service-context.js';

const BATCH = 500;

/** No column of STORAGE_KEY_COLUMNS names the stored file's key. */
const unreferenced = () => and(...STORAGE_KEY_COLUMNS.map((column) => sql`NOT EXISTS (SELECT 1 FROM ${column.table} WHERE ${column} = ${storedFile.key})`));

/**
 * Records the files the storage holds without a record: written outside the pipeline (seed
 * data, installs older than the records) or by a clock-in whose statement has not run yet. They
 * are dated by their modification time, so a file being written is as young as it is; an export
 * gets its expiry from it.
 */
async function adopt(app: ServiceContext, entries: StoredEntry[]) {
  if (entries.length === 0) return;
  const col = <T>(f: (e: StoredEntry) => T) => sql.param(entries.map(f));
  await app.db.execute(sql`
    INSERT INTO stored_file (key, size, kind, created_at, expires_at)
    SELECT * FROM unnest(${col((e) => e.key)}::text[], ${col((e) => e.size)}::int[], ${col((e) => (isExport(e.key) ? 'export' : 'found'))}::text[],
      ${col((e) => e.modifiedAt.toISOString())}::timestamptz[], ${col((e) => (isExport(e.key) ? exportExpiry(app, e.modifiedAt).toISOString() : null))}::timestamptz[])
    ON CONFLICT (key) DO NOTHING`);
}

/**
 * The orphan sweep: a file that no column names (a replace or an upload that crashed between
 * writing the file and the record, a removal that crashed halfway) is removed once it is older
 * than the grace period, so a write in progress is never taken. Exports are left to their
 * expiry (sweepExpiredExports). Walks the whole storage first, adopting unknown files, then
 * finds the orphans among the records in one anti-join per batch. Returns the removed keys.
 */
export async function sweepOrphans(app: ServiceContext, graceMs = app.config.ORPHAN_GRACE_HOURS * 3_600_000): Promise<string[]> {
  let batch: StoredEntry[] = [];
  for await (const entry of app.files.storage.list()) {
    batch.push(entry);
    if (batch.length === BATCH) {
      await adopt(app, batch);
      batch = [];
    }
  }
  await adopt(app, batch);

  const cutoff = new Date(app.now().getTime() - graceMs);
  const removed: string[] = [];
  for (;;) {
    const orphans = await app.db
      .select({ key: storedFile.key })
      .from(storedFile)
      .where(and(isNull(storedFile.expires_at), lt(storedFile.created_at, cutoff), unreferenced()))
      .limit(BATCH);
    // The file first, then its record: a sweep cut short leaves a record to retry.
    for (const { key } of orphans) await app.files.storage.remove(key);
    removed.push(...orphans.map((o) => o.key));
    if (orphans.length < BATCH) return removed;
  }
}
