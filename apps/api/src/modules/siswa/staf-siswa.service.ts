import { and, asc, eq, inArray } from 'drizzle-orm';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import type { StafSiswaRow } from '@madrasah/contract/schemas/staf-siswa';
import type { TableResult } from '@madrasah/contract/table';
import { rombel, siswa } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';
import { tableSpec, type TableRequest } from '../../platform/table-query.js';
import { tableSiswaTahunAktif } from '../../platform/siswa-tahun-aktif.js';

const spec = tableSpec(STAF_SISWA.table, {
  searchable: [siswa.nama, siswa.nisn, siswa.nis],
  sortable: { nama: siswa.nama, nisn: siswa.nisn, rombel_nama: rombel.nama, id: siswa.id },
  defaultSort: { field: 'nama', sort: 'ASC' },
  tiebreak: siswa.id,
});

type Filter = { rombel_id?: number; status_siswa?: string };

/** The students of the active year with their class group, cut to the caller's reach. */
export async function listStafSiswa(app: ServiceContext, reach: Reach, request: TableRequest & { filtering: Filter }): Promise<TableResult<StafSiswaRow>> {
  const { status_siswa } = request.filtering;
  return tableSiswaTahunAktif(
    app,
    reach,
    spec,
    request,
    {
      id: siswa.id,
      nama: siswa.nama,
      nisn: siswa.nisn,
      nis: siswa.nis,
      jenis_kelamin: siswa.jenis_kelamin,
      rombel_id: rombel.id,
      rombel_nama: rombel.nama,
      status_siswa: siswa.status_siswa,
      akun_ditangguhkan: siswa.akun_ditangguhkan,
    },
    [status_siswa === undefined ? undefined : eq(siswa.status_siswa, status_siswa)],
  );
}

/** The class groups of the active year the caller reaches, in grade and name order. */
export async function stafRombelOptions({ db, schoolContext }: ServiceContext, reach: Reach) {
  const { period } = await schoolContext();
  if (!period) return [];
  return db
    .select({ id: rombel.id, nama: rombel.nama, tingkatan_kelas: rombel.tingkatan_kelas })
    .from(rombel)
    .where(and(eq(rombel.tahun_ajaran_id, period.tahunAjaran.id), reach === 'sekolah' ? undefined : inArray(rombel.id, [...reach.rombelIds, 0])))
    .orderBy(asc(rombel.tingkatan_kelas), asc(rombel.nama));
}
