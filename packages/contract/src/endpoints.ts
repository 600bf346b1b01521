/**
 * API paths, relative to `/api`, exactly as the specification names them. The web builds its
 * URLs from here and the API registers its routes from here, so a path is written once.
 */
export type SiswaTab = 'beasiswa' | 'prestasi' | 'pendidikan' | 'berkas';

export const API = {
  health: '/health',
  config: '/config',
  login: '/login',
  logout: '/logout',
  privilegeAccess: '/privilege/access',
  privilegeMenu: '/privilege/menu',
  changePassword: (id: number | string) => `/user/ubah-password/${id}`,
  dashboard: '/dashboard/utama',
  violationSummary: '/tatibsi/dashboard/label-header-eksternal',
  jadwalSiswa: '/jadwal/pelajaran-siswa',
  presensiHariIni: (siswaId: number | string, date: string) => `/presensi/siswa/temporary/${siswaId}/${date}`,
  presensiMasuk: '/presensi/siswa/temporary',
  presensiPulang: (id: number | string) => `/presensi/siswa/temporary/${id}`,
  /** The attendance lists (class and scouting) of the caller's student. */
  presensiKehadiranTable: '/presensi/siswa/kehadiran/table',
  files: '/files/*',
  region: '/region',
  regionVillages: (kecamatanId: string) => `/region/${kecamatanId}`,
  dataDiri: (siswaId: number | string) => `/siswa/data-diri/${siswaId}`,
  orangTua: (siswaId: number | string) => `/siswa/data-orang-tua/${siswaId}`,
  orangTuaItem: (id: number | string) => `/siswa/data-orang-tua/${id}`,
  tatibsiDokumen: '/tatibsi/dokumen/file',
  pelanggaranTable: '/tatibsi/pelanggaran/table',
  penghargaanTable: '/tatibsi/penghargaan/table',
  penghargaan: '/tatibsi/penghargaan',
  penghargaanItem: (id: number | string) => `/tatibsi/penghargaan/${id}`,
  /** A student's violation and award history: the header of one class group, and the rows. */
  pelanggaranSiswaHeader: (siswaId: number | string, rombelId: number | string) => `/pelanggaran-siswa/table-header/${siswaId}/${rombelId}`,
  pelanggaranSiswaRiwayat: (siswaId: number | string) => `/pelanggaran-siswa/table-riwayat/${siswaId}`,
  penghargaanSiswaHeader: (siswaId: number | string, rombelId: number | string) => `/penghargaan-siswa/table-header/${siswaId}/${rombelId}`,
  penghargaanSiswaRiwayat: (siswaId: number | string) => `/penghargaan-siswa/table-riwayat/${siswaId}`,
  tahunAjaranList: '/tahun-ajaran/tahun',
  semesterList: (tahunAjaranId: number | string) => `/tahun-ajaran/semester/${tahunAjaranId}`,
  rombelDropdown: (tahunAjaranId: number | string, semesterId: number | string) => `/rombel/dropdown/${tahunAjaranId}/${semesterId}`,
  rombelList: '/rombel',
  rombelItem: (id: number | string) => `/rombel/${id}`,
  rombelTable: '/rombel/dropdown',
  aktivitasBelajar: (siswaId: number | string) => `/siswa/aktivitas-belajar/${siswaId}`,
  aktivitasBelajarItem: (id: number | string) => `/siswa/aktivitas-belajar/${id}`,
  alumniDataDiri: (alumniId: number | string) => `/alumni/data-diri/${alumniId}`,
  alumniTracing: (alumniId: number | string) => `/alumni/tracing/${alumniId}`,
  /** The record tabs: beasiswa, prestasi, pendidikan, berkas. */
  siswaTabTable: (tab: SiswaTab, siswaId: number | string) => `/siswa/${tab}/table/${siswaId}`,
  siswaTabCreate: (tab: SiswaTab, siswaId: number | string) => `/siswa/${tab}/${siswaId}`,
  siswaTabItem: (tab: SiswaTab, id: number | string) => `/siswa/${tab}/${id}`,
  /** Leave permits: the kinds, the caller's student's permits, and their status changes. */
  perizinanJenisTable: '/perizinan/jenis/table',
  perizinanSiswaTable: '/perizinan/siswa/table',
  perizinanSiswa: '/perizinan/siswa',
  perizinanSiswaItem: (id: number | string) => `/perizinan/siswa/${id}`,
  perizinanSiswaStatus: (id: number | string) => `/perizinan/siswa/status/${id}`,
  /** Guidance and counselling: the profile PDF, test results, reports and media galleries. */
  bkDokumen: '/bk/dokumen',
  hasilTesHeader: (siswaId: number | string, rombelId: number | string) => `/bk/hasil-tes-siswa/table-header/${siswaId}/${rombelId}`,
  hasilTesRiwayat: (siswaId: number | string) => `/bk/hasil-tes-siswa/table-riwayat/${siswaId}`,
  /** One test result in full, for the detail route (not named by the spec). */
  hasilTesItem: (id: number | string) => `/bk/hasil-tes-siswa/${id}`,
  laporanKonsultasiTable: '/konsultasi/table-laporan',
  laporanKonsultasiExport: '/konsultasi/export-laporan',
  laporanKonsultasiRombelTable: '/konsultasi/table-laporan-by-rombel',
  laporanKonsultasiRombelExport: '/konsultasi/export-laporan-by-rombel',
  mediaInformasiTable: '/bk/media-informasi/table',
  /** A student's consultations: topics, header, list, one, write, delete and send. */
  konsultasiTopik: '/konsultasi/topik',
  konsultasiHeader: '/konsultasi/table-header-eksternal',
  konsultasiTable: '/konsultasi/table-eksternal',
  konsultasiItem: (id: number | string) => `/konsultasi/${id}`,
  konsultasiCreate: '/konsultasi/eksternal',
  konsultasiUpdate: (id: number | string) => `/konsultasi/eksternal/${id}`,
  konsultasiTerkirim: (id: number | string) => `/konsultasi/eksternal/terkirim/${id}`,
  /** Extracurricular and scouting records, the school calendar. Score update and delete are ours (not named by the spec). */
  ekstrakurikulerSiswaTable: '/kaldik-kegiatan/ekstrakurikuler/siswa/table',
  ekstrakurikulerSiswaItem: (id: number | string) => `/kaldik-kegiatan/ekstrakurikuler/siswa/${id}`,
  pramukaSiswaTable: '/kaldik-kegiatan/pramuka/siswa/table',
  pramukaPenilaian: (siswaId: number | string) => `/kaldik-kegiatan/pramuka/penilaian/siswa/${siswaId}`,
  kaldikAgenda: '/kaldik-kegiatan/kaldik/agenda',
  /** Finance: payments, invoices with their export, and the fee picker. */
  pembayaranTable: '/keuangan/pemasukan/pembayaran/table',
  tagihanTable: '/keuangan/pemasukan/pembayaran/tagihan/table',
  tagihanEkspor: '/keuangan/pemasukan/pembayaran/tagihan/ekspor',
  pemasukanDetailDropdown: '/keuangan/pemasukan/detail/dropdown',
  /** Subject grades: the list, its header and the summative detail. */
  nilaiTable: '/penilaian/siswa/table',
  nilaiHeader: (tahunAjaranId: number | string, semesterId: number | string) => `/penilaian/siswa/rombel/${tahunAjaranId}/${semesterId}`,
  nilaiSumatifTable: '/penilaian/siswa/table-sumatif',
  /** The caller's exports (not named by the spec: the list behind /log/export). */
  logExportTable: '/log/export/table',
} as const;
