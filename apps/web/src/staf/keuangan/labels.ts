import type { BiayaRow } from '@madrasah/contract/schemas/staf-keuangan';
import { formatRupiah } from '../../lib/format';

/** How a fee is billed, in words: 'Bulanan (12×)', 'Tahunan', 'Tahunan, 3× cicilan'. */
export function rencanaLabel(row: Pick<BiayaRow, 'jenis' | 'angsuran'>): string {
  if (row.jenis === 'bulanan') return 'Bulanan (12 tagihan)';
  return row.angsuran > 1 ? `Tahunan, ${row.angsuran}× cicilan` : 'Tahunan';
}

/** A fee as the pickers name it: 'SPP · Rp. 150.000 · Bulanan (12 tagihan)'. */
export const biayaLabel = (row: BiayaRow) => `${row.nama} · ${formatRupiah(row.nominal)} · ${rencanaLabel(row)}`;
