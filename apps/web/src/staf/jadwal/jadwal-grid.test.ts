import { describe, expect, it } from 'vitest';
import type { JadwalSlotRow } from '@madrasah/contract/schemas/staf-jadwal';
import { DEFAULT_PERIODS, SCHOOL_DAYS, daysOf, gridOf, slotsOf, withCell, withRowTimes } from './jadwal-grid';

const stored = (hari: string, jam_ke: number, extra: Partial<JadwalSlotRow> = {}): JadwalSlotRow => ({
  hari,
  jam_ke,
  jam_mulai: '07:00',
  jam_selesai: '07:45',
  mapel_id: 1,
  mapel_nama: 'Fikih',
  mapel_singkatan: 'FIK',
  gtk_id: 9,
  gtk_nama: 'Siti',
  ...extra,
});

describe('the timetable grid', () => {
  it('gives back the stored lessons unchanged, Senin first', () => {
    const slots = [stored('Selasa', 2, { jam_mulai: null, jam_selesai: null, gtk_id: null }), stored('Senin', 1)];
    expect(slotsOf(gridOf(slots))).toEqual([
      { hari: 'Senin', jam_ke: 1, mapel_id: 1, gtk_id: 9, jam_mulai: '07:00', jam_selesai: '07:45' },
      { hari: 'Selasa', jam_ke: 2, mapel_id: 1, gtk_id: null, jam_mulai: null, jam_selesai: null },
    ]);
  });

  it('shows a school day’s usual periods, more when a lesson stands later, and Minggu only when used', () => {
    expect(gridOf([]).periods).toBe(DEFAULT_PERIODS);
    expect(gridOf([stored('Senin', 10)]).periods).toBe(10);
    expect(daysOf(gridOf([]))).toEqual(SCHOOL_DAYS);
    expect(daysOf(gridOf([stored('Minggu', 1)]))).toContain('Minggu');
  });

  it('gives a new lesson its period’s times, and empties a cell whose subject is cleared', () => {
    let grid = withRowTimes(gridOf([]), 3, { jam_mulai: '08:30', jam_selesai: '09:15' });
    grid = withCell(grid, 'Rabu', 3, { mapel_id: 2 });
    grid = withCell(grid, 'Rabu', 3, { gtk_id: 4 });
    expect(slotsOf(grid)).toEqual([{ hari: 'Rabu', jam_ke: 3, mapel_id: 2, gtk_id: 4, jam_mulai: '08:30', jam_selesai: '09:15' }]);
    // A period's new times reach its lessons.
    expect(slotsOf(withRowTimes(grid, 3, { jam_selesai: '09:20' }))[0]).toMatchObject({ jam_selesai: '09:20' });
    expect(slotsOf(withCell(grid, 'Rabu', 3, { mapel_id: null }))).toEqual([]);
  });
});
