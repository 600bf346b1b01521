import { count, eq, sql } from 'drizzle-orm';
import { KEGIATAN } from '@madrasah/contract/endpoints/kegiatan';
import type { JenisPenegak, PramukaPenilaian, PramukaRow } from '@madrasah/contract/schemas/kegiatan';
import type { RiwayatFilter } from '@madrasah/contract/schemas/kesiswaan';
import type { TableResult } from '@madrasah/contract/table';
import { gtk, pramukaKecakapan as pk, rombel, siswa } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { assertOwnSiswa, ownSiswaId } from '../../platform/scope.js';
import { planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { riwayatFilter } from '../../platform/riwayat.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';

const SPEC = tableSpec(KEGIATAN.pramukaTable, {
  searchable: [pk.uraian_kecakapan],
  sortable: { id: pk.id, nama: siswa.nama, nisn: siswa.nisn, nis: siswa.nis, rombel_nama: rombel.nama },
  tiebreak: pk.id,
});

/** The scouting skills the caller's student (a guardian's ward) passed, searched, filtered, sorted and paged in SQL. */
export async function listPramuka(
  app: ServiceContext,
  auth: AuthContext,
  request: TableRequest & { filtering?: RiwayatFilter },
): Promise<TableResult<PramukaRow>> {
  const siswaId = ownSiswaId(auth);
  const plan = planTable(SPEC, request, [eq(pk.siswa_id, siswaId), ...riwayatFilter(pk, request.filtering)]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select({
          id: pk.id,
          uraian_kecakapan: pk.uraian_kecakapan,
          jenis_penegak: pk.jenis_penegak,
          tgl_lulus: pk.tgl_lulus,
          // Drizzle reads a joined object as missing when its first field is null: the name never is.
          pembina: { nama_lengkap: gtk.nama_lengkap, gelar_depan: gtk.gelar_depan, gelar_belakang: gtk.gelar_belakang },
          nama: siswa.nama,
          nisn: siswa.nisn,
          nis: siswa.nis,
          rombel_nama: rombel.nama,
        })
        .from(pk)
        .innerJoin(siswa, eq(siswa.id, pk.siswa_id))
        .leftJoin(rombel, eq(rombel.id, pk.rombel_id))
        .leftJoin(gtk, eq(gtk.id, pk.pembina_gtk_id))
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    // The search reads only the skill, so the count needs no join.
    count: async (where) => (await app.db.select({ n: count() }).from(pk).where(where))[0]?.n ?? 0,
  });
  return {
    ...result,
    list: result.list.map(({ pembina, ...row }) => ({
      ...row,
      jenis_penegak: row.jenis_penegak as JenisPenegak,
      pembina: pembina ? namaGelar(pembina) : null,
    })),
  };
}

const total = (jenis: JenisPenegak) => sql<number>`count(*) filter (where ${pk.jenis_penegak} = ${jenis})::int`;

/** The scouting header of the caller's own student (or ward): another student's id is 403. */
export async function pramukaPenilaian(app: ServiceContext, auth: AuthContext, siswaId: number): Promise<PramukaPenilaian> {
  const own = assertOwnSiswa(auth, siswaId);
  const [row] = await app.db
    .select({ nisn: siswa.nisn, nis: siswa.nis, nama: siswa.nama, total_bantara: total('Bantara'), total_laksana: total('Laksana') })
    .from(siswa)
    .leftJoin(pk, eq(pk.siswa_id, siswa.id))
    .where(eq(siswa.id, own))
    .groupBy(siswa.id);
  if (!row) throw notFound();
  return row;
}
