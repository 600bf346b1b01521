import { DatePicker, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useRekap } from './api';

/**
 * A class group's month as XLSX (students × days, H/I/S/A/D with totals): built on the server,
 * kept in the export log, and offered here to download.
 */
export function RekapModal({ rombel, bulan: initial, onClose }: { rombel: { id: number; nama: string }; bulan: string; onClose: () => void }) {
  const [bulan, setBulan] = useState<Dayjs>(dayjs(`${initial}-01`));
  const rekap = useRekap();
  const file = rekap.data;
  return (
    <Modal
      open
      title={`Rekap Presensi ${rombel.nama}`}
      okText="Buat Rekap"
      cancelText="Tutup"
      confirmLoading={rekap.isPending}
      onOk={() => rekap.mutate({ rombel_id: rombel.id, bulan: bulan.format('YYYY-MM') })}
      onCancel={onClose}
      maskClosable={false}
    >
      <DatePicker
        picker="month"
        format="MMMM YYYY"
        allowClear={false}
        value={bulan}
        onChange={(value) => value && setBulan(value)}
        disabledDate={(d) => d.isAfter(dayjs(), 'month')}
        aria-label="Bulan"
      />
      <Typography.Paragraph type="secondary" className="presensi-rekap-note">
        Peserta didik × tanggal dengan kode H (Hadir), I (Izin), S (Sakit), A (Alpa), D (Dispensasi) dan jumlahnya.
      </Typography.Paragraph>
      {file && (
        <Typography.Paragraph>
          <a href={`${file.main_path}${file.file}`} download={file.file_nama}>
            Unduh {file.file_nama}
          </a>
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
