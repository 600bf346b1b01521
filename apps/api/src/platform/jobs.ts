import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { jobRun } from '../db/schema/index.js';

/** A piece of background work run every `everyMs` by exactly one of the API processes. */
export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

/** A run's claim lasts this long beyond its interval's start: a process that dies mid-run frees its job then. */
const LEASE_MS = 30 * 60_000;

export type JobRunner = {
  /** Runs every due job this runner can claim, one after another; answers the names it ran. */
  runDue(): Promise<string[]>;
  /** Checks for due jobs every `checkMs` from now on. */
  start(): void;
  /** Stops checking and waits for a run in progress. */
  stop(): Promise<void>;
};

/**
 * Runs `jobs` with a job table and a lease, so that with several API processes on one database
 * each job runs once per interval, and never twice at once. A run is claimed by one statement:
 * the job's row is due (next_run_at passed) and not leased, and the claim leases it; a second
 * runner's claim waits for the first's row lock, then finds the lease and skips. The job itself
 * runs outside any transaction (it may remove files), and its end sets the next run.
 */
export function createJobRunner(db: Db, jobs: Job[], opts: { checkMs: number; log?: FastifyBaseLogger }): JobRunner {
  const { checkMs, log } = opts;
  const claim = async (job: Job) => {
    const rows = await db
      .insert(jobRun)
      .values({ name: job.name, next_run_at: sql`now()`, lease_until: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`, runs: 1 })
      .onConflictDoUpdate({
        target: jobRun.name,
        set: { lease_until: sql`excluded.lease_until`, runs: sql`${jobRun.runs} + 1` },
        setWhere: sql`${jobRun.next_run_at} <= now() AND (${jobRun.lease_until} IS NULL OR ${jobRun.lease_until} < now())`,
      })
      .returning({ name: jobRun.name });
    return rows.length > 0;
  };
  const finish = (job: Job, error: string | null) =>
    db
      .update(jobRun)
      .set({ lease_until: null, next_run_at: sql`now() + ${`${job.everyMs} milliseconds`}::interval`, last_finished_at: sql`now()`, last_error: error })
      .where(eq(jobRun.name, job.name));

  const runDue = async () => {
    const ran: string[] = [];
    for (const job of jobs) {
      if (!(await claim(job))) continue;
      let error: string | null = null;
      try {
        await job.run();
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
        log?.error({ err, job: job.name }, 'scheduled job failed');
      }
      await finish(job, error);
      ran.push(job.name);
    }
    return ran;
  };

  let current: Promise<unknown> = Promise.resolve();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    if (running) return;
    running = true;
    current = runDue()
      .catch((err: unknown) => log?.error({ err }, 'scheduled jobs could not be checked'))
      .finally(() => (running = false));
  };
  return {
    runDue,
    start() {
      timer ??= setInterval(check, checkMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
