import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { rombel } from './akademik.js';
import { gtk } from './gtk.js';

/** A subject (mata pelajaran). */
export const mapel = pgTable('mapel', {
  id: serial('id').primaryKey(),
  nama: text('nama').notNull(),
  singkatan: text('singkatan').notNull(),
});

export const HARI = ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'] as const;
export type Hari = (typeof HARI)[number];

/** One lesson period of a class group's weekly timetable. */
export const jadwalPelajaran = pgTable(
  'jadwal_pelajaran',
  {
    id: serial('id').primaryKey(),
    rombel_id: integer('rombel_id')
      .notNull()
      .references(() => rombel.id),
    /** 'Senin' … 'Minggu'. */
    hari: text('hari').notNull(),
    jam_ke: integer('jam_ke').notNull(),
    jam_mulai: text('jam_mulai'),
    jam_selesai: text('jam_selesai'),
    mapel_id: integer('mapel_id')
      .notNull()
      .references(() => mapel.id),
    gtk_id: integer('gtk_id').references(() => gtk.id),
  },
  (t) => [uniqueIndex('jadwal_rombel_hari_jam_uq').on(t.rombel_id, t.hari, t.jam_ke), index('jadwal_rombel_idx').on(t.rombel_id)],
);
