import { and, count, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isoToDmy } from '@madrasah/contract/dates';
import { STAF_BK } from '@madrasah/contract/endpoints/staf-bk';
import type { ExportResult } from '@madrasah/contract/schemas/export-log';
import type { HasilTesStafRow, hasilTesStafBodySchema, hasilTesStafFilterSchema } from '@madrasah/contract/schemas/staf-bk';
import type { TableResult } from '@madrasah/contract/table';
import { MSG } from '@madrasah/contract/messages';
import type { Db, Tx } from '../../db/client.js';
import { gtk, hasilTesSiswa as h, rombel, siswa } from '../../db/schema/index.js';
import { audited, auditedDelete } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { schoolMoment } from '../../platform/clock.js';
import { fieldError, forbidden, notFound } from '../../platform/errors.js';
import { saveExport } from '../../platform/export/save.js';
import { noColumn, type SheetColumn } from '../../platform/export/xlsx.js';
import { storeDocument } from '../../platform/files/document.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { withStoredFile } from '../../platform/files/stored-write.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { activeYearOf, outOfReach, placementOf, withinReach, type Placement } from './bk-siswa.js';

/** The audit log's name for a test result. */
export const ENTITY = 'hasil_tes_siswa';

type Body = z.output<typeof hasilTesStafBodySchema>;
type Filter = z.output<typeof hasilTesStafFilterSchema>;

const spec = tableSpec(STAF_BK.hasilTesTable, {
  searchable: [siswa.nama, siswa.nisn, h.kategori_tes, h.keterangan],
  sortable: { tgl: h.tgl, siswa_nama: siswa.nama, kategori_tes: h.kategori_tes, id: h.id },
  defaultSort: { field: 'tgl', sort: 'DESC' as const },
  tiebreak: h.id,
});

const filtered = (reach: Reach, f: Filter): (SQL | undefined)[] => [
  withinReach(reach, h.rombel_id),
  f.rombel_id === undefined ? undefined : eq(h.rombel_id, f.rombel_id),
  f.kategori_tes === undefined ? undefined : eq(h.kategori_tes, f.kategori_tes),
];

const rowFields = {
  id: h.id,
  siswa_id: h.siswa_id,
  siswa_nama: siswa.nama,
  nisn: siswa.nisn,
  rombel_id: h.rombel_id,
  rombel_nama: rombel.nama,
  tgl: h.tgl,
  kategori_tes: h.kategori_tes,
  keterangan: h.keterangan,
  hasil: h.hasil,
  dokumen: h.dokumen,
  // The name first: drizzle nulls a left-joined object when its first field is null.
  penguji: { nama_lengkap: gtk.nama_lengkap, gelar_depan: gtk.gelar_depan, gelar_belakang: gtk.gelar_belakang },
};

const joined = (db: Db) =>
  db
    .select(rowFields)
    .from(h)
    .innerJoin(siswa, eq(siswa.id, h.siswa_id))
    .leftJoin(rombel, eq(rombel.id, h.rombel_id))
    .leftJoin(gtk, eq(gtk.id, h.penguji_gtk_id))
    .$dynamic();

const examiner = (p: { nama_lengkap: string | null; gelar_depan: string | null; gelar_belakang: string | null } | null) =>
  p?.nama_lengkap ? namaGelar({ ...p, nama_lengkap: p.nama_lengkap }) : null;

/** The students' test results (newest first), searched on the student, NISN, category and note, cut to the caller's reach. */
export async function listHasilTesStaf(
  app: ServiceContext,
  reach: Reach,
  request: TableRequest & { filtering: Filter },
): Promise<TableResult<HasilTesStafRow>> {
  const plan = planTable(spec, request, filtered(reach, request.filtering));
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      joined(app.db)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await app.db.select({ n: count() }).from(h).innerJoin(siswa, eq(siswa.id, h.siswa_id)).where(where))[0]?.n ?? 0,
  });
  const list = result.list.map(({ penguji, dokumen, ...row }) => ({
    ...row,
    penguji: examiner(penguji),
    dokumen: dokumen ? app.files.signer.sign(dokumen) : null,
    main_path: FILES_PREFIX,
  }));
  return { ...result, list: numbered(list, plan.offset) };
}

/** The documentation: a PDF, JPG or PNG under 2 MB, as the student tabs' documents. */
const storeDokumen = (app: ServiceContext, base64: string | undefined) =>
  base64 ? storeDocument(app, 'hasil-tes', base64, 'file') : Promise.resolve(undefined);

/** A test is reported once taken: not after the school's today. */
async function assertNotFuture(app: ServiceContext, tgl: string) {
  const { school } = await app.schoolContext();
  if (tgl > schoolMoment(app.now(), school.timezone).date) throw fieldError('tgl', MSG.dateNotAfterToday);
}

const stored = (body: Body) => ({ tgl: body.tgl, kategori_tes: body.kategori_tes, keterangan: body.keterangan ?? null, hasil: body.hasil ?? null });

/**
 * Enters a test result for a student of the active year, in the class group they are in; the
 * examiner is the caller. The documentation is stored before the row that names it.
 */
