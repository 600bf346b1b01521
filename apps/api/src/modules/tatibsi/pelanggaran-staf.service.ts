import { asc, count, eq, inArray } from 'drizzle-orm';
import { STAF_PELANGGARAN } from '@madrasah/contract/endpoints/staf-kesiswaan';
import { MSG } from '@madrasah/contract/messages';
import type { CatatPelanggaranValues, PelanggaranCatat, PelanggaranCatatRow, StafCatatFilter } from '@madrasah/contract/schemas/staf-kesiswaan';
import type { TableResult } from '@madrasah/contract/table';
import type { Db, Tx } from '../../db/client.js';
import { pelanggaran, pelanggaranSiswa, rombel, siswa } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { fieldError } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';
import { tableSpec, type TableRequest } from '../../platform/table-query.js';
import { batalRecord, catatAnswer, catatRecords, listCatat, pembatal, pencatat } from './catat.js';

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

/** The active year's recorded violations, cut to the caller's class groups. */
export async function listPelanggaranStaf(
  app: ServiceContext,
  reach: Reach,
  request: TableRequest & { filtering: StafCatatFilter },
): Promise<TableResult<PelanggaranCatatRow>> {
  return listCatat(app, reach, request, {
    spec,
    table: pelanggaranSiswa,
    rows: recordQuery,
    count: (db) =>
      db
        .select({ n: count() })
        .from(pelanggaranSiswa)
        .innerJoin(siswa, eq(siswa.id, pelanggaranSiswa.siswa_id))
        .innerJoin(pelanggaran, eq(pelanggaran.id, pelanggaranSiswa.pelanggaran_id)),
  });
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
  const ids = await catatRecords(app, auth, body, ip, {
    entity: 'pelanggaran_siswa',
    item: async (tx) => {
      const [butir] = await tx.select({ id: pelanggaran.id }).from(pelanggaran).where(eq(pelanggaran.id, body.tata_tertib_id));
      if (!butir) throw fieldError('tata_tertib_id', MSG.catatButirTidakAda);
      return { pelanggaran_id: butir.id };
    },
    insert: (tx, values) => tx.insert(pelanggaranSiswa).values(values).returning({ id: pelanggaranSiswa.id }),
  });
  const saved = await recordQuery(app.db).where(inArray(pelanggaranSiswa.id, ids)).orderBy(asc(siswa.nama), asc(pelanggaranSiswa.id));
  return saved.map((r) => catatAnswer(app, r));
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
  await batalRecord(
    app,
    auth,
    reach,
    { id, alasan, ip },
    {
      entity: 'pelanggaran_siswa',
      lock: async (tx, recordId) => (await tx.select().from(pelanggaranSiswa).where(eq(pelanggaranSiswa.id, recordId)).for('update'))[0],
      set: async (tx, recordId, values) => (await tx.update(pelanggaranSiswa).set(values).where(eq(pelanggaranSiswa.id, recordId)).returning())[0]!,
    },
  );
  const [row] = await recordQuery(app.db).where(eq(pelanggaranSiswa.id, id));
  return catatAnswer(app, row!);
}
