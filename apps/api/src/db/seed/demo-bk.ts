import { and, eq, inArray, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { isoToDmy } from '@madrasah/contract/dates';
import type { BidangKonseling, MediaTipe } from '@madrasah/contract/schemas/bk';
import type { KonsultasiStatus } from '@madrasah/contract/schemas/konsultasi';
import type { Tx } from '../client.js';
import { activityLog, bkDokumen, gtk, hasilTesSiswa, konsultasi, konsultasiTopik, mediaInformasi, rombel, rombelSiswa, users } from '../schema/index.js';
import { newKey, type FileStorage } from '../../platform/files/storage.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { storeDemoPdf } from './demo-files.js';

/** The counselling unit: the first has a phone; the second has none, so sending to them is refused in the demo. */
const COUNSELLORS = [
  { nama_lengkap: 'Nur Hidayati', gelar_depan: 'Dra.', gelar_belakang: 'M.Pd.', jenis_kelamin: 'Perempuan', no_telp: '081227654321' },
  { nama_lengkap: 'Ahmad Fauzan', gelar_depan: null, gelar_belakang: 'S.Psi.', jenis_kelamin: 'Laki-Laki', no_telp: null },
];
/** siswa2@'s class group: its counsellor has no phone. */
const NO_PHONE_ROMBEL = 'X IPA 2';

const TOPIK: [BidangKonseling, string][] = [
  ['Pribadi', 'Mengelola emosi dan stres'],
  ['Pribadi', 'Kepercayaan diri'],
  ['Sosial', 'Hubungan dengan teman sebaya'],
  ['Sosial', 'Perundungan (bullying)'],
  ['Belajar', 'Kesulitan memahami pelajaran'],
  ['Belajar', 'Cara belajar yang efektif'],
  ['Karier', 'Memilih jurusan kuliah'],
  ['Karier', 'Persiapan seleksi PTN dan sekolah kedinasan'],
];

type Tes = { tgl: string; kategori: string; keterangan: string; hasil: string; dokumen?: boolean };
const TES_SISWA: Tes[] = [
  {
    tgl: '2026-07-20',
    kategori: 'Angket Kebutuhan Peserta Didik',
    keterangan: 'Pemetaan awal kebutuhan layanan BK kelas X',
    hasil: 'Kebutuhan utama: cara belajar dan pengelolaan waktu',
    dokumen: true,
  },
  { tgl: '2026-08-10', kategori: 'Tes Gaya Belajar', keterangan: 'Tes gaya belajar VAK', hasil: 'Visual (55%), auditori (30%), kinestetik (15%)' },
  {
    tgl: '2026-09-07',
    kategori: 'Tes Minat dan Bakat',
    keterangan: 'Tes minat dan bakat untuk peminatan',
    hasil: 'Minat tinggi pada sains dan teknologi; disarankan peminatan IPA',
    dokumen: true,
  },
  { tgl: '2026-10-12', kategori: 'Tes Kecerdasan Majemuk', keterangan: 'Asesmen kecerdasan majemuk', hasil: 'Menonjol: logis-matematis dan interpersonal' },
  {
    tgl: '2026-11-09',
    kategori: 'Tes Kepribadian',
    keterangan: 'Inventori kepribadian untuk layanan perencanaan karier',
    hasil: 'Cenderung teliti, terbuka dan suka bekerja dalam tim',
  },
];
const TES_SISWA2: Tes[] = [
  {
    tgl: '2026-07-21',
    kategori: 'Angket Kebutuhan Peserta Didik',
    keterangan: 'Pemetaan awal kebutuhan layanan BK kelas X',
    hasil: 'Kebutuhan utama: hubungan sosial di kelas baru',
    dokumen: true,
  },
  { tgl: '2026-08-11', kategori: 'Tes Gaya Belajar', keterangan: 'Tes gaya belajar VAK', hasil: 'Auditori (50%), visual (35%), kinestetik (15%)' },
  { tgl: '2026-09-08', kategori: 'Tes Minat dan Bakat', keterangan: 'Tes minat dan bakat untuk peminatan', hasil: 'Minat pada bahasa dan sosial' },
];

type Konsul = { tipe: 'Siswa' | 'Orang Tua'; tgl: string; topik: string; uraian: string; status: KonsultasiStatus; tanggapan?: [tgl: string, text: string] };
const KONSUL_SISWA: Konsul[] = [
  {
    tipe: 'Siswa',
    tgl: '2026-08-03',
    topik: 'Cara belajar yang efektif',
    status: 'Selesai',
    uraian: 'Saya sering lupa materi setelah belajar dan nilai ulangan harian Matematika saya turun. Saya ingin tahu cara belajar yang cocok untuk saya.',
    tanggapan: [
      '2026-08-06',
      'Sudah dibahas bersama: gunakan jadwal belajar 30 menit per hari dan catatan peta pikiran. Evaluasi lagi setelah ulangan berikutnya.',
    ],
  },
  {
    tipe: 'Siswa',
    tgl: '2026-09-01',
    topik: 'Hubungan dengan teman sebaya',
    status: 'Selesai',
    uraian: 'Saya merasa sulit bergabung dengan kelompok belajar di kelas baru.',
    tanggapan: ['2026-09-04', 'Konseling individu sudah dilakukan. Ananda diikutsertakan dalam kelompok belajar bersama wali kelas.'],
  },
  {
    tipe: 'Siswa',
    tgl: '2026-10-05',
    topik: 'Mengelola emosi dan stres',
    status: 'Diproses',
    uraian: 'Menjelang penilaian tengah semester saya sering cemas dan sulit tidur.',
  },
  {
    tipe: 'Siswa',
    tgl: '2026-10-26',
    topik: 'Memilih jurusan kuliah',
    status: 'Terkirim',
    uraian: 'Saya ingin berdiskusi tentang pilihan jurusan Teknik Informatika atau Kedokteran.',
  },
  {
    tipe: 'Siswa',
    tgl: '2026-11-16',
    topik: 'Persiapan seleksi PTN dan sekolah kedinasan',
    status: 'Draft',
    uraian: 'Bagaimana mempersiapkan SNBP sejak kelas X?',
  },
  { tipe: 'Siswa', tgl: '2026-11-20', topik: 'Kesulitan memahami pelajaran', status: 'Draft', uraian: 'Materi Fisika tentang vektor sulit saya pahami.' },
  {
    tipe: 'Orang Tua',
    tgl: '2026-08-20',
    topik: 'Cara belajar yang efektif',
    status: 'Selesai',
    uraian: 'Pertemuan dengan orang tua tentang pendampingan belajar di rumah.',
    tanggapan: ['2026-08-20', 'Orang tua sepakat mendampingi jadwal belajar malam dan membatasi penggunaan gawai.'],
  },
  {
    tipe: 'Orang Tua',
    tgl: '2026-09-24',
    topik: 'Memilih jurusan kuliah',
    status: 'Selesai',
    uraian: 'Konsultasi orang tua tentang rencana studi lanjut ananda.',
    tanggapan: ['2026-09-24', 'Disepakati ananda mengikuti tes minat lanjutan dan kunjungan kampus pada semester genap.'],
  },
  {
    tipe: 'Orang Tua',
    tgl: '2026-11-05',
    topik: 'Mengelola emosi dan stres',
    status: 'Diproses',
    uraian: 'Orang tua menyampaikan ananda tampak tertekan menjelang ujian.',
  },
];
const KONSUL_SISWA2: Konsul[] = [
  {
    tipe: 'Siswa',
    tgl: '2026-08-12',
    topik: 'Kepercayaan diri',
    status: 'Selesai',
    uraian: 'Saya gugup setiap kali presentasi di depan kelas.',
    tanggapan: ['2026-08-14', 'Latihan presentasi bertahap bersama guru BK setiap Kamis.'],
  },
  { tipe: 'Siswa', tgl: '2026-10-14', topik: 'Perundungan (bullying)', status: 'Terkirim', uraian: 'Ada teman yang sering mengejek saya di grup kelas.' },
  {
    tipe: 'Siswa',
    tgl: '2026-11-18',
    topik: 'Memilih jurusan kuliah',
    status: 'Draft',
    uraian: 'Saya bingung memilih antara Sastra Arab dan Hubungan Internasional.',
  },
  {
    tipe: 'Orang Tua',
    tgl: '2026-10-20',
    topik: 'Perundungan (bullying)',
    status: 'Selesai',
    uraian: 'Pertemuan dengan orang tua tentang kejadian di grup kelas.',
    tanggapan: ['2026-10-20', 'Sudah ditangani bersama wali kelas; pihak terkait diberi pembinaan.'],
  },
];

type Media = { tipe: MediaTipe; nama: string; link: string | null };
const MEDIA: Media[] = [
  { tipe: 'Leater', nama: 'Mengenal Gaya Belajarmu', link: null },
  { tipe: 'Leater', nama: 'Stop Perundungan di Madrasah', link: null },
  { tipe: 'Leater', nama: 'Menjaga Kesehatan Mental Remaja', link: null },
  { tipe: 'Leater', nama: 'Tips Mengatur Waktu Belajar', link: null },
  { tipe: 'PTN', nama: 'SNBP (Seleksi Nasional Berdasarkan Prestasi)', link: 'https://snpmb.id' },
  { tipe: 'PTN', nama: 'SNBT (Seleksi Nasional Berdasarkan Tes)', link: 'https://snpmb.id' },
  { tipe: 'PTN', nama: 'Seleksi Mandiri PTKIN (UM-PTKIN)', link: 'https://um.ptkin.ac.id' },
  { tipe: 'PTN', nama: 'Beasiswa KIP Kuliah', link: '#' },
  { tipe: 'Kedinasan', nama: 'Sekolah Kedinasan (SSCASN)', link: 'https://sscasn.bkn.go.id' },
  { tipe: 'Kedinasan', nama: 'PKN STAN', link: 'https://pknstan.ac.id' },
  { tipe: 'Kedinasan', nama: 'Politeknik Statistika STIS', link: 'https://stis.ac.id' },
  { tipe: 'Kedinasan', nama: 'IPDN', link: 'https://ipdn.ac.id' },
];
const PALETTE: Record<MediaTipe, string[]> = {
  Leater: ['#2f855a', '#68d391'],
  PTN: ['#2b6cb0', '#90cdf4'],
  Kedinasan: ['#9b2c2c', '#feb2b2'],
};

/** A poster without text (the gallery prints the name): the tab's colours, circles placed by the item's number. */
function posterSvg(tipe: MediaTipe, i: number): string {
  const [dark, light] = PALETTE[tipe];
  const circles = Array.from({ length: 4 }, (_, k) => {
    const x = 60 + ((i * 97 + k * 131) % 380);
    const y = 90 + ((i * 53 + k * 71) % 200);
    return `<circle cx="${x}" cy="${y}" r="${24 + ((i + k) % 4) * 14}" fill="${k % 2 ? light : '#ffffff'}" fill-opacity="0.55"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320">
    <rect width="480" height="320" fill="${light}"/><rect width="480" height="64" fill="${dark}"/>
    <rect x="24" y="88" width="432" height="208" rx="16" fill="${dark}" fill-opacity="0.85"/>${circles}
    <rect x="56" y="256" width="240" height="14" rx="7" fill="#ffffff"/><rect x="56" y="20" width="180" height="24" rx="12" fill="${light}"/></svg>`;
}

const at = (local: string) => new Date(`${local}:00+07:00`);

/**
 * Guidance and counselling for the demo (after the accounts exist): two counsellors for the
 * active year's class groups (siswa2@'s without a phone), the active profile PDF, topics in every
 * field, test results and consultations in every status for siswa@ and siswa2@ (meetings with
 * the parents too), and the media galleries with generated posters.
 */
export async function seedBk(tx: Tx, storage: FileStorage, tahunAjaranId: number) {
  const [withPhone, noPhone] = await tx.insert(gtk).values(COUNSELLORS).returning({ id: gtk.id });
  await tx
    .update(rombel)
    .set({ guru_bk_gtk_id: withPhone!.id })
    .where(and(eq(rombel.tahun_ajaran_id, tahunAjaranId), ne(rombel.nama, NO_PHONE_ROMBEL)));
  await tx
    .update(rombel)
    .set({ guru_bk_gtk_id: noPhone!.id })
    .where(and(eq(rombel.tahun_ajaran_id, tahunAjaranId), eq(rombel.nama, NO_PHONE_ROMBEL)));

  const profile = await storeDemoPdf(storage, 'bk', 'PROFIL BIMBINGAN DAN KONSELING', [
    'Visi: peserta didik yang berakhlak mulia, mandiri dan berprestasi.',
    '',
    'Layanan: konseling individu dan kelompok, bimbingan klasikal,',
    'asesmen minat dan bakat, perencanaan studi lanjut dan karier.',
    '',
    'Guru BK: Dra. Nur Hidayati, M.Pd. dan Ahmad Fauzan, S.Psi.',
    'Ruang BK buka Senin sampai Jumat, pukul 07.00 - 15.00.',
  ]);
  await tx.insert(bkDokumen).values({ nama: 'Profil Bimbingan dan Konseling', file: profile, is_active: true });

  const topics = await tx
    .insert(konsultasiTopik)
    .values(TOPIK.map(([bidang, nama]) => ({ bidang, nama })))
    .returning();
  const topikId = (nama: string) => topics.find((t) => t.nama === nama)!.id;

  const accounts = await tx
    .select({ email: users.email, id: users.id, siswa_id: users.siswa_id, rombel_id: rombelSiswa.rombel_id, guru_bk: rombel.guru_bk_gtk_id })
    .from(users)
    .innerJoin(rombelSiswa, and(eq(rombelSiswa.siswa_id, users.siswa_id), eq(rombelSiswa.tahun_ajaran_id, tahunAjaranId)))
    .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .where(inArray(users.email, [DEMO_ACCOUNTS.siswa, DEMO_ACCOUNTS.siswa2]));
  for (const [email, tests, consultations] of [
    [DEMO_ACCOUNTS.siswa, TES_SISWA, KONSUL_SISWA],
    [DEMO_ACCOUNTS.siswa2, TES_SISWA2, KONSUL_SISWA2],
  ] as const) {
    const owner = accounts.find((a) => a.email === email)!;
    const student = { siswa_id: owner.siswa_id!, rombel_id: owner.rombel_id, tahun_ajaran_id: tahunAjaranId };
    const tesRows = [];
    for (const t of tests) {
      const dokumen = t.dokumen
        ? await storeDemoPdf(storage, 'hasil-tes', `LAPORAN ${t.kategori.toUpperCase()}`, [
            `Tanggal: ${isoToDmy(t.tgl)}`,
            '',
            `Hasil: ${t.hasil}`,
            '',
            t.keterangan,
          ])
        : null;
      tesRows.push({
        ...student,
        tgl: t.tgl,
        kategori_tes: t.kategori,
        keterangan: t.keterangan,
        hasil: t.hasil,
        dokumen,
        penguji_gtk_id: owner.guru_bk,
        created_at: at(`${t.tgl}T10:00`),
      });
    }
    await tx.insert(hasilTesSiswa).values(tesRows);

    for (const k of consultations) {
      const filed = at(`${k.tgl}T19:30`);
      const sent = k.tipe === 'Siswa' && k.status !== 'Draft' ? new Date(filed.getTime() + 10 * 60_000) : null;
      const [row] = await tx
        .insert(konsultasi)
        .values({
          ...student,
          tipe: k.tipe,
          tgl: k.tgl,
          topik_id: topikId(k.topik),
          uraian: k.uraian,
          status: k.status,
          guru_bk_gtk_id: k.status === 'Draft' ? null : owner.guru_bk,
          terkirim_at: sent,
          tgl_tanggapan: k.tanggapan?.[0] ?? null,
          tanggapan: k.tanggapan?.[1] ?? null,
          created_by: k.tipe === 'Siswa' ? owner.id : null,
          created_at: filed,
          updated_at: sent ?? filed,
        })
        .returning({ id: konsultasi.id });
      // The school's own records of meetings carry no portal activity.
      if (k.tipe !== 'Siswa') continue;
      const entry = (action: 'create' | 'status', when: Date, detail: Record<string, unknown> | null = null) => ({
        user_id: owner.id,
        action,
        entity: 'konsultasi',
        entity_id: row!.id,
        detail,
        created_at: when,
      });
      await tx.insert(activityLog).values([entry('create', filed), ...(sent ? [entry('status', sent, { from: 'Draft', to: 'Terkirim' })] : [])]);
    }
  }

  const posters = await Promise.all(
    MEDIA.map(async (m, i) => {
      const key = newKey('media', 'jpg');
      await storage.put(
        key,
        await sharp(Buffer.from(posterSvg(m.tipe, i)))
          .jpeg({ quality: 80 })
          .toBuffer(),
      );
      return key;
    }),
  );
  await tx.insert(mediaInformasi).values(MEDIA.map((m, i) => ({ ...m, file: posters[i] })));
}
