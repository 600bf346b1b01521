import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import { TAHUN_MAX, TAHUN_MIN, type PeriodeAktif, type TahunAjaranRow } from '@madrasah/contract/schemas/staf-akademik';
import type { Tx } from '../../db/client.js';
import { semester, tahunAjaran } from '../../db/schema/index.js';
import { audited, auditedDelete } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { conflict, fieldError, isUniqueViolation, notFound, refusedWhileInUse } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';

const SEMESTERS = ['Ganjil', 'Genap'] as const;
const namaTahun = (t: { thn_awal: number; thn_akhir: number }) => `${t.thn_awal}/${t.thn_akhir}`;

/** Every school year, newest first, with its semesters (Ganjil before Genap). */
export async function listTahunAjaran({ db }: ServiceContext): Promise<TahunAjaranRow[]> {
  const years = await db
    .select({
      id: tahunAjaran.id,
      thn_awal: tahunAjaran.thn_awal,
      thn_akhir: tahunAjaran.thn_akhir,
      is_active: tahunAjaran.is_active,
      dipakai: sql<boolean>`EXISTS (SELECT 1 FROM rombel r WHERE r.tahun_ajaran_id = ${sql.identifier('tahun_ajaran')}.id)`,
    })
    .from(tahunAjaran)
    .orderBy(desc(tahunAjaran.thn_awal), desc(tahunAjaran.id))
    // Years start between TAHUN_MIN and TAHUN_MAX; older installations may hold a few more.
    .limit(2 * (TAHUN_MAX - TAHUN_MIN + 1));
  if (years.length === 0) return [];
  const semesters = await db
    .select({ id: semester.id, tahun_ajaran_id: semester.tahun_ajaran_id, tipe_semester: semester.tipe_semester, is_active: semester.is_active })
    .from(semester)
    .where(
      and(
        inArray(
          semester.tahun_ajaran_id,
          years.map((y) => y.id),
        ),
        eq(semester.is_deleted, false),
      ),
    )
    .orderBy(asc(semester.id));
  const order = (tipe: string) => (tipe === 'Ganjil' ? 0 : 1);
  return years.map((y) => ({
    ...y,
    nama: namaTahun(y),
    semester: semesters
      .filter((s) => s.tahun_ajaran_id === y.id)
      .sort((a, b) => order(a.tipe_semester) - order(b.tipe_semester))
      .map(({ tahun_ajaran_id: _year, ...s }) => s),
  }));
}

/** Opens a school year with its Ganjil and Genap semesters, none of them active yet. */
export async function createTahunAjaran(app: ServiceContext, auth: AuthContext, body: { thn_awal: number; thn_akhir: number }, ip: string) {
  const created = await audited(
    app.db,
    (row: { id: number }) => ({ userId: auth.userId, action: 'create', entity: 'tahun_ajaran', entityId: row.id, ip, detail: { before: null, after: row } }),
    async (tx) => {
      const [taken] = await tx.select({ id: tahunAjaran.id }).from(tahunAjaran).where(eq(tahunAjaran.thn_awal, body.thn_awal)).limit(1);
      if (taken) throw conflict(MSG.tahunAjaranTaken, 'thn_awal');
      const [row] = await tx
        .insert(tahunAjaran)
        .values({ thn_awal: body.thn_awal, thn_akhir: body.thn_akhir })
        .returning()
        .catch((err: unknown) => {
          throw isUniqueViolation(err, 'tahun_ajaran_tahun_uq') ? conflict(MSG.tahunAjaranTaken, 'thn_awal') : err;
        });
      const semesters = await tx
        .insert(semester)
        .values(SEMESTERS.map((tipe_semester) => ({ tahun_ajaran_id: row!.id, tipe_semester })))
        .returning({ id: semester.id, tipe_semester: semester.tipe_semester });
      return { ...row!, semester: semesters };
    },
  );
  return created.id;
}

