import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { KONSULTASI } from '@madrasah/contract/endpoints/konsultasi';
import type { FieldError } from '@madrasah/contract/envelope';
import { MSG } from '@madrasah/contract/messages';
import {
  KONSULTASI_DRAFT,
  type KonsultasiDetail,
  type KonsultasiRow,
  type KonsultasiStatus,
  type konsultasiBodySchema,
  type TopikOption,
} from '@madrasah/contract/schemas/konsultasi';
import type { TableResult } from '@madrasah/contract/table';
import type { Db } from '../../db/client.js';
import { gtk, konsultasi, konsultasiTopik, rombelSiswa } from '../../db/schema/index.js';
import { audited, lastActivity } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { schoolMoment } from '../../platform/clock.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { ownSiswaId } from '../../platform/scope.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';

export const ENTITY = 'konsultasi';
/** The consultations a student files here; 'Orang Tua' rows are the school's records of meetings with the parents. */
const TIPE_SISWA = 'Siswa';

type Body = z.output<typeof konsultasiBodySchema>;

export const notDraft = () => new AppError(409, MSG.konsultasiNotDraft);

export async function listTopik({ db }: ServiceContext): Promise<TopikOption[]> {
  return db.select({ id: konsultasiTopik.id, nama: konsultasiTopik.nama }).from(konsultasiTopik).orderBy(asc(konsultasiTopik.nama), asc(konsultasiTopik.id));
}

/** A consultation as the list shows it. */
const rowFields = {
  id: konsultasi.id,
  tgl: konsultasi.tgl,
  topik_id: konsultasi.topik_id,
  topik_nama: konsultasiTopik.nama,
  uraian: konsultasi.uraian,
  status: konsultasi.status,
  tgl_tanggapan: konsultasi.tgl_tanggapan,
  tanggapan: konsultasi.tanggapan,
  log_activity: lastActivity(ENTITY, konsultasi),
};
const withTopik = eq(konsultasiTopik.id, konsultasi.topik_id);
const present = <R extends { status: string }>(row: R) => ({ ...row, status: row.status as KonsultasiStatus });

/** The consultations the caller's student filed here: never another student's, nor the school's records of meetings with the parents. */
export const ownRows = (siswaId: number) => and(eq(konsultasi.siswa_id, siswaId), eq(konsultasi.tipe, TIPE_SISWA));

/** The consultations of the caller's student (a guardian's ward), searched on the topic and the description. */
export async function listKonsultasi(app: ServiceContext, auth: AuthContext, request: TableRequest): Promise<TableResult<KonsultasiRow>> {
  const siswaId = ownSiswaId(auth);
  const spec = tableSpec(KONSULTASI.table, {
    searchable: [konsultasiTopik.nama, konsultasi.uraian],
    sortable: {
      tgl: konsultasi.tgl,
      created_at: konsultasi.created_at,
      topik_nama: konsultasiTopik.nama,
      status: konsultasi.status,
      id: konsultasi.id,
    },
    tiebreak: konsultasi.id,
  });
  const plan = planTable(spec, request, [ownRows(siswaId)]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select(rowFields)
        .from(konsultasi)
        .innerJoin(konsultasiTopik, withTopik)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    // The search may read the topic's name, so the count keeps the join.
    count: async (where) => (await app.db.select({ n: count() }).from(konsultasi).innerJoin(konsultasiTopik, withTopik).where(where))[0]?.n ?? 0,
  });
  return { ...result, list: numbered(result.list.map(present), plan.offset) };
}

/** One consultation of the caller's student, with the counsellor it went to; another student's id is 404. */
export async function readKonsultasi(app: ServiceContext, siswaId: number, id: number): Promise<KonsultasiDetail> {
  const [row] = await app.db
    .select({
      ...rowFields,
      created_at: konsultasi.created_at,
      guru: { gelar_depan: gtk.gelar_depan, nama_lengkap: gtk.nama_lengkap, gelar_belakang: gtk.gelar_belakang },
    })
    .from(konsultasi)
    .innerJoin(konsultasiTopik, withTopik)
    .leftJoin(gtk, eq(gtk.id, konsultasi.guru_bk_gtk_id))
    .where(and(eq(konsultasi.id, id), ownRows(siswaId)))
    .limit(1);
  if (!row) throw notFound();
  const { guru, ...rest } = present(row);
  return { ...rest, guru_bk: guru ? namaGelar(guru) : null, created_at: row.created_at.toISOString() };
}

/** GET konsultasi/{id}: one consultation of the caller's student (a guardian's ward). */
export const getKonsultasi = (app: ServiceContext, auth: AuthContext, id: number) => readKonsultasi(app, ownSiswaId(auth), id);

