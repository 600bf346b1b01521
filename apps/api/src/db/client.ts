import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
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
  /**
   * Applies the committed migrations (only the first `upTo`, for a backup made at that point);
   * safe to call from several processes at once.
   */
  migrate(upTo?: number): Promise<void>;
  /** Resolves while the database answers; never queues behind a long query (the health check). */
  ping(): Promise<void>;
  /**
   * The connection pool's state, for the metrics: PostgreSQL's pool, or the embedded database's
   * one connection to its worker thread (`waiting` is then the queue behind it). Absent for the
   * embedded database on this thread, which has no pool.
   */
  poolStats?(): PoolStats;
  close(): Promise<void>;
};

export type PoolStats = { total: number; idle: number; waiting: number; max: number };

// Next to this file in the sources, next to main.js in the built bundle.
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK_ID = 727_001;

const readJournal = () => JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };

/** How many migrations this build holds. */
export const committedMigrations = (): number => readJournal().entries.length;

/** Runs `apply` on a folder holding the first `upTo` committed migrations (all of them when undefined). */
async function withMigrations(upTo: number | undefined, apply: (folder: string) => Promise<void>) {
  if (upTo === undefined) return apply(migrationsFolder);
  const journal = readJournal();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
  try {
    const entries = journal.entries.slice(0, upTo);
    fs.mkdirSync(path.join(folder, 'meta'));
    fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const e of entries) fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
    await apply(folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

export function openPostgres(url: string, poolSize = 10): Database {
  return overPool(new pg.Pool({ connectionString: url, max: poolSize }), 'postgres');
}

function overPool(pool: pg.Pool, kind: Database['kind']): Database {
  // An idle client that loses its server must not take the process down.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind,
    ping: async () => void (await pool.query('SELECT 1')),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
    async migrate(upTo) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await withMigrations(upTo, (folder) => migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder }));
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

// Beside client.ts in the sources, beside main.js in the built bundle (build.mjs copies it).
const workerFile = new URL('./pglite-worker.mjs', import.meta.url);

type PgliteOptions = {
  /** Run PGlite in a worker thread (see openPgliteWorker). */
  worker?: boolean;
  /** For an in-memory database: a data directory image (`pgliteImage`) to start from. */
  image?: Blob;
};

/**
 * Embedded PostgreSQL; `dir` undefined means in memory (tests). With `worker`, PGlite runs in a
 * worker thread (see openPgliteWorker); without, on this thread, where a long query stops the
 * event loop.
 */
export async function openPglite(dir?: string, { worker = false, image }: PgliteOptions = {}): Promise<Database> {
  let release = () => {};
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    release = takeLock(dir);
  }
  try {
    return await (worker ? openPgliteWorker : openPgliteHere)(dir, release, image);
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * A migrated in-memory database (or a copy of the image `from`), filled by `fill`, as a data
 * directory image: the tests open a copy of it per test file instead of migrating each time.
 */
export async function pgliteImage(fill: (database: Database) => Promise<void>, from?: Blob): Promise<Blob> {
  const client = await newPglite(undefined, from);
  const database = pgliteDatabase(client, () => {});
  // An image made from another is migrated already.
  if (!from) await database.migrate();
  await fill(database);
  const image = await client.dumpDataDir('none');
  await database.close();
  return image;
}

/**
 * What the embedded database's one session needs before its first query: PGlite starts its
 * backend with `enable_seqscan=off` on the command line, which makes the planner take any index
 * (or a nested loop over one) over reading a small table whole; a staff overview's join took
 * seconds instead of milliseconds (docs/decisions/0063).
 */
export const PGLITE_SESSION = 'SET enable_seqscan = on';

async function newPglite(dir?: string, image?: Blob): Promise<PGlite> {
  // Extensions that an index uses must be loaded at every open, not only at creation.
  const options = { extensions: { pg_trgm }, loadDataDir: image };
  const client = dir ? new PGlite(path.join(dir, 'pglite'), options) : new PGlite(options);
  await client.waitReady;
  await client.exec(PGLITE_SESSION);
  return client;
}

async function openPgliteHere(dir: string | undefined, release: () => void, image?: Blob): Promise<Database> {
  return pgliteDatabase(await newPglite(dir, image), release);
}

function pgliteDatabase(client: PGlite, release: () => void): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: (upTo) => withMigrations(upTo, (folder) => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder })),
    ping: async () => void (await client.query('SELECT 1')),
    async close() {
      await client.close();
      release();
    },
  };
}

/**
 * PGlite in a worker thread (pglite-worker.mjs), so that a long query does not stop the event
 * loop, reached over a unix socket in a private folder with node-postgres through one
 * connection: a transaction holds it and every other query waits for it.
 */
async function openPgliteWorker(dir: string | undefined, release: () => void, image?: Blob): Promise<Database> {
  // mkdtemp makes the folder readable by this user only: the socket asks for no password.
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-db-'));
  const cleanUp = () => {
    fs.rmSync(socketDir, { recursive: true, force: true });
    release();
  };
  const worker = new Worker(workerFile, {
    workerData: { dataDir: dir && path.join(dir, 'pglite'), socketPath: path.join(socketDir, '.s.PGSQL.5432'), image, session: PGLITE_SESSION },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (m: { ready?: boolean; error?: string }) =>
        m.ready ? resolve() : reject(new Error(`The embedded database did not open: ${m.error}`)),
      );
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The embedded database stopped while opening (exit ${code})`)));
    });
  } catch (err) {
    await worker.terminate();
    fs.rmSync(socketDir, { recursive: true, force: true });
    throw err;
  }
  for (const event of ['message', 'error', 'exit']) worker.removeAllListeners(event);
  let stopped = false;
  worker.once('exit', () => (stopped = true));
  const pool = new pg.Pool({
    host: socketDir,
    port: 5432,
    user: 'postgres',
    database: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    // Every connection reaches the same PGlite session, whose named prepared statements outlive a
    // connection that the pool dropped after an error: its replacement starts without them. The
    // pool hands the connection out once this has run, never while it still runs.
    onConnect: async (client) => void (await client.query('DEALLOCATE ALL').catch(() => undefined)),
  });
  const database = overPool(pool, 'pglite');
  return {
    ...database,
    // While the one connection runs a query, the worker being alive is the answer.
    async ping() {
      if (stopped) throw Object.assign(new Error('The embedded database thread stopped'), { code: '57P01' });
      if (pool.waitingCount === 0 && (pool.idleCount > 0 || pool.totalCount === 0)) await database.ping();
    },
    async close() {
      await database.close();
      // The worker closes PGlite (which writes its files) before it is ended.
      const closed = new Promise((resolve) => {
        worker.once('message', resolve);
        worker.once('exit', resolve);
      });
      worker.postMessage('close');
      await closed;
      await worker.terminate();
      cleanUp();
    },
  };
}
