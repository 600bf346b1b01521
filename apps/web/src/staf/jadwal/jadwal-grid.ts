import { JADWAL_HARI, type Hari } from '@madrasah/contract/jadwal';
import type { JadwalSlot, JadwalSlotRow } from '@madrasah/contract/schemas/staf-jadwal';

/** One cell of the grid: a lesson, or an empty period. */
export type Cell = { mapel_id?: number | null; gtk_id?: number | null; jam_mulai?: string | null; jam_selesai?: string | null };
type Times = { jam_mulai: string | null; jam_selesai: string | null };
/** The grid: cells by `hari|jam_ke`, how many periods a day shows, and each period's times (which a new lesson takes). */
export type Grid = { cells: Record<string, Cell>; periods: number; times: Record<number, Times> };

/** Periods a new timetable shows: a madrasah's usual day. */
export const DEFAULT_PERIODS = 8;
/** Days the grid shows unless a lesson stands on Minggu. */
export const SCHOOL_DAYS: readonly Hari[] = JADWAL_HARI.slice(0, 6);

export const cellKey = (hari: string, jamKe: number) => `${hari}|${jamKe}`;

/** The grid of a stored timetable; a period's times are those of its first lesson that has them. */
export function gridOf(slots: JadwalSlotRow[]): Grid {
  const cells: Record<string, Cell> = {};
  const times: Record<number, Times> = {};
  for (const s of slots) {
    cells[cellKey(s.hari, s.jam_ke)] = { mapel_id: s.mapel_id, gtk_id: s.gtk_id, jam_mulai: s.jam_mulai, jam_selesai: s.jam_selesai };
    if (!times[s.jam_ke] && (s.jam_mulai || s.jam_selesai)) times[s.jam_ke] = { jam_mulai: s.jam_mulai, jam_selesai: s.jam_selesai };
  }
  return { cells, periods: Math.max(DEFAULT_PERIODS, ...slots.map((s) => s.jam_ke)), times };
}

/** The days to show: the school days, and Minggu when it has a lesson. */
export const daysOf = (grid: Grid): readonly Hari[] =>
  Object.keys(grid.cells).some((key) => key.startsWith('Minggu|') && grid.cells[key]?.mapel_id) ? JADWAL_HARI : SCHOOL_DAYS;

/** A period's times, empty until given. */
export const rowTimes = (grid: Grid, jamKe: number): Times => grid.times[jamKe] ?? { jam_mulai: null, jam_selesai: null };

/** Sets a cell's subject or teacher; a new lesson takes its period's times. Clearing the subject empties the cell. */
export function withCell(grid: Grid, hari: string, jamKe: number, change: Pick<Cell, 'mapel_id' | 'gtk_id'>): Grid {
  const key = cellKey(hari, jamKe);
  const before = grid.cells[key];
  const next: Cell = { ...(before?.mapel_id ? before : rowTimes(grid, jamKe)), ...change };
  const cells = { ...grid.cells };
  if (next.mapel_id) cells[key] = next;
  else delete cells[key];
  return { ...grid, cells };
}

/** Sets a period's times, on every lesson of it and on those added later. */
export function withRowTimes(grid: Grid, jamKe: number, times: Partial<Times>): Grid {
  const cells = { ...grid.cells };
  for (const hari of JADWAL_HARI) {
    const key = cellKey(hari, jamKe);
    if (cells[key]) cells[key] = { ...cells[key], ...times };
  }
  return { ...grid, cells, times: { ...grid.times, [jamKe]: { ...rowTimes(grid, jamKe), ...times } } };
}

/** The lessons to save, Senin first and by period. */
export function slotsOf(grid: Grid): JadwalSlot[] {
  return JADWAL_HARI.flatMap((hari) =>
    Array.from({ length: grid.periods }, (_, i) => i + 1).flatMap((jam_ke) => {
      const cell = grid.cells[cellKey(hari, jam_ke)];
      return cell?.mapel_id
        ? [{ hari, jam_ke, mapel_id: cell.mapel_id, gtk_id: cell.gtk_id ?? null, jam_mulai: cell.jam_mulai ?? null, jam_selesai: cell.jam_selesai ?? null }]
        : [];
    }),
  );
}
