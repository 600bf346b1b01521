import { Tag } from 'antd';
import type { SortFieldOf } from '@madrasah/contract/endpoint';
import type { PRESENSI } from '@madrasah/contract/endpoints/presensi';
import type { KehadiranRow } from '@madrasah/contract/schemas/kehadiran';
import type { SortField } from '../../../components/table/SortPopover';
import type { KeyedName, NameColumn, TableColumn } from '../../../components/table/table-columns';
import { formatDate } from '../../../lib/format';
import { formatDurasi, formatJam, formatJarak, isPermitDay, isStatusDay, isWithoutClockIn } from './kehadiran-format';

/** A permit day says which permit excused it, where a clock-in shows its times. */
export function IzinTag({ row }: { row: KehadiranRow }) {
  return (
    <Tag color="blue" className="kehadiran-izin">
      Izin: {row.nama}
    </Tag>
  );
}

const STATUS_COLOR: Record<string, string> = { hadir: 'green', izin: 'blue', sakit: 'gold', alpa: 'red', dispensasi: 'purple' };

/** The day as the school named it (a wali kelas's correction, or the end-of-day alpa), with its note. */
export function StatusTag({ row }: { row: KehadiranRow }) {
  return (
    <span className="kehadiran-status">
      <Tag color={STATUS_COLOR[row.status ?? ''] ?? 'default'} className="kehadiran-izin">
        {row.nama}
      </Tag>
      {row.keterangan && <span className="kehadiran-keterangan">{row.keterangan}</span>}
    </span>
  );
}

/** The Jam cell: the times of a clock-in, the permit of a permit day, the school's status and note of a named day. */
function JamCell({ row }: { row: KehadiranRow }) {
  if (isStatusDay(row))
    return isWithoutClockIn(row) ? (
      <StatusTag row={row} />
    ) : (
      <span className="kehadiran-status">
        {formatJam(row)}
        <StatusTag row={row} />
      </span>
    );
  return isPermitDay(row) ? <IzinTag row={row} /> : formatJam(row);
}

function DurasiCell({ row }: { row: KehadiranRow }) {
  return (
    <div className="kehadiran-durasi">
      <span>Telat: {formatDurasi(row.durasi_telat)}</span>
      <span>Pulang cepat: {formatDurasi(row.durasi_pulang_cepat)}</span>
    </div>
  );
}

/**
 * The spec's columns: No, Nama, Kelas/Rombel, Tanggal, Jam, Jarak, Durasi. On a phone each card
 * is titled by its day (TablePage's `cardTitle`): every row is the same student's, so the name
 * would not tell one card (or its menu) from another.
 */
export const KEHADIRAN_NAME: NameColumn<KehadiranRow> = { title: 'Nama', value: (row) => row.siswa_nama, key: 'siswa_nama' };
export const KEHADIRAN_CARD_TITLE: KeyedName<KehadiranRow> = { title: 'Tanggal', value: (row) => formatDate(row.tgl), key: 'tgl' };

export const KEHADIRAN_COLUMNS: TableColumn<KehadiranRow>[] = [
  { key: 'rombel_nama', title: 'Kelas/Rombel', nowrap: true },
  { key: 'tgl', title: 'Tanggal', render: KEHADIRAN_CARD_TITLE.value, nowrap: true },
  { key: 'jam', title: 'Jam', render: (row) => <JamCell row={row} /> },
  { key: 'jarak', title: 'Jarak', render: (row) => !isWithoutClockIn(row) && formatJarak(row), nowrap: true },
  { key: 'durasi', title: 'Durasi', render: (row) => !isWithoutClockIn(row) && <DurasiCell row={row} /> },
];

/** The spec offers one order, 'Tanggal Pembuatan' (id): a clock-in is made on its day. */
export const KEHADIRAN_SORT_FIELDS: SortField<SortFieldOf<typeof PRESENSI.kehadiranTable>>[] = [{ value: 'id', label: 'Tanggal Pembuatan' }];
