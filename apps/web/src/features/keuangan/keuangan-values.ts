import { MSG } from '@madrasah/contract/messages';
import { notify } from '../../lib/notify';

/** What an invoice's payments exceed its lines by (an over-payment), else 0. */
export const overPaid = (row: { total_tagihan: number; total_biaya_opsional: number; total_pembayaran: number; potongan?: number }) =>
  Math.max(row.total_pembayaran - Math.max(row.total_tagihan + row.total_biaya_opsional - (row.potongan ?? 0), 0), 0);

/**
 * Spec 02 section 5: the filter and the export need a student. Students and guardians always
 * have theirs (profile_ex); without one the user is told to choose one first.
 */
export function withSiswa(siswaId: number | null, then: () => void) {
  if (siswaId === null) notify.warning(MSG.chooseSiswaFirst);
  else then();
}
