import { and, asc, count, eq, gte, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { STAF_PEMBAYARAN } from '@madrasah/contract/endpoints/staf-pembayaran';
import { MSG } from '@madrasah/contract/messages';
import type { TagihanRow } from '@madrasah/contract/schemas/keuangan';
import type {
  BayarValues,
  PembayaranPilihan,
  PembayaranRingkasan,
  PembayaranStaf,
  PembayaranStafFilter,
  PembayaranStafRow,
} from '@madrasah/contract/schemas/staf-pembayaran';
import type { TableResult } from '@madrasah/contract/table';
import { addDays } from '@madrasah/contract/schemas/perizinan-tanggal';
import { PEMBAYARAN_MUNDUR_HARI } from '@madrasah/contract/schemas/staf-pembayaran';
import { rupiahAngka } from '@madrasah/contract/terbilang';
import type { Db, Tx } from '../../db/client.js';
import { pemasukanDetail, pembayaran, rombel, rombelSiswa, siswa, tagihan, users } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { schoolMoment } from '../../platform/clock.js';
import { conflict, fieldError, notFound } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { lines, paid, sisaOf, sortKey, tagihanNama, tahunAjaranNama, withFee, unpaid } from '../../platform/tagihan-sql.js';
import { tagihanRows } from './tagihan.service.js';
import { notifyPembayaran } from '../../platform/notifikasi-pemicu.js';

/**
 * Payments at the treasurer's desk (decision 0052). A payment is recorded under its invoice's
 * row lock against what the invoice still asks (tagihan-sql.ts `unpaid`, the portal's own sums);
 * the database numbers its receipt and re-checks the sum (migration 0017). A cancel keeps the
 * row and its number.
 */

const pencatat = alias(users, 'pencatat');
const pembatal = alias(users, 'pembatal');

const columns = {
  id: pembayaran.id,
  nomor_kuitansi: pembayaran.nomor_kuitansi,
  tagihan_id: pembayaran.tagihan_id,
  tagihan_nama: tagihanNama,
  tahun_ajaran: tahunAjaranNama,
  siswa_id: tagihan.siswa_id,
  siswa_nama: siswa.nama,
  nisn: siswa.nisn,
  rombel_nama: rombel.nama,
  tgl_transaksi: pembayaran.tgl_transaksi,
  nominal_pembayaran: pembayaran.nominal_pembayaran,
  jenis_pembayaran: pembayaran.jenis_pembayaran,
  keterangan: pembayaran.keterangan,
  dicatat_oleh: pencatat.name,
  dibatalkan_at: pembayaran.dibatalkan_at,
  dibatalkan_oleh: pembatal.name,
  alasan_batal: pembayaran.alasan_batal,
  sisa_tagihan: unpaid,
};

/** The payment, its invoice (fee, year, totals), its student and their class group that year. */
function recordQuery(db: Db | Tx) {
  return withFee(db.select(columns).from(pembayaran).innerJoin(tagihan, eq(tagihan.id, pembayaran.tagihan_id)).$dynamic())
    .innerJoin(siswa, eq(siswa.id, tagihan.siswa_id))
    .leftJoin(rombelSiswa, and(eq(rombelSiswa.siswa_id, tagihan.siswa_id), eq(rombelSiswa.tahun_ajaran_id, pemasukanDetail.tahun_ajaran_id)))
    .leftJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .leftJoin(pencatat, eq(pencatat.id, pembayaran.created_by))
    .leftJoin(pembatal, eq(pembatal.id, pembayaran.dibatalkan_oleh))
    .innerJoinLateral(lines, sql`true`)
    .innerJoinLateral(paid, sql`true`);
}

type Raw = Awaited<ReturnType<ReturnType<typeof recordQuery>['execute']>>[number];
const answer = ({ dibatalkan_at, ...r }: Raw): PembayaranStaf => ({
  ...r,
  status: dibatalkan_at ? 'Dibatalkan' : 'Aktif',
  dibatalkan_at: dibatalkan_at ? dibatalkan_at.toISOString() : null,
});

/** One payment as the desk shows it; 404 when there is none. */
export async function pembayaranStaf(app: ServiceContext, id: number): Promise<PembayaranStaf> {
  const [row] = await recordQuery(app.db).where(eq(pembayaran.id, id));
  if (!row) throw notFound();
  return answer(row);
}

const spec = tableSpec(STAF_PEMBAYARAN.table, {
  searchable: [pembayaran.nomor_kuitansi, siswa.nama, siswa.nisn],
  sortable: {
    tgl_transaksi: pembayaran.tgl_transaksi,
    nomor_kuitansi: pembayaran.nomor_kuitansi,
    nominal_pembayaran: pembayaran.nominal_pembayaran,
    id: pembayaran.id,
  },
  defaultSort: { field: 'tgl_transaksi', sort: 'DESC' },
  tiebreak: pembayaran.id,
});

/** The filters the list, its totals and its export share, so the three always read the same set. */
function filterOf(f: PembayaranStafFilter): (SQL | undefined)[] {
  return [
    f.tgl_awal ? gte(pembayaran.tgl_transaksi, f.tgl_awal) : undefined,
    f.tgl_akhir ? lte(pembayaran.tgl_transaksi, f.tgl_akhir) : undefined,
    f.metode ? eq(pembayaran.jenis_pembayaran, f.metode) : undefined,
    f.status === 'Aktif' ? isNull(pembayaran.dibatalkan_at) : f.status === 'Dibatalkan' ? isNotNull(pembayaran.dibatalkan_at) : undefined,
    f.siswa_id === undefined ? undefined : eq(tagihan.siswa_id, f.siswa_id),
  ];
}

/** The WHERE of a selection (filters and search), as the list plans it. */
const whereOf = (pilihan: { search?: string; filtering: PembayaranStafFilter }) =>
  planTable(spec, { search: pilihan.search ?? '', pagination: { current: 1, pageSize: 1 }, sorting: [] }, filterOf(pilihan.filtering)).where;

/** Payments with their invoice and student: what the count and the totals read. */
const counted = (db: Db, select: Record<string, SQL.Aliased | SQL>) =>
  db.select(select).from(pembayaran).innerJoin(tagihan, eq(tagihan.id, pembayaran.tagihan_id)).innerJoin(siswa, eq(siswa.id, tagihan.siswa_id)).$dynamic();

/** The payments recorded, newest first, cancelled ones marked. */
export async function listPembayaranStaf(
  app: ServiceContext,
  request: TableRequest & { filtering: PembayaranStafFilter },
): Promise<TableResult<PembayaranStafRow>> {
  const plan = planTable(spec, request, filterOf(request.filtering));
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      recordQuery(app.db)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => Number((await counted(app.db, { n: count() }).where(where))[0]?.n ?? 0),
  });
  return { ...result, list: numbered(result.list.map(answer), plan.offset) };
}

