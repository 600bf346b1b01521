import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobRun } from '../db/schema/index.js';
import { useTestApp } from '../../test/context.js';
import { portalJobs } from '../jobs.js';
import { createJobRunner, type Job, type JobRunner } from './jobs.js';

const ctx = useTestApp();
const runners: JobRunner[] = [];
afterAll(async () => {
  for (const r of runners) await r.stop();
});
const runner = (jobs: Job[]) => {
  const r = createJobRunner(ctx.db, jobs, { checkMs: 30_000 });
  runners.push(r);
  return r;
};

/** A promise and its resolve (Promise.withResolvers is Node 22). */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A job that stays in its run until released, counting its runs and how many ran at once. */
function gatedJob(name: string) {
  const state = { runs: 0, running: 0, mostAtOnce: 0, started: deferred(), gate: deferred() };
  const job: Job = {
    name,
    everyMs: 3_600_000,
    async run() {
      state.runs++;
      state.running++;
      state.mostAtOnce = Math.max(state.mostAtOnce, state.running);
      state.started.resolve();
      await state.gate.promise;
      state.running--;
    },
  };
  return { job, state };
}

/** Makes the job due again, as if its interval had passed. */
const due = (name: string) =>
  ctx.db
    .update(jobRun)
    .set({ next_run_at: sql`now() - interval '1 second'` })
    .where(eq(jobRun.name, name));

describe('the scheduled-job runner', () => {
  it('runs a job on one of two runners at a time, and once per interval', async () => {
    const { job, state } = gatedJob('test.gated');
    const a = runner([job]);
    const b = runner([job]);
    const first = a.runDue();
    await state.started.promise;
    // While a's run holds the job, b does not take it.
    expect(await b.runDue()).toEqual([]);
    state.gate.resolve();
    expect(await first).toEqual(['test.gated']);
    // Done for this interval, on both.
    expect(await a.runDue()).toEqual([]);
    expect(await b.runDue()).toEqual([]);
    await due(job.name);
    expect(await Promise.all([a.runDue(), b.runDue()])).toEqual(expect.arrayContaining([['test.gated'], []]));
    expect(state).toMatchObject({ runs: 2, mostAtOnce: 1 });
    // The row counts the runs the two runners claimed together.
    const [row] = await ctx.db.select({ runs: jobRun.runs }).from(jobRun).where(eq(jobRun.name, job.name));
    expect(row?.runs).toBe(2);
  });

  it('takes over a job whose runner died mid-run once its lease has passed', async () => {
    const { job, state } = gatedJob('test.abandoned');
    state.gate.resolve();
    await ctx.db.insert(jobRun).values({ name: job.name, next_run_at: sql`now() - interval '1 hour'`, lease_until: sql`now() + interval '1 minute'` });
    expect(await runner([job]).runDue()).toEqual([]);
    await ctx.db
      .update(jobRun)
      .set({ lease_until: sql`now() - interval '1 second'` })
      .where(eq(jobRun.name, job.name));
    expect(await runner([job]).runDue()).toEqual([job.name]);
    expect(state.runs).toBe(1);
  });

  it('records a failing job’s error, goes on with the next job and runs the failed one again at its next interval', async () => {
    let attempts = 0;
    const failing: Job = { name: 'test.failing', everyMs: 3_600_000, run: async () => void (attempts++, await Promise.reject(new Error('disk full'))) };
    const { job: next, state } = gatedJob('test.after-failing');
    state.gate.resolve();
    const r = runner([failing, next]);
    expect(await r.runDue()).toEqual(['test.failing', 'test.after-failing']);
    const [row] = await ctx.db.select().from(jobRun).where(eq(jobRun.name, failing.name));
    expect(row).toMatchObject({ last_error: 'disk full', lease_until: null });
    await due(failing.name);
    expect(await r.runDue()).toEqual(['test.failing']);
    expect(attempts).toBe(2);
  });

  it('lists the portal’s sweeps, each with an interval', () => {
    const jobs = portalJobs(ctx.app, { kind: 'postgres' });
    expect(jobs.map((j) => j.name)).toEqual([
      'files.expired-exports',
      'files.rate-counters',
      'files.orphans',
      'session.expired',
      'session.throttle',
      'presensi.penutupan',
      'presensi.thumbnail',
      'notifikasi.push',
      'notifikasi.belum-hadir',
      'notifikasi.sweep',
    ]);
    for (const j of jobs) expect(j.everyMs).toBeGreaterThan(0);
  });

  it('gathers the embedded database’s planner statistics, which no autovacuum does there', async () => {
    expect(portalJobs(ctx.app, { kind: 'postgres' }).some((j) => j.name === 'database.statistics')).toBe(false);
    const statistics = portalJobs(ctx.app, { kind: 'pglite' }).find((j) => j.name === 'database.statistics')!;
    await ctx.db.execute(sql`CREATE TABLE statistics_probe AS SELECT g AS n FROM generate_series(1, 500) g`);
    await statistics.run();
    const seen = (await ctx.db.execute(sql`SELECT count(*)::int AS n FROM pg_stats WHERE tablename = 'statistics_probe'`)) as unknown as {
      rows: { n: number }[];
    };
    expect(seen.rows[0]?.n).toBe(1);
  });
});
