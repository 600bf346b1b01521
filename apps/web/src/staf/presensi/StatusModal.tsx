import { Input, Radio } from 'antd';
import { KETERANGAN_STATUS_MAX, STATUS_KEHADIRAN, STATUS_KEHADIRAN_NAMA, presensiStatusBodySchema } from '@madrasah/contract/schemas/staf-presensi';
import type { PresensiHarianRow } from '@madrasah/contract/schemas/staf-presensi';
import { RecordFormModal, type RecordField } from '../../components/RecordFormModal';
import { formatDate } from '../../lib/format';
import { modalSaveCallbacks } from '../../lib/form-errors';
import { useSetStatus } from './api';

const STATUS_OPTIONS = STATUS_KEHADIRAN.map((value) => ({ value, label: STATUS_KEHADIRAN_NAMA[value] }));

const FIELDS: RecordField<typeof presensiStatusBodySchema>[] = [
  { name: 'status', label: 'Status', input: <Radio.Group options={STATUS_OPTIONS} optionType="button" buttonStyle="solid" />, wide: true },
  { name: 'keterangan', label: 'Keterangan', input: <Input.TextArea rows={3} maxLength={KETERANGAN_STATUS_MAX} showCount />, wide: true },
];

/**
 * Sets one student's status of the day with a note: what the student and the guardian then read
 * in the portal's attendance list. Starts from the day's status as it stands.
 */
export function StatusModal({ row, onClose, reload }: { row: PresensiHarianRow; onClose: () => void; reload: () => Promise<void> }) {
  const save = useSetStatus();
  return (
    <RecordFormModal
      title={`Status presensi ${row.nama}, ${formatDate(row.tanggal)}`}
      schema={presensiStatusBodySchema}
      fields={FIELDS}
      initialValues={{ status: row.status ?? undefined, keterangan: row.sumber === 'staf' ? row.keterangan : undefined }}
      saving={save.isPending}
      onSubmit={(body, form) => save.mutate({ siswaId: row.siswa_id, tanggal: row.tanggal, body }, modalSaveCallbacks(form, onClose, reload))}
      onCancel={onClose}
    />
  );
}
