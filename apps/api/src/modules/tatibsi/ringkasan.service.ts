import { and, count, eq, isNull, sum } from 'drizzle-orm';
import type { ViolationSummary } from '@madrasah/contract/schemas/dashboard';
import { pelanggaran, pelanggaranSiswa } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/service-context.js';

/** Number of violations and their points for the caller's student in the active year; a cancelled record does not count. */
export async function violationSummary({ db, schoolContext }: ServiceContext, auth: AuthContext): Promise<ViolationSummary> {
  const { period } = await schoolContext();
  if (!period || auth.siswaId === null) return { total_pelanggaran: 0, total_poin: 0 };
  const [row] = await db
    .select({ n: count(), poin: sum(pelanggaran.poin) })
    .from(pelanggaranSiswa)
    .innerJoin(pelanggaran, eq(pelanggaran.id, pelanggaranSiswa.pelanggaran_id))
    .where(
      and(eq(pelanggaranSiswa.siswa_id, auth.siswaId), eq(pelanggaranSiswa.tahun_ajaran_id, period.tahunAjaran.id), isNull(pelanggaranSiswa.dibatalkan_at)),
    );
  return { total_pelanggaran: row?.n ?? 0, total_poin: Number(row?.poin ?? 0) };
}