/** Removes a school year that is not active and that nothing refers to, with its semesters. */
export async function deleteTahunAjaran(app: ServiceContext, auth: AuthContext, id: number, ip: string) {
  await auditedDelete(app.db, { userId: auth.userId, ip }, 'tahun_ajaran', id, async (tx) => {
    const [year] = await tx.select().from(tahunAjaran).where(eq(tahunAjaran.id, id)).for('update');
    if (!year) throw notFound();
    if (year.is_active) throw conflict(MSG.tahunAjaranActive);
    // Whatever holds the year or one of its semesters (class groups, clock-ins, permits, grades,
    // invoices...) refers to it by a foreign key: PostgreSQL refuses, and the year stays.
    const inUse = refusedWhileInUse(MSG.tahunAjaranInUse);
    await tx.delete(semester).where(eq(semester.tahun_ajaran_id, id)).catch(inUse);
    await tx.delete(tahunAjaran).where(eq(tahunAjaran.id, id)).catch(inUse);
    return year;
  });
}

/** The active school year and semester, or null while none is (fully) chosen. */
export async function periodeAktif({ schoolContext }: ServiceContext): Promise<PeriodeAktif | null> {
  const { period } = await schoolContext();
  return period && { tahun_ajaran_id: period.tahunAjaran.id, semester_id: period.semester.id };
}

/** The year and semester marked active now, read inside the transaction that changes them. */
async function activeNow(tx: Tx) {
  const [row] = await tx
    .select({ tahun_ajaran_id: tahunAjaran.id, semester_id: semester.id })
    .from(tahunAjaran)
    .leftJoin(semester, and(eq(semester.tahun_ajaran_id, tahunAjaran.id), eq(semester.is_active, true)))
    .where(eq(tahunAjaran.is_active, true));
  return row ?? null;
}

/**
 * Makes a year and one of its semesters the active period, and every other year and semester
 * inactive, in one transaction. Activations run one after another: each locks every year first,
 * so a second one waits for the first and then replaces its choice; the partial unique indexes
 * refuse anything that would leave two active. The portal's cached period is dropped at once.
 */
export async function activatePeriode(app: ServiceContext, auth: AuthContext, body: PeriodeAktif, ip: string) {
  const { label } = await audited(
    app.db,
    ({ before }: { before: { tahun_ajaran_id: number; semester_id: number | null } | null }) => ({
      userId: auth.userId,
      action: 'status',
      entity: 'periode_aktif',
      entityId: body.semester_id,
      ip,
      detail: { before, after: body },
    }),
    async (tx) => {
      const years = await tx.select().from(tahunAjaran).orderBy(asc(tahunAjaran.id)).for('update');
      const year = years.find((y) => y.id === body.tahun_ajaran_id);
      if (!year) throw fieldError('tahun_ajaran_id', MSG.optionInvalid);
      const [chosen] = await tx
        .select({ tahun_ajaran_id: semester.tahun_ajaran_id, tipe_semester: semester.tipe_semester })
        .from(semester)
        .where(and(eq(semester.id, body.semester_id), eq(semester.is_deleted, false)));
      if (!chosen || chosen.tahun_ajaran_id !== body.tahun_ajaran_id) throw fieldError('semester_id', MSG.semesterOutsideYear);
      const before = await activeNow(tx);
      try {
        await tx
          .update(semester)
          .set({ is_active: false })
          .where(and(eq(semester.is_active, true), ne(semester.id, body.semester_id)));
        await tx
          .update(tahunAjaran)
          .set({ is_active: false })
          .where(and(eq(tahunAjaran.is_active, true), ne(tahunAjaran.id, body.tahun_ajaran_id)));
        await tx.update(tahunAjaran).set({ is_active: true }).where(eq(tahunAjaran.id, body.tahun_ajaran_id));
        await tx.update(semester).set({ is_active: true }).where(eq(semester.id, body.semester_id));
      } catch (err) {
        const clash = isUniqueViolation(err, 'tahun_ajaran_one_active_uq') || isUniqueViolation(err, 'semester_one_active_uq');
        throw clash ? conflict(MSG.periodeBusy) : err;
      }
      return { before, label: { tahun: namaTahun(year), semester: chosen.tipe_semester } };
    },
  );
  app.schoolContext.invalidate();
  return { periode: body, label };
}
