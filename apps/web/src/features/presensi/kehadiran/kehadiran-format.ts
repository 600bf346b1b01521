import type { KehadiranRow } from '@madrasah/contract/schemas/kehadiran';
import { formatMeters, formatTime } from '../../../lib/format';

/** A day of an approved permit rather than a clock-in. */
export const isPermitDay = (row: Pick<KehadiranRow, 'perizinan_id'>) => row.perizinan_id !== null;

/** A day the school named by hand (or the end-of-day alpa): its name and note show as the school set them. */
export const isStatusDay = (row: Pick<KehadiranRow, 'status'>) => row.status !== null;

/** A day without a clock-in: a permit day, or a status the school set on a day the student did not clock in. */
export const isWithoutClockIn = (row: Pick<KehadiranRow, 'perizinan_id' | 'waktu_masuk'>) => row.perizinan_id !== null || row.waktu_masuk === null;

/** Entry and exit, 'HH:MM – HH:MM'; '-' for the exit not yet clocked. */
export const formatJam = (row: Pick<KehadiranRow, 'waktu_masuk' | 'waktu_pulang'>) => `${formatTime(row.waktu_masuk)} – ${formatTime(row.waktu_pulang)}`;

/** Entry and exit distance, '12.35 m – 40.00 m'. */
export const formatJarak = (row: Pick<KehadiranRow, 'radius_masuk' | 'radius_pulang'>) =>
  `${formatMeters(row.radius_masuk)} – ${formatMeters(row.radius_pulang)}`;

/** A duration in seconds as '1 jam 5 menit', '9 menit 44 detik' or '30 detik'; '-' when none. */
export function formatDurasi(seconds: number | null | undefined): string {
  if (!seconds || seconds <= 0) return '-';
  const parts: [number, string][] = [
    [Math.floor(seconds / 3600), 'jam'],
    [Math.floor((seconds % 3600) / 60), 'menit'],
    [seconds % 60, 'detik'],
  ];
  // The two largest units say enough: '1 jam 5 menit', not '1 jam 5 menit 12 detik'.
  const first = parts.findIndex(([n]) => n > 0);
  return parts
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, unit]) => `${n} ${unit}`)
    .join(' ');
}

/** A position as 'lat, long' with 6 decimals (about 10 cm); '-' when unknown. */
export function formatKoordinat(lat: number | null, long: number | null): string {
  return lat === null || long === null ? '-' : `${lat.toFixed(6)}, ${long.toFixed(6)}`;
}
