import { fakerID_ID as faker } from '@faker-js/faker';
import { asc } from 'drizzle-orm';
import type { JenisAgenda, StatusAbsensi } from '@madrasah/contract/options';
import type { JenisPenegak } from '@madrasah/contract/schemas/kegiatan';
import type { Tx } from '../client.js';
import { ekstrakurikuler, ekstrakurikulerSiswa, gtk, kaldikAgenda, pramukaKecakapan } from '../schema/index.js';
import type { FileStorage } from '../../platform/files/storage.js';
import type { DemoYear } from './demo-year.js';

/** The school's activities; each is coached by one of the timetable's teachers (by index). */
const ACTIVITIES = ['Pramuka', "Tahfidz Al-Qur'an", 'Paskibra', 'Palang Merah Remaja', 'Futsal', 'Kaligrafi', 'Hadrah', 'English Club'] as const;
type Activity = (typeof ACTIVITIES)[number];
const COACH_INDEX = [0, 3, 6, 9, 12, 15, 18, 21];

/**
 * The demo accounts' activities, this year's (scores of the odd semester only): siswa@ entered
 * grade X in July of this year, so no record of theirs is older (the first three are listed
 * last, newest first).
 */
const SISWA_THIS_YEAR: [Activity, number][] = [
  ['Kaligrafi', 84],
  ['Hadrah', 80.75],
  ['English Club', 87],
  ['Pramuka', 88.5],
  ["Tahfidz Al-Qur'an", 91.25],
];
const SISWA2_THIS_YEAR: [Activity, number][] = [
  ['Pramuka', 85],
  ['Futsal', 79.5],
];

type Skill = [uraian: string, jenis: JenisPenegak, tgl: string];
const SKILLS_SISWA: Skill[] = [
  ['Dapat menjelaskan sejarah Gerakan Pramuka', 'Bantara', '2026-07-25'],
  ['Hafal dan memahami isi Tri Satya dan Dasa Darma', 'Bantara', '2026-08-01'],
  ['Dapat menjelaskan arti lambang Gerakan Pramuka', 'Bantara', '2026-08-08'],
  ['Dapat menyanyikan lagu Indonesia Raya dan Hymne Pramuka', 'Bantara', '2026-08-15'],
  ['Mampu membuat simpul dan ikatan dasar', 'Bantara', '2026-08-29'],
  ['Mampu mendirikan tenda', 'Bantara', '2026-09-12'],
  ['Dapat menggunakan kompas dan membaca peta', 'Bantara', '2026-09-26'],
  ['Mampu memberikan pertolongan pertama pada kecelakaan ringan', 'Bantara', '2026-10-10'],
  ['Mampu memimpin upacara pembukaan dan penutupan latihan', 'Laksana', '2026-10-24'],
  ['Dapat menjelaskan sistem among dalam kepramukaan', 'Laksana', '2026-11-07'],
  ['Mampu merencanakan kegiatan bakti masyarakat bersama regu', 'Laksana', '2026-11-14'],
];
const SKILLS_SISWA2: Skill[] = [
  ['Dapat menjelaskan sejarah Gerakan Pramuka', 'Bantara', '2026-07-25'],
  ['Hafal dan memahami isi Tri Satya dan Dasa Darma', 'Bantara', '2026-08-08'],
  ['Mampu membuat simpul dan ikatan dasar', 'Bantara', '2026-09-05'],
  ['Mampu mendirikan tenda', 'Bantara', '2026-09-19'],
];

const SEMUA = 'Siswa, Guru dan Tenaga Kependidikan';
const GTK = 'Guru dan Tenaga Kependidikan';
const SISWA = 'Seluruh Siswa';
type Agenda = [awal: string, akhir: string, judul: string, jenis: JenisAgenda, status: StatusAbsensi, civitas: string, uraian: string];

/**
 * The 2026/2027 school calendar: national holidays and collective leave as the government
 * sets them (the Islamic ones by the expected date of the hijri month), the madrasah's breaks,
 * exam weeks, meetings and events.
 */
