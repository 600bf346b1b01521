import { tolakBodySchema, type StafPerizinanRow } from '@madrasah/contract/schemas/staf-perizinan';
import { AlasanModal } from '../../components/AlasanModal';
import { formatPeriode } from '../../lib/format';
import { tolak } from './api';

/**
 * Refuses a submitted permit with the reason the student and the guardian will read. A permit
 * decided meanwhile (409) closes the modal, and the list is read again to show what is now true.
 */
export function TolakModal({ permit, onDone, onCancel }: { permit: StafPerizinanRow; onDone: () => void; onCancel: () => void }) {
  return (
    <AlasanModal
      title="Tolak Perizinan"
      okText="Tolak"
      label="Alasan Penolakan"
      schema={tolakBodySchema}
      submit={(body) => tolak(permit.id, body)}
      onDone={onDone}
      onCancel={onCancel}
      closeOnRefusal
    >
      {permit.perizinan_jenis_nama} {permit.nama} ({permit.rombel_nama ?? '-'}), {formatPeriode(permit)}. Alasannya tampil di portal siswa dan wali.
    </AlasanModal>
  );
}
