import { asc, eq } from 'drizzle-orm';
import type { PemasukanDetailOption } from '@madrasah/contract/schemas/keuangan';
import { pemasukanDetail, posPemasukan } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/service-context.js';

/** The fee picker's options: the fees set for a school year (the active one unless asked), in the order the school set its kinds up. */
export async function listPemasukanDetail(app: ServiceContext, tahunAjaranId: number | undefined): Promise<PemasukanDetailOption[]> {
  const year = tahunAjaranId ?? (await app.schoolContext()).period?.tahunAjaran.id;
  if (year === undefined) return [];
  return app.db
    .select({ pemasukan_detail_id: pemasukanDetail.id, pos_pemasukan_nama: posPemasukan.nama, nominal: pemasukanDetail.nominal })
    .from(pemasukanDetail)
    .innerJoin(posPemasukan, eq(posPemasukan.id, pemasukanDetail.pos_pemasukan_id))
    .where(eq(pemasukanDetail.tahun_ajaran_id, year))
    .orderBy(asc(posPemasukan.id));
}
