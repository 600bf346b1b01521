import { DownloadOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { KESISWAAN } from '@madrasah/contract/endpoints/kesiswaan';
import type { PelanggaranRiwayatRow } from '@madrasah/contract/schemas/kesiswaan';
import { RiwayatPage } from './RiwayatPage';

/** The documentation of a violation as a download link; without one the cell shows '-'. */
const dokumentasi = (row: PelanggaranRiwayatRow) =>
  row.file && (
    <Typography.Link href={`${row.main_path}${row.file}`} download aria-label={`Unduh dokumentasi ${row.kode}`}>
      <DownloadOutlined /> Unduh
    </Typography.Link>
  );

/** '/kesiswaan/pelanggaran-siswa': the violations of the student (own or ward) and their points. */
export default function PelanggaranSiswaPage() {
  return (
    <RiwayatPage
      kind="pelanggaran"
      pageTitle="Pelanggaran Siswa"
      title="Riwayat Pelanggaran"
      endpoint={KESISWAAN.pelanggaranRiwayat}
      columns={[
        { key: 'kode', title: 'Kode', nowrap: true },
        { key: 'pelanggaran', title: 'Pelanggaran' },
        { key: 'poin', title: 'Poin', nowrap: true },
        { key: 'file', title: 'Dokumentasi', render: dokumentasi, nowrap: true },
      ]}
      sortFields={[
        { value: 'tgl', label: 'Tanggal' },
        { value: 'poin', label: 'Poin' },
        { value: 'id', label: 'Tanggal Pembuatan' },
      ]}
      searchPlaceholder="Cari kode atau pelanggaran"
    />
  );
}