const KALENDER: Agenda[] = [
  [
    '2026-07-01',
    '2026-07-11',
    'Libur Akhir Tahun Ajaran 2025/2026',
    'Libur Sekolah',
    'Libur',
    SISWA,
    'Libur kenaikan kelas sebelum tahun ajaran baru dimulai.',
  ],
  [
    '2026-07-08',
    '2026-07-08',
    'Rapat Kerja Awal Tahun Ajaran',
    'Rapat',
    'Libur',
    GTK,
    'Penyusunan program kerja, kalender pendidikan dan pembagian tugas mengajar tahun ajaran 2026/2027.',
  ],
  [
    '2026-07-13',
    '2026-07-15',
    'Masa Pengenalan Lingkungan Sekolah (MPLS)',
    'Kegiatan Sekolah',
    'Masuk',
    'Siswa Kelas X',
    'Pengenalan visi misi madrasah, tata tertib, ekstrakurikuler dan lingkungan sekolah bagi siswa baru.',
  ],
  [
    '2026-07-13',
    '2026-07-13',
    'Hari Pertama Masuk Sekolah',
    'Kegiatan Sekolah',
    'Masuk',
    SEMUA,
    'Awal kegiatan belajar mengajar semester ganjil. Upacara bendera pukul 07.00.',
  ],
  ['2026-07-23', '2026-07-23', 'Peringatan Hari Anak Nasional', 'Kegiatan Sekolah', 'Masuk', SISWA, 'Kegiatan literasi dan lomba kreativitas antarkelas.'],
  [
    '2026-08-08',
    '2026-08-08',
    'Rapat Komite dan Wali Siswa',
    'Rapat',
    'Masuk',
    'Guru, Komite dan Wali Siswa',
    'Sosialisasi program madrasah dan rencana kegiatan tahun ajaran 2026/2027 kepada wali siswa.',
  ],
  [
    '2026-08-12',
    '2026-08-15',
    'Lomba Peringatan HUT Kemerdekaan RI',
    'Kegiatan Sekolah',
    'Masuk',
    SISWA,
    'Lomba baris-berbaris, tarik tambang, balap karung dan kebersihan kelas.',
  ],
  [
    '2026-08-14',
    '2026-08-14',
    'Upacara Hari Pramuka',
    'Kegiatan Sekolah',
    'Masuk',
    SEMUA,
    'Upacara peringatan Hari Pramuka ke-65 dengan seragam Pramuka lengkap.',
  ],
  [
    '2026-08-17',
    '2026-08-17',
    'Hari Kemerdekaan Republik Indonesia',
    'Libur Nasional',
    'Libur',
    SEMUA,
    'Upacara bendera di lapangan madrasah pukul 07.30, setelah itu libur.',
  ],
  [
    '2026-08-25',
    '2026-08-25',
    'Maulid Nabi Muhammad SAW 1448 H',
    'Hari Besar Islam',
    'Libur',
    SEMUA,
    'Libur nasional memperingati kelahiran Nabi Muhammad SAW.',
  ],
  [
    '2026-08-27',
    '2026-08-27',
    'Peringatan Maulid Nabi di Madrasah',
    'Kegiatan Sekolah',
    'Masuk',
    SEMUA,
    'Pembacaan shalawat, tausiyah dan lomba hadrah antarkelas.',
  ],
  [
    '2026-09-21',
    '2026-09-26',
    'Penilaian Tengah Semester (PTS) Ganjil',
    'Ujian',
    'Masuk',
    SISWA,
    'Penilaian tengah semester ganjil untuk seluruh mata pelajaran sesuai jadwal.',
  ],
  [
    '2026-10-01',
    '2026-10-01',
    'Upacara Hari Kesaktian Pancasila',
    'Kegiatan Sekolah',
    'Masuk',
    SEMUA,
    'Upacara bendera memperingati Hari Kesaktian Pancasila.',
  ],
  [
    '2026-10-16',
    '2026-10-18',
    'Perkemahan Sabtu Minggu (Persami) Pramuka',
    'Kegiatan Sekolah',
    'Masuk',
    'Siswa Kelas X dan XI',
    'Perkemahan di bumi perkemahan madrasah: pionering, penjelajahan dan api unggun.',
  ],
  [
    '2026-10-22',
    '2026-10-22',
    'Peringatan Hari Santri Nasional',
    'Kegiatan Sekolah',
    'Masuk',
    SEMUA,
    'Upacara Hari Santri dengan busana santri, dilanjutkan kirab santri.',
  ],
  ['2026-10-28', '2026-10-28', 'Upacara Hari Sumpah Pemuda', 'Kegiatan Sekolah', 'Masuk', SEMUA, 'Upacara bendera dan pembacaan ikrar Sumpah Pemuda.'],
  ['2026-11-10', '2026-11-10', 'Upacara Hari Pahlawan', 'Kegiatan Sekolah', 'Masuk', SEMUA, 'Upacara bendera dan mengheningkan cipta pukul 08.15.'],
  ['2026-11-14', '2026-11-14', 'Try Out UTBK Kelas XII', 'Ujian', 'Masuk', 'Siswa Kelas XII', 'Try out berbasis komputer di laboratorium madrasah.'],
  ['2026-11-20', '2026-11-20', 'Rapat Persiapan Penilaian Akhir Semester', 'Rapat', 'Masuk', GTK, 'Pembagian tugas pengawas, kisi-kisi dan jadwal PAS ganjil.'],
  ['2026-11-25', '2026-11-25', 'Peringatan Hari Guru Nasional', 'Kegiatan Sekolah', 'Masuk', SEMUA, 'Upacara Hari Guru dan apresiasi siswa untuk guru.'],
  [
    '2026-11-30',
    '2026-12-05',
    'Penilaian Akhir Semester (PAS) Ganjil',
    'Ujian',
    'Masuk',
    SISWA,
    'Penilaian akhir semester ganjil untuk seluruh mata pelajaran.',
  ],
  ['2026-12-07', '2026-12-12', 'Class Meeting Semester Ganjil', 'Kegiatan Sekolah', 'Masuk', SISWA, 'Lomba olahraga dan seni antarkelas setelah PAS.'],
  ['2026-12-16', '2026-12-16', 'Rapat Pleno Nilai Rapor Semester Ganjil', 'Rapat', 'Masuk', GTK, 'Penetapan nilai rapor semester ganjil.'],
  [
    '2026-12-18',
    '2026-12-18',
    'Pembagian Rapor Semester Ganjil',
    'Kegiatan Sekolah',
    'Masuk',
    'Siswa dan Wali Siswa',
    'Rapor diambil oleh wali siswa di kelas masing-masing pukul 08.00–11.00.',
  ],
  [
    '2026-12-21',
    '2027-01-02',
    'Libur Semester Ganjil',
    'Libur Sekolah',
    'Libur',
    SISWA,
    'Libur akhir semester ganjil. Kegiatan belajar dimulai kembali 4 Januari 2027.',
  ],
  ['2026-12-24', '2026-12-24', 'Cuti Bersama Hari Raya Natal', 'Libur Nasional', 'Libur', SEMUA, 'Cuti bersama Hari Raya Natal.'],
  ['2026-12-25', '2026-12-25', 'Hari Raya Natal', 'Libur Nasional', 'Libur', SEMUA, 'Libur nasional Hari Raya Natal.'],
  ['2027-01-01', '2027-01-01', 'Tahun Baru Masehi 2027', 'Libur Nasional', 'Libur', SEMUA, 'Libur nasional Tahun Baru Masehi.'],
  [
    '2027-01-04',
    '2027-01-04',
    'Hari Pertama Semester Genap',
    'Kegiatan Sekolah',
    'Masuk',
    SEMUA,
    'Awal kegiatan belajar mengajar semester genap, sekaligus upacara Hari Amal Bakti Kementerian Agama.',
  ],
  [
    '2027-01-06',
    '2027-01-06',
    "Isra Mi'raj Nabi Muhammad SAW 1448 H",
    'Hari Besar Islam',
    'Libur',
    SEMUA,
    "Libur nasional memperingati Isra Mi'raj Nabi Muhammad SAW.",
  ],
  [
    '2027-01-25',
    '2027-01-27',
    'Kunjungan Studi Kelas XI',
    'Kegiatan Sekolah',
    'Masuk',
    'Siswa Kelas XI',
    'Kunjungan ke perguruan tinggi dan museum; siswa kelas X dan XII belajar seperti biasa.',
  ],
  ['2027-02-06', '2027-02-06', 'Tahun Baru Imlek 2578 Kongzili', 'Libur Nasional', 'Libur', SEMUA, 'Libur nasional Tahun Baru Imlek.'],
  ['2027-02-08', '2027-02-09', 'Libur Awal Ramadan 1448 H', 'Libur Sekolah', 'Libur', SISWA, 'Libur awal puasa Ramadan.'],
  ['2027-02-15', '2027-02-18', 'Pesantren Kilat Ramadan', 'Kegiatan Sekolah', 'Masuk', SISWA, 'Kajian, tadarus dan buka puasa bersama di madrasah.'],
  [
    '2027-02-22',
    '2027-02-27',
    'Penilaian Tengah Semester (PTS) Genap',
    'Ujian',
    'Masuk',
    SISWA,
    'Penilaian tengah semester genap; jam pelajaran disesuaikan selama Ramadan.',
  ],
  [
    '2027-03-04',
    '2027-03-20',
    'Libur Idul Fitri 1448 H',
    'Libur Sekolah',
    'Libur',
    SISWA,
    'Libur Hari Raya Idul Fitri. Kegiatan belajar dimulai kembali 22 Maret 2027 dengan halalbihalal.',
  ],
  ['2027-03-08', '2027-03-09', 'Cuti Bersama Idul Fitri 1448 H', 'Libur Nasional', 'Libur', SEMUA, 'Cuti bersama sebelum Hari Raya Idul Fitri.'],
  ['2027-03-09', '2027-03-09', 'Hari Suci Nyepi Tahun Baru Saka 1949', 'Libur Nasional', 'Libur', SEMUA, 'Libur nasional Hari Suci Nyepi.'],
  ['2027-03-10', '2027-03-11', 'Hari Raya Idul Fitri 1448 H', 'Hari Besar Islam', 'Libur', SEMUA, 'Libur nasional Hari Raya Idul Fitri 1 dan 2 Syawal 1448 H.'],
  ['2027-03-12', '2027-03-15', 'Cuti Bersama Idul Fitri 1448 H', 'Libur Nasional', 'Libur', SEMUA, 'Cuti bersama setelah Hari Raya Idul Fitri.'],
  [
    '2027-03-22',
    '2027-03-22',
    'Halalbihalal Keluarga Besar Madrasah',
    'Kegiatan Sekolah',
    'Masuk',
    SEMUA,
    'Halalbihalal siswa, guru dan tenaga kependidikan di aula madrasah.',
  ],
  ['2027-03-26', '2027-03-26', 'Wafat Yesus Kristus', 'Libur Nasional', 'Libur', SEMUA, 'Libur nasional Jumat Agung.'],
  [
    '2027-04-05',
    '2027-04-10',
    'Ujian Madrasah Kelas XII',
    'Ujian',
    'Masuk',
    'Siswa Kelas XII',
    'Ujian madrasah untuk kelulusan; kelas X dan XI belajar mandiri di rumah.',
  ],
  ['2027-05-01', '2027-05-01', 'Hari Buruh Internasional', 'Libur Nasional', 'Libur', SEMUA, 'Libur nasional Hari Buruh.'],
  [
    '2027-05-03',
    '2027-05-03',
    'Pengumuman Kelulusan Kelas XII',
    'Kegiatan Sekolah',
    'Masuk',
    'Siswa Kelas XII dan Wali Siswa',
    'Pengumuman kelulusan melalui portal madrasah pukul 10.00.',
  ],
  ['2027-05-06', '2027-05-06', 'Kenaikan Yesus Kristus', 'Libur Nasional', 'Libur', SEMUA, 'Libur nasional Kenaikan Yesus Kristus.'],
  [
    '2027-05-17',
    '2027-05-17',
    'Hari Raya Idul Adha 1448 H',
    'Hari Besar Islam',
    'Libur',
    SEMUA,
    'Libur nasional Hari Raya Idul Adha; salat Id dan penyembelihan hewan kurban di madrasah.',
  ],
  ['2027-05-20', '2027-05-20', 'Hari Raya Waisak 2571 BE', 'Libur Nasional', 'Libur', SEMUA, 'Libur nasional Hari Raya Waisak.'],
  ['2027-06-01', '2027-06-01', 'Hari Lahir Pancasila', 'Libur Nasional', 'Libur', SEMUA, 'Libur nasional Hari Lahir Pancasila.'],
  ['2027-06-06', '2027-06-06', 'Tahun Baru Islam 1449 H', 'Hari Besar Islam', 'Libur', SEMUA, 'Libur nasional 1 Muharram 1449 H.'],
  ['2027-06-07', '2027-06-12', 'Penilaian Akhir Tahun (PAT)', 'Ujian', 'Masuk', 'Siswa Kelas X dan XI', 'Penilaian akhir tahun untuk kenaikan kelas.'],
  [
    '2027-06-14',
    '2027-06-19',
    'Class Meeting Semester Genap',
    'Kegiatan Sekolah',
    'Masuk',
    'Siswa Kelas X dan XI',
    'Lomba olahraga, seni dan keagamaan antarkelas setelah PAT.',
  ],
  ['2027-06-22', '2027-06-22', 'Rapat Kenaikan Kelas', 'Rapat', 'Masuk', GTK, 'Penetapan kenaikan kelas dan nilai rapor semester genap.'],
  [
    '2027-06-25',
    '2027-06-25',
    'Pembagian Rapor Semester Genap',
    'Kegiatan Sekolah',
    'Masuk',
    'Siswa dan Wali Siswa',
    'Rapor kenaikan kelas diambil oleh wali siswa.',
  ],
  [
    '2027-06-28',
    '2027-07-10',
    'Libur Akhir Tahun Ajaran 2026/2027',
    'Libur Sekolah',
    'Libur',
    SISWA,
    'Libur kenaikan kelas. Tahun ajaran 2027/2028 dimulai 12 Juli 2027.',
  ],
];

