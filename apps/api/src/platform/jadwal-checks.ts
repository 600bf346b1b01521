import { and, eq, inArray, ne } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import type { Tx } from '../db/client.js';
import { gtk, jadwalPelajaran, mapel, rombel } from '../db/schema/index.js';
import { namaGelar } from './nama-gelar.js';

/** One lesson as a timetable holds it. */
export type Slot = { hari: string; jam_ke: number; jam_mulai?: string | null; jam_selesai?: string | null; mapel_id: number; gtk_id?: number | null };

/** A lesson as the timetable table stores it: an absent time or teacher is null. */
export const storedSlot = (s: Slot) => ({
  hari: s.hari,
  jam_ke: s.jam_ke,
  jam_mulai: s.jam_mulai ?? null,
  jam_selesai: s.jam_selesai ?? null,
  mapel_id: s.mapel_id,
  gtk_id: s.gtk_id ?? null,
});

/** What a timetable is checked against: the subjects, the teachers named, and the lessons of the year's other class groups. */
export type SlotRefs = {
  mapelIds: Set<number>;
  teachers: Map<number, typeof gtk.$inferSelect>;
  elsewhere: { hari: string; jam_ke: number; gtk_id: number | null; rombel: string }[];
};

/** A lesson the rules refuse: its index, the field, why; `clash` for a teacher already teaching then (409, not 400). */
export type SlotProblem = { index: number; field: 'mapel_id' | 'gtk_id'; message: string; clash: boolean };

/** The references of `slots`, read for a class group of the year `tahun_ajaran_id`. */
export async function loadSlotRefs(tx: Tx, group: { id: number; tahun_ajaran_id: number }, slots: Slot[]): Promise<SlotRefs> {
  const mapelIds = [...new Set(slots.map((s) => s.mapel_id))];
  const known = new Set(mapelIds.length ? (await tx.select({ id: mapel.id }).from(mapel).where(inArray(mapel.id, mapelIds))).map((m) => m.id) : []);
  const gtkIds = [...new Set(slots.flatMap((s) => (s.gtk_id ? [s.gtk_id] : [])))];
  const teachers = new Map(gtkIds.length ? (await tx.select().from(gtk).where(inArray(gtk.id, gtkIds))).map((g) => [g.id, g]) : []);
  const elsewhere = gtkIds.length
    ? await tx
        .select({ hari: jadwalPelajaran.hari, jam_ke: jadwalPelajaran.jam_ke, gtk_id: jadwalPelajaran.gtk_id, rombel: rombel.nama })
        .from(jadwalPelajaran)
        .innerJoin(rombel, eq(rombel.id, jadwalPelajaran.rombel_id))
        .where(and(eq(rombel.tahun_ajaran_id, group.tahun_ajaran_id), ne(rombel.id, group.id), inArray(jadwalPelajaran.gtk_id, gtkIds)))
    : [];
  return { mapelIds: known, teachers, elsewhere };
}

/**
 * The timetable's rules, every problem in the order the grid reports the first: subjects that
 * do not exist; then teachers, where one newly named must be an active GTK (one already on this
 * timetable stays); then a teacher of a new or changed lesson standing in another class group
 * of the same year at the same day and period.
 */
export function slotProblems(slots: Slot[], current: { hari: string; jam_ke: number; gtk_id: number | null }[], refs: SlotRefs): SlotProblem[] {
  const problems: SlotProblem[] = [];
  slots.forEach((s, index) => {
    if (!refs.mapelIds.has(s.mapel_id)) problems.push({ index, field: 'mapel_id', message: MSG.optionInvalid, clash: false });
  });
  const already = new Set(current.map((s) => s.gtk_id));
  slots.forEach((s, index) => {
    if (!s.gtk_id) return;
    const teacher = refs.teachers.get(s.gtk_id);
    if (!teacher) problems.push({ index, field: 'gtk_id', message: MSG.optionInvalid, clash: false });
    else if (!teacher.is_active && !already.has(s.gtk_id)) problems.push({ index, field: 'gtk_id', message: MSG.gtkInactive, clash: false });
  });
  const key = (s: { gtk_id?: number | null; hari: string; jam_ke: number }) => `${s.gtk_id} ${s.hari} ${s.jam_ke}`;
  const taken = new Map(refs.elsewhere.map((e) => [key(e), e.rombel]));
  // A lesson the timetable already had is not checked again: a clash stored before stays until it is changed.
  const kept = new Set(current.map(key));
  slots.forEach((s, index) => {
    const other = s.gtk_id && !kept.has(key(s)) && taken.get(key(s));
    const teacher = s.gtk_id ? refs.teachers.get(s.gtk_id) : undefined;
    if (other && teacher) problems.push({ index, field: 'gtk_id', message: MSG.jadwalBentrok(namaGelar(teacher), other, s.hari, s.jam_ke), clash: true });
  });
  return problems;
}
