import { DownloadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { PAGE } from '@madrasah/contract/access';
import { LIMITS } from '@madrasah/contract/limits';
import { useExportLaporan } from './api';
import { formatPeriod, type LaporanPeriod } from './laporan-params';

type Props = {
  period: LaporanPeriod;
  /** One class group's students; without it, every class group. */
  rombel?: { id: number; nama: string };
  onClose: () => void;
};

/**
 * Confirms what is exported (the report as filtered on screen), exports it, and after the
 * spec's second leads to /log/export, where the file waits (spec 02 section 4).
 */
export function ExportModal({ period, rombel, onClose }: Props) {
  const navigate = useNavigate();
  const exporting = useExportLaporan();
  const start = () =>
    exporting.mutate(
      { rombelId: rombel?.id, period },
      {
        onSuccess: () => {
          onClose();
          window.setTimeout(() => void navigate(PAGE.logExport), LIMITS.redirectDelayMs);
        },
      },
    );
  const items = [
    ...(rombel ? [{ key: 'rombel', label: 'Rombel', children: rombel.nama }] : []),
    { key: 'tipe', label: 'Tipe', children: period.tipe },
    { key: 'periode', label: 'Periode', children: formatPeriod(period) },
  ];
  return (
    <Modal
      open
      title="Export Laporan Konseling"
      okText="Export"
      cancelText="Batal"
      confirmLoading={exporting.isPending}
      onOk={start}
      onCancel={onClose}
      maskClosable={false}
    >
      <Descriptions bordered size="small" column={1} items={items} />
      <Typography.Paragraph type="secondary" className="laporan-export-note">
        File export disimpan dan dapat diunduh di halaman Log Export.
      </Typography.Paragraph>
    </Modal>
  );
}

/** The toolbar's button that opens the export modal. */
export function ExportButton({ onClick }: { onClick: () => void }) {
  return (
    <Button icon={<DownloadOutlined />} onClick={onClick}>
      Export
    </Button>
  );
}
