import { eq, sql } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import { jadwalSlotSchema } from '@madrasah/contract/schemas/staf-jadwal';
import { gtk, jadwalPelajaran, mapel, rombel, tahunAjaran } from '../../db/schema/index.js';
import { badRequest, fieldError } from '../../platform/errors.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { slotProblems, storedSlot, type Slot, type SlotRefs } from '../../platform/jadwal-checks.js';
import { tahunBerjalan } from '../../platform/tahun-berjalan.js';
import type { JadwalKey, JadwalValues } from './jadwal-columns.js';
import type { ParsedRow, RowStatus } from './pipeline.js';

export type JadwalWrite = Required<Slot> & { rombel_id: number };
export type JadwalWrites = { slots: JadwalWrite[] };

type Row = ParsedRow<JadwalValues>;
type Fail = (row: Row, key: JadwalKey | null, pesan: string) => void;

/** The grid's field a rule names, as the file's column. */
const COLUMN_OF: Record<string, JadwalKey> = {
  hari: 'hari',
  jam_ke: 'jam_ke',
  jam_mulai: 'jam_mulai',
  jam_selesai: 'jam_selesai',
  mapel_id: 'mapel',
  gtk_id: 'guru',
};
const lower = (text: string) => text.toLowerCase();
const at = (s: { hari: string; jam_ke: number }) => `${s.hari}|${s.jam_ke}`;

/** The names the file may give a thing by, each with the things answering to it. */
function byNames<T>(items: T[], names: (item: T) => (string | null)[]) {
  const map = new Map<string, T[]>();
  for (const item of items) for (const name of new Set(names(item).flatMap((n) => (n ? [lower(n)] : [])))) map.set(name, [...(map.get(name) ?? []), item]);
  return map;
}

/**
 * The lessons of the file for the class groups of one year (the active one unless named), under
 * the timetable screen's rules: each row as the grid's lesson schema checks one, then the
 * screen's checks (platform/jadwal-checks.ts) on each class group's timetable as the import leaves it,
 * with the file's lessons of the other class groups counted where a teacher already stands.
 * A lesson is matched by class group, day and period; lessons the file leaves out stay.
 */
