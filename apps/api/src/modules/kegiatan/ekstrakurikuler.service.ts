import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { KEGIATAN } from '@madrasah/contract/endpoints/kegiatan';
import type { EkstrakurikulerRow, ekstrakurikulerNilaiSchema } from '@madrasah/contract/schemas/kegiatan';
import type { RiwayatFilter } from '@madrasah/contract/schemas/kesiswaan';
import type { TableResult } from '@madrasah/contract/table';
import type { Db } from '../../db/client.js';
import { ekstrakurikuler, ekstrakurikulerSiswa as es, gtk, rombel, tahunAjaran } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { ownSiswaId } from '../../platform/scope.js';
import { planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { riwayatFilter } from '../../platform/riwayat.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';

const ENTITY = 'ekstrakurikuler_siswa';

const SPEC = tableSpec(KEGIATAN.ekstrakurikulerTable, {
  searchable: [ekstrakurikuler.nama, gtk.nama_lengkap],
  sortable: { id: es.id },
  tiebreak: es.id,
});

/** The activity and its coach: what the list searches, so the count joins them only for a search. */
const withActivity = <Q extends PgSelect>(query: Q) =>
  query.innerJoin(ekstrakurikuler, eq(ekstrakurikuler.id, es.ekstrakurikuler_id)).leftJoin(gtk, eq(gtk.id, ekstrakurikuler.pembina_gtk_id));

function selectRows(db: Db) {
  const query = db
    .select({
      id: es.id,
      gelar_depan: gtk.gelar_depan,
      nama_lengkap: gtk.nama_lengkap,
      gelar_belakang: gtk.gelar_belakang,
      rombel_nama: rombel.nama,
      ekstrakurikuler_nama: ekstrakurikuler.nama,
      nilai_semester_ganjil: es.nilai_semester_ganjil,
      nilai_semester_genap: es.nilai_semester_genap,
      thn_awal: tahunAjaran.thn_awal,
      thn_akhir: tahunAjaran.thn_akhir,
      // The list's total rides along (a student has few records), so a page is one statement.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(es)
    .$dynamic();
  return withActivity(query).innerJoin(tahunAjaran, eq(tahunAjaran.id, es.tahun_ajaran_id)).leftJoin(rombel, eq(rombel.id, es.rombel_id));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

function present({ gelar_depan, nama_lengkap, gelar_belakang, thn_awal, thn_akhir, total: _total, ...row }: Selected): EkstrakurikulerRow {
  return {
    ...row,
    nama_lengkap: nama_lengkap === null ? null : namaGelar({ gelar_depan, nama_lengkap, gelar_belakang }),
    tahun_ajaran: `${thn_awal}/${thn_akhir}`,
  };
}

/** The extracurricular records of the caller's student (a guardian's ward), searched, filtered, sorted and paged in SQL. */
export async function listEkstrakurikuler(
  app: ServiceContext,
  auth: AuthContext,
  request: TableRequest & { filtering?: RiwayatFilter },
): Promise<TableResult<EkstrakurikulerRow>> {
  const siswaId = ownSiswaId(auth);
  const plan = planTable(SPEC, request, [eq(es.siswa_id, siswaId), ...riwayatFilter(es, request.filtering)]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      selectRows(app.db)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where: SQL | undefined) => {
      const counted = app.db.select({ n: count() }).from(es).$dynamic();
      return (await (request.search.trim() ? withActivity(counted) : counted).where(where))[0]?.n ?? 0;
    },
    totalOf: (row) => row.total,
  });
  return { ...result, list: result.list.map(present) };
}

const own = (siswaId: number, id: number) => and(eq(es.id, id), eq(es.siswa_id, siswaId));

/**
 * Sets both scores of a record of the caller's student; another student's record answers 404,
 * as a missing one does.
 */
export async function updateNilai(app: ServiceContext, auth: AuthContext, id: number, body: z.output<typeof ekstrakurikulerNilaiSchema>, ip: string) {
  const siswaId = ownSiswaId(auth);
  await audited(app.db, { userId: auth.userId, action: 'update', entity: ENTITY, entityId: id, detail: body, ip }, async (tx) => {
    const [updated] = await tx
      .update(es)
      .set({ ...body, updated_at: app.now() })
      .where(own(siswaId, id))
      .returning({ id: es.id });
    if (!updated) throw notFound();
  });
  const [row] = await selectRows(app.db).where(own(siswaId, id));
  return present(row!);
}

/** Deletes a record of the caller's student; another student's record answers 404. */
export async function deleteEkstrakurikuler(app: ServiceContext, auth: AuthContext, id: number, ip: string) {
  const siswaId = ownSiswaId(auth);
  await audited(app.db, { userId: auth.userId, action: 'delete', entity: ENTITY, entityId: id, ip }, async (tx) => {
    const [deleted] = await tx.delete(es).where(own(siswaId, id)).returning({ id: es.id });
    if (!deleted) throw notFound();
  });
}
