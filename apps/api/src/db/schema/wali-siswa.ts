import { sql } from 'drizzle-orm';
import { index, integer, pgTable, pgView, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { orangTua } from './orang-tua.js';
import { siswa } from './siswa.js';

/**
 * The wards of a guardian account ('wali siswa'): one account per person, one row per child it
 * acts for. The one truth of who a guardian's children are (a guardian's `users.siswa_id` is null).
 */
export const waliSiswa = pgTable(
  'wali_siswa',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siswa_id: integer('siswa_id')
      .notNull()
      .references(() => siswa.id, { onDelete: 'cascade' }),
    /** The child's Ayah, Ibu or Wali record that is this account's person; null when none is known. */
    orang_tua_id: integer('orang_tua_id').references(() => orangTua.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.siswa_id] }), index('wali_siswa_siswa_idx').on(t.siswa_id)],
);

/**
 * Every portal account with the student it serves: a student's own account (`users.siswa_id`)
 * and a guardian's, once per child. What the accounts pages read for "the accounts of a student".
 */
export const akunSiswa = pgView('akun_siswa', {
  user_id: integer('user_id').notNull(),
  siswa_id: integer('siswa_id').notNull(),
}).as(sql`
  SELECT u.id AS user_id, u.siswa_id FROM users u WHERE u.siswa_id IS NOT NULL
  UNION ALL
  SELECT w.user_id, w.siswa_id FROM wali_siswa w`);
