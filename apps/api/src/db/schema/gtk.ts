import { boolean, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Teaching and school staff (GTK: guru dan tenaga kependidikan). */
export const gtk = pgTable(
  'gtk',
  {
    id: serial('id').primaryKey(),
    nama_lengkap: text('nama_lengkap').notNull(),
    gelar_depan: text('gelar_depan'),
    gelar_belakang: text('gelar_belakang'),
    jenis_kelamin: text('jenis_kelamin'),
    no_telp: text('no_telp'),
    /** Civil-service or national educator number, where the person has one: the import matches on them. */
    nip: text('nip'),
    nuptk: text('nuptk'),
    email: text('email'),
    /** e.g. 'Guru Mapel', 'Guru BK', 'Tenaga Administrasi'. */
    jenis_ptk: text('jenis_ptk'),
    is_active: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('gtk_nip_uq').on(t.nip), uniqueIndex('gtk_nuptk_uq').on(t.nuptk)],
);
