import { describe, expect, it } from 'vitest';
import type { JadwalRow, Lesson } from '@madrasah/contract/schemas/dashboard';
import dayjs from 'dayjs';
import { firstSchoolDay, hariLabel, hariOf, isHari, lessonsOn } from './jadwal-hari';

const lesson = (mapel_nama: string): Lesson => ({
  mapel_nama,
  mapel_singkatan: mapel_nama.slice(0, 3).toUpperCase(),
  gtk_nama: null,
  jam_mulai: '07:00',
  jam_selesai: '07:45',
});
const empty = { Senin: null, Selasa: null, Rabu: null, Kamis: null, Jumat: null, Sabtu: null, Minggu: null };

describe('jadwal days', () => {
  it("labels Minggu 'Ahad' and keeps the other days", () => {
    expect(hariLabel('Minggu')).toBe('Ahad');
    expect(hariLabel('Jumat')).toBe('Jumat');
  });
  it('names the weekday of a date, Monday first and Sunday as Minggu', () => {
    expect(hariOf(dayjs('2026-11-23'))).toBe('Senin');
    expect(hariOf(dayjs('2026-11-28'))).toBe('Sabtu');
    expect(hariOf(dayjs('2026-11-29'))).toBe('Minggu');
  });

  it('recognises the day keys only', () => {
    expect(isHari('Senin')).toBe(true);
    expect(isHari('Ahad')).toBe(false);
    expect(isHari(undefined)).toBe(false);
  });
  it("lists one day's lessons with their period, skipping free periods", () => {
    const table: JadwalRow[] = [
      { jam_ke: 1, ...empty, Senin: lesson('Kimia') },
      { jam_ke: 2, ...empty },
      { jam_ke: 3, ...empty, Senin: lesson('Fisika'), Selasa: lesson('Biologi') },
    ];
    expect(lessonsOn(table, 'Senin').map((l) => [l.jam_ke, l.lesson.mapel_nama])).toEqual([
      [1, 'Kimia'],
      [3, 'Fisika'],
    ]);
    expect(lessonsOn(table, 'Minggu')).toEqual([]);
  });
  it('opens on today, or on the next day with lessons', () => {
    const table: JadwalRow[] = [{ jam_ke: 1, ...empty, Senin: lesson('Kimia'), Rabu: lesson('Fisika') }];
    expect(firstSchoolDay(table, 'Rabu')).toBe('Rabu');
    expect(firstSchoolDay(table, 'Selasa')).toBe('Rabu');
    expect(firstSchoolDay(table, 'Minggu')).toBe('Senin');
    expect(firstSchoolDay(table, undefined)).toBe('Senin');
  });
});
