import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { kabkot, kecamatan, kelurahan, provinsi } from '../db/schema/index.js';
import { valueOf } from './lookup-sql.js';

type RegionColumns = { provinsi_id: AnyPgColumn; kabkot_id: AnyPgColumn; kecamatan_id: AnyPgColumn; kelurahan_id: AnyPgColumn };

const nameOf = (table: typeof provinsi | typeof kabkot | typeof kecamatan | typeof kelurahan, code: AnyPgColumn) =>
  valueOf<string | null>(table.nama, table.id, code);

/**
 * Select fields naming the four region codes of an address, on any table that stores them
 * (students, parents, alumni): one primary-key look-up each.
 */
export const regionNames = (c: RegionColumns) => ({
  provinsi_nama: nameOf(provinsi, c.provinsi_id),
  kabkot_nama: nameOf(kabkot, c.kabkot_id),
  kecamatan_nama: nameOf(kecamatan, c.kecamatan_id),
  kelurahan_nama: nameOf(kelurahan, c.kelurahan_id),
});
