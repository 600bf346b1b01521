import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** Every export a user made: the stored XLSX (a storage key) and what it holds. Each user sees their own. */
export const exportLog = pgTable(
  'export_log',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** What was exported, e.g. 'Laporan Konseling'. */
    nama: text('nama').notNull(),
    /** The download's file name. */
    file_nama: text('file_nama').notNull(),
    file: text('file').notNull(),
    jumlah_baris: integer('jumlah_baris').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('export_log_user_idx').on(t.user_id, t.created_at)],
);
