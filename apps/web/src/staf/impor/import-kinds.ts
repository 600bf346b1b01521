import { STAF_IMPOR } from '@madrasah/contract/endpoints/staf-impor';
import type { ImportJenis } from '@madrasah/contract/schemas/impor';

/** Each kind of import the page offers, in the order of its selector: its endpoint and what the page says of it. */
export const IMPORT_KINDS: { jenis: ImportJenis; label: string; endpoint: (typeof STAF_IMPOR)[ImportJenis]; keterangan: string }[] = [
  {
    jenis: 'siswa',
    label: 'Siswa dan orang tua',
    endpoint: STAF_IMPOR.siswa,
    keterangan:
      'Daftar peserta didik beserta data orang tuanya: templat portal, berkas sekolah, atau ekspor "Daftar Peserta Didik" dari Dapodik apa adanya. Siswa dicocokkan dengan NISN.',
  },
  {
    jenis: 'wali',
    label: 'Akun wali',
    endpoint: STAF_IMPOR.wali,
    keterangan:
      'Akun wali siswa: NISN siswa, hubungan (Ayah, Ibu atau Wali), nama, e-mail dan no HP. Satu akun wali untuk satu siswa, dicocokkan dengan e-mail. Akun baru belum memiliki password: buat dan cetak kartunya dengan Reset password di halaman Akun.',
  },
  {
    jenis: 'gtk',
    label: 'GTK',
    endpoint: STAF_IMPOR.gtk,
    keterangan: 'Guru dan tenaga kependidikan, dicocokkan dengan NIP, NUPTK atau e-mail. Akun GTK tidak dibuat di sini, melainkan di halaman Akun.',
  },
  {
    jenis: 'jadwal',
    label: 'Jadwal pelajaran',
    endpoint: STAF_IMPOR.jadwal,
    keterangan:
      'Jadwal pelajaran rombel tahun ajaran aktif: satu baris satu jam pelajaran (rombel, hari, jam ke, mata pelajaran, guru). Aturan layar Jadwal berlaku, termasuk guru yang bentrok. Jam pelajaran yang tidak ada di berkas tetap seperti semula.',
  },
];
