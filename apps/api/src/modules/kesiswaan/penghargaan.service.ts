import { count, eq, isNull } from 'drizzle-orm';
import type { PenghargaanRiwayatRow, RiwayatFilter } from '@madrasah/contract/schemas/kesiswaan';
import type { TableResult } from '@madrasah/contract/table';
import { KESISWAAN } from '@madrasah/contract/endpoints/kesiswaan';
import { penghargaan, penghargaanSiswa } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { assertOwnSiswa } from '../../platform/scope.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { riwayatFilter } from '../../platform/riwayat.js';
import type { ServiceContext } from '../../platform/service-context.js';

const spec = tableSpec(KESISWAAN.penghargaanRiwayat, {
  searchable: [penghargaan.kode, penghargaan.kriteria, penghargaanSiswa.keterangan],
  sortable: { tgl: penghargaanSiswa.tgl, bintang: penghargaan.bintang, id: penghargaanSiswa.id },
  defaultSort: { field: 'tgl', sort: 'DESC' as const },
  tiebreak: penghargaanSiswa.id,
});

/** The awards the caller's own student (or ward) earned, with the criterion each answers. */
export async function listRiwayatPenghargaan(
  app: ServiceContext,
  auth: AuthContext,
  siswaId: number,
  request: TableRequest & { filtering?: RiwayatFilter },
): Promise<TableResult<PenghargaanRiwayatRow>> {
  const own = assertOwnSiswa(auth, siswaId);
  const plan = planTable(spec, request, [
    eq(penghargaanSiswa.siswa_id, own),
    isNull(penghargaanSiswa.dibatalkan_at),
    ...riwayatFilter(penghargaanSiswa, request.filtering),
  ]);
  const criterion = eq(penghargaan.id, penghargaanSiswa.penghargaan_id);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select({
          id: penghargaanSiswa.id,
          tgl: penghargaanSiswa.tgl,
          kode: penghargaan.kode,
          kriteria: penghargaan.kriteria,
          bintang: penghargaan.bintang,
          keterangan: penghargaanSiswa.keterangan,
        })
        .from(penghargaanSiswa)
        .innerJoin(penghargaan, criterion)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await app.db.select({ n: count() }).from(penghargaanSiswa).innerJoin(penghargaan, criterion).where(where))[0]?.n ?? 0,
  });
  return { ...result, list: numbered(result.list, plan.offset) };
}
