import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle handle every service takes; the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, for functions that must run inside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
};

// Next to this file in the sources, next to main.js in the built bundle.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_ID = 727_001;

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not take the process down.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite keeps no lock on its folder and a second process opening it corrupts it, so the
 * owner takes a lock file holding its pid and anyone else refuses to open.
 */
function takeLock(dir: string): () => void {
  const lockPath = path.join(dir, 'portal.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(fs.readFileSync(lockPath, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${pid}. Stop that process first (the embedded database allows one process at a time).`,
          { cause: err },
        );
      }
      fs.rmSync(lockPath, { force: true }); // stale lock from a process that died
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Embedded PostgreSQL; `dir` undefined means in memory (tests). */
export async function openPglite(dir?: string): Promise<Database> {
  let release = () => {};
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    release = takeLock(dir);
  }
  try {
    // Extensions that an index uses must be loaded at every open, not only at creation.
    const options = { extensions: { pg_trgm } };
    const client = dir ? new PGlite(path.join(dir, 'pglite'), options) : new PGlite(options);
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      migrate: async () => {
        await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
      },
      async close() {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
