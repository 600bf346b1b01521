import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { STAF_PENGHARGAAN } from '@madrasah/contract/endpoints/staf-kesiswaan';
import { MSG } from '@madrasah/contract/messages';
import type { CatatPenghargaanValues, PenghargaanCatat, PenghargaanCatatRow, StafCatatFilter } from '@madrasah/contract/schemas/staf-kesiswaan';
import type { TableResult } from '@madrasah/contract/table';
import type { Db, Tx } from '../../db/client.js';
import { penghargaan, penghargaanSiswa, rombel, siswa } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { fieldError } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';
import { tableSpec, type TableRequest } from '../../platform/table-query.js';
import { batalRecord, catatAnswer, catatRecords, listCatat, pembatal, pencatat } from './catat.js';

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

/** The active year's recorded awards, cut to the caller's class groups. */
export async function listPenghargaanStaf(
  app: ServiceContext,
  reach: Reach,
  request: TableRequest & { filtering: StafCatatFilter },
): Promise<TableResult<PenghargaanCatatRow>> {
  return listCatat(app, reach, request, {
    spec,
    table: penghargaanSiswa,
    rows: recordQuery,
    count: (db) =>
      db
        .select({ n: count() })
        .from(penghargaanSiswa)
        .innerJoin(siswa, eq(siswa.id, penghargaanSiswa.siswa_id))
        .innerJoin(penghargaan, eq(penghargaan.id, penghargaanSiswa.penghargaan_id)),
  });
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
  const ids = await catatRecords(app, auth, body, ip, {
    entity: 'penghargaan_siswa',
    item: async (tx, tahunAjaranId) => {
      const [kriteria] = await tx
        .select({ id: penghargaan.id })
        .from(penghargaan)
        .where(and(eq(penghargaan.id, body.penghargaan_id), eq(penghargaan.tahun_ajaran_id, tahunAjaranId)));
      if (!kriteria) throw fieldError('penghargaan_id', MSG.catatKriteriaTidakAda);
      return { penghargaan_id: kriteria.id };
    },
    insert: (tx, values) => tx.insert(penghargaanSiswa).values(values).returning({ id: penghargaanSiswa.id }),
  });
  const saved = await recordQuery(app.db).where(inArray(penghargaanSiswa.id, ids)).orderBy(asc(siswa.nama), asc(penghargaanSiswa.id));
  return saved.map((r) => catatAnswer(app, r));
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
  await batalRecord(
    app,
    auth,
    reach,
    { id, alasan, ip },
    {
      entity: 'penghargaan_siswa',
      lock: async (tx, recordId) => (await tx.select().from(penghargaanSiswa).where(eq(penghargaanSiswa.id, recordId)).for('update'))[0],
      set: async (tx, recordId, values) => (await tx.update(penghargaanSiswa).set(values).where(eq(penghargaanSiswa.id, recordId)).returning())[0]!,
    },
  );
  const [row] = await recordQuery(app.db).where(eq(penghargaanSiswa.id, id));
  return catatAnswer(app, row!);
}
