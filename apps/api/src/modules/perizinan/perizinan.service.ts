import { and, count, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { PERIZINAN } from '@madrasah/contract/endpoints/perizinan';
import { MSG } from '@madrasah/contract/messages';
import {
  PERIZINAN_TIPE_SISWA,
  type PerizinanJenisRow,
  type PerizinanRow,
  type PerizinanStatus,
  type perizinanCreateSchema,
  type perizinanFilterSchema,
  type perizinanUpdateSchema,
} from '@madrasah/contract/schemas/perizinan';
import type { TableResult } from '@madrasah/contract/table';
import type { Db } from '../../db/client.js';
import { perizinanJenis, perizinanSiswa, rombel, rombelSiswa, semester, siswa, users } from '../../db/schema/index.js';
import { audited, lastActivity } from '../../platform/audit.js';
import { tahunAjaranNamaOf, valueOf } from '../../platform/lookup-sql.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, fieldError, forbidden, notFound } from '../../platform/errors.js';
import { storeDocument } from '../../platform/files/document.js';
import { withStoredFile } from '../../platform/files/stored-write.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { ownSiswaId } from '../../platform/scope.js';
import { planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { assertNoOverlap, assertPermitDates, refuseOverlap, schoolToday, semesterForDates } from './dates.js';
import type { ServiceContext } from '../../platform/service-context.js';

export const ENTITY = 'perizinan_siswa';

type CreateBody = z.output<typeof perizinanCreateSchema>;
type UpdateBody = z.output<typeof perizinanUpdateSchema>;
type Filter = z.output<typeof perizinanFilterSchema>;

export const conflict = (message: string) => new AppError(409, message);

/** The letter is a PDF only, and a refusal says so (docs/decisions/0057-cacat-ponsel.md). */
const PERMIT_LETTER = { accept: ['pdf'], typeMessage: MSG.fileTypePdf } as const;
const storeLetter = (app: ServiceContext, base64: string) => storeDocument(app, 'perizinan', base64, 'file', PERMIT_LETTER);

export async function listJenis(app: ServiceContext, request: TableRequest): Promise<TableResult<PerizinanJenisRow>> {
  const spec = tableSpec(PERIZINAN.jenisTable, {
    searchable: [perizinanJenis.nama, perizinanJenis.inisial],
    sortable: { nama: perizinanJenis.nama, id: perizinanJenis.id },
    // A list to choose from: alphabetical unless asked otherwise.
    defaultSort: { field: 'nama', sort: 'ASC' as const },
    tiebreak: perizinanJenis.id,
  });
  const plan = planTable(spec, request, [eq(perizinanJenis.tipe, PERIZINAN_TIPE_SISWA)]);
  return runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select()
        .from(perizinanJenis)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await app.db.select({ n: count() }).from(perizinanJenis).where(where))[0]?.n ?? 0,
  });
}

/**
 * Permits with the names the list shows; `where` always holds the caller's student. Only the
 * kind is joined (the search reads its name); with every name joined, PostgreSQL spent ~4 ms
 * planning eight relations for a page that takes ~0.4 ms to read.
 */