export async function createHasilTes(app: ServiceContext, auth: AuthContext, reach: Reach, body: Body, ip: string): Promise<number> {
  await assertNotFuture(app, body.tgl);
  const placement = await placementOf(app.db, await activeYearOf(app), reach, body.siswa_id);
  const dokumen = await storeDokumen(app, body.file);
  return withStoredFile(app, dokumen, () =>
    audited(
      app.db,
      (after: typeof h.$inferSelect) => ({ userId: auth.userId, action: 'create', entity: ENTITY, entityId: after.id, ip, detail: { before: null, after } }),
      async (tx) => {
        const [row] = await tx
          .insert(h)
          .values({ ...placement, ...stored(body), dokumen: dokumen ?? null, penguji_gtk_id: auth.gtkId, created_at: app.now() })
          .returning();
        return row!;
      },
    ).then((row) => row.id),
  );
}

/** The row as it is, locked for the write; one outside the caller's reach is 403. */
async function lockedRow(tx: Tx, reach: Reach, id: number) {
  const [row] = await tx.select().from(h).where(eq(h.id, id)).for('update');
  if (!row) throw notFound();
  if (outOfReach(reach, row.rombel_id)) throw forbidden(MSG.outOfScope);
  return row;
}

/**
 * Changes a test result. Moved to another student, it takes that student's place this year;
 * kept on the same student, it keeps the class group and year it was taken in. Without a new
 * file the stored documentation stays; a new one replaces it.
 */
export async function updateHasilTes(app: ServiceContext, auth: AuthContext, reach: Reach, id: number, body: Body, ip: string) {
  await assertNotFuture(app, body.tgl);
  const year = await activeYearOf(app);
  // The record and the caller's reach first: a refused change stores no file and spends no upload quota.
  const [existing] = await app.db.select({ rombel_id: h.rombel_id }).from(h).where(eq(h.id, id));
  if (!existing) throw notFound();
  if (outOfReach(reach, existing.rombel_id)) throw forbidden(MSG.outOfScope);
  const dokumen = await storeDokumen(app, body.file);
  const { before } = await withStoredFile(app, dokumen, () =>
    audited(
      app.db,
      (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'update', entity: ENTITY, entityId: id, ip, detail: change }),
      async (tx) => {
        const before = await lockedRow(tx, reach, id);
        const placement: Placement | object = before.siswa_id === body.siswa_id ? {} : await placementOf(tx, year, reach, body.siswa_id);
        const [after] = await tx
          .update(h)
          .set({ ...placement, ...stored(body), ...(dokumen ? { dokumen } : {}) })
          .where(eq(h.id, id))
          .returning();
        return { before, after };
      },
    ),
  );
  // The replaced documentation goes once the row names the new one.
  if (dokumen && before.dokumen) await app.files.storage.remove(before.dokumen);
}

/** Deletes a test result, then its documentation, which nothing names any more. */
export async function deleteHasilTes(app: ServiceContext, auth: AuthContext, reach: Reach, id: number, ip: string) {
  const before = await auditedDelete(app.db, { userId: auth.userId, ip }, ENTITY, id, async (tx) => {
    const row = await lockedRow(tx, reach, id);
    await tx.delete(h).where(eq(h.id, id));
    return row;
  });
  if (before.dokumen) await app.files.storage.remove(before.dokumen);
}

type ExportRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];
const COLUMNS: SheetColumn<ExportRow>[] = [
  noColumn(),
  { header: 'Tanggal', value: (r) => isoToDmy(r.tgl), width: 12 },
  { header: 'Nama Siswa', value: (r) => r.siswa_nama, width: 28 },
  { header: 'NISN', value: (r) => r.nisn, width: 14, text: true },
  { header: 'Rombel', value: (r) => r.rombel_nama, width: 14 },
  { header: 'Kategori', value: (r) => r.kategori_tes, width: 28 },
  { header: 'Keterangan', value: (r) => r.keterangan, width: 32 },
  { header: 'Hasil', value: (r) => r.hasil, width: 40 },
  { header: 'Penguji', value: (r) => examiner(r.penguji), width: 28 },
];

/** The most rows one export holds. */
const EXPORT_MAX = 20_000;

/** The test results as filtered on screen, oldest first, as XLSX into the caller's export log. */
export async function exportHasilTes(app: ServiceContext, auth: AuthContext, reach: Reach, f: Filter): Promise<ExportResult> {
  const rows = await joined(app.db)
    .where(and(...filtered(reach, f)))
    .orderBy(h.tgl, siswa.nama, h.id)
    .limit(EXPORT_MAX);
  const rombelNama = f.rombel_id === undefined ? 'Semua rombel' : (rows[0]?.rombel_nama ?? '-');
  return saveExport(app, auth, {
    nama: 'Hasil Tes Siswa',
    title: 'Hasil Tes Siswa',
    filters: [
      ['Rombel', rombelNama],
      ['Kategori', f.kategori_tes ?? 'Semua kategori'],
    ],
    columns: COLUMNS,
    rows,
  });
}
