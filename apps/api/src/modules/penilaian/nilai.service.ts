import { and, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { MSG } from '@madrasah/contract/messages';
import { PENILAIAN } from '@madrasah/contract/endpoints/penilaian';
import type { NilaiFilter, NilaiHeader, NilaiRow } from '@madrasah/contract/schemas/penilaian';
import type { TableResult } from '@madrasah/contract/table';
import { gtk, mapel, nilaiRapor, nilaiSumatif, pembelajaran, penilaianSumatif, rombel, rombelSiswa, semester } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import { tableResult } from '../../platform/pagination.js';
import { ownSiswaId } from '../../platform/scope.js';
import { planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';

const SPEC = tableSpec(PENILAIAN.table, {
  searchable: [mapel.nama, mapel.singkatan],
  sortable: {
    mapel_id: mapel.id,
    mapel_nama: mapel.nama,
    pas_nilai: nilaiRapor.pas_nilai,
    rapor_nilai: nilaiRapor.rapor_nilai,
    id: pembelajaran.id,
  },
  defaultSort: { field: 'mapel_id', sort: 'ASC' },
  tiebreak: pembelajaran.id,
});

// A left-joined object is null when its first column is: the name, which a teacher always has, comes first.
const TEACHER = { nama_lengkap: gtk.nama_lengkap, gelar_depan: gtk.gelar_depan, gelar_belakang: gtk.gelar_belakang };

/** A semester of the given school year that is not deleted: a semester of another year matches nothing. */
const semesterOfYear = (semesterId: AnyPgColumn | number, tahunAjaranId: AnyPgColumn | number) =>
  and(eq(semester.id, semesterId), eq(semester.tahun_ajaran_id, tahunAjaranId), eq(semester.is_deleted, false));

/**
 * The subjects of the student's class group of the year in one of its semesters: the student's
 * membership (rombel_siswa) decides the class group, so no other class group's subjects show.
 */
const subjectsOf = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(rombelSiswa, eq(rombelSiswa.rombel_id, pembelajaran.rombel_id))
    .innerJoin(semester, semesterOfYear(pembelajaran.semester_id, rombelSiswa.tahun_ajaran_id))
    .innerJoin(mapel, eq(mapel.id, pembelajaran.mapel_id));

/** The mean of the student's summative grades of one subject, to 2 decimals; null without any. */
const sumatifMean = (siswaId: number) =>
  sql<number | null>`(SELECT round(avg(${nilaiSumatif.nilai}), 2) FROM ${nilaiSumatif}
    INNER JOIN ${penilaianSumatif} ON ${penilaianSumatif.id} = ${nilaiSumatif.penilaian_sumatif_id}
    WHERE ${penilaianSumatif.pembelajaran_id} = ${pembelajaran.id} AND ${nilaiSumatif.siswa_id} = ${siswaId})`.mapWith(Number);

/** The period asked for, or the active one; null when none is asked for and none is active. */
async function periodOf(app: ServiceContext, filter: NilaiFilter) {
  if (filter.tahun_ajaran_id !== undefined && filter.semester_id !== undefined)
    return { tahunAjaranId: filter.tahun_ajaran_id, semesterId: filter.semester_id };
  const { period } = await app.schoolContext();
  return period && { tahunAjaranId: period.tahunAjaran.id, semesterId: period.semester.id };
}

/**
 * The grades of the caller's student (a guardian's ward) per subject of a semester (the active
 * one by default): teacher, summative mean, PAS/PAT, report grade and competence. One statement
 * a page: the total rides along as a window count; only an empty page is counted apart.
 */
export async function listNilai(app: ServiceContext, auth: AuthContext, request: TableRequest & { filtering: NilaiFilter }): Promise<TableResult<NilaiRow>> {
  const siswaId = ownSiswaId(auth);
  const period = await periodOf(app, request.filtering);
  if (!period) return tableResult([], 0, request.pagination);
  const plan = planTable(SPEC, request, [
    eq(rombelSiswa.siswa_id, siswaId),
    eq(rombelSiswa.tahun_ajaran_id, period.tahunAjaranId),
    eq(pembelajaran.semester_id, period.semesterId),
  ]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      subjectsOf(
        app.db
          .select({
            id: pembelajaran.id,
            mapel_singkatan: mapel.singkatan,
            mapel_nama: mapel.nama,
            guru: TEACHER,
            sumatif_nilai: sumatifMean(siswaId),
            pas_nilai: nilaiRapor.pas_nilai,
            rapor_nilai: nilaiRapor.rapor_nilai,
            capaian_kompetensi: nilaiRapor.capaian_kompetensi,
            tahun_ajaran_id: rombelSiswa.tahun_ajaran_id,
            semester_id: pembelajaran.semester_id,
            rombel_id: pembelajaran.rombel_id,
            mapel_id: pembelajaran.mapel_id,
            total: sql<number>`count(*) over ()`.mapWith(Number),
          })
          .from(pembelajaran)
          .$dynamic(),
      )
        .leftJoin(gtk, eq(gtk.id, pembelajaran.gtk_id))
        .leftJoin(nilaiRapor, and(eq(nilaiRapor.pembelajaran_id, pembelajaran.id), eq(nilaiRapor.siswa_id, siswaId)))
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await subjectsOf(app.db.select({ n: count() }).from(pembelajaran).$dynamic()).where(where))[0]?.n ?? 0,
    totalOf: (row) => row.total,
  });
  return { ...result, list: result.list.map(({ guru, total: _total, ...row }) => ({ ...row, mapel_gtk: guru && namaGelar(guru) })) };
}

/**
 * The head of the grades: the student's class group of the year, its homeroom teacher and
 * curriculum. No class group that year, or a semester not of that year, answers 404.
 */
export async function nilaiHeader(app: ServiceContext, auth: AuthContext, tahunAjaranId: number, semesterId: number): Promise<NilaiHeader> {
  const siswaId = ownSiswaId(auth);
  const [row] = await app.db
    .select({
      rombel_nama: rombel.nama,
      kurikulum_nama: rombel.kurikulum_nama,
      wali: TEACHER,
    })
    .from(rombelSiswa)
    .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .innerJoin(semester, semesterOfYear(semesterId, rombelSiswa.tahun_ajaran_id))
    .leftJoin(gtk, eq(gtk.id, rombel.wali_gtk_id))
    .where(and(eq(rombelSiswa.siswa_id, siswaId), eq(rombelSiswa.tahun_ajaran_id, tahunAjaranId)));
  if (!row) throw notFound(MSG.nilaiNoRombel);
  return { rombel_nama: row.rombel_nama, kurikulum_nama: row.kurikulum_nama, wali_rombel: row.wali && namaGelar(row.wali) };
}
