import { count, eq } from 'drizzle-orm';
import { BK } from '@madrasah/contract/endpoints/bk';
import type { MediaRow, MediaTipe } from '@madrasah/contract/schemas/bk';
import type { TableResult } from '@madrasah/contract/table';
import { mediaInformasi } from '../../db/schema/index.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import type { ServiceContext } from '../../platform/service-context.js';

const spec = tableSpec(BK.mediaTable, {
  searchable: [mediaInformasi.nama],
  sortable: { nama: mediaInformasi.nama, id: mediaInformasi.id },
  tiebreak: mediaInformasi.id,
});

/** One gallery of the media page (the tab's tipe), published items only, searched on the name, images by signed link. */
export async function listMedia(app: ServiceContext, request: TableRequest & { filtering: { tipe: MediaTipe } }): Promise<TableResult<MediaRow>> {
  const plan = planTable(spec, request, [eq(mediaInformasi.tipe, request.filtering.tipe), eq(mediaInformasi.is_published, true)]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select({ id: mediaInformasi.id, nama: mediaInformasi.nama, file: mediaInformasi.file, link: mediaInformasi.link, tipe: mediaInformasi.tipe })
        .from(mediaInformasi)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await app.db.select({ n: count() }).from(mediaInformasi).where(where))[0]?.n ?? 0,
  });
  return {
    ...result,
    list: result.list.map((row) => ({ ...row, tipe: row.tipe as MediaTipe, file: row.file ? app.files.signer.sign(row.file) : null, main_path: FILES_PREFIX })),
  };
}
