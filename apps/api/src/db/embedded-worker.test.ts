import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/context.js';

const ctx = useTestApp();

describe('a long query on the database', () => {
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
    // Sent while the transaction runs: on the embedded database it waits for the one connection.
    const counted = ctx.db.execute(sql`SELECT count(*)::int AS n FROM worker_probe`);
    await inside;
    const [row] = ((await counted) as unknown as { rows: { n: number }[] }).rows;
    expect([0, 2]).toContain(row?.n);
  });
});
