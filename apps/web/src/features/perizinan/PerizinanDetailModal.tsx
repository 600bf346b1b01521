import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { PerizinanRow, PerizinanStatus } from '@madrasah/contract/schemas/perizinan';
import { mobile } from '../../components/mobile';
import { formatDate, formatPeriode } from '../../lib/format';
import { StatusTag } from './StatusTag';

const DATE_TIME = 'DD-MM-YYYY HH:mm';
// A phone's narrow modal gives the labels a larger share.
const labelWidth = mobile ? '38%' : '32%';

/** How the decision is named by the status it led to; before one, both ways. */
const DECISION: Record<PerizinanStatus, string> = {
  DRAFT: 'Disetujui/Ditolak',
  DIAJUKAN: 'Disetujui/Ditolak',
  DISETUJUI: 'Disetujui',
  'AUTO APPROVAL': 'Disetujui',
  DITOLAK: 'Ditolak',
};

/** Who decided: nobody for AUTO APPROVAL, the kind needs no approval. */
function decidedBy(permit: PerizinanRow): ReactNode {
  return permit.status === 'AUTO APPROVAL' ? 'Otomatis (tanpa persetujuan)' : permit.approved_by;
}

/** Every field of a permit, with its letter and who filed and decided it, and when. */
export function PerizinanDetailModal({ permit, onClose }: { permit: PerizinanRow; onClose: () => void }) {
  const decision = DECISION[permit.status];
  const items: { label: string; value: ReactNode }[] = [
    { label: 'Nama', value: permit.nama },
    { label: 'Tahun Ajaran', value: permit.tahun_ajaran },
    { label: 'Semester', value: permit.tipe_semester },
    { label: 'Rombel', value: permit.rombel_nama },
    { label: 'Jenis Perizinan', value: permit.perizinan_jenis_nama },
    { label: 'Tanggal', value: formatPeriode(permit) },
    { label: 'Keterangan', value: <span className="perizinan-detail-text">{permit.keterangan}</span> },
    { label: 'Status', value: <StatusTag status={permit.status} /> },
    {
      label: 'File',
      value: permit.file && (
        <Typography.Link href={`${permit.main_path}${permit.file}`} target="_blank" rel="noopener noreferrer">
          <PaperClipOutlined /> Lihat surat izin
        </Typography.Link>
      ),
    },
    { label: 'Dibuat oleh', value: permit.created_by },
    { label: 'Tanggal Pembuatan', value: formatDate(permit.created_at, DATE_TIME) },
    { label: `${decision} oleh`, value: decidedBy(permit) },
    { label: `Tanggal ${decision}`, value: permit.approved_at && formatDate(permit.approved_at, DATE_TIME) },
    // The school's reason for a refusal; shown only where there is one.
    ...(permit.alasan_tolak ? [{ label: 'Alasan Penolakan', value: <span className="perizinan-detail-text">{permit.alasan_tolak}</span> }] : []),
  ];
  return (
    <Modal open title="Detail Perizinan" onCancel={onClose} footer={<Button onClick={onClose}>Tutup</Button>} width={640}>
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: labelWidth } }}
        items={items.map(({ label, value }) => ({ key: label, label, children: value || '-' }))}
      />
    </Modal>
  );
}