/** The totals of a selection: what counts, what was cancelled, and how many payments. */
export async function ringkasanPembayaran(app: ServiceContext, pilihan: { search?: string; filtering: PembayaranStafFilter }): Promise<PembayaranRingkasan> {
  const [row] = await counted(app.db, {
    jumlah_transaksi: sql<number>`count(*)`.mapWith(Number),
    total_diterima: sql<number>`coalesce(sum(${pembayaran.nominal_pembayaran}) filter (where ${pembayaran.dibatalkan_at} is null), 0)`.mapWith(Number),
    total_dibatalkan: sql<number>`coalesce(sum(${pembayaran.nominal_pembayaran}) filter (where ${pembayaran.dibatalkan_at} is not null), 0)`.mapWith(Number),
  }).where(whereOf(pilihan));
  return row as PembayaranRingkasan;
}

/** The payments of a selection in date order, for the export. */
export async function pembayaranOf(app: ServiceContext, pilihan: PembayaranPilihan & { filtering: PembayaranStafFilter }, limit: number) {
  const rows = await recordQuery(app.db).where(whereOf(pilihan)).orderBy(asc(pembayaran.tgl_transaksi), asc(pembayaran.id)).limit(limit);
  return rows.map(answer);
}

/** One student's invoices that still ask for money, with the portal's totals. */
export async function tagihanTerbuka(app: ServiceContext, request: TableRequest & { filtering: { siswa_id: number } }): Promise<TableResult<TagihanRow>> {
  const openSpec = tableSpec(STAF_PEMBAYARAN.tagihan, {
    searchable: [tagihan.nama],
    sortable: { id: tagihan.id, total_belum_dibayar: sortKey(unpaid) },
    tiebreak: tagihan.id,
  });
  const plan = planTable(openSpec, { ...request, sorting: request.sorting.length ? request.sorting : [{ field: 'id', sort: 'ASC' }] }, [
    eq(tagihan.siswa_id, request.filtering.siswa_id),
    sql`${unpaid} > 0`,
  ]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      tagihanRows(app.db, p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) =>
      Number(
        (
          await withFee(app.db.select({ n: count() }).from(tagihan).$dynamic())
            .innerJoinLateral(lines, sql`true`)
            .innerJoinLateral(paid, sql`true`)
            .where(where)
        )[0]?.n ?? 0,
      ),
    totalOf: (row) => row.total,
  });
  return { ...result, list: result.list.map(({ total: _total, ...row }) => row) };
}

