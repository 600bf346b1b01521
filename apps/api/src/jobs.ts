import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.js';
import { tutupHariPresensi } from './modules/presensi/penutupan.service.js';
import { buatThumbnailSelfie } from './modules/presensi/thumbnail.service.js';
import { sweepExpiredSessions, sweepThrottle } from './modules/session/sweep.js';
import { sweepExpiredExports } from './platform/export/expiry.js';
import { sweepOrphans } from './platform/files/orphans.js';
import { sweepRateCounters } from './platform/files/record.js';
import type { Job } from './platform/jobs.js';
import { notifikasiJobs } from './modules/notifikasi/jobs.js';

/**
 * Every scheduled job of the portal: the one place they are listed, beside app.ts, which lists
 * the routes. main.ts runs them with platform/jobs.ts after the server listens.
 */
export function portalJobs(app: FastifyInstance, database: Pick<Database, 'kind'>): Job[] {
  const { config, db } = app;
  const minutes = (n: number) => n * 60_000;
  const sweep = minutes(config.SWEEP_MINUTES);
  return [
    { name: 'files.expired-exports', everyMs: sweep, run: () => sweepExpiredExports(app) },
    { name: 'files.rate-counters', everyMs: sweep, run: () => sweepRateCounters(app) },
    { name: 'files.orphans', everyMs: minutes(config.ORPHAN_SWEEP_HOURS * 60), run: () => sweepOrphans(app) },
    { name: 'session.expired', everyMs: sweep, run: () => sweepExpiredSessions(db, app.now()) },
    { name: 'session.throttle', everyMs: sweep, run: () => sweepThrottle(db, app.now()) },
    // The end-of-day alpa (docs/decisions/0046): each school day closed once, whichever process runs it.
    { name: 'presensi.penutupan', everyMs: minutes(5), run: () => tutupHariPresensi(app) },
    // Selfie thumbnails for the staff's day list, made once each, outside the clock-in.
    { name: 'presensi.thumbnail', everyMs: minutes(1), run: () => buatThumbnailSelfie(app) },
    ...notifikasiJobs(app),
    // PGlite runs no autovacuum: without this its planner would never have statistics
    // (docs/decisions/0063). A PostgreSQL server gathers them itself.
    ...(database.kind === 'pglite' ? [{ name: 'database.statistics', everyMs: minutes(6 * 60), run: () => db.execute(sql`ANALYZE`) }] : []),
  ];
}
