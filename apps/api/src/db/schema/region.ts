import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Indonesia's administrative areas with their Kemendagri codes, loaded from the idn-area-data
 * package: 38 provinces, 514 regencies and cities, 7,277 districts, 83,763 villages.
 */
export const provinsi = pgTable('provinsi', {
  id: text('id').primaryKey(),
  nama: text('nama').notNull(),
});

export const kabkot = pgTable(
  'kabkot',
  {
    id: text('id').primaryKey(),
    provinsi_id: text('provinsi_id')
      .notNull()
      .references(() => provinsi.id),
    nama: text('nama').notNull(),
  },
  (t) => [index('kabkot_provinsi_idx').on(t.provinsi_id)],
);

export const kecamatan = pgTable(
  'kecamatan',
  {
    id: text('id').primaryKey(),
    kabkot_id: text('kabkot_id')
      .notNull()
      .references(() => kabkot.id),
    nama: text('nama').notNull(),
    /** Lower-case 'kecamatan kabupaten/kota provinsi', searched by any part through a trigram index. */
    search: text('search').notNull(),
  },
  (t) => [index('kecamatan_kabkot_idx').on(t.kabkot_id), index('kecamatan_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops'))],
);

export const kelurahan = pgTable(
  'kelurahan',
  {
    id: text('id').primaryKey(),
    kecamatan_id: text('kecamatan_id')
      .notNull()
      .references(() => kecamatan.id),
    nama: text('nama').notNull(),
  },
  (t) => [index('kelurahan_kecamatan_nama_idx').on(t.kecamatan_id, t.nama)],
);
