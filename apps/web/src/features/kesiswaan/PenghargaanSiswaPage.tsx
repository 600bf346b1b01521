import { KESISWAAN } from '@madrasah/contract/endpoints/kesiswaan';
import { Bintang } from '../../components/Bintang';
import { RiwayatPage } from './RiwayatPage';

/** '/kesiswaan/penghargaan-siswa': the awards of the student (own or ward) and their stars. */
export default function PenghargaanSiswaPage() {
  return (
    <RiwayatPage
      kind="penghargaan"
      pageTitle="Penghargaan Siswa"
      title="Riwayat Penghargaan"
      endpoint={KESISWAAN.penghargaanRiwayat}
      columns={[
        { key: 'kode', title: 'Kode', nowrap: true },
        { key: 'kriteria', title: 'Kriteria' },
        { key: 'bintang', title: 'Bintang', render: (row) => <Bintang value={row.bintang} />, nowrap: true },
        { key: 'keterangan', title: 'Keterangan' },
      ]}
      sortFields={[
        { value: 'tgl', label: 'Tanggal' },
        { value: 'bintang', label: 'Bintang' },
        { value: 'id', label: 'Tanggal Pembuatan' },
      ]}
      searchPlaceholder="Cari kode, kriteria atau keterangan"
    />
  );
}
