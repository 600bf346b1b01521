import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { distanceMetres } from '@madrasah/contract/geo';
import { AKTIVITAS } from '@madrasah/contract/schemas/presensi';
import type { Tx } from '../client.js';
import { perizinanSiswa, sekolah, semester, siswa } from '../schema/index.js';
import { schoolMoment, secondsOfDay } from '../../platform/clock.js';
import { newKey, type FileStorage } from '../../platform/files/storage.js';

/** The odd semester of 2026/2027: from the first school day of the year to the report week. */
const SEMESTER = { start: '2026-07-13', end: '2026-12-19' };
/** Public holidays inside it: Independence Day and the Prophet's Birthday (Maulid Nabi). */
const HOLIDAYS = new Set(['2026-08-17', '2026-08-25']);
/** Scouting is on Saturday mornings. */
const PRAMUKA = { masuk: '07:30', pulang: '10:00' };
const CHUNK = 4000;

type Student = { id: number; rombelId: number };
/** The columns written, with their SQL types for the unnested arrays. */
const COLUMNS = {
  siswa_id: 'int',
  rombel_id: 'int',
  aktivitas: 'text',
  tgl: 'date',
  waktu_masuk: 'text',
  waktu_pulang: 'text',
  foto_masuk: 'text',
  foto_pulang: 'text',
  radius_masuk: 'float8',
  radius_pulang: 'float8',
  lat_masuk: 'float8',
  long_masuk: 'float8',
  lat_pulang: 'float8',
  long_pulang: 'float8',
  ip_masuk: 'text',
  ip_pulang: 'text',
  durasi_telat: 'int',
  durasi_pulang_cepat: 'int',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
} as const;
type Row = { [K in keyof typeof COLUMNS]: (typeof COLUMNS)[K] extends 'int' | 'float8' ? number | null : string | null };
type Session = { aktivitas: string; masuk: string; pulang: string };

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
/** ISO weekday, Monday 1 … Sunday 7. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
const clock = (seconds: number) => [seconds / 3600, (seconds / 60) % 60, seconds % 60].map((n) => String(Math.floor(n)).padStart(2, '0')).join(':');

/**
 * A small seeded generator (mulberry32): tens of thousands of records need a few hundred
 * thousand draws, which faker's helpers make ten times slower.
 */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, chance: (p: number) => next() < p, pick: <T>(list: readonly T[]) => list[int(0, list.length - 1)]! };
}

type Look = { wall: string; skin: string; hijab?: string; hair?: string };

/** Looks of the generated selfies: girls in a hijab, boys with short hair. */
const LOOKS: Record<'Perempuan' | 'Laki-Laki', Look[]> = {
  Perempuan: [
    { wall: '#cfe3f4', skin: '#e0ac69', hijab: '#1f4e79' },
    { wall: '#d9ead3', skin: '#f1c27d', hijab: '#7b2d3b' },
    { wall: '#fbe3d6', skin: '#ffdbac', hijab: '#2f5d50' },
  ],
  'Laki-Laki': [
    { wall: '#f3e5c9', skin: '#c68642', hair: '#2b1b10' },
    { wall: '#e6e0f3', skin: '#8d5524', hair: '#111111' },
    { wall: '#dfe6e9', skin: '#e0ac69', hair: '#3b2314' },
  ],
};

