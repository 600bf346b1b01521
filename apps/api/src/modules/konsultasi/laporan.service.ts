import { and, count, desc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isoToDmy } from '@madrasah/contract/dates';
import { KONSULTASI } from '@madrasah/contract/endpoints/konsultasi';
import type { BidangKonseling, LaporanRombelRow, LaporanSiswaRow, laporanFilterSchema, laporanRombelFilterSchema } from '@madrasah/contract/schemas/bk';
import type { ExportResult } from '@madrasah/contract/schemas/export-log';
import { KONSULTASI_DRAFT } from '@madrasah/contract/schemas/konsultasi';
import type { TableResult } from '@madrasah/contract/table';
import type { Db } from '../../db/client.js';
import { konsultasi, konsultasiTopik, rombel, rombelSiswa, siswa } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { saveExport } from '../../platform/export/save.js';
import { noColumn, type SheetColumn } from '../../platform/export/xlsx.js';
import { ownSiswaId } from '../../platform/scope.js';
import { planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import type { ServiceContext } from '../../platform/service-context.js';

type Filter = z.output<typeof laporanFilterSchema>;
type RombelFilter = z.output<typeof laporanRombelFilterSchema>;

const counted = (bidang: BidangKonseling) => sql<number>`count(${konsultasi.id}) filter (where ${konsultasiTopik.bidang} = ${bidang})`.mapWith(Number);
const COUNTS = { pribadi: counted('Pribadi'), sosial: counted('Sosial'), belajar: counted('Belajar'), karier: counted('Karier') };

/**
 * The consultations a report counts for a membership (student in a class group): the student's,
 * filed in that class group, of the report's tipe, sent (not a Draft), dated within the period.
 */
const countedFor = (f: Filter) =>
  and(
    eq(konsultasi.siswa_id, rombelSiswa.siswa_id),
    eq(konsultasi.rombel_id, rombelSiswa.rombel_id),
    eq(konsultasi.tipe, f.tipe),
    ne(konsultasi.status, KONSULTASI_DRAFT),
    f.tgl_awal ? gte(konsultasi.tgl, f.tgl_awal) : undefined,
    f.tgl_akhir ? lte(konsultasi.tgl, f.tgl_akhir) : undefined,
  );

/** Each class group of the memberships in `where`, with its counts by field of counselling. */
const rombelRows = (db: Db, f: Filter, where: SQL | undefined) =>
  db
    .select({ rombel_id: rombel.id, rombel_nama: rombel.nama, ...COUNTS })
    .from(rombelSiswa)
    .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .leftJoin(konsultasi, countedFor(f))
    .leftJoin(konsultasiTopik, eq(konsultasiTopik.id, konsultasi.topik_id))
    .where(where)
    .groupBy(rombel.id)
    .$dynamic();

/** Each student of the memberships in `where`, with their counts. */
const siswaRows = (db: Db, f: Filter, where: SQL | undefined) =>
  db
    .select({ siswa_id: siswa.id, siswa_nama: siswa.nama, ...COUNTS })
    .from(rombelSiswa)
    .innerJoin(siswa, eq(siswa.id, rombelSiswa.siswa_id))
    .leftJoin(konsultasi, countedFor(f))
    .leftJoin(konsultasiTopik, eq(konsultasiTopik.id, konsultasi.topik_id))
    .where(where)
    .groupBy(siswa.id)
    .$dynamic();

const ROMBEL_SPEC = tableSpec(KONSULTASI.laporanTable, {
  searchable: [rombel.nama],
  // A class group has no creation time of its own: 'Tanggal Pembuatan' is the order they were made in.
  sortable: { created_at: rombel.id, rombel_nama: rombel.nama, id: rombel.id },
  tiebreak: rombel.id,
});
const SISWA_SPEC = tableSpec(KONSULTASI.laporanRombelTable, {
  searchable: [siswa.nama],
  sortable: { siswa_nama: siswa.nama, id: siswa.id },
  defaultSort: { field: 'siswa_nama', sort: 'ASC' as const },
  tiebreak: siswa.id,
});

/**
 * 'Laporan Konseling': one row per class group the caller's student (a guardian's ward) was in,
 * counting that student's consultations there. Nobody else's consultations are counted.
 */
export async function listLaporan(
  app: ServiceContext,
  auth: AuthContext,
  request: TableRequest & { filtering: Filter },
): Promise<TableResult<LaporanRombelRow>> {
  const siswaId = ownSiswaId(auth);
  const plan = planTable(ROMBEL_SPEC, request, [eq(rombelSiswa.siswa_id, siswaId)]);
  return runTable(plan, request.pagination, {
    rows: (p) =>
      rombelRows(app.db, request.filtering, p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) =>
      (await app.db.select({ n: count() }).from(rombelSiswa).innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id)).where(where))[0]?.n ?? 0,
  });
}

