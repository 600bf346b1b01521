import { asc, desc, eq, sql } from 'drizzle-orm';
import { JADWAL_HARI } from '@madrasah/contract/jadwal';
import { MSG } from '@madrasah/contract/messages';
import { REFERENCE_MAX } from '@madrasah/contract/schemas/staf-akademik';
import type { JadwalPilihan, JadwalRombel, JadwalSlotRow } from '@madrasah/contract/schemas/staf-jadwal';
import type { Db, Tx } from '../../db/client.js';
import { gtk, jadwalPelajaran, mapel, rombel, tahunAjaran } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { conflict, fieldError, notFound } from '../../platform/errors.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { loadSlotRefs, slotProblems, storedSlot, type Slot } from '../../platform/jadwal-checks.js';
import { tahunBerjalan } from '../../platform/tahun-berjalan.js';

const dayIndex = (hari: string) => (JADWAL_HARI as readonly string[]).indexOf(hari);
const byDayAndPeriod = (a: Slot, b: Slot) => dayIndex(a.hari) - dayIndex(b.hari) || a.jam_ke - b.jam_ke;

/** What the grid chooses from: the years, the class groups of one (the active one unless named), the subjects, the active GTK. */
export async function jadwalPilihan({ db }: ServiceContext, tahunAjaranId?: number): Promise<JadwalPilihan> {
  const years = await db.select().from(tahunAjaran).orderBy(desc(tahunAjaran.thn_awal), desc(tahunAjaran.id)).limit(200);
  const yearId = tahunAjaranId ?? years.find((y) => y.is_active)?.id;
  const groups =
    yearId === undefined
      ? []
      : await db
          .select({
            id: rombel.id,
            nama: rombel.nama,
            tahun_ajaran_id: rombel.tahun_ajaran_id,
            // Named through the table: a single-table select leaves `id` unqualified, which the subquery would read as its own.
            jumlah_jadwal: sql<number>`(SELECT count(*)::int FROM jadwal_pelajaran j WHERE j.rombel_id = ${sql.identifier('rombel')}.id)`,
          })
          .from(rombel)
          .where(eq(rombel.tahun_ajaran_id, yearId))
          .orderBy(asc(rombel.nama), asc(rombel.id))
          .limit(1000);
  const subjects = await db.select({ id: mapel.id, nama: mapel.nama, singkatan: mapel.singkatan }).from(mapel).orderBy(asc(mapel.nama)).limit(REFERENCE_MAX);
  const teachers = await db.select().from(gtk).where(eq(gtk.is_active, true)).orderBy(asc(gtk.nama_lengkap), asc(gtk.id)).limit(5000);
  return {
    tahun_ajaran: years.map((y) => ({ id: y.id, nama: `${y.thn_awal}/${y.thn_akhir}`, is_active: y.is_active })),
    rombel: groups,
    mapel: subjects,
    gtk: teachers.map((g) => ({ id: g.id, nama: namaGelar(g) })),
  };
}

/** A class group's lessons with their subject's and teacher's names, Senin first. */
async function slotsOf(db: Db | Tx, rombelId: number): Promise<JadwalSlotRow[]> {
  const rows = await db
    .select({ slot: jadwalPelajaran, mapel, guru: gtk })
    .from(jadwalPelajaran)
    .innerJoin(mapel, eq(mapel.id, jadwalPelajaran.mapel_id))
    .leftJoin(gtk, eq(gtk.id, jadwalPelajaran.gtk_id))
    .where(eq(jadwalPelajaran.rombel_id, rombelId));
  return rows
    .map(({ slot, mapel: m, guru }) => ({
      hari: slot.hari,
      jam_ke: slot.jam_ke,
      jam_mulai: slot.jam_mulai,
      jam_selesai: slot.jam_selesai,
      mapel_id: m.id,
      mapel_nama: m.nama,
      mapel_singkatan: m.singkatan,
      gtk_id: slot.gtk_id,
      gtk_nama: guru && namaGelar(guru),
    }))
    .sort(byDayAndPeriod);
}