export function jadwalPlanner(tahunAjaranId: number | undefined) {
  return async (ctx: ServiceContext, rows: Row[], fail: Fail): Promise<{ statuses: RowStatus[]; writes: JadwalWrites }> => {
    const { db } = ctx;
    const [year] = await db
      .select()
      .from(tahunAjaran)
      .where(tahunAjaranId === undefined ? eq(tahunAjaran.is_active, true) : eq(tahunAjaran.id, tahunAjaranId))
      .limit(1);
    if (!year) throw tahunAjaranId === undefined ? badRequest(MSG.importNoYear) : fieldError('tahun_ajaran_id', MSG.optionInvalid);
    const groups = await db
      .select({ id: rombel.id, nama: rombel.nama, berjalan: sql<boolean>`${tahunBerjalan(rombel.tahun_ajaran_id)}` })
      .from(rombel)
      .where(eq(rombel.tahun_ajaran_id, year.id));
    const subjects = await db.select().from(mapel);
    const teachers = await db.select().from(gtk);
    const stored = await db
      .select({ slot: jadwalPelajaran })
      .from(jadwalPelajaran)
      .innerJoin(rombel, eq(rombel.id, jadwalPelajaran.rombel_id))
      .where(eq(rombel.tahun_ajaran_id, year.id));

    const groupByName = new Map(groups.map((g) => [lower(g.nama), g]));
    const subjectByName = byNames(subjects, (m) => [m.nama]);
    const subjectByAbbreviation = byNames(subjects, (m) => [m.singkatan]);
    const teacherByName = byNames(teachers, (g) => [g.nip, g.nama_lengkap, namaGelar(g)]);
    const storedOf = new Map<number, Map<string, (typeof stored)[number]['slot']>>(groups.map((g) => [g.id, new Map()]));
    for (const { slot } of stored) storedOf.get(slot.rombel_id)!.set(at(slot), slot);

    // Each row as the grid's lesson: names to ids, then the lesson schema.
    const lessons: { row: Row; rombelId: number; slot: Required<Slot> }[] = [];
    for (const row of rows) {
      const v = row.values;
      const group = groupByName.get(lower(v.rombel));
      if (v.rombel && !group) fail(row, 'rombel', MSG.importRombelNotInYear(v.rombel, `${year.thn_awal}/${year.thn_akhir}`));
      else if (group && !group.berjalan) fail(row, 'rombel', MSG.rombelPastYear);
      // A subject's name is its own (the academic setup refuses a second); an abbreviation may be shared.
      const subject = v.mapel ? (subjectByName.get(lower(v.mapel)) ?? subjectByAbbreviation.get(lower(v.mapel))) : undefined;
      if (v.mapel && !subject) fail(row, 'mapel', MSG.importMapelUnknown(v.mapel));
      else if (subject && subject.length > 1) fail(row, 'mapel', MSG.importMapelAmbiguous(v.mapel));
      const named = v.guru ? teacherByName.get(lower(v.guru)) : undefined;
      if (v.guru && !named) fail(row, 'guru', MSG.importGuruUnknown(v.guru));
      else if (named && named.length > 1) fail(row, 'guru', MSG.importGuruAmbiguous(v.guru));
      const parsed = jadwalSlotSchema.safeParse({
        ...v,
        mapel_id: subject?.length === 1 ? subject[0]!.id : undefined,
        gtk_id: named?.length === 1 ? named[0]!.id : null,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) fail(row, COLUMN_OF[String(issue.path[0])] ?? null, issue.message);
        continue;
      }
      if (!group?.berjalan) continue;
      lessons.push({ row, rombelId: group.id, slot: storedSlot(parsed.data) });
    }

    // Each class group's timetable after the import: the stored lessons, the file's over them.
    const after = new Map([...storedOf].map(([id, slots]) => [id, new Map<string, Slot & { row?: Row }>(slots)]));
    for (const l of lessons) {
      const slots = after.get(l.rombelId)!;
      // A lesson twice in the file is the later row's error already; the first stands for the checks.
      if (!slots.get(at(l.slot))?.row) slots.set(at(l.slot), { ...l.slot, row: l.row });
    }
    const refsBase = { mapelIds: new Set(subjects.map((m) => m.id)), teachers: new Map(teachers.map((g) => [g.id, g])) };
    for (const rombelId of new Set(lessons.map((l) => l.rombelId))) {
      const slots = [...after.get(rombelId)!.values()];
      const elsewhere = groups
        .filter((g) => g.id !== rombelId)
        .flatMap((g) => [...after.get(g.id)!.values()].map((s) => ({ hari: s.hari, jam_ke: s.jam_ke, gtk_id: s.gtk_id ?? null, rombel: g.nama })));
      const refs: SlotRefs = { ...refsBase, elsewhere };
      for (const p of slotProblems(slots, [...storedOf.get(rombelId)!.values()], refs)) {
        const row = slots[p.index]!.row;
        if (row) fail(row, COLUMN_OF[p.field]!, p.message);
      }
    }

    const writes: JadwalWrites = { slots: [] };
    const statusOf = new Map<Row, RowStatus>();
    for (const l of lessons) {
      const before = storedOf.get(l.rombelId)!.get(at(l.slot));
      const same = before && (['jam_mulai', 'jam_selesai', 'mapel_id', 'gtk_id'] as const).every((f) => before[f] === l.slot[f]);
      statusOf.set(l.row, !before ? 'baru' : same ? 'tetap' : 'diperbarui');
      if (!same) writes.slots.push({ ...l.slot, rombel_id: l.rombelId });
    }
    // A row without a lesson has an error, which keeps it out of the counts.
    return { statuses: rows.map((r) => statusOf.get(r) ?? 'tetap'), writes };
  };
}
