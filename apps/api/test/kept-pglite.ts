import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '../src/db/client.js';

/**
 * Embedded databases kept open from one test file to the next in a Vitest worker (the API
 * projects run without isolation, so this module outlives a file). Opening PGlite from the
 * prepared image takes ~1.2 s, most of it PGlite zeroing its 128 MB of shared buffers; putting a
 * used database back to the image's state takes a small part of that: its tables emptied and
 * refilled with the rows the image held, its sequences set back, its session reset.
 *
 * A database a file changed the shape of (a table, trigger, function, role… the fuzz adds
 * triggers), or that still has a query or transaction under way, is closed for good instead;
 * the next file opens a new one. A file sees exactly what a new copy of the image would hold.
 */

/** What the image held, read from the first copy opened in this worker, before any file used it. */
type Baseline = {
  shape: string;
  tables: { name: string; columns: string; rows: unknown[] }[];
  sequences: { name: string; value: string; called: boolean }[];
};

type Kept = { database: Database; baseline: Baseline };

const SYSTEM_SCHEMAS = `('pg_catalog', 'information_schema', 'pg_toast')`;
const USER_SCHEMA = (column: string) => `${column} NOT IN ${SYSTEM_SCHEMAS} AND ${column} NOT LIKE 'pg_temp%' AND ${column} NOT LIKE 'pg_toast_temp%'`;

/** Everything a file could change about the database's shape, as one digest. */
export const SHAPE_ITEMS = `SELECT item FROM (
    SELECT 'n ' || nspname FROM pg_namespace WHERE ${USER_SCHEMA('nspname')}
    UNION ALL SELECT 'r ' || rolname FROM pg_roles
    UNION ALL SELECT 'x ' || extname || ' ' || extversion FROM pg_extension
    UNION ALL SELECT 'c ' || c.oid::regclass::text || ' ' || c.relkind::text || ' ' || c.relpersistence::text || ' ' ||
      CASE WHEN c.relkind = 'i' THEN pg_get_indexdef(c.oid) ELSE coalesce((
        SELECT string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ', ' ORDER BY a.attnum)
        FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
        WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped), '') END
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${USER_SCHEMA('n.nspname')}
    UNION ALL SELECT 'k ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
      WHERE connamespace IN (SELECT oid FROM pg_namespace WHERE ${USER_SCHEMA('nspname')})
    UNION ALL SELECT 't ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text FROM pg_trigger WHERE NOT tgisinternal
    UNION ALL SELECT 'f ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE ${USER_SCHEMA('n.nspname')}
    UNION ALL SELECT 'e ' || t.typname || ' ' || e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
    UNION ALL SELECT 'p ' || polrelid::regclass::text || ' ' || polname FROM pg_policy
    -- (pg_trgm adds its own settings when a query first uses it: those are not the file's doing.)
    UNION ALL SELECT 's ' || name || ' ' || setting FROM pg_settings WHERE name NOT LIKE 'pg_trgm.%'
  ) items(item)`;
const SHAPE = `SELECT md5(string_agg(item, E'\\n' ORDER BY item)) AS shape FROM (${SHAPE_ITEMS}) s`;

const TABLES = `
  SELECT format('%I.%I', n.nspname, c.relname) AS name,
    (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
      WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND ${USER_SCHEMA('n.nspname')}
  ORDER BY 1`;

const SEQUENCES = `
  SELECT format('%I.%I', schemaname, sequencename) AS name, coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
  FROM pg_sequences ORDER BY 1`;

const idle = new Map<string, Kept[]>();

const rowsOf = async <T>(database: Database, query: string): Promise<T[]> => ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const shapeOf = async (database: Database) => (await rowsOf<{ shape: string }>(database, SHAPE))[0]!.shape;

async function readBaseline(database: Database): Promise<Baseline> {
  const shape = await shapeOf(database);
  const tables = [];
  for (const { name, columns } of await rowsOf<{ name: string; columns: string }>(database, TABLES)) {
    const [table] = await rowsOf<{ rows: unknown[] | null }>(database, `SELECT json_agg(t) AS rows FROM ${name} t`);
    tables.push({ name, columns, rows: table?.rows ?? [] });
  }
  return { shape, tables, sequences: await rowsOf(database, SEQUENCES) };
}

/** Puts `kept` back to its baseline, or throws when it cannot be trusted to be. */
async function reset({ database, baseline }: Kept) {
  const pool = database.poolStats?.();
  if (pool && (pool.total > pool.idle || pool.waiting > 0)) throw new Error('a query is still under way');
  // Temporary tables, cursors, listeners and session advisory locks go. (DISCARD ALL would also
  // reset the settings, to other values than a new session's, and drop the prepared statements
  // node-postgres's connection, which stays, knows it made: their texts are fixed in the code.)
  for (const statement of ['CLOSE ALL', 'UNLISTEN *', 'DISCARD TEMP', 'SELECT pg_advisory_unlock_all()']) await database.db.execute(sql.raw(statement));
  if ((await shapeOf(database)) !== baseline.shape) throw new Error('the file changed the database’s shape or its session’s settings');
  await database.db.transaction(async (tx) => {
    // Triggers (foreign keys among them) stay quiet while the image's rows go back in any order.
    await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
    await tx.execute(sql.raw(`TRUNCATE ${baseline.tables.map((t) => t.name).join(', ')}`));
    for (const { name, columns, rows } of baseline.tables) {
      if (rows.length === 0) continue;
      await tx.execute(
        sql.raw(
          `INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${name}, ${literal(JSON.stringify(rows))})`,
        ),
      );
    }
    for (const { name, value, called } of baseline.sequences) await tx.execute(sql.raw(`SELECT setval(${literal(name)}, ${value}, ${called})`));
  });
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * A copy of the image in `source` (a file `pgliteImage` wrote), in a worker thread as the server
 * runs it: a kept one put back to the image's state when there is one. Its `close` keeps it for
 * the worker's next file.
 */
export async function openKeptPglite(source: string): Promise<Database> {
  let kept = idle.get(source)?.pop();
  if (!kept) {
    const database = await openPglite(undefined, { worker: true, image: new Blob([fs.readFileSync(source)]) });
    kept = { database, baseline: await readBaseline(database) };
  }
  const entry = kept;
  let closed = false;
  return {
    ...entry.database,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await reset(entry);
        idle.set(source, [...(idle.get(source) ?? []), entry]);
      } catch {
        await entry.database.close();
      }
    },
  };
}