/** The class group, and whether its year may still change. */
async function rombelOf(db: Db | Tx, rombelId: number, lock = false) {
  const query = db
    .select({ id: rombel.id, tahun_ajaran_id: rombel.tahun_ajaran_id, berjalan: sql<boolean>`${tahunBerjalan(rombel.tahun_ajaran_id)}` })
    .from(rombel)
    .where(eq(rombel.id, rombelId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function jadwalRombel({ db }: ServiceContext, rombelId: number): Promise<JadwalRombel> {
  const group = await rombelOf(db, rombelId);
  if (!group) throw notFound();
  return { rombel_id: rombelId, dapat_diubah: group.berjalan, slots: await slotsOf(db, rombelId) };
}

/** The timetable's rules (platform/jadwal-checks.ts, which the import shares): the first problem refuses the save. */
async function assertSlots(tx: Tx, group: { id: number; tahun_ajaran_id: number }, slots: Slot[], current: JadwalSlotRow[]) {
  const [first] = slotProblems(slots, current, await loadSlotRefs(tx, group, slots));
  if (!first) return;
  const field = `slots.${first.index}.${first.field}`;
  throw first.clash ? conflict(first.message, field) : fieldError(field, first.message);
}

/** Replaces a class group's timetable with `slots`, audited with the lessons before and after. */
async function replaceJadwal(app: ServiceContext, auth: AuthContext, rombelId: number, ip: string, slotsFor: (tx: Tx) => Promise<Slot[]>) {
  return audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({
      userId: auth.userId,
      action: 'update',
      entity: 'jadwal_pelajaran',
      entityId: rombelId,
      ip,
      detail: change,
    }),
    async (tx) => {
      const group = await rombelOf(tx, rombelId, true);
      if (!group) throw notFound();
      if (!group.berjalan) throw conflict(MSG.rombelPastYear);
      const slots = await slotsFor(tx);
      const before = await slotsOf(tx, rombelId);
      await assertSlots(tx, group, slots, before);
      await tx.delete(jadwalPelajaran).where(eq(jadwalPelajaran.rombel_id, rombelId));
      if (slots.length > 0) await tx.insert(jadwalPelajaran).values(slots.map((s) => ({ rombel_id: rombelId, ...storedSlot(s) })));
      return { before, after: await slotsOf(tx, rombelId) };
    },
  );
}

/** Saves the grid: the class group's whole timetable in one transaction. */
export async function saveJadwal(app: ServiceContext, auth: AuthContext, rombelId: number, slots: Slot[], ip: string) {
  await replaceJadwal(app, auth, rombelId, ip, async () => slots);
}

/**
 * Copies another class group's timetable (last year's, as a rule) over this one's. A teacher no
 * longer active is left out of the copy, for the operator to choose anew.
 */
export async function salinJadwal(app: ServiceContext, auth: AuthContext, rombelId: number, dariRombelId: number, ip: string) {
  if (dariRombelId === rombelId) throw fieldError('dari_rombel_id', MSG.jadwalSalinSelf);
  const { after } = await replaceJadwal(app, auth, rombelId, ip, async (tx) => {
    if (!(await rombelOf(tx, dariRombelId))) throw fieldError('dari_rombel_id', MSG.optionInvalid);
    const source = await tx
      .select({ slot: jadwalPelajaran, aktif: gtk.is_active })
      .from(jadwalPelajaran)
      .leftJoin(gtk, eq(gtk.id, jadwalPelajaran.gtk_id))
      .where(eq(jadwalPelajaran.rombel_id, dariRombelId));
    if (source.length === 0) throw fieldError('dari_rombel_id', MSG.jadwalSalinEmpty);
    return source.map(({ slot, aktif }) => ({ ...slot, gtk_id: aktif ? slot.gtk_id : null }));
  });
  return after.length;
}
