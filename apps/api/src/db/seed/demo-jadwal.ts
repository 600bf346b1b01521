import type { Faker } from '@faker-js/faker';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { gtk, HARI, jadwalPelajaran, mapel, rombel } from '../schema/index.js';

const MAPEL: [string, string][] = [
  ["Al-Qur'an Hadis", 'QH'],
  ['Akidah Akhlak', 'AA'],
  ['Fikih', 'FIK'],
  ['Sejarah Kebudayaan Islam', 'SKI'],
  ['Bahasa Arab', 'BAR'],
  ['Bahasa Indonesia', 'BIN'],
  ['Bahasa Inggris', 'BIG'],
  ['Matematika', 'MTK'],
  ['Fisika', 'FIS'],
  ['Kimia', 'KIM'],
  ['Biologi', 'BIO'],
  ['Ekonomi', 'EKO'],
  ['Geografi', 'GEO'],
  ['Sosiologi', 'SOS'],
  ['Sejarah Indonesia', 'SEJ'],
  ['Pendidikan Pancasila', 'PP'],
  ['PJOK', 'PJOK'],
  ['Informatika', 'INF'],
];
const GELAR_BELAKANG = ['S.Pd.', 'S.Pd.I.', 'S.Ag.', 'M.Pd.', 'S.Si.', 'M.Pd.I.', 'S.Kom.'];
// 45-minute periods from 07:00 with a break after the fourth; Friday ends after the fifth.
const PERIODS = ['07:00', '07:45', '08:30', '09:15', '10:15', '11:00', '11:45', '13:00', '13:45'];
const addMinutes = (t: string, m: number) => {
  const [h, mm] = t.split(':').map(Number);
  const total = h! * 60 + mm! + m;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/** Teachers, subjects, homeroom teachers and a full weekly timetable for every class group. */
export async function seedJadwal(tx: Tx, faker: Faker, person: (sex: 'Laki-Laki' | 'Perempuan') => string) {
  const teachers = await tx
    .insert(gtk)
    .values(
      Array.from({ length: 24 }, (_, i) => {
        const jenis_kelamin = i % 2 ? 'Perempuan' : 'Laki-Laki';
        return {
          nama_lengkap: person(jenis_kelamin),
          gelar_depan: i % 7 === 0 ? 'Drs.' : null,
          gelar_belakang: faker.helpers.arrayElement(GELAR_BELAKANG),
          jenis_kelamin,
          no_telp: `08${faker.string.numeric(10)}`,
        };
      }),
    )
    .returning();
  const subjects = await tx
    .insert(mapel)
    .values(MAPEL.map(([nama, singkatan]) => ({ nama, singkatan })))
    .returning();
  const teacherOf = new Map(subjects.map((s, i) => [s.id, teachers[i % teachers.length]!.id]));

  const groups = await tx.select().from(rombel);
  const slots = [];
  for (const [gi, g] of groups.entries()) {
    await tx
      .update(rombel)
      .set({ wali_gtk_id: teachers[gi % teachers.length]!.id })
      .where(eq(rombel.id, g.id));
    for (const hari of HARI.slice(0, 6)) {
      const periods = hari === 'Jumat' ? 5 : 8;
      for (let jam = 1; jam <= periods; jam++) {
        const s = faker.helpers.arrayElement(subjects);
        slots.push({
          rombel_id: g.id,
          hari,
          jam_ke: jam,
          jam_mulai: PERIODS[jam - 1]!,
          jam_selesai: addMinutes(PERIODS[jam - 1]!, 45),
          mapel_id: s.id,
          gtk_id: teacherOf.get(s.id)!,
        });
      }
    }
  }
  await tx.insert(jadwalPelajaran).values(slots);
}
