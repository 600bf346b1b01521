import { fakerID_ID as faker } from '@faker-js/faker';
import { and, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.js';
import { jadwalPelajaran, mapel, nilaiRapor, nilaiSumatif, pembelajaran, penilaianSumatif, rombel, semester } from '../schema/index.js';
import type { FileStorage } from '../../platform/files/storage.js';
import type { DemoYear } from './demo-year.js';

/** The odd semester's material per subject (by abbreviation), in teaching order; each summative assessment covers one. */
const MATERI: Record<string, string[]> = {
  QH: [
    "Al-Qur'an sebagai Pedoman Hidup",
    'Hadis sebagai Sumber Ajaran Islam',
    'Hukum Bacaan Mad dan Waqaf',
    'Ayat tentang Ilmu Pengetahuan',
    'Hadis tentang Menuntut Ilmu',
  ],
  AA: ['Dasar-Dasar Ilmu Kalam', "Asma'ul Husna", 'Akhlak Terpuji kepada Diri Sendiri', 'Adab Berpakaian dan Berhias', 'Menghindari Akhlak Tercela'],
  FIK: ['Thaharah', 'Shalat Wajib dan Sunah', 'Zakat', 'Haji dan Umrah', 'Muamalah: Jual Beli'],
  SKI: ['Dakwah Nabi di Makkah', 'Dakwah Nabi di Madinah', 'Khulafaur Rasyidin', 'Dinasti Umayyah', 'Dinasti Abbasiyah'],
  BAR: ["At-Ta'aruf (Perkenalan)", 'Al-Usrah (Keluarga)', 'Al-Madrasah (Sekolah)', 'Al-Hiwayah (Hobi)', "Jumlah Ismiyah dan Fi'liyah"],
  BIN: ['Teks Laporan Hasil Observasi', 'Teks Eksposisi', 'Teks Anekdot', 'Hikayat', 'Teks Negosiasi'],
  BIG: ['Descriptive Text', 'Recount Text', 'Narrative Text', 'Announcement', 'Expressing Opinion'],
  MTK: ['Eksponen dan Logaritma', 'Barisan dan Deret', 'Vektor', 'Trigonometri', 'Sistem Persamaan Linear'],
  FIS: ['Besaran dan Satuan', 'Gerak Lurus', 'Gerak Parabola', 'Hukum Newton', 'Usaha dan Energi'],
  KIM: ['Hakikat Ilmu Kimia', 'Struktur Atom', 'Sistem Periodik Unsur', 'Ikatan Kimia', 'Stoikiometri'],
  BIO: ['Ruang Lingkup Biologi', 'Keanekaragaman Hayati', 'Virus', 'Bakteri', 'Protista'],
  EKO: ['Konsep Dasar Ilmu Ekonomi', 'Masalah Pokok Ekonomi', 'Permintaan dan Penawaran', 'Elastisitas', 'Lembaga Keuangan'],
  GEO: ['Pengetahuan Dasar Geografi', 'Peta dan Pemetaan', 'Penginderaan Jauh', 'Dinamika Litosfer', 'Dinamika Atmosfer'],
  SOS: ['Fungsi Sosiologi', 'Interaksi Sosial', 'Nilai dan Norma Sosial', 'Sosialisasi', 'Penyimpangan Sosial'],
  SEJ: ['Konsep Dasar Sejarah', 'Kehidupan Manusia Praaksara', 'Kerajaan Hindu-Buddha', 'Kerajaan Islam di Nusantara', 'Kolonialisme di Indonesia'],
  PP: ['Pancasila sebagai Dasar Negara', 'Hak dan Kewajiban Warga Negara', 'Norma dan Konstitusi', 'Bhinneka Tunggal Ika', 'Wawasan Nusantara'],
  PJOK: ['Permainan Bola Besar', 'Atletik: Lari Jarak Pendek', 'Senam Lantai', 'Renang Gaya Bebas', 'Kebugaran Jasmani'],
  INF: ['Berpikir Komputasional', 'Teknologi Informasi dan Komunikasi', 'Sistem Komputer', 'Jaringan Komputer dan Internet', 'Algoritma dan Pemrograman'],
};
/** Share of each class group's subjects whose end-of-semester test (PAS) is already graded. */
const PAS_GRADED = 1 / 3;
/** Weeks between a subject's summative assessments, from the first one in August. */
const WEEKS_APART = 3;

/** Items by a key of theirs (Node 20 has no Map.groupBy). */
function groupBy<T, K>(items: T[], key: (item: T) => K) {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** The columns written in bulk, with their SQL types for the unnested arrays. */
const SQL_TYPE = {
  penilaian_sumatif_id: 'int',
  pembelajaran_id: 'int',
  siswa_id: 'int',
  nilai: 'numeric',
  pas_nilai: 'numeric',
  rapor_nilai: 'numeric',
  capaian_kompetensi: 'text',
} as const;
type Column = keyof typeof SQL_TYPE;
type Columns<C extends Column> = Record<C, (number | string)[]>;
const columns = <C extends Column>(...names: C[]) => Object.fromEntries(names.map((n) => [n, []])) as unknown as Columns<C>;
const push = <C extends Column>(cols: Columns<C>, row: Record<C, number | string>) => {
  for (const name in row) cols[name].push(row[name]);
};
/** Thousands of rows in one statement: each column one array, unnested in SQL. */
function insertColumns<C extends Column>(table: PgTable, cols: Columns<C>) {
  const names = Object.keys(cols) as C[];
  const arrays = names.map((n) => sql`${sql.param(cols[n])}::${sql.raw(SQL_TYPE[n])}[]`);
  return sql`INSERT INTO ${table} (${sql.raw(names.join(', '))}) SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const grade = (n: number) => round2(Math.min(100, Math.max(60, n)));
const spread = (width: number) => faker.number.float({ min: -width, max: width });

/** The competence achieved in words, from the report grade and the student's best and weakest material. */
function capaian(rapor: number, graded: { materi: string; nilai: number }[]) {
  const sorted = graded.toSorted((x, y) => y.nilai - x.nilai);
  const [best, weakest] = [sorted[0]!.materi, sorted.at(-1)!.materi];
  if (rapor < 70) return `Perlu bimbingan dalam ${weakest}, mulai memahami ${best}.`;
  const predikat = rapor >= 90 ? 'sangat baik' : rapor >= 80 ? 'baik' : 'cukup';
  return `Menunjukkan penguasaan yang ${predikat} dalam ${best}, perlu peningkatan dalam ${weakest}.`;
}

/**
 * The active year's odd semester mid-way: every subject of each class group's timetable with
 * its teacher, 3 to 5 summative assessments each, graded for every student of the class group
 * (60 to 100, 2 decimals, around the student's own level); a third of the subjects already
 * have their PAS, report grade (60 % summative mean, 40 % PAS) and competence. The demo gives
 * no student a class group last year, so there are no grades of earlier semesters. Written in
 * a few bulk statements.
 */
export async function seedDemoPenilaian(tx: Tx, _storage: FileStorage, year: DemoYear) {
  const [ganjil] = await tx
    .select({ id: semester.id })
    .from(semester)
    .where(and(eq(semester.tahun_ajaran_id, year.ta.id), eq(semester.tipe_semester, 'Ganjil')));
  const taught = await tx
    .selectDistinctOn([jadwalPelajaran.rombel_id, jadwalPelajaran.mapel_id], {
      rombel_id: jadwalPelajaran.rombel_id,
      mapel_id: jadwalPelajaran.mapel_id,
      gtk_id: jadwalPelajaran.gtk_id,
      singkatan: mapel.singkatan,
    })
    .from(jadwalPelajaran)
    .innerJoin(mapel, eq(mapel.id, jadwalPelajaran.mapel_id))
    .innerJoin(rombel, and(eq(rombel.id, jadwalPelajaran.rombel_id), eq(rombel.tahun_ajaran_id, year.ta.id)))
    .orderBy(jadwalPelajaran.rombel_id, jadwalPelajaran.mapel_id);
  const subjects = await tx
    .insert(pembelajaran)
    .values(taught.map(({ rombel_id, mapel_id, gtk_id }) => ({ rombel_id, mapel_id, gtk_id, semester_id: ganjil!.id })))
    .returning({ id: pembelajaran.id, rombel_id: pembelajaran.rombel_id });

  const firstWeek = Date.parse(`${year.ta.thn_awal}-08-03T01:00:00Z`);
  const plans = subjects.map((s, i) => {
    const topics = (MATERI[taught[i]!.singkatan] ?? []).slice(0, faker.number.int({ min: 3, max: 5 }));
    return { ...s, topics, difficulty: spread(4), pasGraded: faker.datatype.boolean({ probability: PAS_GRADED }) };
  });
  const assessments = await tx
    .insert(penilaianSumatif)
    .values(
      plans.flatMap((p) =>
        p.topics.map((materi, k) => ({
          pembelajaran_id: p.id,
          nama: `Sumatif Lingkup Materi ${k + 1}`,
          materi,
          created_at: new Date(firstWeek + (k * WEEKS_APART * 7 + faker.number.int({ min: 0, max: 4 })) * 86_400_000),
        })),
      ),
    )
    .returning({ id: penilaianSumatif.id, pembelajaran_id: penilaianSumatif.pembelajaran_id, materi: penilaianSumatif.materi });

  const level = new Map(year.placed.map((s) => [s.id, faker.number.float({ min: 70, max: 92 })]));
  const classOf = groupBy(year.placed, (s) => s.rombelId);
  const assessmentsOf = groupBy(assessments, (a) => a.pembelajaran_id);
  const sumatif = columns('penilaian_sumatif_id', 'siswa_id', 'nilai');
  const rapor = columns('pembelajaran_id', 'siswa_id', 'pas_nilai', 'rapor_nilai', 'capaian_kompetensi');
  for (const p of plans) {
    for (const student of classOf.get(p.rombel_id) ?? []) {
      const own = level.get(student.id)! + p.difficulty + spread(5);
      const graded = (assessmentsOf.get(p.id) ?? []).map((a) => ({ id: a.id, materi: a.materi!, nilai: grade(own + spread(7)) }));
      for (const g of graded) push(sumatif, { penilaian_sumatif_id: g.id, siswa_id: student.id, nilai: g.nilai });
      if (!p.pasGraded || graded.length === 0) continue;
      const pas = grade(own + spread(8));
      const mean = graded.reduce((sum, g) => sum + g.nilai, 0) / graded.length;
      const raporNilai = round2(0.6 * mean + 0.4 * pas);
      push(rapor, { pembelajaran_id: p.id, siswa_id: student.id, pas_nilai: pas, rapor_nilai: raporNilai, capaian_kompetensi: capaian(raporNilai, graded) });
    }
  }
  await tx.execute(insertColumns(nilaiSumatif, sumatif));
  await tx.execute(insertColumns(nilaiRapor, rapor));
}
