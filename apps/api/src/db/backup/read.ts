import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';
import { rowsOf } from './catalogue.js';

/**
 * The text rows (`r`) of `query`, `size` at a time, through a cursor of the transaction `tx`:
 * a table of a million rows never sits in memory at once. A failure aborts the transaction,
 * which closes the cursor with it.
 */
export async function* readInChunks(tx: Tx, query: SQL, size: number): AsyncGenerator<string[]> {
  await tx.execute(sql`DECLARE backup_rows NO SCROLL CURSOR FOR ${query}`);
  for (;;) {
    const rows = await rowsOf<{ r: string }>(tx, sql.raw(`FETCH ${size} FROM backup_rows`));
    if (rows.length === 0) break;
    yield rows.map((row) => row.r);
  }
  await tx.execute(sql`CLOSE backup_rows`);
}

/** How many of the committed migrations the database has applied (drizzle keeps them in its own schema). */
export async function appliedMigrations(db: Db | Tx): Promise<number> {
  const [known] = await rowsOf<{ present: boolean }>(db, sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!known?.present) return 0;
  const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return row?.n ?? 0;
}
