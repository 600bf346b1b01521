import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { KEUANGAN } from '@madrasah/contract/endpoints/keuangan';
import type { TagihanRow, tagihanFilterSchema } from '@madrasah/contract/schemas/keuangan';
import type { TableResult } from '@madrasah/contract/table';
import type { Db } from '../../db/client.js';
import { pemasukanDetail, posPemasukan, tagihan } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { financeSiswa, lines, paid, potongan, siswaNama, sortKey, tagihanNama, tahunAjaranNama, unpaid, withFee } from '../../platform/tagihan-sql.js';
import type { ServiceContext } from '../../platform/service-context.js';

type Filter = z.output<typeof tagihanFilterSchema>;

const SPEC = tableSpec(KEUANGAN.tagihanTable, {
  searchable: [tagihan.nama, posPemasukan.nama],
  sortable: {
    id: tagihan.id,
    total_tagihan: sortKey(lines.total_tagihan),
    total_belum_dibayar: sortKey(unpaid),
    total_pembayaran: sortKey(paid.total_pembayaran),
  },
  tiebreak: tagihan.id,
});

/** Invoices with their student, school year and totals; `where` may read the invoice, its fee and the fee's kind. */
export const tagihanRows = (db: Db, where: SQL | undefined) =>
  withFee(
    db
      .select({
        id: tagihan.id,
        tahun_ajaran: tahunAjaranNama,
        tagihan_nama: tagihanNama,
        siswa_nama: siswaNama,
        total_tagihan: lines.total_tagihan,
        total_biaya_opsional: lines.total_biaya_opsional,
        potongan,
        jatuh_tempo: tagihan.jatuh_tempo,
        total_pembayaran: paid.total_pembayaran,
        total_belum_dibayar: unpaid,
        // The list's total rides along (a student has a few invoices a year), so a page is one statement.
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(tagihan)
      .$dynamic(),
  )
    .innerJoinLateral(lines, sql`true`)
    .innerJoinLateral(paid, sql`true`)
    .where(where);

/** The invoices of one student in one school year (every year when none is known). */
export const tagihanOf = (siswaId: number, tahunAjaranId: number | undefined) => [
  eq(tagihan.siswa_id, siswaId),
  tahunAjaranId === undefined ? undefined : eq(pemasukanDetail.tahun_ajaran_id, tahunAjaranId),
];

/**
 * The invoices of the caller's student (a guardian's ward) in one school year (the active one
 * unless asked), each with its totals summed in SQL; sorted and paged in SQL too.
 */
export async function listTagihan(app: ServiceContext, auth: AuthContext, request: TableRequest & { filtering: Filter }): Promise<TableResult<TagihanRow>> {
  const f = request.filtering;
  const siswaId = financeSiswa(auth, f.siswa_id);
  const year = f.tahun_ajaran ?? (await app.schoolContext()).period?.tahunAjaran.id;
  const plan = planTable(SPEC, request, tagihanOf(siswaId, year));
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      tagihanRows(app.db, p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    // An empty page's count reads no totals, so it joins only what the filters and the search read.
    count: async (where) => (await withFee(app.db.select({ n: count() }).from(tagihan).$dynamic()).where(where))[0]?.n ?? 0,
    totalOf: (row) => row.total,
  });
  return { ...result, list: result.list.map(({ total: _total, ...row }) => row) };
}
