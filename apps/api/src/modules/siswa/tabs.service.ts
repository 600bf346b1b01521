import { and, count, eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SISWA_TABS, type SiswaTab } from '@madrasah/contract/endpoints/siswa';
import { MSG } from '@madrasah/contract/messages';
import type { TableResult } from '@madrasah/contract/table';
import { siswaBeasiswa, siswaBerkas, siswaPendidikan, siswaPrestasi } from '../../db/schema/index.js';
import { audited, lastActivity } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { storeDocument } from '../../platform/files/document.js';
import { withStoredFile } from '../../platform/files/stored-write.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { assertOwnRecord, ownRecordSiswaId } from '../../platform/scope.js';
import { planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import type { ServiceContext } from '../../platform/service-context.js';

type TabTable = PgTable & { id: AnyPgColumn; siswa_id: AnyPgColumn; file?: AnyPgColumn };

/** One record tab of the student detail: its table, search and file, if it has one (its endpoints: SISWA_TABS). */
export type TabConfig = {
  /** Path segment and activity-log entity: siswa/<key>/... */
  key: SiswaTab;
  table: TabTable;
  /** Free-text search columns; 'nama' sorts by the record's name column. */
  searchable: AnyPgColumn[];
  nameColumn: AnyPgColumn;
  /** Tabs with a file require it when a record is created ('File tidak boleh kosong'). */
  hasFile: boolean;
};

/** The four record tabs of the student detail, one definition each. */
export const TABS: TabConfig[] = [
  {
    key: 'beasiswa',
    table: siswaBeasiswa,
    searchable: [siswaBeasiswa.nama, siswaBeasiswa.nama_instansi, siswaBeasiswa.kategori],
    nameColumn: siswaBeasiswa.nama,
    hasFile: false,
  },
  {
    key: 'prestasi',
    table: siswaPrestasi,
    searchable: [siswaPrestasi.nama, siswaPrestasi.nama_penyelenggara, siswaPrestasi.bidang_lomba],
    nameColumn: siswaPrestasi.nama,
    hasFile: true,
  },
  {
    key: 'pendidikan',
    table: siswaPendidikan,
    searchable: [siswaPendidikan.nama_lembaga, siswaPendidikan.lokasi_lembaga],
    nameColumn: siswaPendidikan.nama_lembaga,
    hasFile: false,
  },
  {
    key: 'berkas',
    table: siswaBerkas,
    searchable: [siswaBerkas.nama, siswaBerkas.tipe, siswaBerkas.keterangan],
    nameColumn: siswaBerkas.nama,
    hasFile: true,
  },
];

type Row = Record<string, unknown> & { id: number; file?: string | null };

const entityOf = (tab: TabConfig) => `siswa_${tab.key}`;

function present(app: ServiceContext, tab: TabConfig, row: Row) {
  if (!tab.hasFile) return row;
  return { ...row, file: row.file ? app.files.signer.sign(row.file) : null, main_path: FILES_PREFIX };
}

export async function listTab(app: ServiceContext, auth: AuthContext, tab: TabConfig, siswaId: number, request: TableRequest): Promise<TableResult<Row>> {
  assertOwnRecord(auth, siswaId);
  const { siswa_id: _owner, created_at: _created, ...columns } = getTableColumns(tab.table);
  const spec = tableSpec(SISWA_TABS[tab.key].table, {
    searchable: tab.searchable,
    sortable: { nama: tab.nameColumn, id: tab.table.id },
    tiebreak: tab.table.id,
  });
  const plan = planTable(spec, request, [eq(tab.table.siswa_id, siswaId)]);
  const result = await runTable(plan, request.pagination, {
    // The tab's own columns are known only by its config; the row schema checks the answer.
    rows: async (p) =>
      (await app.db
        .select({ ...columns, log_activity: lastActivity(entityOf(tab), tab.table) })
        .from(tab.table)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset)) as unknown as Row[],
    count: async (where) => (await app.db.select({ n: count() }).from(tab.table).where(where))[0]?.n ?? 0,
  });
  return { ...result, list: result.list.map((row) => present(app, tab, row)) };
}

type Body = Record<string, unknown> & { file?: string };

/** Creates the records (the spec sends an array of one); files are stored before the rows. */
export async function createTab(app: ServiceContext, auth: AuthContext, tab: TabConfig, siswaId: number, items: Body[], ip: string) {
  assertOwnRecord(auth, siswaId);
  if (tab.hasFile && items.some((i) => !i.file)) throw badRequest(MSG.fileRequired, [{ field: 'file', message: MSG.fileRequired }]);
  const rows: Record<string, unknown>[] = [];
  const stored: string[] = [];
  try {
    for (const { file, ...fields } of items) {
      if (tab.hasFile) stored.push(await storeDocument(app, `siswa-${tab.key}`, file!));
      rows.push({ ...fields, siswa_id: siswaId, ...(tab.hasFile ? { file: stored.at(-1) } : {}) });
    }
    const logged = (created: { id: number }[]) =>
      created.map(({ id }) => ({ userId: auth.userId, action: 'create', entity: entityOf(tab), entityId: id, ip }) as const);
    await audited(app.db, logged, async (tx) => (await tx.insert(tab.table).values(rows).returning({ id: tab.table.id })) as { id: number }[]);
  } catch (err) {
    // A refused file or a failed insert leaves none of the request's files behind.
    await Promise.all(stored.map((key) => app.files.storage.remove(key)));
    throw err;
  }
}

async function ownRecord(app: ServiceContext, auth: AuthContext, tab: TabConfig, id: number) {
  const siswaId = ownRecordSiswaId(auth);
  const [record] = (await app.db
    .select({ id: tab.table.id, ...(tab.hasFile && tab.table.file ? { file: tab.table.file } : {}) })
    .from(tab.table)
    .where(and(eq(tab.table.id, id), eq(tab.table.siswa_id, siswaId)))
    .limit(1)) as { id: number; file?: string | null }[];
  if (!record) throw notFound();
  return record;
}

/** Updates a record of the caller's student; without a new file the stored one is kept. */
export async function updateTab(app: ServiceContext, auth: AuthContext, tab: TabConfig, id: number, body: Body, ip: string) {
  const record = await ownRecord(app, auth, tab, id);
  const { file, ...fields } = body;
  const newFile = tab.hasFile && file ? await storeDocument(app, `siswa-${tab.key}`, file) : undefined;
  await withStoredFile(
    app,
    newFile,
    () =>
      audited(app.db, { userId: auth.userId, action: 'update', entity: entityOf(tab), entityId: id, ip }, async (tx) => {
        await tx
          .update(tab.table)
          .set({ ...fields, ...(newFile ? { file: newFile } : {}) })
          .where(eq(tab.table.id, id));
      }),
    record.file,
  );
}

export async function deleteTab(app: ServiceContext, auth: AuthContext, tab: TabConfig, id: number, ip: string) {
  const record = await ownRecord(app, auth, tab, id);
  await audited(app.db, { userId: auth.userId, action: 'delete', entity: entityOf(tab), entityId: id, ip }, async (tx) => {
    await tx.delete(tab.table).where(eq(tab.table.id, id));
  });
  if (record.file) await app.files.storage.remove(record.file);
}
