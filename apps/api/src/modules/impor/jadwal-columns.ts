import { JADWAL_HARI } from '@madrasah/contract/jadwal';
import { MSG } from '@madrasah/contract/messages';
import type { ColumnSpec } from './header.js';
import type { Fail } from './pipeline.js';
import { clean, optionOf, timeOf } from './values.js';

export type JadwalKey = 'rombel' | 'hari' | 'jam_ke' | 'jam_mulai' | 'jam_selesai' | 'mapel' | 'guru';

/** One lesson a row: the class group, day and period say which; the subject and teacher by name (the teacher also by NIP). */
export const JADWAL_COLUMNS: readonly ColumnSpec<JadwalKey>[] = [
  { key: 'rombel', names: ['Rombel', 'Kelas'], required: true },
  { key: 'hari', names: ['Hari'], required: true },
  { key: 'jam_ke', names: ['Jam ke', 'Jam ke-', 'Jam pelajaran ke'], required: true },
  { key: 'jam_mulai', names: ['Jam mulai', 'Mulai'] },
  { key: 'jam_selesai', names: ['Jam selesai', 'Selesai'] },
  { key: 'mapel', names: ['Mata pelajaran', 'Mapel'], required: true },
  { key: 'guru', names: ['Guru', 'Guru (NIP atau nama)', 'NIP Guru'] },
];

/** A row's cells as the grid would send them, before the names become ids (jadwal-plan.ts). */
export type JadwalValues = {
  rombel: string;
  hari: string;
  /** A whole number as the grid sends one; any other text is left for the timetable's rule to name. */
  jam_ke: number | string;
  jam_mulai: string;
  jam_selesai: string;
  mapel: string;
  guru: string;
};

const REQUIRED: readonly JadwalKey[] = ['rombel', 'hari', 'jam_ke', 'mapel'];

/** The same lesson in the file twice: the class group, day and period. */
export const lessonKey = (cell: (key: JadwalKey) => string) =>
  [clean(cell('rombel')).toLowerCase(), optionOf(JADWAL_HARI, cell('hari')), clean(cell('jam_ke'))].join('|');

export function parseJadwalRow(cell: (key: JadwalKey) => string, fail: Fail<JadwalKey>): JadwalValues {
  for (const key of REQUIRED) if (clean(cell(key)) === '') fail(key, MSG.required);
  const jamKe = clean(cell('jam_ke'));
  return {
    rombel: clean(cell('rombel')),
    hari: optionOf(JADWAL_HARI, cell('hari')),
    jam_ke: /^\d{1,3}$/.test(jamKe) ? Number(jamKe) : jamKe,
    jam_mulai: timeOf(cell('jam_mulai')),
    jam_selesai: timeOf(cell('jam_selesai')),
    mapel: clean(cell('mapel')),
    guru: clean(cell('guru')),
  };
}
