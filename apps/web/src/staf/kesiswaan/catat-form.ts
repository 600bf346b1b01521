import dayjs, { type Dayjs } from 'dayjs';
import type { ButirPelanggaran, KriteriaPenghargaan } from '@madrasah/contract/schemas/staf-kesiswaan';

/**
 * The recording form's logic, apart from its widgets: the choices' labels, the days it offers,
 * the students picked from one class group after another, and the body it sends.
 */

/** An item of the rules as the form offers it: its code, what it is and its points. */
export const butirLabel = (b: ButirPelanggaran) => `${b.kode} · ${b.pelanggaran} (${b.poin} poin)`;

/** An award criterion as the form offers it: its code, what it is and its stars. */
export const kriteriaLabel = (k: KriteriaPenghargaan) => `${k.kode} · ${k.kriteria} (${k.bintang} bintang)`;

/** The picker's disabled days: a record is for a day already come (the server also keeps it inside the active year). */
export const isFutureDay = (day: Dayjs, today: Dayjs = dayjs()) => day.isAfter(today, 'day');

/** The students picked so far and those added (a whole class group, or one more), each once, in the order picked. */
export const addStudents = (picked: readonly number[], added: readonly number[]) => [...new Set([...picked, ...added])];

/** A student as the picker names them: name, class group, so two with the same name stay apart. */
export const studentLabel = (s: { nama: string; rombel_nama: string }) => `${s.nama} (${s.rombel_nama})`;

/** The form's values as the create endpoint takes them: the class group is only the picker's, an unchosen photo is left out. */
export function catatBody<T extends { rombel_id?: unknown; foto?: string | null }>(values: T): Omit<T, 'rombel_id'> {
  const { rombel_id: _rombel, foto, ...rest } = values;
  return { ...rest, ...(foto ? { foto } : {}) } as Omit<T, 'rombel_id'>;
}
