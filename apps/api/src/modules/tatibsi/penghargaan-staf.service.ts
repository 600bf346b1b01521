import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { STAF_PENGHARGAAN } from '@madrasah/contract/endpoints/staf-kesiswaan';
import { MSG } from '@madrasah/contract/messages';
import type { CatatPenghargaanValues, PenghargaanCatat, PenghargaanCatatRow, StafCatatFilter } from '@madrasah/contract/schemas/staf-kesiswaan';
import type { TableResult } from '@madrasah/contract/table';
import type { Db, Tx } from '../../db/client.js';
import { penghargaan, penghargaanSiswa, rombel, siswa } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { conflict, fieldError, notFound } from '../../platform/errors.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { withStoredFile } from '../../platform/files/stored-write.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { activeYear, assertReachesSiswa, assertTanggal, catatFilter, isoOrNull, pembatal, pencatat, placements, storeBukti } from './catat.js';

type Body = CatatPenghargaanValues;

const spec = tableSpec(STAF_PENGHARGAAN.table, {
  searchable: [siswa.nama, siswa.nisn],
  sortable: { tgl: penghargaanSiswa.tgl, nama: siswa.nama, bintang: penghargaan.bintang, id: penghargaanSiswa.id },
  defaultSort: { field: 'tgl', sort: 'DESC' as const },
  tiebreak: penghargaanSiswa.id,
});

const columns = {
  id: penghargaanSiswa.id,
  siswa_id: penghargaanSiswa.siswa_id,
  nama: siswa.nama,
  nisn: siswa.nisn,
  rombel_nama: rombel.nama,
  tgl: penghargaanSiswa.tgl,
  penghargaan_id: penghargaanSiswa.penghargaan_id,
  kode: penghargaan.kode,
  kriteria: penghargaan.kriteria,
  bintang: penghargaan.bintang,
  keterangan: penghargaanSiswa.keterangan,
  file: penghargaanSiswa.file,
  dicatat_oleh: pencatat.name,
  dibatalkan_at: penghargaanSiswa.dibatalkan_at,
  dibatalkan_oleh: pembatal.name,
  alasan_batal: penghargaanSiswa.alasan_batal,
};

/** The records with their student, class group, item and staff names, as the answer shows them. */
function recordQuery(db: Db | Tx) {
  return db
    .select(columns)
    .from(penghargaanSiswa)
    .innerJoin(siswa, eq(siswa.id, penghargaanSiswa.siswa_id))
    .innerJoin(penghargaan, eq(penghargaan.id, penghargaanSiswa.penghargaan_id))
    .leftJoin(rombel, eq(rombel.id, penghargaanSiswa.rombel_id))
    .leftJoin(pencatat, eq(pencatat.id, penghargaanSiswa.dicatat_oleh))
    .leftJoin(pembatal, eq(pembatal.id, penghargaanSiswa.dibatalkan_oleh))
    .$dynamic();
}

type Raw = Awaited<ReturnType<ReturnType<typeof recordQuery>['execute']>>[number];
const answer = (app: ServiceContext, r: Raw): PenghargaanCatat => ({
  ...r,
  file: r.file ? app.files.signer.sign(r.file) : null,
  main_path: FILES_PREFIX,
  status: r.dibatalkan_at ? 'Dibatalkan' : 'Aktif',
  dibatalkan_at: isoOrNull(r.dibatalkan_at),
});

/** The active year's recorded awards, cut to the caller's class groups. */
export async function listPenghargaanStaf(
  app: ServiceContext,
  reach: Reach,
  request: TableRequest & { filtering: StafCatatFilter },
): Promise<TableResult<PenghargaanCatatRow>> {
  const { period } = await app.schoolContext();
  if (!period) return { list: [], info: { total: 0, current: request.pagination?.current ?? 1, pageSize: request.pagination?.pageSize ?? 10 } };
  const plan = planTable(spec, request, catatFilter(penghargaanSiswa, period.tahunAjaran.id, reach, request.filtering));
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      recordQuery(app.db)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) =>
      (
        await app.db
          .select({ n: count() })
          .from(penghargaanSiswa)
          .innerJoin(siswa, eq(siswa.id, penghargaanSiswa.siswa_id))
          .innerJoin(penghargaan, eq(penghargaan.id, penghargaanSiswa.penghargaan_id))
          .where(where)
      )[0]?.n ?? 0,
  });
  return {
    ...result,
    list: numbered(
      result.list.map((r) => answer(app, r)),
      plan.offset,
    ),
  };
}

