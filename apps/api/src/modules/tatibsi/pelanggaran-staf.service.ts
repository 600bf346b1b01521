import { asc, count, eq, inArray } from 'drizzle-orm';
import { STAF_PELANGGARAN } from '@madrasah/contract/endpoints/staf-kesiswaan';
import { MSG } from '@madrasah/contract/messages';
import type { CatatPelanggaranValues, PelanggaranCatat, PelanggaranCatatRow, StafCatatFilter } from '@madrasah/contract/schemas/staf-kesiswaan';
import type { TableResult } from '@madrasah/contract/table';
import type { Db, Tx } from '../../db/client.js';
import { pelanggaran, pelanggaranSiswa, rombel, siswa } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { conflict, fieldError, notFound } from '../../platform/errors.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import { withStoredFile } from '../../platform/files/stored-write.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { activeYear, assertReachesSiswa, assertTanggal, catatFilter, isoOrNull, pembatal, pencatat, placements, storeBukti } from './catat.js';

type Body = CatatPelanggaranValues;

const spec = tableSpec(STAF_PELANGGARAN.table, {
  searchable: [siswa.nama, siswa.nisn],
  sortable: { tgl: pelanggaranSiswa.tgl, nama: siswa.nama, poin: pelanggaran.poin, id: pelanggaranSiswa.id },
  defaultSort: { field: 'tgl', sort: 'DESC' as const },
  tiebreak: pelanggaranSiswa.id,
});

const columns = {
  id: pelanggaranSiswa.id,
  siswa_id: pelanggaranSiswa.siswa_id,
  nama: siswa.nama,
  nisn: siswa.nisn,
  rombel_nama: rombel.nama,
  tgl: pelanggaranSiswa.tgl,
  tata_tertib_id: pelanggaranSiswa.pelanggaran_id,
  kode: pelanggaran.kode,
  pelanggaran: pelanggaran.pelanggaran,
  poin: pelanggaran.poin,
  keterangan: pelanggaranSiswa.keterangan,
  file: pelanggaranSiswa.file,
  dicatat_oleh: pencatat.name,
  dibatalkan_at: pelanggaranSiswa.dibatalkan_at,
  dibatalkan_oleh: pembatal.name,
  alasan_batal: pelanggaranSiswa.alasan_batal,
};

/** The records with their student, class group, item and staff names, as the answer shows them. */
function recordQuery(db: Db | Tx) {
  return db
    .select(columns)
    .from(pelanggaranSiswa)
    .innerJoin(siswa, eq(siswa.id, pelanggaranSiswa.siswa_id))
    .innerJoin(pelanggaran, eq(pelanggaran.id, pelanggaranSiswa.pelanggaran_id))
    .leftJoin(rombel, eq(rombel.id, pelanggaranSiswa.rombel_id))
    .leftJoin(pencatat, eq(pencatat.id, pelanggaranSiswa.dicatat_oleh))
    .leftJoin(pembatal, eq(pembatal.id, pelanggaranSiswa.dibatalkan_oleh))
    .$dynamic();
}

type Raw = Awaited<ReturnType<ReturnType<typeof recordQuery>['execute']>>[number];
const answer = (app: ServiceContext, r: Raw): PelanggaranCatat => ({
  ...r,
  file: r.file ? app.files.signer.sign(r.file) : null,
  main_path: FILES_PREFIX,
  status: r.dibatalkan_at ? 'Dibatalkan' : 'Aktif',
  dibatalkan_at: isoOrNull(r.dibatalkan_at),
});