/** The class group's name, when the caller's student was ever in it; any other class group is 404. */
async function ownRombelNama(db: Db, siswaId: number, rombelId: number): Promise<string> {
  const [row] = await db
    .select({ nama: rombel.nama })
    .from(rombelSiswa)
    .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .where(and(eq(rombelSiswa.siswa_id, siswaId), eq(rombelSiswa.rombel_id, rombelId)));
  if (!row) throw notFound();
  return row.nama;
}

/** The report of one class group: the caller's student alone, the only one of its students whose consultations they may see. */
export async function listLaporanRombel(
  app: ServiceContext,
  auth: AuthContext,
  request: TableRequest & { filtering: RombelFilter },
): Promise<TableResult<LaporanSiswaRow>> {
  const siswaId = ownSiswaId(auth);
  const f = request.filtering;
  await ownRombelNama(app.db, siswaId, f.rombel_id);
  const plan = planTable(SISWA_SPEC, request, [eq(rombelSiswa.siswa_id, siswaId), eq(rombelSiswa.rombel_id, f.rombel_id)]);
  return runTable(plan, request.pagination, {
    rows: (p) =>
      siswaRows(app.db, f, p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) =>
      (await app.db.select({ n: count() }).from(rombelSiswa).innerJoin(siswa, eq(siswa.id, rombelSiswa.siswa_id)).where(where))[0]?.n ?? 0,
  });
}

function periode(f: Filter): string {
  if (f.tgl_awal && f.tgl_akhir) return `${isoToDmy(f.tgl_awal)} s.d. ${isoToDmy(f.tgl_akhir)}`;
  if (f.tgl_awal) return `Sejak ${isoToDmy(f.tgl_awal)}`;
  if (f.tgl_akhir) return `Sampai ${isoToDmy(f.tgl_akhir)}`;
  return 'Semua tanggal';
}

type Counts = { pribadi: number; sosial: number; belajar: number; karier: number };
const countColumns = <R extends Counts>(karier: string): SheetColumn<R>[] => [
  { header: 'Pribadi', value: (r) => r.pribadi },
  { header: 'Sosial', value: (r) => r.sosial },
  { header: 'Belajar', value: (r) => r.belajar },
  { header: karier, value: (r) => r.karier },
];

/** The report as the table shows it by default (newest class group first), as an XLSX in the caller's export log. */
export async function exportLaporan(app: ServiceContext, auth: AuthContext, f: Filter): Promise<ExportResult> {
  const siswaId = ownSiswaId(auth);
  const rows = await rombelRows(app.db, f, eq(rombelSiswa.siswa_id, siswaId)).orderBy(desc(rombel.id));
  return saveExport(app, auth, {
    nama: 'Laporan Konseling',
    title: 'Laporan Konseling',
    filters: [
      ['Tipe', f.tipe],
      ['Periode', periode(f)],
    ],
    columns: [noColumn(), { header: 'Nama Rombel', value: (r) => r.rombel_nama, width: 24 }, ...countColumns<LaporanRombelRow>('Karir')],
    rows,
  });
}

/** One class group's report (the caller's student in it), as an XLSX in the caller's export log. */
export async function exportLaporanRombel(app: ServiceContext, auth: AuthContext, f: RombelFilter): Promise<ExportResult> {
  const siswaId = ownSiswaId(auth);
  const rombelNama = await ownRombelNama(app.db, siswaId, f.rombel_id);
  const rows = await siswaRows(app.db, f, and(eq(rombelSiswa.siswa_id, siswaId), eq(rombelSiswa.rombel_id, f.rombel_id))).orderBy(siswa.nama, siswa.id);
  return saveExport(app, auth, {
    nama: `Laporan Konseling ${rombelNama}`,
    title: `Laporan Konseling ${rombelNama}`,
    filters: [
      ['Rombel', rombelNama],
      ['Tipe', f.tipe],
      ['Periode', periode(f)],
    ],
    columns: [noColumn(), { header: 'Nama Siswa', value: (r) => r.siswa_nama, width: 32 }, ...countColumns<LaporanSiswaRow>('Karier')],
    rows,
  });
}
