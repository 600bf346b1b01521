import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openPglite, type Database } from './client.js';
import { users } from './schema/index.js';

// The embedded database in its worker thread, in memory, with the app around it.
const ctx = {} as { db: Database['db']; app: Awaited<ReturnType<typeof buildApp>> };
let database: Database;

// The embedded database is PGlite whichever database the project tests: its own run is enough.
describe.runIf(process.env.TEST_DB !== 'postgres')('the embedded database in its worker thread', () => {
  beforeAll(async () => {
    database = await openPglite(undefined, { worker: true });
    await database.migrate();
    ctx.db = database.db;
    ctx.app = await buildApp({ database, config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '' }) });
    await ctx.app.ready();
  });

  afterAll(async () => {
    await ctx.app?.close();
    await database?.close();
  });

  it('leaves the server free: health answers before the query ends', async () => {
    let heavyDone = false;
    const heavy = ctx.db.execute(sql`SELECT sum(g::bigint * g) FROM generate_series(1, 5000000) g`).then(() => (heavyDone = true));
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(heavyDone).toBe(false);
    await heavy;
  });

  it('never shows a query a transaction half done', async () => {
    await ctx.db.execute(sql`CREATE TABLE worker_probe (n int)`);
    const inside = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO worker_probe VALUES (1)`);
      await tx.execute(sql`SELECT pg_sleep(0.2)`);
      await tx.execute(sql`INSERT INTO worker_probe VALUES (2)`);
    });
    // Sent while the transaction runs: it waits for the one connection.
    const counted = ctx.db.execute(sql`SELECT count(*)::int AS n FROM worker_probe`);
    await inside;
    const [row] = ((await counted) as unknown as { rows: { n: number }[] }).rows;
    expect(row?.n).toBe(2);
  });

  it('answers the next statements after one it refused, named ones included', async () => {
    const named = ctx.db.select({ id: users.id }).from(users).limit(1).prepare('worker_probe_named');
    await named.execute();
    for (const bad of ['nul\u0000byte', '{"a":"\\u0000"}']) {
      await expect(ctx.db.execute(sql`SELECT ${bad}::jsonb`)).rejects.toThrow();
      const ok = (await ctx.db.execute(sql`SELECT 1 AS one`)) as unknown as { rows: { one: number }[] };
      expect(ok.rows[0]?.one).toBe(1);
      expect(await named.execute()).toEqual([]);
    }
  });

  it('plans as PostgreSQL does: a small table is read whole, not through an index at any cost', async () => {
    // PGlite starts with enable_seqscan=off; the portal turns it back on (client.ts PGLITE_SESSION).
    const shown = (await ctx.db.execute(sql`SHOW enable_seqscan`)) as unknown as { rows: { enable_seqscan: string }[] };
    expect(shown.rows[0]?.enable_seqscan).toBe('on');
    const inMemory = await openPglite(undefined, { worker: false });
    try {
      const here = (await inMemory.db.execute(sql`SHOW enable_seqscan`)) as unknown as { rows: { enable_seqscan: string }[] };
      expect(here.rows[0]?.enable_seqscan).toBe('on');
    } finally {
      await inMemory.close();
    }
  });
});