/** The active year's recorded violations, cut to the caller's class groups. */
export async function listPelanggaranStaf(
  app: ServiceContext,
  reach: Reach,
  request: TableRequest & { filtering: StafCatatFilter },
): Promise<TableResult<PelanggaranCatatRow>> {
  const { period } = await app.schoolContext();
  if (!period) return { list: [], info: { total: 0, current: request.pagination?.current ?? 1, pageSize: request.pagination?.pageSize ?? 10 } };
  const plan = planTable(spec, request, catatFilter(pelanggaranSiswa, period.tahunAjaran.id, reach, request.filtering));
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
          .from(pelanggaranSiswa)
          .innerJoin(siswa, eq(siswa.id, pelanggaranSiswa.siswa_id))
          .innerJoin(pelanggaran, eq(pelanggaran.id, pelanggaranSiswa.pelanggaran_id))
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

/** The items of the rules the form offers. */
export function butirPelanggaran({ db }: ServiceContext) {
  return db
    .select({ id: pelanggaran.id, kode: pelanggaran.kode, aspek: pelanggaran.aspek, pelanggaran: pelanggaran.pelanggaran, poin: pelanggaran.poin })
    .from(pelanggaran)
    .orderBy(asc(pelanggaran.kode), asc(pelanggaran.id));
}

/**
 * Records one violation for each named student (their class group of the active year), with one
 * proof photo for all, in one transaction: a student out of the year, an unknown item or a bad
 * date writes nothing, and the stored photo goes with the refusal.
 */
export async function catatPelanggaran(app: ServiceContext, auth: AuthContext, body: Body, ip: string): Promise<PelanggaranCatat[]> {
  const { tahunAjaran, today } = await activeYear(app);
  assertTanggal(body.tanggal, tahunAjaran, today);
  const foto = await storeBukti(app, body.foto);
  const rows = await withStoredFile(app, foto, () =>
    audited(
      app.db,
      (created: (typeof pelanggaranSiswa.$inferSelect)[]) =>
        created.map((after) => ({
          userId: auth.userId,
          action: 'create' as const,
          entity: 'pelanggaran_siswa',
          entityId: after.id,
          ip,
          detail: { before: null, after },
        })),
      async (tx) => {
        const [butir] = await tx.select({ id: pelanggaran.id }).from(pelanggaran).where(eq(pelanggaran.id, body.tata_tertib_id));
        if (!butir) throw fieldError('tata_tertib_id', MSG.catatButirTidakAda);
        const placed = await placements(tx, body.siswa_ids, tahunAjaran.id);
        return tx
          .insert(pelanggaranSiswa)
          .values(
            body.siswa_ids.map((siswaId) => ({
              siswa_id: siswaId,
              rombel_id: placed.get(siswaId)!,
              tahun_ajaran_id: tahunAjaran.id,
              tgl: body.tanggal,
              keterangan: body.keterangan ?? null,
              pelanggaran_id: butir.id,
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
        pelanggaranSiswa.id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(siswa.nama), asc(pelanggaranSiswa.id));
  return saved.map((r) => answer(app, r));
}

/**
 * Cancels a recorded violation with a reason: the row stays, marked with who cancelled it, when
 * and why, and no longer counts in the portal's points and history. A second cancel is refused.
 */
export async function batalPelanggaran(
  app: ServiceContext,
  auth: AuthContext,
  reach: Reach,
  id: number,
  alasan: string,
  ip: string,
): Promise<PelanggaranCatat> {
  await audited(
    app.db,
    (change: { before: unknown; after: unknown }) => ({ userId: auth.userId, action: 'update', entity: 'pelanggaran_siswa', entityId: id, ip, detail: change }),
    async (tx) => {
      const [before] = await tx.select().from(pelanggaranSiswa).where(eq(pelanggaranSiswa.id, id)).for('update');
      if (!before) throw notFound();
      await assertReachesSiswa(tx, reach, before.siswa_id);
      if (before.dibatalkan_at) throw conflict(MSG.catatSudahBatal);
      const [after] = await tx
        .update(pelanggaranSiswa)
        .set({ dibatalkan_at: new Date(app.now()), dibatalkan_oleh: auth.userId, alasan_batal: alasan })
        .where(eq(pelanggaranSiswa.id, id))
        .returning();
      return { before, after };
    },
  );
  const [row] = await recordQuery(app.db).where(eq(pelanggaranSiswa.id, id));
  return answer(app, row!);
}
