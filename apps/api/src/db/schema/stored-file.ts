import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * Every file in the storage: who made it and how large it is (a user's quota is the sum of
 * theirs), and for an export when it expires. The row is written before the file (see
 * platform/files/record.ts), so a file written through the pipeline is never unknown here; the
 * orphan sweep also adopts files found on the storage without a row.
 */
export const storedFile = pgTable(
  'stored_file',
  {
    key: text('key').primaryKey(),
    /** The user whose request stored it; null for files adopted by the sweep (seed data, older installs). */
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    size: integer('size').notNull(),
    /** 'upload' and 'export' count against the quota; 'selfie' (clock-in photos) and 'found' do not. */
    kind: text('kind').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Exports only: after this the export sweep removes the file and its download answers 410. */
    expires_at: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('stored_file_user_idx').on(t.user_id), index('stored_file_expires_idx').on(t.expires_at), index('stored_file_created_idx').on(t.created_at)],
);

/** Bytes and files each user stored in a time window: the upload rate, shared by every API process. */
export const uploadRate = pgTable(
  'upload_rate',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    window_start: timestamp('window_start', { withTimezone: true }).notNull(),
    files: integer('files').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.window_start] })],
);

/**
 * The scheduled jobs' runs (platform/jobs.ts): a process runs a job only after claiming it here,
 * so with several API processes each job runs once per interval; the lease frees a job whose
 * process died while running it.
 */
export const jobRun = pgTable('job_run', {
  name: text('name').primaryKey(),
  next_run_at: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lease_until: timestamp('lease_until', { withTimezone: true }),
  last_finished_at: timestamp('last_finished_at', { withTimezone: true }),
  last_error: text('last_error'),
  /** Runs claimed since the row was made: with several processes it shows a job was not run once per process. */
  runs: integer('runs').notNull().default(0),
});