/** The fields of a permit as the lists show it (the portal's row). */
export const permitFields = {
  id: perizinanSiswa.id,
  nama: valueOf<string>(siswa.nama, siswa.id, perizinanSiswa.siswa_id),
  tahun_ajaran: tahunAjaranNamaOf(perizinanSiswa.tahun_ajaran_id),
  tipe_semester: valueOf<string>(semester.tipe_semester, semester.id, perizinanSiswa.semester_id),
  rombel_nama: valueOf<string | null>(rombel.nama, rombel.id, perizinanSiswa.rombel_id),
  perizinan_jenis_id: perizinanSiswa.perizinan_jenis_id,
  perizinan_jenis_nama: perizinanJenis.nama,
  tgl_awal: perizinanSiswa.tgl_awal,
  tgl_akhir: perizinanSiswa.tgl_akhir,
  keterangan: perizinanSiswa.keterangan,
  file: perizinanSiswa.file,
  status: perizinanSiswa.status,
  created_by: valueOf<string | null>(users.name, users.id, perizinanSiswa.created_by),
  created_at: perizinanSiswa.created_at,
  approved_at: perizinanSiswa.approved_at,
  approved_by: valueOf<string | null>(users.name, users.id, perizinanSiswa.approved_by),
  alasan_tolak: perizinanSiswa.alasan_tolak,
  log_activity: lastActivity(ENTITY, perizinanSiswa),
  // The list's total rides along (a student has few permits), so a page is one statement.
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

function selectRows(db: Db) {
  return db.select(permitFields).from(perizinanSiswa).innerJoin(perizinanJenis, eq(perizinanJenis.id, perizinanSiswa.perizinan_jenis_id)).$dynamic();
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

export function present<R extends Selected>(app: ServiceContext, { total: _total, ...row }: R): Omit<R, 'total'> & PerizinanRow {
  return {
    ...row,
    status: row.status as PerizinanStatus,
    file: row.file ? app.files.signer.sign(row.file) : null,
    main_path: FILES_PREFIX,
    created_at: row.created_at.toISOString(),
    approved_at: row.approved_at?.toISOString() ?? null,
  };
}

export function filterConditions(f: Filter | undefined): (SQL | undefined)[] {
  if (!f) return [];
  return [
    f.tahun_ajaran_id ? eq(perizinanSiswa.tahun_ajaran_id, f.tahun_ajaran_id) : undefined,
    f.semester_id ? eq(perizinanSiswa.semester_id, f.semester_id) : undefined,
    f.rombel_id ? eq(perizinanSiswa.rombel_id, f.rombel_id) : undefined,
    f.status ? eq(perizinanSiswa.status, f.status) : undefined,
    // A period keeps the permits whose days overlap it.
    f.tgl_awal ? gte(perizinanSiswa.tgl_akhir, f.tgl_awal) : undefined,
    f.tgl_akhir ? lte(perizinanSiswa.tgl_awal, f.tgl_akhir) : undefined,
  ];
}

/** The permits of the caller's student (a guardian's ward), searched, filtered, sorted and paged in SQL. */
export async function listPerizinan(
  app: ServiceContext,
  auth: AuthContext,
  request: TableRequest & { filtering?: Filter },
): Promise<TableResult<PerizinanRow>> {
  const siswaId = ownSiswaId(auth);
  const spec = tableSpec(PERIZINAN.table, {
    searchable: [perizinanJenis.nama, perizinanSiswa.keterangan],
    sortable: { tgl_awal: perizinanSiswa.tgl_awal, created_at: perizinanSiswa.created_at, id: perizinanSiswa.id },
    tiebreak: perizinanSiswa.id,
  });
  const plan = planTable(spec, request, [eq(perizinanSiswa.siswa_id, siswaId), ...filterConditions(request.filtering)]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      selectRows(app.db)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    // The count needs only the kind's name, which the search may read.
    count: async (where) =>
      (
        await app.db
          .select({ n: count() })
          .from(perizinanSiswa)
          .innerJoin(perizinanJenis, eq(perizinanJenis.id, perizinanSiswa.perizinan_jenis_id))
          .where(where)
      )[0]?.n ?? 0,
    totalOf: (row) => row.total,
  });
  return { ...result, list: result.list.map((row) => present(app, row)) };
}

/** One permit of the caller's student as the list shows it. */
export async function readPerizinan(app: ServiceContext, siswaId: number, id: number): Promise<PerizinanRow> {
  const [row] = await selectRows(app.db)
    .where(and(eq(perizinanSiswa.id, id), eq(perizinanSiswa.siswa_id, siswaId)))
    .limit(1);
  if (!row) throw notFound();
  return present(app, row);
}

/** A permit of the caller's student, or 404: another student's id never reveals that it exists. */
export async function findOwnPerizinan(db: Db, siswaId: number, id: number) {
  const [row] = await db
    .select({
      id: perizinanSiswa.id,
      status: perizinanSiswa.status,
      file: perizinanSiswa.file,
      created_by: perizinanSiswa.created_by,
      tgl_awal: perizinanSiswa.tgl_awal,
      tgl_akhir: perizinanSiswa.tgl_akhir,
      butuh_persetujuan: perizinanJenis.butuh_persetujuan,
      maks_hari: perizinanJenis.maks_hari,
      tenggang_hari: perizinanJenis.tenggang_hari,
    })
    .from(perizinanSiswa)
    .innerJoin(perizinanJenis, eq(perizinanJenis.id, perizinanSiswa.perizinan_jenis_id))
    .where(and(eq(perizinanSiswa.id, id), eq(perizinanSiswa.siswa_id, siswaId)))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, status: row.status as PerizinanStatus };
}

/** A kind for students with its limits, or the field's error. */
async function findJenis(db: Db, jenisId: number) {
  const [row] = await db
    .select({ maks_hari: perizinanJenis.maks_hari, tenggang_hari: perizinanJenis.tenggang_hari })
    .from(perizinanJenis)
    .where(and(eq(perizinanJenis.id, jenisId), eq(perizinanJenis.tipe, PERIZINAN_TIPE_SISWA)))
    .limit(1);
  if (!row) throw fieldError('perizinan_jenis_id', MSG.optionInvalid);
  return row;
}

