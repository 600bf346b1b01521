import { pgTable, serial, text } from 'drizzle-orm/pg-core';

/** Teaching and school staff (GTK: guru dan tenaga kependidikan). */
export const gtk = pgTable('gtk', {
  id: serial('id').primaryKey(),
  nama_lengkap: text('nama_lengkap').notNull(),
  gelar_depan: text('gelar_depan'),
  gelar_belakang: text('gelar_belakang'),
  jenis_kelamin: text('jenis_kelamin'),
  no_telp: text('no_telp'),
});
