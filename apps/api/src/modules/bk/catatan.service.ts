import { and, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { INTERNAL_TYPE } from '@madrasah/contract/access';
import { isoToDmy } from '@madrasah/contract/dates';
import { STAF_BK } from '@madrasah/contract/endpoints/staf-bk';
import type { FieldError } from '@madrasah/contract/envelope';
import { MSG } from '@madrasah/contract/messages';
import type { BidangKonseling, LaporanTipe } from '@madrasah/contract/schemas/bk';
import type { ExportResult } from '@madrasah/contract/schemas/export-log';
import type { CatatanRow, catatanBodySchema, catatanFilterSchema } from '@madrasah/contract/schemas/staf-bk';
import type { BkTopik } from '@madrasah/contract/schemas/staf-bk';
import type { TableResult } from '@madrasah/contract/table';
import type { Db, Tx } from '../../db/client.js';
import { gtk, konsultasi as k, konsultasiTopik as topik, rombel, siswa, users } from '../../db/schema/index.js';
import { audited, auditedDelete } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { schoolMoment } from '../../platform/clock.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { saveExport } from '../../platform/export/save.js';
import { noColumn, type SheetColumn } from '../../platform/export/xlsx.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { activeYearOf, outOfReach, placementOf, withinReach } from './bk-siswa.js';

/** The consultations' audit name: the portal's LogActivity column reads the same entries. */
const ENTITY = 'konsultasi';
/** A recorded session is closed when written: the counsellor held it already. */
const SELESAI = 'Selesai';

type Body = z.output<typeof catatanBodySchema>;
type Filter = z.output<typeof catatanFilterSchema>;

/**
 * The school's own records: written by a staff account (or by the school's seed, with no
 * account). A consultation a student filed is the inbox's (modules/konsultasi), never this page's.
 */
const catatanSekolah = or(isNull(k.created_by), sql`${k.created_by} IN (SELECT u.id FROM ${users} u WHERE u.tipe = ${INTERNAL_TYPE})`);

export async function listTopikBk({ db }: ServiceContext): Promise<BkTopik[]> {
  const rows = await db.select({ id: topik.id, nama: topik.nama, bidang: topik.bidang }).from(topik).orderBy(topik.bidang, topik.nama, topik.id);
  return rows.map((r) => ({ ...r, bidang: r.bidang as BidangKonseling }));
}

const spec = tableSpec(STAF_BK.catatanTable, {
  searchable: [siswa.nama, siswa.nisn, topik.nama, k.uraian],
  sortable: { tgl: k.tgl, siswa_nama: siswa.nama, topik_nama: topik.nama, id: k.id },
  defaultSort: { field: 'tgl', sort: 'DESC' as const },
  tiebreak: k.id,
});

const rowFields = {
  id: k.id,
  siswa_id: k.siswa_id,
  siswa_nama: siswa.nama,
  nisn: siswa.nisn,
  rombel_id: k.rombel_id,
  rombel_nama: rombel.nama,
  tipe: k.tipe,
  tgl: k.tgl,
  topik_id: k.topik_id,
  topik_nama: topik.nama,
  bidang: topik.bidang,
  uraian: k.uraian,
  tanggapan: k.tanggapan,
  // The name first: drizzle nulls a left-joined object when its first field is null.
  guru: { nama_lengkap: gtk.nama_lengkap, gelar_depan: gtk.gelar_depan, gelar_belakang: gtk.gelar_belakang },
};

const joined = (db: Db) =>
  db
    .select(rowFields)
    .from(k)
    .innerJoin(siswa, eq(siswa.id, k.siswa_id))
    .innerJoin(topik, eq(topik.id, k.topik_id))
    .leftJoin(rombel, eq(rombel.id, k.rombel_id))
    .leftJoin(gtk, eq(gtk.id, k.guru_bk_gtk_id))
    .$dynamic();

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];
const present = ({ guru, ...row }: Joined) => ({
  ...row,
  tipe: row.tipe as LaporanTipe,
  bidang: row.bidang as BidangKonseling,
  guru_bk: guru?.nama_lengkap ? namaGelar({ ...guru, nama_lengkap: guru.nama_lengkap }) : null,
});

const filtered = (reach: Reach, f: Filter): (SQL | undefined)[] => [
  catatanSekolah,
  withinReach(reach, k.rombel_id),
  f.rombel_id === undefined ? undefined : eq(k.rombel_id, f.rombel_id),
  f.tipe === undefined ? undefined : eq(k.tipe, f.tipe),
];

/** The school's records of counselling sessions, newest first, cut to the caller's reach. */
export async function listCatatan(app: ServiceContext, reach: Reach, request: TableRequest & { filtering: Filter }): Promise<TableResult<CatatanRow>> {
  const plan = planTable(spec, request, filtered(reach, request.filtering));
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      joined(app.db)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) =>
      (await app.db.select({ n: count() }).from(k).innerJoin(siswa, eq(siswa.id, k.siswa_id)).innerJoin(topik, eq(topik.id, k.topik_id)).where(where))[0]?.n ??
      0,
  });
  return { ...result, list: numbered(result.list.map(present), plan.offset) };
}