/** A score of a semester as a coach gives it: in quarter points, mostly between 75 and 95. */
const score = () => faker.number.int({ min: 300, max: 380 }) / 4;

/**
 * Extracurricular records of every student this year (one or two activities each, more for
 * siswa@; the odd semester scored for most, the even one not yet), the scouting skills of
 * siswa@ and siswa2@, and the school calendar of the active year.
 */
export async function seedDemoKegiatan(tx: Tx, _storage: FileStorage, year: DemoYear) {
  const teachers = await tx
    .select({ id: gtk.id })
    .from(gtk)
    .orderBy(asc(gtk.id))
    .limit(Math.max(...COACH_INDEX) + 1);
  const coach = (i: number) => teachers[COACH_INDEX[i]! % teachers.length]?.id ?? null;
  const activities = await tx
    .insert(ekstrakurikuler)
    .values(ACTIVITIES.map((nama, i) => ({ nama, pembina_gtk_id: coach(i) })))
    .returning({ id: ekstrakurikuler.id, nama: ekstrakurikuler.nama, pembina: ekstrakurikuler.pembina_gtk_id });
  const activity = (nama: Activity) => activities.find((a) => a.nama === nama)!;

  const record = (siswaId: number, rombelId: number | null, tahunAjaranId: number, nama: Activity, ganjil: number | null, genap: number | null) => ({
    siswa_id: siswaId,
    rombel_id: rombelId,
    tahun_ajaran_id: tahunAjaranId,
    ekstrakurikuler_id: activity(nama).id,
    nilai_semester_ganjil: ganjil,
    nilai_semester_genap: genap,
  });
  const own = new Map([
    [year.siswa, SISWA_THIS_YEAR],
    [year.siswa2, SISWA2_THIS_YEAR],
  ]);
  const thisYear = year.placed.flatMap(({ id, rombelId }) => {
    const chosen =
      own.get(id) ??
      faker.helpers
        .arrayElements(ACTIVITIES, { min: 1, max: 2 })
        .map((nama): [Activity, number | null] => [nama, faker.datatype.boolean(0.85) ? score() : null]);
    return chosen.map(([nama, ganjil]) => record(id, rombelId, year.ta.id, nama, ganjil, null));
  });
  await tx.insert(ekstrakurikulerSiswa).values(thisYear);

  const placement = new Map(year.placed.map((p) => [p.id, p.rombelId]));
  const pramukaCoaches = [activity('Pramuka').pembina, coach(1)];
  const skills = (siswaId: number, list: Skill[]) =>
    list.map(([uraian_kecakapan, jenis_penegak, tgl_lulus], i) => ({
      siswa_id: siswaId,
      rombel_id: placement.get(siswaId) ?? null,
      tahun_ajaran_id: year.ta.id,
      uraian_kecakapan,
      jenis_penegak,
      tgl_lulus,
      pembina_gtk_id: pramukaCoaches[i % pramukaCoaches.length] ?? null,
    }));
  await tx.insert(pramukaKecakapan).values([...skills(year.siswa, SKILLS_SISWA), ...skills(year.siswa2, SKILLS_SISWA2)]);

  await tx.insert(kaldikAgenda).values(
    KALENDER.map(([tgl_awal, tgl_akhir, judul, jenis_agenda, status_absensi, civitas_akademika, uraian]) => ({
      tahun_ajaran_id: year.ta.id,
      judul,
      jenis_agenda,
      uraian,
      civitas_akademika,
      tgl_awal,
      tgl_akhir,
      status_absensi,
    })),
  );
}
