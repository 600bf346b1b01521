import { MSG } from '@madrasah/contract/messages';
import { secondsOfDay } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';

/** How early before jam_masuk a clock-in opens: students arrive early for the first lesson and duties. */
export const MASUK_EARLY_SECONDS = 2 * 3600;
/** How long after jam_pulang a clock-out stays open: activities after school end by then. */
export const PULANG_LATE_SECONDS = 3 * 3600;
const LAST_SECOND = 24 * 3600 - 1;

/** 'HH:MM' of seconds from midnight. */
const hhmm = (seconds: number) => `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`;

/**
 * The part of the school day in which a clock is taken, in seconds from midnight, both ends
 * included (the end's whole minute): a clock-in from two hours before jam_masuk until
 * jam_pulang (a late student still comes in, with lateness); a clock-out from jam_masuk until
 * three hours after jam_pulang (an early leave is recorded as such, an afternoon activity
 * ends before). Never past the day: the record is the day's.
 */
export function jamPresensi(jenis: 'masuk' | 'pulang', school: { jam_masuk: string; jam_pulang: string }) {
  const masuk = secondsOfDay(school.jam_masuk);
  const pulang = secondsOfDay(school.jam_pulang);
  return jenis === 'masuk'
    ? { from: Math.max(0, masuk - MASUK_EARLY_SECONDS), until: Math.min(LAST_SECOND, pulang + 59) }
    : { from: masuk, until: Math.min(LAST_SECOND, pulang + PULANG_LATE_SECONDS + 59) };
}

/** Refuses a clock outside its part of the day, naming the hours in the school's time. */
export function assertJamPresensi(jenis: 'masuk' | 'pulang', school: { jam_masuk: string; jam_pulang: string }, time: string) {
  const { from, until } = jamPresensi(jenis, school);
  const now = secondsOfDay(time);
  if (now < from || now > until) throw new AppError(400, MSG.presensiOutsideHours(jenis, hhmm(from), hhmm(until)));
}
