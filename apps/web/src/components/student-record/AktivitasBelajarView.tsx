import { Flex } from 'antd';
import type { AktivitasBelajar } from '@madrasah/contract/schemas/aktivitas-belajar';
import { formatDate } from '../../lib/format';
import { LABEL } from './labels';
import { ReadCard } from '../ReadCard';
import { ReadList, type ReadItem } from '../ReadList';

const schoolYear = (d: AktivitasBelajar) => (d.thn_awal && d.thn_akhir ? `${d.thn_awal}/${d.thn_akhir}` : null);

function sections(d: AktivitasBelajar): { title: string; items: ReadItem[] }[] {
  return [
    {
      title: 'PENDAFTARAN MASUK',
      items: [
        { label: LABEL.jenis_pendaftaran, value: d.jenis_pendaftaran },
        { label: LABEL.tgl_masuk, value: formatDate(d.tgl_masuk) },
        { label: LABEL.sekolah_asal, value: d.sekolah_asal },
        { label: LABEL.jenjang_sekolah_asal, value: d.jenjang_sekolah_asal },
        { label: LABEL.no_ijazah, value: d.no_ijazah },
        { label: LABEL.tgl_ijazah, value: formatDate(d.tgl_ijazah) },
      ],
    },
    {
      title: 'KETERANGAN KELUAR',
      items: [
        { label: LABEL.alasan_keluar, value: d.alasan_keluar },
        { label: LABEL.tgl_keluar, value: formatDate(d.tgl_keluar) },
        { label: LABEL.keterangan, value: d.keterangan },
      ],
    },
    {
      title: 'STATUS SEKARANG',
      items: [
        { label: LABEL.tahun_ajaran, value: schoolYear(d) },
        { label: LABEL.tingkatan_kelas, value: d.tingkatan_kelas },
        { label: LABEL.jurusan_nama, value: d.jurusan_nama },
        { label: LABEL.rombel_nama, value: d.rombel_nama },
        { label: LABEL.status_siswa, value: d.status_siswa },
      ],
    },
  ];
}

type Props = { data: AktivitasBelajar; onEdit?: () => void };

/** Registration, leaving and the current class group; 'Edit' only for users who may change the registration. */
export function AktivitasBelajarView({ data, onEdit }: Props) {
  return (
    <ReadCard title="Aktivitas Belajar" onEdit={onEdit}>
      <Flex vertical gap={24}>
        {sections(data).map(({ title, items }) => (
          <section key={title} aria-label={title}>
            <ReadList title={title} items={items} />
          </section>
        ))}
      </Flex>
    </ReadCard>
  );
}
