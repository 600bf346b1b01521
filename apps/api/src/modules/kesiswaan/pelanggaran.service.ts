import { count, eq, isNull } from 'drizzle-orm';
import type { PelanggaranRiwayatRow, RiwayatFilter } from '@madrasah/contract/schemas/kesiswaan';
import type { TableResult } from '@madrasah/contract/table';
import { KESISWAAN } from '@madrasah/contract/endpoints/kesiswaan';
import { pelanggaran, pelanggaranSiswa } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { assertOwnSiswa } from '../../platform/scope.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { riwayatFilter } from '../../platform/riwayat.js';
import type { ServiceContext } from '../../platform/service-context.js';

const spec = tableSpec(KESISWAAN.pelanggaranRiwayat, {
  searchable: [pelanggaran.kode, pelanggaran.pelanggaran],
  sortable: { tgl: pelanggaranSiswa.tgl, poin: pelanggaran.poin, id: pelanggaranSiswa.id },
  defaultSort: { field: 'tgl', sort: 'DESC' as const },
  tiebreak: pelanggaranSiswa.id,
});

/** The violations recorded against the caller's own student (or ward), with their documentation by signed link. */
export async function listRiwayatPelanggaran(
  app: ServiceContext,
  auth: AuthContext,
  siswaId: number,
  request: TableRequest & { filtering?: RiwayatFilter },
): Promise<TableResult<PelanggaranRiwayatRow>> {
  const own = assertOwnSiswa(auth, siswaId);
  const plan = planTable(spec, request, [
    eq(pelanggaranSiswa.siswa_id, own),
    isNull(pelanggaranSiswa.dibatalkan_at),
    ...riwayatFilter(pelanggaranSiswa, request.filtering),
  ]);
  const catalogueEntry = eq(pelanggaran.id, pelanggaranSiswa.pelanggaran_id);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select({
          id: pelanggaranSiswa.id,
          tgl: pelanggaranSiswa.tgl,
          kode: pelanggaran.kode,
          pelanggaran: pelanggaran.pelanggaran,
          poin: pelanggaran.poin,
          file: pelanggaranSiswa.file,
        })
        .from(pelanggaranSiswa)
        .innerJoin(pelanggaran, catalogueEntry)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    // The search reads the catalogue's columns, so the count keeps the join.
    count: async (where) => (await app.db.select({ n: count() }).from(pelanggaranSiswa).innerJoin(pelanggaran, catalogueEntry).where(where))[0]?.n ?? 0,
  });
  const list = result.list.map((row) => ({ ...row, file: row.file ? app.files.signer.sign(row.file) : null, main_path: FILES_PREFIX }));
  return { ...result, list: numbered(list, plan.offset) };
}
