import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';

/** A table to copy: its name and the columns of its primary key, the order its rows are read in. */
export type TableInfo = { name: string; key: string[] };

export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The school's tables (schema public), each after every table its foreign keys name: loading
 * them in this order satisfies each key as it is written. Drizzle's own bookkeeping lives in
 * another schema and is not school data.
 */
export async function tablesInLoadOrder(db: Db | Tx): Promise<TableInfo[]> {
  const rows = await rowsOf<{ name: string; key: string[] | null; refs: string[] | null }>(
    db,
    sql`SELECT c.relname AS name,
      (SELECT array_agg(a.attname::text ORDER BY k.ord) FROM pg_index i
         CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, ord)
         JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum
        WHERE i.indrelid = c.oid AND i.indisprimary) AS key,
      (SELECT array_agg(DISTINCT r.relname::text) FROM pg_constraint f JOIN pg_class r ON r.oid = f.confrelid
        WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS refs
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
    ORDER BY c.relname`,
  );
  const waiting = new Map(rows.map((r) => [r.name, new Set(r.refs ?? [])]));
  const ordered: TableInfo[] = [];
  while (waiting.size > 0) {
    // Names sorted, so the order (and the archive) is the same on every run.
    const ready = rows.filter((r) => waiting.get(r.name)?.size === 0);
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${[...waiting.keys()].join(', ')}`);
    for (const r of ready) {
      waiting.delete(r.name);
      for (const refs of waiting.values()) refs.delete(r.name);
      ordered.push({ name: r.name, key: r.key ?? [] });
    }
  }
  return ordered;
}

/** The school's sequences (the ids' counters), by name. */
export async function sequenceNames(db: Db | Tx): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

/** A table's rows as JSON text, one a row, in key order; every backup and every check reads them this way. */
export const rowsInOrder = (t: TableInfo) =>
  sql`SELECT row_to_json(t)::text AS r FROM ${sql.identifier(t.name)} t ORDER BY ${
    t.key.length
      ? sql.join(
          t.key.map((k) => sql`t.${sql.identifier(k)}`),
          sql`, `,
        )
      : sql`row_to_json(t)::text`
  }`;
