import { Button, Card, Descriptions, Image, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { KehadiranRow } from '@madrasah/contract/schemas/kehadiran';
import { formatDate, formatMeters, formatTime } from '../../../lib/format';
import { IzinTag, StatusTag } from './kehadiran-columns';
import { formatDurasi, formatKoordinat, isPermitDay, isStatusDay, isWithoutClockIn } from './kehadiran-format';

type Moment = {
  label: 'Masuk' | 'Pulang';
  foto: string | null;
  waktu: string | null;
  jarak: number | null;
  ip: string | null;
  lat: number | null;
  long: number | null;
};

const items = (list: [string, ReactNode][]) => list.map(([label, value]) => ({ key: label, label, children: value || '-' }));

/** One side of the day, entry or exit: the selfie and where and when it was taken. */
function MomentCard({ moment, mainPath }: { moment: Moment; mainPath: string }) {
  return (
    <Card size="small" title={moment.label} className="kehadiran-moment">
      {moment.foto ? (
        <Image src={`${mainPath}${moment.foto}`} alt={`Foto ${moment.label.toLowerCase()}`} className="kehadiran-foto" />
      ) : (
        <div className="kehadiran-foto kehadiran-foto-none">Belum ada foto</div>
      )}
      <Descriptions
        size="small"
        column={1}
        items={items([
          ['Jam', moment.waktu && formatTime(moment.waktu)],
          ['Jarak', moment.jarak !== null && formatMeters(moment.jarak)],
          ['Alamat IP', moment.ip],
          ['Koordinat', moment.lat !== null && formatKoordinat(moment.lat, moment.long)],
        ])}
      />
    </Card>
  );
}

/** 'Detail absensi': the class, the late and early-leave durations and both moments of the day. */
export function KehadiranDetailModal({ row, onClose }: { row: KehadiranRow; onClose: () => void }) {
  const permit = isWithoutClockIn(row);
  const day: [string, ReactNode][] = [
    ['Nama', row.siswa_nama],
    ['Kelas/Rombel', row.rombel_nama],
    ['Tanggal', formatDate(row.tgl)],
  ];
  if (isStatusDay(row)) day.push(['Status', <StatusTag key="status" row={row} />]);
  else if (isPermitDay(row)) day.push(['Keterangan', <IzinTag key="izin" row={row} />]);
  if (!permit) day.push(['Durasi Telat', formatDurasi(row.durasi_telat)], ['Durasi Pulang Cepat', formatDurasi(row.durasi_pulang_cepat)]);
  return (
    <Modal open title="Detail absensi" onCancel={onClose} footer={<Button onClick={onClose}>Tutup</Button>} width={720}>
      <Descriptions bordered size="small" column={1} items={items(day)} />
      {permit ? (
        <Typography.Paragraph type="secondary" className="kehadiran-izin-note">
          {isStatusDay(row)
            ? 'Tidak ada presensi pada hari ini: status hari ini ditetapkan oleh madrasah.'
            : 'Tidak ada presensi pada hari ini: siswa berhalangan dengan izin yang sudah disetujui.'}
        </Typography.Paragraph>
      ) : (
        <div className="kehadiran-moments">
          <MomentCard
            mainPath={row.main_path}
            moment={{
              label: 'Masuk',
              foto: row.foto_masuk,
              waktu: row.waktu_masuk,
              jarak: row.radius_masuk,
              ip: row.ip_masuk,
              lat: row.lat_masuk,
              long: row.long_masuk,
            }}
          />
          <MomentCard
            mainPath={row.main_path}
            moment={{
              label: 'Pulang',
              foto: row.foto_pulang,
              waktu: row.waktu_pulang,
              jarak: row.radius_pulang,
              ip: row.ip_pulang,
              lat: row.lat_pulang,
              long: row.long_pulang,
            }}
          />
        </div>
      )}
    </Modal>
  );
}
