import { desc, eq } from 'drizzle-orm';
import type { TatibsiDokumen } from '@madrasah/contract/schemas/tatibsi';
import type { bkDokumen, tatibsiDokumen } from '../db/schema/index.js';
import { FILES_PREFIX } from './files/signed-url.js';
import type { ServiceContext } from './service-context.js';

/** The tables of published PDFs (dokumenColumns): the school rules and the counselling profile. */
export type DokumenTable = typeof tatibsiDokumen | typeof bkDokumen;

/** The active PDF of `table` (the newest, should a school mark two), signed for the viewer. */
export async function activeDokumen(app: ServiceContext, table: DokumenTable): Promise<TatibsiDokumen> {
  const [row] = await app.db.select({ nama: table.nama, file: table.file }).from(table).where(eq(table.is_active, true)).orderBy(desc(table.id)).limit(1);
  return { nama: row?.nama ?? null, file: row ? app.files.signer.sign(row.file) : null, main_path: FILES_PREFIX };
}
