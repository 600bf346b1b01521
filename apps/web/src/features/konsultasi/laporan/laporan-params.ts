import { PAGE } from '@madrasah/contract/access';
import { LAPORAN_TIPE, type LaporanTipe } from '@madrasah/contract/schemas/bk';

/**
 * What a report counts: whose consultations, and in which period, either end open. The report
 * takes its dates as DD-MM-YYYY (spec 02 section 9), in its calls and in the detail's query.
 */
export type LaporanPeriod = { tipe: LaporanTipe; tgl_awal?: string; tgl_akhir?: string };

export const DEFAULT_PERIOD: LaporanPeriod = { tipe: 'Siswa' };

const isTipe = (value: string | null): value is LaporanTipe => LAPORAN_TIPE.some((tipe) => tipe === value);
const isDmyDate = (value: string | null): value is string => value !== null && /^\d{2}-\d{2}-\d{4}$/.test(value);

/** The period of a list's filter (its values are loosely typed), as a report counts it. */
export function periodOf(filtering: Record<string, unknown>): LaporanPeriod {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const [tipe, awal, akhir] = [text(filtering.tipe), text(filtering.tgl_awal), text(filtering.tgl_akhir)];
  return { tipe: isTipe(tipe) ? tipe : DEFAULT_PERIOD.tipe, ...(isDmyDate(awal) && { tgl_awal: awal }), ...(isDmyDate(akhir) && { tgl_akhir: akhir }) };
}

/** The detail route of a class group with the period in its query (tipe, tgl_awal, tgl_akhir). */
export function laporanDetailPath(rombelId: number, period: LaporanPeriod): string {
  const query = new URLSearchParams(Object.entries(period).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return `${PAGE.laporanBk}/detail/${rombelId}?${query.toString()}`;
}

/** The detail route's period; an unknown type or a malformed date falls back to the default. */
export function periodFromQuery(query: URLSearchParams): LaporanPeriod {
  return periodOf(Object.fromEntries(query));
}

/** The period in words: '01-07-2026 s.d. 31-12-2026', open ends named, or every date. */
export function formatPeriod({ tgl_awal, tgl_akhir }: LaporanPeriod): string {
  if (tgl_awal && tgl_akhir) return `${tgl_awal} s.d. ${tgl_akhir}`;
  if (tgl_awal) return `Sejak ${tgl_awal}`;
  if (tgl_akhir) return `Sampai ${tgl_akhir}`;
  return 'Semua tanggal';
}
