import { customType, integer, pgSchema, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The PostgreSQL file store (platform/files/postgres-storage.ts): the files themselves, when
 * FILE_STORE=postgres. A schema of their own, outside `public`: they are the storage, not school
 * rows, so a backup carries them once, as files (db/backup reads `public` only).
 */
export const fileStore = pgSchema('file_store');

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres hands back a Buffer, PGlite a Uint8Array over the same bytes.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** One stored file: its size is known before its first chunk is read. */
export const storeFile = fileStore.table('file', {
  key: text('key').primaryKey(),
  size: integer('size').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A file's bytes in chunks of STORE_CHUNK_BYTES, numbered from 0. */
export const storeChunk = fileStore.table(
  'chunk',
  {
    key: text('key')
      .notNull()
      .references(() => storeFile.key, { onDelete: 'cascade' }),
    n: integer('n').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.n] })],
);
