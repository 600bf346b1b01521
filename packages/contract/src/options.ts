/**
 * Fixed option lists. Those the spec names are copied from it; the others use the values of
 * Indonesia's school data system (Dapodik), as docs/decisions/0019-option-lists.md says.
 */
export const OPTIONS = {
  agama: ['Islam', 'Kristen', 'Katolik', 'Hindu', 'Buddha', 'Khonghucu'],
  jenis_kelamin: ['Laki-Laki', 'Perempuan'],
  kewarganegaraan: ['WNI', 'WNA'],
  status_hidup: ['Masih Hidup', 'Sudah Meninggal', 'Tidak Diketahui'],
  domisili: ['Dalam Negeri', 'Luar Negeri'],
  imunisasi: ['Hepatitis B', 'Polio', 'BCG', 'Campak', 'DPT', 'Covid'],
  pendidikan_pra_sekolah: ['Pernah PAUD', 'Pernah TK/RA'],
  status_tempat_tinggal: ['Bersama Orang Tua', 'Bersama Wali', 'Kos', 'Asrama', 'Panti Asuhan', 'Pesantren', 'Lainnya'],
  transportasi: ['Jalan Kaki', 'Sepeda', 'Sepeda Motor', 'Mobil Pribadi', 'Antar Jemput Sekolah', 'Angkutan Umum', 'Perahu/Sampan', 'Lainnya'],
  jarak_tempuh: ['Kurang dari 1 Km', '1 - 3 Km', '3 - 5 Km', '5 - 10 Km', 'Lebih dari 10 Km'],
  waktu_tempuh: ['Kurang dari 15 menit', '15 - 30 menit', '30 - 60 menit', '1 - 2 jam', 'Lebih dari 2 jam'],
  biaya_dari: ['Orang Tua', 'Wali/Orang Tua Asuh', 'Tanggungan Sendiri', 'Beasiswa', 'Lainnya'],
  kebutuhan_khusus: ['Tidak Ada', 'Lamban Belajar', 'Kesulitan Belajar Spesifik', 'Gangguan Komunikasi', 'Berbakat/Cerdas Istimewa'],
  kebutuhan_disabilitas: [
    'Tidak Ada',
    'Netra',
    'Rungu',
    'Grahita Ringan',
    'Grahita Sedang',
    'Daksa Ringan',
    'Daksa Sedang',
    'Laras',
    'Wicara',
    'Tuna Ganda',
    'Autis',
  ],
  pendidikan: ['Tidak Sekolah', 'SD/Sederajat', 'SMP/Sederajat', 'SMA/Sederajat', 'D1', 'D2', 'D3', 'D4/S1', 'S2', 'S3'],
  pekerjaan: [
    'Tidak Bekerja',
    'Nelayan',
    'Petani',
    'Peternak',
    'PNS/TNI/Polri',
    'Karyawan Swasta',
    'Pedagang Kecil',
    'Pedagang Besar',
    'Wiraswasta',
    'Wirausaha',
    'Buruh',
    'Pensiunan',
    'Guru/Dosen',
    'Tenaga Kesehatan',
    'Lainnya',
  ],
  penghasilan: [
    'Tidak Berpenghasilan',
    'Kurang dari Rp. 500.000',
    'Rp. 500.000 - Rp. 999.999',
    'Rp. 1.000.000 - Rp. 1.999.999',
    'Rp. 2.000.000 - Rp. 4.999.999',
    'Rp. 5.000.000 - Rp. 20.000.000',
    'Lebih dari Rp. 20.000.000',
  ],
  tipe_orang_tua: ['Ayah', 'Ibu', 'Wali'],
  kategori_beasiswa: ['Anak Berprestasi', 'Anak Miskin', 'Pendidikan', 'Unggulan', 'Lainnya'],
  jenis_instansi: ['Pemerintah Pusat', 'Pemerintah Daerah', 'Swasta', 'Yayasan', 'Perorangan', 'Lainnya'],
  bidang_lomba: ['Sains', 'Seni', 'Olahraga', 'Keagamaan', 'Bahasa', 'Teknologi', 'Lainnya'],
  lomba_tingkat: ['Sekolah', 'Kecamatan', 'Kabupaten/Kota', 'Provinsi', 'Nasional', 'Internasional'],
  peringkat: ['Juara 1', 'Juara 2', 'Juara 3', 'Harapan 1', 'Harapan 2', 'Harapan 3', 'Peserta'],
  jenis_lembaga: ['Lembaga Kursus', 'Bimbingan Belajar', 'Pondok Pesantren', 'Madrasah Diniyah', 'TPQ', 'Lainnya'],
  frekuensi_belajar: ['Setiap Hari', '2-3 kali seminggu', 'Seminggu sekali', 'Sebulan sekali', 'Tidak Tentu'],
  tipe_berkas: ['Akta Kelahiran', 'Kartu Keluarga', 'KTP Orang Tua', 'Ijazah', 'SKHUN', 'Rapor', 'Kartu KIP', 'Pas Foto', 'Lainnya'],
  jenis_pendaftaran: ['Siswa Baru', 'Pindahan', 'Kembali Bersekolah'],
  jenjang_sekolah_asal: ['TK/RA', 'SD/MI', 'SMP/MTs', 'SMA/MA', 'Paket A', 'Paket B', 'Lainnya'],
  kategori_alumni: ['Melanjutkan Pendidikan', 'Bekerja', 'Wirausaha', 'Melanjutkan Pendidikan dan Bekerja', 'Belum Bekerja'],
  jenis_pembayaran: ['Tunai', 'Transfer Bank', 'QRIS', 'Virtual Account'],
  /** Whether students clock in on a calendar item's days. */
  status_absensi: ['Masuk', 'Libur'],
  /** The kinds of items of the school calendar. */
  jenis_agenda: ['Kegiatan Sekolah', 'Ujian', 'Rapat', 'Libur Sekolah', 'Libur Nasional', 'Hari Besar Islam'],
} as const;

export type OptionList = keyof typeof OPTIONS;
/** Multi-choice answers are stored joined by ';' as the spec says. */
export const MULTI_SEPARATOR = ';';

/** The school calendar's filters (spec 02 section 2). */
export const STATUS_ABSENSI = OPTIONS.status_absensi;
export type StatusAbsensi = (typeof STATUS_ABSENSI)[number];
export const JENIS_AGENDA = OPTIONS.jenis_agenda;
export type JenisAgenda = (typeof JENIS_AGENDA)[number];
