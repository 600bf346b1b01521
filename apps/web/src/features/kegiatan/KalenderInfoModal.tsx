import { Button, Descriptions, Modal } from 'antd';
import type { KaldikAgenda } from '@madrasah/contract/schemas/kegiatan';
import { formatPeriode } from '../../lib/format';

/** 'Informasi Kalender': one calendar item's days (one date when it is a single day) and its fields. */
export function KalenderInfoModal({ agenda, onClose }: { agenda: KaldikAgenda; onClose: () => void }) {
  const items = [
    ['Tanggal', formatPeriode(agenda)],
    ['Judul', agenda.judul],
    ['Jenis Agenda', agenda.jenis_agenda],
    ['Uraian', agenda.uraian],
    ['Civitas Akademik', agenda.civitas_akademika],
  ].map(([label, value]) => ({ key: label!, label, children: value || '-' }));
  return (
    <Modal open title="Informasi Kalender" onCancel={onClose} footer={<Button onClick={onClose}>Tutup</Button>}>
      <Descriptions bordered size="small" column={1} items={items} className="kalender-info" />
    </Modal>
  );
}
