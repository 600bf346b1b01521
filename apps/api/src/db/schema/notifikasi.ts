import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * One notification in a user's inbox (the bell). Written in the transaction of the action that
 * caused it, by one INSERT … SELECT over its recipients (modules/notifikasi/notify.ts).
 */
export const notifikasi = pgTable(
  'notifikasi',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The kind, one of NOTIFIKASI_JENIS (the user may opt out per kind). */
    jenis: text('jenis').notNull(),
    judul: text('judul').notNull(),
    isi: text('isi').notNull(),
    /** The portal page it opens ('/presensi'), relative to the site. */
    tautan: text('tautan').notNull(),
    dibaca_at: timestamp('dibaca_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The inbox, newest first, paged by id.
    index('notifikasi_user_id_idx').on(t.user_id, t.id),
    // The bell's unread count: only the unread rows are in it.
    index('notifikasi_belum_dibaca_idx')
      .on(t.user_id)
      .where(sql`${t.dibaca_at} IS NULL`),
  ],
);

/** A browser's Web Push subscription (PushSubscription), one per endpoint; dropped when its push service answers 404 or 410. */
export const pushLangganan = pgTable(
  'push_langganan',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret (base64url), which encrypt the payload (RFC 8291). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last time its push service accepted a message. */
    last_ok: timestamp('last_ok', { withTimezone: true }),
  },
  (t) => [index('push_langganan_user_idx').on(t.user_id)],
);

/**
 * A push message still to send: one notification to one subscription. Claimed by the outbox
 * worker with FOR UPDATE SKIP LOCKED and a lease (coba_at moved ahead), deleted once sent or
 * given up; a failure moves coba_at ahead by a growing delay.
 */
export const notifikasiOutbox = pgTable(
  'notifikasi_outbox',
  {
    id: serial('id').primaryKey(),
    notifikasi_id: integer('notifikasi_id')
      .notNull()
      .references(() => notifikasi.id, { onDelete: 'cascade' }),
    langganan_id: integer('langganan_id')
      .notNull()
      .references(() => pushLangganan.id, { onDelete: 'cascade' }),
    percobaan: integer('percobaan').notNull().default(0),
    /** Not before this: a new row now, a claimed one after its lease, a failed one after its backoff. */
    coba_at: timestamp('coba_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifikasi_outbox_coba_idx').on(t.coba_at, t.id),
    // The cascades from a swept notification and a dropped subscription.
    index('notifikasi_outbox_notifikasi_idx').on(t.notifikasi_id),
    index('notifikasi_outbox_langganan_idx').on(t.langganan_id),
  ],
);

/** The kinds a user opted out of: no inbox row and no push for them. */
export const notifikasiMati = pgTable(
  'notifikasi_mati',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jenis: text('jenis').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.jenis] })],
);

/** The school days whose not-yet-clocked-in alert was sent: the claim that makes it once a day, whatever the processes. */
export const notifikasiBelumHadir = pgTable(
  'notifikasi_belum_hadir',
  {
    tgl: date('tgl', { mode: 'string' }).primaryKey(),
    jumlah: integer('jumlah').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('notifikasi_belum_hadir_jumlah_ck', sql`${t.jumlah} >= 0`)],
);