/** The consultation's rules the schema cannot know: a date not after today, a topic that exists; every broken rule at once. */
async function checkBody(app: ServiceContext, body: Body) {
  const { school } = await app.schoolContext();
  const today = schoolMoment(app.now(), school.timezone).date;
  const [found] = await app.db.select({ id: topik.id }).from(topik).where(eq(topik.id, body.topik_id));
  const errors: FieldError[] = [];
  if (body.tgl > today) errors.push({ field: 'tgl', message: MSG.dateNotAfterToday });
  if (!found) errors.push({ field: 'topik_id', message: MSG.optionInvalid });
  if (errors.length) throw badRequest(MSG.invalidRequest, errors);
}

/** What a record stores of the form: closed, answered on its own day, by the caller. */
const stored = (auth: AuthContext, body: Body, now: Date) => ({
  tipe: body.tipe,
  tgl: body.tgl,
  topik_id: body.topik_id,
  uraian: body.uraian,
  tanggapan: body.tanggapan ?? null,
  tgl_tanggapan: body.tgl,
  status: SELESAI,
  guru_bk_gtk_id: auth.gtkId,
  terkirim_at: now,
  updated_at: now,
});

/**
 * Records a session held with a student (tipe 'Siswa') or with their parents ('Orang Tua'),
 * closed at once, in the class group the student is in this year: the portal's Laporan
 * Konseling counts it in its field, and a student's session shows in their consultation list.
 */
export async function createCatatan(app: ServiceContext, auth: AuthContext, reach: Reach, body: Body, ip: string): Promise<number> {
  await checkBody(app, body);
  const placement = await placementOf(app.db, await activeYearOf(app), reach, body.siswa_id);
  const now = app.now();
  const row = await audited(
    app.db,
    (after: typeof k.$inferSelect) => ({ userId: auth.userId, action: 'create', entity: ENTITY, entityId: after.id, ip, detail: { before: null, after } }),
    async (tx) => {
      const [created] = await tx
        .insert(k)
        .values({ ...placement, ...stored(auth, body, now), created_by: auth.userId, created_at: now })
        .returning();
      return created!;
    },
  );
  return row.id;
}

/** A school record, locked for the write. A student's own consultation is refused (409): the inbox answers those. */
async function lockedCatatan(tx: Tx, reach: Reach, id: number) {
  const [row] = await tx.select().from(k).where(eq(k.id, id)).for('update');
  if (!row) throw notFound();
  const [mine] = await tx
    .select({ id: k.id })
    .from(k)
    .where(and(eq(k.id, id), catatanSekolah));
  if (!mine) throw new AppError(409, MSG.bkBukanCatatan);
  if (outOfReach(reach, row.rombel_id)) throw forbidden(MSG.outOfScope);
  return row;
}

/** Changes a recorded session; moved to another student, it takes that student's place this year. */
export async function updateCatatan(app: ServiceContext, auth: AuthContext, reach: Reach, id: number, body: Body, ip: string) {
  await checkBody(app, body);
  const year = await activeYearOf(app);
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'update', entity: ENTITY, entityId: id, ip, detail: change }),
    async (tx) => {
      const before = await lockedCatatan(tx, reach, id);
      const placement = before.siswa_id === body.siswa_id ? {} : await placementOf(tx, year, reach, body.siswa_id);
      const [after] = await tx
        .update(k)
        .set({ ...placement, ...stored(auth, body, app.now()) })
        .where(eq(k.id, id))
        .returning();
      return { before, after };
    },
  );
}

export async function deleteCatatan(app: ServiceContext, auth: AuthContext, reach: Reach, id: number, ip: string) {
  await auditedDelete(app.db, { userId: auth.userId, ip }, ENTITY, id, async (tx) => {
    const before = await lockedCatatan(tx, reach, id);
    await tx.delete(k).where(eq(k.id, id));
    return before;
  });
}

type ExportRow = ReturnType<typeof present>;
const COLUMNS: SheetColumn<ExportRow>[] = [
  noColumn(),
  { header: 'Tanggal', value: (r) => isoToDmy(r.tgl), width: 12 },
  { header: 'Nama Siswa', value: (r) => r.siswa_nama, width: 28 },
  { header: 'NISN', value: (r) => r.nisn, width: 14, text: true },
  { header: 'Rombel', value: (r) => r.rombel_nama, width: 14 },
  { header: 'Tipe', value: (r) => r.tipe, width: 10 },
  { header: 'Bidang', value: (r) => r.bidang, width: 10 },
  { header: 'Topik', value: (r) => r.topik_nama, width: 28 },
  { header: 'Uraian', value: (r) => r.uraian, width: 40 },
  { header: 'Tindak Lanjut', value: (r) => r.tanggapan, width: 40 },
  { header: 'Guru BK', value: (r) => r.guru_bk, width: 28 },
];

/** The recorded sessions as filtered on screen, oldest first, as XLSX into the caller's export log. */
export async function exportCatatan(app: ServiceContext, auth: AuthContext, reach: Reach, f: Filter): Promise<ExportResult> {
  const rows = await joined(app.db)
    .where(and(...filtered(reach, f)))
    .orderBy(k.tgl, siswa.nama, k.id)
    .limit(20_000);
  return saveExport(app, auth, {
    nama: 'Catatan Konseling',
    title: 'Catatan Konseling',
    filters: [
      ['Rombel', f.rombel_id === undefined ? 'Semua rombel' : (rows[0]?.rombel_nama ?? '-')],
      ['Tipe', f.tipe ?? 'Siswa dan Orang Tua'],
    ],
    columns: COLUMNS,
    rows: rows.map(present),
  });
}
