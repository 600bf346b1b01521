import type { FastifyInstance } from 'fastify';
import type { Job } from '../../platform/jobs.js';
import { kabarBelumHadir } from './belum-hadir.js';
import { kirimOutbox } from './outbox.js';
import { sapuNotifikasi } from './service.js';

/** The notifications' scheduled work (docs/decisions/0055-notifications.md). */
export function notifikasiJobs(app: FastifyInstance): Job[] {
  const subject = `mailto:admin@${app.config.ACCOUNT_EMAIL_DOMAIN}`;
  return [
    // Push messages leave here, never in the request that caused them; the runner asks every JOB_CHECK_SECONDS (30 s).
    { name: 'notifikasi.push', everyMs: 10_000, run: () => kirimOutbox(app.db, { subject, log: app.log }) },
    // Once per school day, whichever process runs it (claimed like the end-of-day alpa).
    { name: 'notifikasi.belum-hadir', everyMs: 60_000, run: () => kabarBelumHadir(app) },
    { name: 'notifikasi.sweep', everyMs: 24 * 3600_000, run: () => sapuNotifikasi(app.db) },
  ];
}
