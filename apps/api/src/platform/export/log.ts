import { count, eq } from 'drizzle-orm';
import { EXPORT_LOG } from '@madrasah/contract/endpoints/export-log';
import type { ExportLogRow } from '@madrasah/contract/schemas/export-log';
import type { TableResult } from '@madrasah/contract/table';
import { exportLog } from '../../db/schema/index.js';
import type { AuthContext } from '../auth.js';
import { FILES_PREFIX } from '../files/signed-url.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../table-query.js';
import type { ServiceContext } from '../service-context.js';

const spec = tableSpec(EXPORT_LOG.table, {
  searchable: [exportLog.nama, exportLog.file_nama],
  sortable: { created_at: exportLog.created_at, nama: exportLog.nama, id: exportLog.id },
  tiebreak: exportLog.id,
});

/** The caller's own exports, newest first (the portal's /log/export and a staff page's export log), each with a fresh signed link to its file. */
export async function listExportLog(app: ServiceContext, auth: AuthContext, request: TableRequest): Promise<TableResult<ExportLogRow>> {
  const plan = planTable(spec, request, [eq(exportLog.user_id, auth.userId)]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select({
          id: exportLog.id,
          nama: exportLog.nama,
          file_nama: exportLog.file_nama,
          jumlah_baris: exportLog.jumlah_baris,
          file: exportLog.file,
          created_at: exportLog.created_at,
        })
        .from(exportLog)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await app.db.select({ n: count() }).from(exportLog).where(where))[0]?.n ?? 0,
  });
  const list = result.list.map((row) => ({ ...row, file: app.files.signer.sign(row.file), main_path: FILES_PREFIX, created_at: row.created_at.toISOString() }));
  return { ...result, list: numbered(list, plan.offset) };
}
