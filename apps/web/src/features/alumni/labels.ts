import { LABEL as SISWA_LABEL } from '../../components/student-record/labels';

/** Field labels of the alumni views and forms: the student's for the fields both have, and the alumni's own. */
export const LABEL = {
  ...SISWA_LABEL,
  no_kta: 'No. KTA',
  tahun_masuk: 'Tahun Masuk',
  tahun_lulus: 'Tahun Lulus',
  file_ijazah: 'Ijazah',
  alamat_sekarang: 'Alamat Sekarang',
  kategori: 'Kategori',
  pendidikan_terakhir: 'Pendidikan Terakhir',
  pendidikan_instansi: 'Instansi Pendidikan',
  pekerjaan_instansi: 'Instansi Pekerjaan',
  alamat_instansi: 'Alamat Instansi',
} as const;
