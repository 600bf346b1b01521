import { Image, Tag } from 'antd';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import type { STAF_PRESENSI } from '@madrasah/contract/endpoints/staf-presensi';
import type { PresensiHarianRow, StatusKehadiran, SumberStatus } from '@madrasah/contract/schemas/staf-presensi';
import type { SortField } from '../../components/table/SortPopover';
import type { NameColumn, TableColumn } from '../../components/table/table-columns';
import { formatDate, formatMeters, formatTime } from '../../lib/format';

export const STATUS_COLOR: Record<StatusKehadiran, string> = { hadir: 'green', izin: 'blue', sakit: 'gold', alpa: 'red', dispensasi: 'purple' };

/** Where the day's status comes from, in words. */
export const SUMBER_TEXT: Record<SumberStatus, string> = {
  staf: 'Diatur petugas',
  presensi: 'Presensi',
  perizinan: 'Perizinan disetujui',
  otomatis: 'Otomatis: tidak presensi',
};

/** A selfie's thumbnail; a click shows it at full size. */
function Selfie({ row, side }: { row: PresensiHarianRow; side: 'masuk' | 'pulang' }) {
  const thumb = side === 'masuk' ? row.foto_masuk_kecil : row.foto_pulang_kecil;
  const full = side === 'masuk' ? row.foto_masuk : row.foto_pulang;
  if (!thumb) return null;
  return (
    <Image
      className="presensi-selfie"
      width={40}
      height={54}
      src={`${row.main_path}${thumb}`}
      preview={{ src: full ? `${row.main_path}${full}` : undefined }}
      alt={`Foto ${side} ${row.nama}`}
    />
  );
}

function StatusCell({ row }: { row: PresensiHarianRow }) {
  if (!row.status || !row.sumber) return <Tag>Belum presensi</Tag>;
  return (
    <span className="presensi-status">
      <Tag color={STATUS_COLOR[row.status]}>{row.status_nama}</Tag>
      <span className="presensi-sumber">{SUMBER_TEXT[row.sumber]}</span>
    </span>
  );
}

function JarakCell({ row }: { row: PresensiHarianRow }) {
  if (row.radius_masuk === null) return null;
  return (
    <span className="presensi-status">
      {formatMeters(row.radius_masuk)}
      {row.di_dalam_radius ? <Tag color="green">Di dalam radius</Tag> : <Tag color="orange">Di luar radius</Tag>}
    </span>
  );
}

export const PRESENSI_NAME: NameColumn<PresensiHarianRow> = { title: 'Nama', value: (row) => row.nama };

export const PRESENSI_COLUMNS: TableColumn<PresensiHarianRow>[] = [
  { key: 'nisn', title: 'NISN', nowrap: true },
  { key: 'status', title: 'Status', render: (row) => <StatusCell row={row} /> },
  { key: 'waktu_masuk', title: 'Masuk', render: (row) => row.waktu_masuk && formatTime(row.waktu_masuk), nowrap: true },
  { key: 'waktu_pulang', title: 'Pulang', render: (row) => row.waktu_pulang && formatTime(row.waktu_pulang), nowrap: true },
  {
    key: 'foto',
    title: 'Selfie',
    render: (row) =>
      row.foto_masuk_kecil || row.foto_pulang_kecil ? (
        <span className="presensi-selfies">
          <Selfie row={row} side="masuk" />
          <Selfie row={row} side="pulang" />
        </span>
      ) : null,
  },
  { key: 'jarak', title: 'Jarak', render: (row) => <JarakCell row={row} /> },
  { key: 'keterangan', title: 'Keterangan' },
  {
    key: 'diubah_oleh',
    title: 'Diubah oleh',
    render: (row) => row.diubah_oleh && `${row.diubah_oleh}${row.diubah_pada ? `, ${formatDate(row.diubah_pada, 'DD-MM-YYYY HH:mm')}` : ''}`,
  },
];

export const PRESENSI_SORT_FIELDS: SortField<SortFieldOf<typeof STAF_PRESENSI.harian>>[] = [
  { value: 'nama', label: 'Nama' },
  { value: 'waktu_masuk', label: 'Jam Masuk' },
];
