import { JADWAL_HARI, type Hari } from '@madrasah/contract/jadwal';
import type { JadwalRow, Lesson } from '@madrasah/contract/schemas/dashboard';

/** Column titles: the spec keys Sunday 'Minggu' but shows it as 'Ahad'. */
export const hariLabel = (hari: Hari): string => (hari === 'Minggu' ? 'Ahad' : hari);

/** The weekday of a date (dayjs counts from Sunday, the timetable from Monday). */
export const hariOf = (date: { day(): number }): Hari => JADWAL_HARI[(date.day() + 6) % 7]!;

export const isHari = (value: string | undefined): value is Hari => (JADWAL_HARI as readonly (string | undefined)[]).includes(value);

/** The lessons of one day, in period order. */
export function lessonsOn(table: JadwalRow[], hari: Hari): { jam_ke: number; lesson: Lesson }[] {
  return table.flatMap((row) => {
    const lesson = row[hari];
    return lesson ? [{ jam_ke: row.jam_ke, lesson }] : [];
  });
}

/** The day a phone opens on: today, or the next day that has lessons (Monday on a Sunday). */
export function firstSchoolDay(table: JadwalRow[], today: Hari | undefined): Hari {
  const start = today ? JADWAL_HARI.indexOf(today) : 0;
  const fromToday = [...JADWAL_HARI.slice(start), ...JADWAL_HARI.slice(0, start)];
  return fromToday.find((hari) => lessonsOn(table, hari).length > 0) ?? today ?? 'Senin';
}
