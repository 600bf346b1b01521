import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

/**
 * Which tables a request wrote to. A row trigger on every table of the test database notes the
 * table's name in `fuzz_writes`, inside the writing transaction: a rolled-back write leaves no
 * note, a committed one always does, whatever the statement (INSERT … ON CONFLICT, a CTE, an
 * UPDATE that changes no count). The transaction-id counter would be cheaper, but on a shared
 * PostgreSQL server it is cluster-wide and moves with everyone else's work (and autovacuum's),
 * and row counts miss updates; the notes are this database's own and name the table.
 */
export async function watchWrites(db: Db) {
  // One statement per call: PGlite's extended protocol takes no batches.
  const statements = [
    'CREATE UNLOGGED TABLE fuzz_writes (tbl text PRIMARY KEY)',
    `CREATE FUNCTION fuzz_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO fuzz_writes VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
       RETURN NULL;
     END $$`,
    `DO $$
     DECLARE t text;
     BEGIN
       FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'fuzz_writes' LOOP
         EXECUTE format('CREATE TRIGGER fuzz_note_write AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION fuzz_note_write()', t);
       END LOOP;
     END $$`,
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/** The tables written since the last call, and a clean slate for the next one. */
export async function takeWrites(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`DELETE FROM fuzz_writes RETURNING tbl`)) as unknown as { rows: { tbl: string }[] };
  return result.rows.map((r) => r.tbl).sort();
}

/** How many files the store holds under `dir`. */
export function countFiles(dir: string): number {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    n += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1;
  }
  return n;
}
