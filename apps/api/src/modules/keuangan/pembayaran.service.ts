import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { KEUANGAN } from '@madrasah/contract/endpoints/keuangan';
import type { PembayaranRow, pembayaranFilterSchema } from '@madrasah/contract/schemas/keuangan';
import type { TableResult } from '@madrasah/contract/table';
import { pemasukanDetail, pembayaran, posPemasukan, tagihan } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { billed, financeSiswa, lines, paymentCounts, siswaNama, sortKey, tahunAjaranNama, withFee } from '../../platform/tagihan-sql.js';
import type { ServiceContext } from '../../platform/service-context.js';

type Filter = z.output<typeof pembayaranFilterSchema>;

const SPEC = tableSpec(KEUANGAN.pembayaranTable, {
  searchable: [posPemasukan.nama, pembayaran.keterangan],
  sortable: {
    id: pembayaran.id,
    tgl_transaksi: pembayaran.tgl_transaksi,
    nominal_tagihan: sortKey(billed),
    nominal_pembayaran: pembayaran.nominal_pembayaran,
  },
  tiebreak: pembayaran.id,
});

/**
 * The payments of the caller's student (a guardian's ward), of every school year unless one
 * (or one fee) is asked for, each with what its invoice bills, summed in SQL; sorted and paged
 * in SQL. Proofs come as signed links.
 */
export async function listPembayaran(
  app: ServiceContext,
  auth: AuthContext,
  request: TableRequest & { filtering: Filter },
): Promise<TableResult<PembayaranRow>> {
  const f = request.filtering;
  const siswaId = financeSiswa(auth, f.siswa_id);
  const plan = planTable(SPEC, request, [
    eq(tagihan.siswa_id, siswaId),
    // A cancelled payment counts nowhere in the portal; the staff list keeps it, marked.
    paymentCounts,
    f.tahun_ajaran === undefined ? undefined : eq(pemasukanDetail.tahun_ajaran_id, f.tahun_ajaran),
    f.detail_pemasukan_id === undefined ? undefined : eq(tagihan.pemasukan_detail_id, f.detail_pemasukan_id),
  ]);
  const paymentsOfInvoices = () => app.db.select({ n: count() }).from(pembayaran).innerJoin(tagihan, eq(tagihan.id, pembayaran.tagihan_id)).$dynamic();
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      withFee(
        app.db
          .select({
            id: pembayaran.id,
            siswa_nama: siswaNama,
            tgl_transaksi: pembayaran.tgl_transaksi,
            tahun_ajaran: tahunAjaranNama,
            pos_pemasukan_nama: posPemasukan.nama,
            nominal_tagihan: billed,
            nominal_pembayaran: pembayaran.nominal_pembayaran,
            jenis_pembayaran: pembayaran.jenis_pembayaran,
            bukti_pembayaran: pembayaran.bukti_pembayaran,
            keterangan: pembayaran.keterangan,
            // The list's total rides along (a student has a few dozen payments), so a page is one statement.
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(pembayaran)
          .innerJoin(tagihan, eq(tagihan.id, pembayaran.tagihan_id))
          .$dynamic(),
      )
        .innerJoinLateral(lines, sql`true`)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await withFee(paymentsOfInvoices()).where(where))[0]?.n ?? 0,
    totalOf: (row) => row.total,
  });
  const sign = (key: string | null) => (key ? app.files.signer.sign(key) : null);
  return {
    ...result,
    list: result.list.map(({ total: _total, ...row }) => ({ ...row, bukti_pembayaran: sign(row.bukti_pembayaran), main_path: FILES_PREFIX })),
  };
}
