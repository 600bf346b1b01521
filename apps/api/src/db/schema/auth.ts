import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { gtk } from './gtk.js';
import { alumni, siswa } from './siswa.js';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  /** 'siswa', 'wali siswa', 'alumni', or a staff role. */
  nama: text('nama').notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-case; sign-in compares lower-case. */
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    name: text('name').notNull(),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    /** 'eksternal' (students, guardians, alumni) or 'internal' (staff). */
    tipe: text('tipe').notNull(),
    /** The student of a siswa account (a guardian's children are in wali_siswa). */
    siswa_id: integer('siswa_id').references(() => siswa.id),
    alumni_id: integer('alumni_id').references(() => alumni.id),
    /** The staff member (GTK) of an internal account: their class groups and teaching pairs. */
    gtk_id: integer('gtk_id').references(() => gtk.id),
    is_active: boolean('is_active').notNull().default(true),
    /** Why an operator suspended a staff or guardian account (a student's is on siswa). */
    alasan_nonaktif: text('alasan_nonaktif'),
    /** A password someone else chose (the first operator's, a generated or reset one): changed at the next sign-in. */
    must_change_password: boolean('must_change_password').notNull().default(false),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    password_changed_at: timestamp('password_changed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), index('users_siswa_idx').on(t.siswa_id)],
);

/**
 * The roles of a staff account, which may hold several (a teacher who is also a homeroom
 * teacher). `users.role_id` stays the account's first role.
 */
export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index('user_roles_role_idx').on(t.role_id)],
);

/** Bearer sessions. Only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    user_agent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.token_hash), index('sessions_user_idx').on(t.user_id), index('sessions_expires_idx').on(t.expires_at)],
);

/**
 * Devices an account has signed in from: the SHA-256 of the device token the web keeps after a
 * successful sign-in. A sign-in that brings one of its account's tokens passes the per-account
 * and per-address limits (see modules/session/throttle.ts). Forgotten `expires_at` after last use.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.token_hash] }), index('known_devices_expires_idx').on(t.expires_at)],
);

/**
 * Failed password checks (sign-in and password change) per key: an account with one origin, an
 * account, an address (see modules/session/throttle.ts for the keys and their limits).
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    window_started_at: timestamp('window_started_at', { withTimezone: true }).notNull(),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    /** Password checks running now under this key; stale (a process died) once `pending_until` passes. */
    pending: integer('pending').notNull().default(0),
    pending_until: timestamp('pending_until', { withTimezone: true }),
    /** When the row no longer matters (window, lock and checks all passed): the sweep deletes it. */
    forget_at: timestamp('forget_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_throttle_forget_idx').on(t.forget_at)],
);
