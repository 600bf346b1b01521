import type { ExportResult } from '@madrasah/contract/schemas/export-log';
import { MSG } from '@madrasah/contract/messages';
import type { PembayaranStaf, PembayaranStafFilter } from '@madrasah/contract/schemas/staf-pembayaran';
import { rupiahAngka } from '@madrasah/contract/terbilang';
import type { AuthContext } from '../../platform/auth.js';
import { badRequest } from '../../platform/errors.js';
import { saveExport } from '../../platform/export/save.js';
import { RUPIAH_FORMAT, noColumn, type SheetColumn } from '../../platform/export/xlsx.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { tanggalPanjang } from './kuitansi-pdf.js';
import { pembayaranOf, ringkasanPembayaran } from './pembayaran-staf.service.js';

/** Most payments one export holds (a school's year is a few thousand): a wider period is refused, never cut. */
export const EKSPOR_PEMBAYARAN_MAX = 20_000;

const COLUMNS: SheetColumn<PembayaranStaf>[] = [
  noColumn(),
  { header: 'Tanggal', value: (r) => r.tgl_transaksi, width: 12 },
  { header: 'No. Kuitansi', value: (r) => r.nomor_kuitansi, width: 18 },
  { header: 'Nama', value: (r) => r.siswa_nama, width: 28 },
  { header: 'NISN', value: (r) => r.nisn, width: 13, text: true },
  { header: 'Rombel', value: (r) => r.rombel_nama ?? '-', width: 12 },
  { header: 'Tagihan', value: (r) => r.tagihan_nama, width: 26 },
  { header: 'Tahun Ajaran', value: (r) => r.tahun_ajaran, width: 12 },
  { header: 'Metode', value: (r) => r.jenis_pembayaran, width: 15 },
  { header: 'Jumlah', value: (r) => r.nominal_pembayaran, numFmt: RUPIAH_FORMAT, width: 16 },
  { header: 'Status', value: (r) => r.status, width: 11 },
  { header: 'Dicatat oleh', value: (r) => r.dicatat_oleh ?? '-', width: 20 },
  { header: 'Alasan Batal', value: (r) => r.alasan_batal, width: 26 },
];

const periode = (f: PembayaranStafFilter) =>
  f.tgl_awal || f.tgl_akhir ? `${f.tgl_awal ? tanggalPanjang(f.tgl_awal) : '…'} s.d. ${f.tgl_akhir ? tanggalPanjang(f.tgl_akhir) : '…'}` : 'Semua tanggal';

/**
 * The payments the list's filters and search select, as XLSX through the export pipeline and the
 * caller's export log: the same WHERE as the list and its totals, whose figures head the sheet.
 */
export async function eksporPembayaran(
  app: ServiceContext,
  auth: AuthContext,
  pilihan: { search: string; filtering: PembayaranStafFilter },
): Promise<ExportResult> {
  const totals = await ringkasanPembayaran(app, pilihan);
  if (totals.jumlah_transaksi > EKSPOR_PEMBAYARAN_MAX) throw badRequest(MSG.pembayaranEksporTerlaluBanyak(EKSPOR_PEMBAYARAN_MAX));
  const rows = await pembayaranOf(app, pilihan, EKSPOR_PEMBAYARAN_MAX);
  const f = pilihan.filtering;
  return saveExport(app, auth, {
    nama: 'Pembayaran Siswa',
    title: 'Pembayaran Siswa',
    filters: [
      ['Periode', periode(f)],
      ['Metode', f.metode ?? 'Semua'],
      ['Status', f.status ?? 'Semua'],
      ...(pilihan.search.trim() ? [['Pencarian', pilihan.search.trim()] as [string, string]] : []),
      ['Jumlah transaksi', String(totals.jumlah_transaksi)],
      ['Total diterima', rupiahAngka(totals.total_diterima)],
      ['Total dibatalkan', rupiahAngka(totals.total_dibatalkan)],
    ],
    columns: COLUMNS,
    rows,
  });
}
