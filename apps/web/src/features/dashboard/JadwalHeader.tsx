import { Descriptions, type DescriptionsProps } from 'antd';
import type { JadwalHeader as Header } from '@madrasah/contract/schemas/dashboard';

const orDash = (value: string | null) => value || '-';

/** 'Drs. Ilham Purnawarman, S.Si.': front titles, name, back titles. */
export function teacherWithTitles(h: Pick<Header, 'gelar_depan' | 'nama_lengkap' | 'gelar_belakang'>): string {
  if (!h.nama_lengkap) return '-';
  const name = [h.nama_lengkap, h.gelar_belakang].filter(Boolean).join(', ');
  return [h.gelar_depan, name].filter(Boolean).join(' ');
}

function items(h: Header): DescriptionsProps['items'] {
  return [
    { key: 'wali', label: 'Wali Kelas', children: teacherWithTitles(h) },
    { key: 'tahun', label: 'Tahun Ajaran', children: `${h.thn_awal}/${h.thn_akhir}` },
    { key: 'semester', label: 'Semester', children: h.tipe_semester },
    { key: 'jenis', label: 'Jenis Rombel', children: h.jenis_rombel },
    { key: 'kurikulum', label: 'Kurikulum', children: h.kurikulum_nama },
    { key: 'tingkat', label: 'Tingkat Kelas', children: h.tingkatan_kelas },
    { key: 'jurusan', label: 'Jurusan', children: orDash(h.jurusan_nama) },
    { key: 'rombel', label: 'Rombel', children: h.rombel_nama },
    { key: 'ruangan', label: 'Ruangan', children: orDash(h.ruangan_nama) },
  ];
}

/** The class group the timetable belongs to. */
export function JadwalHeader({ header }: { header: Header }) {
  return <Descriptions className="jadwal-header" size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} items={items(header)} />;
}
