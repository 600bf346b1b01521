import { batalPembayaranBodySchema, type PembayaranStafRow } from '@madrasah/contract/schemas/staf-pembayaran';
import { AlasanModal } from '../../components/AlasanModal';
import { batalPembayaran } from './api';
import { formatRupiah } from '../../lib/format';

/** Cancels a payment with its reason: it stays in the list, no longer counts, and its receipt number stays used. */
export function BatalPembayaranModal({ row, onDone, onCancel }: { row: PembayaranStafRow; onDone: () => void; onCancel: () => void }) {
  return (
    <AlasanModal
      title="Batalkan Pembayaran"
      okText="Batalkan Pembayaran"
      schema={batalPembayaranBodySchema}
      submit={(body) => batalPembayaran(row.id, body)}
      onDone={onDone}
      onCancel={onCancel}
    >
      Pembayaran {formatRupiah(row.nominal_pembayaran)} oleh {row.siswa_nama} (kuitansi {row.nomor_kuitansi}) tetap tercatat dengan status Dibatalkan dan tidak
      lagi dihitung; nomor kuitansinya tidak dipakai ulang. Pembatalan tidak dapat diurungkan.
    </AlasanModal>
  );
}