/**
 * Records a payment: the invoice is locked (FOR UPDATE) so that two treasurers paying it at once
 * take turns, then what it still asks is read under that lock and the amount refused (409) when
 * above it. The database gives the receipt number in the same transaction.
 */
export async function bayar(app: ServiceContext, auth: AuthContext, body: BayarValues, ip: string): Promise<PembayaranStaf> {
  const { school } = await app.schoolContext();
  const today = schoolMoment(app.now(), school.timezone).date;
  if (body.tanggal > today) throw fieldError('tanggal', MSG.pembayaranTanggalNanti);
  // A desk records money taken lately; older payments come by the import. A date decades back
  // would also open that year's receipt numbers.
  if (body.tanggal < addDays(today, -PEMBAYARAN_MUNDUR_HARI)) throw fieldError('tanggal', MSG.pembayaranTanggalLampau);
  const created = await audited(
    app.db,
    (row: typeof pembayaran.$inferSelect) => ({
      userId: auth.userId,
      action: 'create',
      entity: 'pembayaran',
      entityId: row.id,
      ip,
      detail: { before: null, after: row },
    }),
    async (tx) => {
      const [invoice] = await tx.select({ id: tagihan.id }).from(tagihan).where(eq(tagihan.id, body.tagihan_id)).for('update');
      if (!invoice) throw notFound();
      const due = await sisaOf(tx, invoice.id);
      if (due <= 0) throw conflict(MSG.pembayaranLunas, 'jumlah');
      if (body.jumlah > due) throw conflict(MSG.pembayaranMelebihi(rupiahAngka(due)), 'jumlah');
      const [row] = await tx
        .insert(pembayaran)
        .values({
          tagihan_id: invoice.id,
          tgl_transaksi: body.tanggal,
          nominal_pembayaran: body.jumlah,
          jenis_pembayaran: body.metode,
          keterangan: body.keterangan ?? null,
          created_by: auth.userId,
        })
        .returning();
      await notifyPembayaran(tx, invoice.id, body.jumlah);
      return row!;
    },
  );
  return pembayaranStaf(app, created.id);
}

/** Cancels a payment with a reason under its row lock: it stays, keeps its number and no longer counts. Twice is 409. */
export async function batalPembayaran(app: ServiceContext, auth: AuthContext, id: number, alasan: string, ip: string): Promise<PembayaranStaf> {
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'update', entity: 'pembayaran', entityId: id, ip, detail: change }),
    async (tx) => {
      const [before] = await tx.select().from(pembayaran).where(eq(pembayaran.id, id)).for('update');
      if (!before) throw notFound();
      if (before.dibatalkan_at) throw conflict(MSG.pembayaranSudahBatal);
      const [after] = await tx
        .update(pembayaran)
        .set({ dibatalkan_at: new Date(app.now()), dibatalkan_oleh: auth.userId, alasan_batal: alasan })
        .where(eq(pembayaran.id, id))
        .returning();
      return { before, after };
    },
  );
  return pembayaranStaf(app, id);
}

/**
 * What the invoice still asked right after this payment: its amount due less the payments up to
 * this one that count (this one counted even if cancelled since, so its receipt reads as issued).
 */
export async function sisaSetelah(app: ServiceContext, p: { id: number; tagihan_id: number; sisa_tagihan: number }): Promise<number> {
  const [row] = await app.db
    .select({
      later:
        sql<number>`coalesce(sum(${pembayaran.nominal_pembayaran}) filter (where ${pembayaran.id} > ${p.id} and ${pembayaran.dibatalkan_at} is null), 0)`.mapWith(
          Number,
        ),
      self: sql<number>`coalesce(sum(${pembayaran.nominal_pembayaran}) filter (where ${pembayaran.id} = ${p.id} and ${pembayaran.dibatalkan_at} is not null), 0)`.mapWith(
        Number,
      ),
    })
    .from(pembayaran)
    .where(eq(pembayaran.tagihan_id, p.tagihan_id));
  // sisa now + what later payments took − this one if it no longer counts.
  return Math.max(p.sisa_tagihan + (row?.later ?? 0) - (row?.self ?? 0), 0);
}
