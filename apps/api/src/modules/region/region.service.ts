import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { RegionOption, Village } from '@madrasah/contract/schemas/region';
import type { TableResult } from '@madrasah/contract/table';
import { kabkot, kecamatan, kelurahan, provinsi } from '../../db/schema/index.js';
import { containsPattern, pageWindow, tableResult, type Pagination } from '../../platform/pagination.js';
import { planTable, runTable, type TableSpec } from '../../platform/table-query.js';
import type { ServiceContext } from '../../platform/service-context.js';

/**
 * Kecamatan whose own, kabupaten/kota or province name contains every word typed
 * ('sleman gamping' finds Gamping, Sleman). Words of three letters or more go through the
 * trigram index; shorter ones cannot use it and match with a plain scan of the 7,277 rows,
 * which is cheaper than walking the whole index. One query gives the page and the total.
 */
export async function searchRegions({ db }: ServiceContext, search: string, pagination: Pagination): Promise<TableResult<RegionOption>> {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  const where = and(...words.map((w) => (w.length >= 3 ? ilike(kecamatan.search, containsPattern(w)) : sql`strpos(${kecamatan.search}, ${w}) > 0`)));
  const { limit, offset } = pageWindow(pagination);
  const rows = await db
    .select({
      kecamatan_id: kecamatan.id,
      kecamatan_nama: kecamatan.nama,
      kabkot_id: kabkot.id,
      kabkot_nama: kabkot.nama,
      provinsi_id: provinsi.id,
      provinsi_nama: provinsi.nama,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(kecamatan)
    .innerJoin(kabkot, eq(kabkot.id, kecamatan.kabkot_id))
    .innerJoin(provinsi, eq(provinsi.id, kabkot.provinsi_id))
    .where(where)
    .orderBy(asc(kecamatan.nama), asc(kecamatan.id))
    .limit(limit)
    .offset(offset);
  // A page past the end has no row to carry the total; only then is it counted apart.
  const total = rows[0]?.total ?? (offset > 0 ? ((await db.select({ n: count() }).from(kecamatan).where(where))[0]?.n ?? 0) : 0);
  return tableResult(
    rows.map(({ total: _, ...option }) => option),
    total,
    pagination,
  );
}

const VILLAGES: TableSpec = {
  searchable: [kelurahan.nama],
  sortable: { nama: kelurahan.nama },
  defaultSort: { field: 'nama', sort: 'ASC' },
  tiebreak: kelurahan.id,
};

export async function villagesOf({ db }: ServiceContext, kecamatanId: string, search: string, pagination: Pagination): Promise<TableResult<Village>> {
  const plan = planTable(VILLAGES, { search, pagination, sorting: [] }, [eq(kelurahan.kecamatan_id, kecamatanId)]);
  return runTable(plan, pagination, {
    rows: (p) =>
      db
        .select({ id: kelurahan.id, nama: kelurahan.nama })
        .from(kelurahan)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await db.select({ n: count() }).from(kelurahan).where(where))[0]?.n ?? 0,
  });
}