/** The active year's award criteria the form offers. */
export async function kriteriaPenghargaan(app: ServiceContext) {
  const { period } = await app.schoolContext();
  if (!period) return [];
  return app.db
    .select({ id: penghargaan.id, kode: penghargaan.kode, kriteria: penghargaan.kriteria, bintang: penghargaan.bintang, penghargaan: penghargaan.penghargaan })
    .from(penghargaan)
    .where(eq(penghargaan.tahun_ajaran_id, period.tahunAjaran.id))
    .orderBy(asc(penghargaan.kode), asc(penghargaan.id));
}

/**
 * Records one award for each named student (their class group of the active year), with one
 * proof photo for all, in one transaction: a student out of the year, a criterion of another year or a bad
 * date writes nothing, and the stored photo goes with the refusal.
 */
export async function catatPenghargaan(app: ServiceContext, auth: AuthContext, body: Body, ip: string): Promise<PenghargaanCatat[]> {
  const { tahunAjaran, today } = await activeYear(app);
  assertTanggal(body.tanggal, tahunAjaran, today);
  const foto = await storeBukti(app, body.foto);
  const rows = await withStoredFile(app, foto, () =>
    audited(
      app.db,
      (created: (typeof penghargaanSiswa.$inferSelect)[]) =>
        created.map((after) => ({
          userId: auth.userId,
          action: 'create' as const,
          entity: 'penghargaan_siswa',
          entityId: after.id,
          ip,
          detail: { before: null, after },
        })),
      async (tx) => {
        const [kriteria] = await tx
          .select({ id: penghargaan.id })
          .from(penghargaan)
          .where(and(eq(penghargaan.id, body.penghargaan_id), eq(penghargaan.tahun_ajaran_id, tahunAjaran.id)));
        if (!kriteria) throw fieldError('penghargaan_id', MSG.catatKriteriaTidakAda);
        const placed = await placements(tx, body.siswa_ids, tahunAjaran.id);
        return tx
          .insert(penghargaanSiswa)
          .values(
            body.siswa_ids.map((siswaId) => ({
              siswa_id: siswaId,
              rombel_id: placed.get(siswaId)!,
              tahun_ajaran_id: tahunAjaran.id,
              tgl: body.tanggal,
              keterangan: body.keterangan ?? null,
              penghargaan_id: kriteria.id,
              file: foto ?? null,
              dicatat_oleh: auth.userId,
            })),
          )
          .returning();
      },
    ),
  );
  const saved = await recordQuery(app.db)
    .where(
      inArray(
        penghargaanSiswa.id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(siswa.nama), asc(penghargaanSiswa.id));
  return saved.map((r) => answer(app, r));
}

/**
 * Cancels a recorded award with a reason: the row stays, marked with who cancelled it, when
 * and why, and no longer counts in the portal's stars and history. A second cancel is refused.
 */
export async function batalPenghargaan(
  app: ServiceContext,
  auth: AuthContext,
  reach: Reach,
  id: number,
  alasan: string,
  ip: string,
): Promise<PenghargaanCatat> {
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'update', entity: 'penghargaan_siswa', entityId: id, ip, detail: change }),
    async (tx) => {
      const [before] = await tx.select().from(penghargaanSiswa).where(eq(penghargaanSiswa.id, id)).for('update');
      if (!before) throw notFound();
      await assertReachesSiswa(tx, reach, before.siswa_id);
      if (before.dibatalkan_at) throw conflict(MSG.catatSudahBatal);
      const [after] = await tx
        .update(penghargaanSiswa)
        .set({ dibatalkan_at: new Date(app.now()), dibatalkan_oleh: auth.userId, alasan_batal: alasan })
        .where(eq(penghargaanSiswa.id, id))
        .returning();
      return { before, after };
    },
  );
  const [row] = await recordQuery(app.db).where(eq(penghargaanSiswa.id, id));
  return answer(app, row!);
}