/** A face on a coloured wall, 360 × 480 as a phone's front camera frames it. */
function selfieSvg(look: Look): string {
  const head = look.hijab
    ? `<ellipse cx="180" cy="215" rx="112" ry="130" fill="${look.hijab}"/><path d="M70 300 Q180 380 290 300 L330 480 L30 480 Z" fill="${look.hijab}"/>`
    : `<ellipse cx="180" cy="160" rx="92" ry="70" fill="${look.hair}"/><rect x="150" y="290" width="60" height="70" fill="${look.skin}"/>` +
      '<path d="M40 480 Q60 350 180 345 Q300 350 320 480 Z" fill="#ffffff"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="480">
    <rect width="360" height="480" fill="${look.wall}"/>${head}
    <ellipse cx="180" cy="220" rx="78" ry="96" fill="${look.skin}"/>
    <ellipse cx="150" cy="205" rx="9" ry="6" fill="#222"/><ellipse cx="210" cy="205" rx="9" ry="6" fill="#222"/>
    <path d="M150 265 Q180 288 210 265" stroke="#7a3b2e" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`;
}

/** The selfies of every look, stored once and shared by the demo records (not one file per record). */
async function storeSelfies(storage: FileStorage) {
  const store = (looks: Look[]) =>
    Promise.all(
      looks.map(async (look) => {
        const key = newKey('presensi', 'jpg');
        await storage.put(
          key,
          await sharp(Buffer.from(selfieSvg(look)))
            .jpeg({ quality: 80 })
            .toBuffer(),
        );
        return key;
      }),
    );
  return { Perempuan: await store(LOOKS.Perempuan), 'Laki-Laki': await store(LOOKS['Laki-Laki']) };
}

/** Days the demo students had a permit submitted for: they stayed home, excused or not. */
async function permitDays(tx: Tx, tahunAjaranId: number): Promise<Set<string>> {
  const permits = await tx
    .select({ siswa: perizinanSiswa.siswa_id, from: perizinanSiswa.tgl_awal, to: perizinanSiswa.tgl_akhir })
    .from(perizinanSiswa)
    .where(and(eq(perizinanSiswa.tahun_ajaran_id, tahunAjaranId), ne(perizinanSiswa.status, 'DRAFT')));
  const days = new Set<string>();
  for (const p of permits) for (let d = p.from; d <= p.to; d = addDays(d, 1)) days.add(`${p.siswa}:${d}`);
  return days;
}

/**
 * A semester of attendance for every demo student, from the semester's first day until the day
 * before `now` in the school's timezone (today is left for the live clock-in): class on school
 * days (Monday to Friday, holidays off) and scouting on Saturdays, with absences, late arrivals,
 * early leaves and missed clock-outs. Days a permit was submitted for have no record. Drawn day
 * by day from its own seeded generator, so a day's records do not depend on the day the demo is
 * loaded; written in bulk (arrays unnested in SQL), the photos shared by a handful of selfies.
 */
export async function seedPresensi(tx: Tx, storage: FileStorage, tahunAjaranId: number, students: Student[], now: Date) {
  const rng = generator(20_260_713);
  const [school] = await tx.select().from(sekolah).limit(1);
  const [sem] = await tx
    .select({ id: semester.id })
    .from(semester)
    .where(and(eq(semester.tahun_ajaran_id, tahunAjaranId), eq(semester.is_active, true)));
  const stayedHome = await permitDays(tx, tahunAjaranId);
  const selfies = await storeSelfies(storage);
  const sexes = await tx
    .select({ id: siswa.id, jenis_kelamin: siswa.jenis_kelamin })
    .from(siswa)
    .where(
      inArray(
        siswa.id,
        students.map((s) => s.id),
      ),
    );
  const sexOf = new Map(sexes.map((s) => [s.id, s.jenis_kelamin]));
  // One face per student, the same at entry and exit, whatever the day.
  const selfieOf = (s: Student) => {
    const looks = sexOf.get(s.id) === 'Perempuan' ? selfies.Perempuan : selfies['Laki-Laki'];
    return looks[s.id % looks.length]!;
  };
  // Some students are often late, most rarely.
  const lateness = students.map(() => rng.pick([0.03, 0.03, 0.03, 0.03, 0.03, 0.03, 0.1, 0.1, 0.1, 0.3]));

  const rows: Row[] = [];
  const near = () => {
    // Anywhere within ~100 m of the school.
    const angle = 2 * Math.PI * rng.next();
    const r = 0.0009 * Math.sqrt(rng.next());
    const at = { lat: school!.lat + r * Math.sin(angle), long: school!.long + r * Math.cos(angle) };
    return { ...at, jarak: distanceMetres(school!, at) };
  };
  // The school's wifi mostly, a phone's mobile data otherwise.
  const ip = () => (rng.chance(0.6) ? `10.10.${rng.int(1, 4)}.${rng.int(2, 254)}` : `114.124.${rng.int(0, 255)}.${rng.int(1, 254)}`);

  function attend(s: Student, i: number, tgl: string, session: Session) {
    const start = secondsOfDay(session.masuk);
    const end = secondsOfDay(session.pulang);
    const masuk = rng.chance(lateness[i]!) ? start + rng.int(60, 45 * 60) : start - rng.int(60, 40 * 60);
    // Most leave after the bell; 5 in 100 leave early and 3 in 100 forget to clock out.
    const leaves = rng.next();
    const pulang = leaves < 0.03 ? null : leaves < 0.08 ? end - rng.int(10 * 60, 2 * 3600) : end + rng.int(0, 40 * 60);
    const [entry, exit, address] = [near(), near(), ip()];
    const out = <T>(value: T) => (pulang === null ? null : value);
    const moment = (seconds: number) => `${tgl}T${clock(seconds)}+07:00`;
    rows.push({
      siswa_id: s.id,
      rombel_id: s.rombelId,
      aktivitas: session.aktivitas,
      tgl,
      waktu_masuk: clock(masuk),
      waktu_pulang: out(clock(pulang ?? 0)),
      foto_masuk: selfieOf(s),
      foto_pulang: out(selfieOf(s)),
      radius_masuk: entry.jarak,
      radius_pulang: out(exit.jarak),
      lat_masuk: entry.lat,
      long_masuk: entry.long,
      lat_pulang: out(exit.lat),
      long_pulang: out(exit.long),
      ip_masuk: address,
      ip_pulang: out(address),
      durasi_telat: Math.max(0, masuk - start),
      durasi_pulang_cepat: pulang === null ? 0 : Math.max(0, end - pulang),
      created_at: moment(masuk),
      updated_at: moment(pulang ?? masuk),
    });
  }

  const kelas: Session = { aktivitas: AKTIVITAS.kelas, masuk: school!.jam_masuk, pulang: school!.jam_pulang };
  const pramuka: Session = { aktivitas: AKTIVITAS.pramuka, ...PRAMUKA };
  const today = schoolMoment(now, school!.timezone).date;
  const last = today <= SEMESTER.end ? addDays(today, -1) : SEMESTER.end;
  for (let tgl = SEMESTER.start; tgl <= last; tgl = addDays(tgl, 1)) {
    const day = weekday(tgl);
    const session = day <= 5 && !HOLIDAYS.has(tgl) ? kelas : day === 6 ? pramuka : null;
    if (!session) continue;
    students.forEach((s, i) => {
      const absent = rng.chance(session === kelas ? 0.04 : 0.1);
      if (!absent && !stayedHome.has(`${s.id}:${tgl}`)) attend(s, i, tgl, session);
    });
  }

  // Rows come day by day, so ids follow the dates as live clock-ins do.
  const names = Object.keys(COLUMNS) as (keyof Row)[];
  for (let from = 0; from < rows.length; from += CHUNK) {
    const chunk = rows.slice(from, from + CHUNK);
    const arrays = names.map((n) => sql`${sql.param(chunk.map((r) => r[n]))}::${sql.raw(COLUMNS[n])}[]`);
    await tx.execute(sql`
      INSERT INTO presensi_siswa (tahun_ajaran_id, semester_id, ${sql.raw(names.join(', '))})
      SELECT ${tahunAjaranId}::int, ${sem!.id}::int, * FROM unnest(${sql.join(arrays, sql`, `)})`);
  }
}