/** The status and topic of a consultation of the caller's student, or 404. */
export async function findOwnKonsultasi(db: Db, siswaId: number, id: number) {
  const [row] = await db
    .select({ id: konsultasi.id, status: konsultasi.status, topik_nama: konsultasiTopik.nama })
    .from(konsultasi)
    .innerJoin(konsultasiTopik, withTopik)
    .where(and(eq(konsultasi.id, id), ownRows(siswaId)))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, status: row.status as KonsultasiStatus };
}

/**
 * The rules the body's schema cannot know: the date is not after today (the school's day) and
 * the topic exists. Every broken rule comes back at once, each under its field.
 */
async function checkBody(app: ServiceContext, body: Body) {
  const { school } = await app.schoolContext();
  const today = schoolMoment(app.now(), school.timezone).date;
  const [topik] = await app.db.select({ id: konsultasiTopik.id }).from(konsultasiTopik).where(eq(konsultasiTopik.id, body.topik_id));
  const errors: FieldError[] = [];
  if (body.tgl > today) errors.push({ field: 'tgl', message: MSG.dateNotAfterToday });
  if (!topik) errors.push({ field: 'topik_id', message: MSG.optionInvalid });
  if (errors.length) throw badRequest(MSG.invalidRequest, errors);
}

/**
 * Files a Draft for the caller's student. The student, the active school year and that year's
 * class group come from the server, whatever the body says.
 */
export async function createKonsultasi(app: ServiceContext, auth: AuthContext, body: Body, ip: string): Promise<KonsultasiDetail> {
  const siswaId = ownSiswaId(auth);
  const { period } = await app.schoolContext();
  if (!period) throw forbidden(MSG.noActiveYear);
  await checkBody(app, body);
  const now = app.now();
  const id = await audited(
    app.db,
    (id: number) => ({ userId: auth.userId, action: 'create', entity: ENTITY, entityId: id, ip }),
    async (tx) => {
      const [created] = await tx
        .insert(konsultasi)
        .values({
          siswa_id: siswaId,
          rombel_id: sql`(SELECT ${rombelSiswa.rombel_id} FROM ${rombelSiswa}
          WHERE ${rombelSiswa.siswa_id} = ${siswaId} AND ${rombelSiswa.tahun_ajaran_id} = ${period.tahunAjaran.id})`,
          tahun_ajaran_id: period.tahunAjaran.id,
          tipe: TIPE_SISWA,
          tgl: body.tgl,
          topik_id: body.topik_id,
          uraian: body.uraian,
          status: KONSULTASI_DRAFT,
          created_by: auth.userId,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: konsultasi.id });
      return created!.id;
    },
  );
  return readKonsultasi(app, siswaId, id);
}

/** Edits a Draft of the caller's student; anything already sent is refused (409) and stays as it was. */
export async function updateKonsultasi(app: ServiceContext, auth: AuthContext, id: number, body: Body, ip: string): Promise<KonsultasiDetail> {
  const siswaId = ownSiswaId(auth);
  const current = await findOwnKonsultasi(app.db, siswaId, id);
  if (current.status !== KONSULTASI_DRAFT) throw notDraft();
  await checkBody(app, body);
  await audited(app.db, { userId: auth.userId, action: 'update', entity: ENTITY, entityId: id, ip }, async (tx) => {
    // Still a Draft at the moment of writing: an edit racing the sending loses whole.
    const [updated] = await tx
      .update(konsultasi)
      .set({ tgl: body.tgl, topik_id: body.topik_id, uraian: body.uraian, updated_at: app.now() })
      .where(and(eq(konsultasi.id, id), ownRows(siswaId), eq(konsultasi.status, KONSULTASI_DRAFT)))
      .returning({ id: konsultasi.id });
    if (!updated) throw notDraft();
  });
  return readKonsultasi(app, siswaId, id);
}

/** Deletes a Draft of the caller's student. */
export async function deleteKonsultasi(app: ServiceContext, auth: AuthContext, id: number, ip: string) {
  const siswaId = ownSiswaId(auth);
  const current = await findOwnKonsultasi(app.db, siswaId, id);
  if (current.status !== KONSULTASI_DRAFT) throw notDraft();
  await audited(app.db, { userId: auth.userId, action: 'delete', entity: ENTITY, entityId: id, ip }, async (tx) => {
    const [deleted] = await tx
      .delete(konsultasi)
      .where(and(eq(konsultasi.id, id), ownRows(siswaId), eq(konsultasi.status, KONSULTASI_DRAFT)))
      .returning({ id: konsultasi.id });
    if (!deleted) throw notDraft();
  });
}
