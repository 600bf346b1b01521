import { and, count, eq } from 'drizzle-orm';
import { BK } from '@madrasah/contract/endpoints/bk';
import type { HasilTesDetail, HasilTesRow } from '@madrasah/contract/schemas/bk';
import type { RiwayatFilter } from '@madrasah/contract/schemas/kesiswaan';
import type { TableResult } from '@madrasah/contract/table';
import { gtk, hasilTesSiswa, rombel, siswa, tahunAjaran } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { assertOwnSiswa, ownSiswaId } from '../../platform/scope.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { riwayatFilter } from '../../platform/riwayat.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';

const spec = tableSpec(BK.hasilTesTable, {
  searchable: [hasilTesSiswa.kategori_tes, hasilTesSiswa.keterangan],
  sortable: { tgl: hasilTesSiswa.tgl, kategori_tes: hasilTesSiswa.kategori_tes, id: hasilTesSiswa.id },
  defaultSort: { field: 'tgl', sort: 'DESC' as const },
  tiebreak: hasilTesSiswa.id,
});

const signed = (app: ServiceContext, key: string | null) => (key ? app.files.signer.sign(key) : null);

/** The test results of the caller's own student (or ward), by school year or class group when filtered, documentation by signed link. */
export async function listHasilTes(
  app: ServiceContext,
  auth: AuthContext,
  siswaId: number,
  request: TableRequest & { filtering?: RiwayatFilter },
): Promise<TableResult<HasilTesRow>> {
  const own = assertOwnSiswa(auth, siswaId);
  const plan = planTable(spec, request, [eq(hasilTesSiswa.siswa_id, own), ...riwayatFilter(hasilTesSiswa, request.filtering)]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      app.db
        .select({
          id: hasilTesSiswa.id,
          rombel_id: hasilTesSiswa.rombel_id,
          tgl: hasilTesSiswa.tgl,
          kategori_tes: hasilTesSiswa.kategori_tes,
          keterangan: hasilTesSiswa.keterangan,
          dokumen: hasilTesSiswa.dokumen,
        })
        .from(hasilTesSiswa)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await app.db.select({ n: count() }).from(hasilTesSiswa).where(where))[0]?.n ?? 0,
  });
  const list = result.list.map((row) => ({ ...row, dokumen: signed(app, row.dokumen), main_path: FILES_PREFIX }));
  return { ...result, list: numbered(list, plan.offset) };
}

/** One test result in full, of the caller's own student only: another student's id answers 404, as a missing one does. */
export async function readHasilTes(app: ServiceContext, auth: AuthContext, id: number): Promise<HasilTesDetail> {
  const own = ownSiswaId(auth);
  const [row] = await app.db
    .select({
      id: hasilTesSiswa.id,
      rombel_id: hasilTesSiswa.rombel_id,
      tgl: hasilTesSiswa.tgl,
      kategori_tes: hasilTesSiswa.kategori_tes,
      keterangan: hasilTesSiswa.keterangan,
      hasil: hasilTesSiswa.hasil,
      dokumen: hasilTesSiswa.dokumen,
      created_at: hasilTesSiswa.created_at,
      siswa_nama: siswa.nama,
      nisn: siswa.nisn,
      rombel_nama: rombel.nama,
      thn_awal: tahunAjaran.thn_awal,
      thn_akhir: tahunAjaran.thn_akhir,
      // The name first: drizzle nulls a left-joined object when its first field is null (a counsellor without a title before the name).
      penguji: { nama_lengkap: gtk.nama_lengkap, gelar_depan: gtk.gelar_depan, gelar_belakang: gtk.gelar_belakang },
    })
    .from(hasilTesSiswa)
    .innerJoin(siswa, eq(siswa.id, hasilTesSiswa.siswa_id))
    .innerJoin(tahunAjaran, eq(tahunAjaran.id, hasilTesSiswa.tahun_ajaran_id))
    .leftJoin(rombel, eq(rombel.id, hasilTesSiswa.rombel_id))
    .leftJoin(gtk, eq(gtk.id, hasilTesSiswa.penguji_gtk_id))
    .where(and(eq(hasilTesSiswa.id, id), eq(hasilTesSiswa.siswa_id, own)));
  if (!row) throw notFound();
  const { thn_awal, thn_akhir, penguji, ...rest } = row;
  return {
    ...rest,
    tahun_ajaran: `${thn_awal}/${thn_akhir}`,
    penguji: penguji ? namaGelar(penguji) : null,
    dokumen: signed(app, row.dokumen),
    main_path: FILES_PREFIX,
    created_at: row.created_at.toISOString(),
  };
}