/**
 * Checks a permit's kind and dates against the active year, the kind's limits and the student's
 * other permits, and answers the placement to stamp on it: the active year, the semester its
 * first day falls in, and the student's class group of that year.
 */
async function placementFor(app: ServiceContext, siswaId: number, body: CreateBody | UpdateBody, exceptId?: number) {
  const { period } = await app.schoolContext();
  if (!period) throw forbidden(MSG.noActiveYear);
  const kind = await findJenis(app.db, body.perizinan_jenis_id);
  assertPermitDates(body, period, kind, await schoolToday(app));
  const semesterId = await semesterForDates(app.db, body, period);
  await assertNoOverlap(app.db, siswaId, body, exceptId);
  return {
    rombel_id: sql<number | null>`(SELECT ${rombelSiswa.rombel_id} FROM ${rombelSiswa}
      WHERE ${rombelSiswa.siswa_id} = ${siswaId} AND ${rombelSiswa.tahun_ajaran_id} = ${period.tahunAjaran.id})`,
    tahun_ajaran_id: period.tahunAjaran.id,
    semester_id: semesterId,
  };
}

/**
 * Files a DRAFT permit for the caller's student. The student, the active school year, the
 * semester of the first day and the class group of that year come from the server, whatever
 * the body says.
 */
export async function createPerizinan(app: ServiceContext, auth: AuthContext, body: CreateBody, ip: string): Promise<PerizinanRow> {
  const siswaId = ownSiswaId(auth);
  const placement = await placementFor(app, siswaId, body);
  const { file: upload, ...fields } = body;
  // The letter is on disk before the row that points at it.
  const file = await storeLetter(app, upload);
  const now = app.now();
  const id = await withStoredFile(app, file, () =>
    audited(
      app.db,
      (id: number) => ({ userId: auth.userId, action: 'create', entity: ENTITY, entityId: id, ip }),
      async (tx) => {
        const [created] = await tx
          .insert(perizinanSiswa)
          .values({
            ...fields,
            ...placement,
            siswa_id: siswaId,
            file,
            status: 'DRAFT',
            created_by: auth.userId,
            created_at: now,
            updated_at: now,
          })
          .returning({ id: perizinanSiswa.id });
        return created!.id;
      },
    ).catch(refuseOverlap),
  );
  return readPerizinan(app, siswaId, id);
}

/** Edits a DRAFT permit of the caller's student; without a new letter the stored one stays. */
export async function updatePerizinan(app: ServiceContext, auth: AuthContext, id: number, body: UpdateBody, ip: string): Promise<PerizinanRow> {
  const siswaId = ownSiswaId(auth);
  const current = await findOwnPerizinan(app.db, siswaId, id);
  if (current.status !== 'DRAFT') throw conflict(MSG.permitNotDraft);
  const placement = await placementFor(app, siswaId, body, id);
  const { file: upload, ...fields } = body;
  const file = upload ? await storeLetter(app, upload) : undefined;
  await withStoredFile(
    app,
    file,
    () =>
      audited(app.db, { userId: auth.userId, action: 'update', entity: ENTITY, entityId: id, ip }, async (tx) => {
        // Still DRAFT at the moment of writing: a submission racing this edit wins or loses whole.
        const [updated] = await tx
          .update(perizinanSiswa)
          .set({ ...fields, ...placement, ...(file ? { file } : {}), updated_at: app.now() })
          .where(and(eq(perizinanSiswa.id, id), eq(perizinanSiswa.siswa_id, siswaId), eq(perizinanSiswa.status, 'DRAFT')))
          .returning({ id: perizinanSiswa.id });
        if (!updated) throw conflict(MSG.permitNotDraft);
      }).catch(refuseOverlap),
    current.file,
  );
  return readPerizinan(app, siswaId, id);
}

/** Deletes a DRAFT permit of the caller's student, and its letter once the row is gone. */
export async function deletePerizinan(app: ServiceContext, auth: AuthContext, id: number, ip: string) {
  const siswaId = ownSiswaId(auth);
  const current = await findOwnPerizinan(app.db, siswaId, id);
  if (current.status !== 'DRAFT') throw conflict(MSG.permitNotDraft);
  const file = await audited(app.db, { userId: auth.userId, action: 'delete', entity: ENTITY, entityId: id, ip }, async (tx) => {
    const [deleted] = await tx
      .delete(perizinanSiswa)
      .where(and(eq(perizinanSiswa.id, id), eq(perizinanSiswa.siswa_id, siswaId), eq(perizinanSiswa.status, 'DRAFT')))
      .returning({ file: perizinanSiswa.file });
    if (!deleted) throw conflict(MSG.permitNotDraft);
    return deleted.file;
  });
  if (file) await app.files.storage.remove(file);
}
