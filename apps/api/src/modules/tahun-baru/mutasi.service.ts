import { and, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { STAF_TAHUN_BARU } from '@madrasah/contract/endpoints/staf-tahun-baru';
import { MSG } from '@madrasah/contract/messages';
import { CARI_SISWA_MAX, type MutasiRow, type mutasiKeluarBodySchema, type mutasiMasukBodySchema } from '@madrasah/contract/schemas/staf-tahun-baru';
import type { TableResult } from '@madrasah/contract/table';
import type { Tx } from '../../db/client.js';
import { mutasiSiswa, rombel, rombelSiswa, siswa, siswaAktivitasBelajar, tahunAjaran, users, waliSiswa } from '../../db/schema/index.js';
import { audited, type Activity } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { conflict, fieldError, isUniqueViolation } from '../../platform/errors.js';
import { containsPattern } from '../../platform/pagination.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { switchOffAccounts } from '../../platform/akun-nonaktif.js';
import { tahunBerjalan } from '../../platform/tahun-berjalan.js';

/**
 * The accounts a student leaving switches off: their own, and each active guardian account with
 * no other active child (its link stays, as the record of whose guardian it was). A guardian who
 * still has an active child keeps signing in for that one: only the leaving child's link goes,
 * so nothing of that child is reached any more (decision 0054).
 */
async function leavingAccounts(tx: Tx, siswaId: number) {
  const own = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siswa_id, siswaId), eq(users.is_active, true)));
  const guardians = await tx
    .select({
      id: users.id,
      others: sql<number>`(SELECT count(*) FROM ${waliSiswa} o JOIN ${siswa} s ON s.id = o.siswa_id
        WHERE o.user_id = ${users.id} AND o.siswa_id <> ${siswaId} AND s.status_siswa = 'Aktif')`.mapWith(Number),
    })
    .from(waliSiswa)
    .innerJoin(users, eq(users.id, waliSiswa.user_id))
    .where(and(eq(waliSiswa.siswa_id, siswaId), eq(users.is_active, true)));
  const unlinked = guardians.filter((g) => g.others > 0).map((g) => g.id);
  if (unlinked.length > 0) await tx.delete(waliSiswa).where(and(eq(waliSiswa.siswa_id, siswaId), inArray(waliSiswa.user_id, unlinked)));
  return { accounts: [...own, ...guardians.filter((g) => g.others === 0).map((g) => ({ id: g.id }))], unlinked };
}

/**
 * A student leaves the school (mutasi keluar): status 'Keluar', the date and reason on the
 * transfer and on the record's Keterangan Keluar, their places in years not yet begun removed
 * (the active and earlier years keep theirs), and their own account and their guardians' with no
 * other active child switched off as the accounts screen does it (see leavingAccounts).
 */
export async function mutasiKeluar(ctx: ServiceContext, auth: AuthContext, body: z.output<typeof mutasiKeluarBodySchema>, ip: string) {
  const { id } = await audited(
    ctx.db,
    (r: { log: Activity[] }) => r.log,
    async (tx) => {
      const [student] = await tx.select().from(siswa).where(eq(siswa.id, body.siswa_id)).for('update');
      if (!student) throw fieldError('siswa_id', MSG.optionInvalid);
      if (student.status_siswa !== 'Aktif') throw conflict(MSG.mutasiBukanAktif, 'siswa_id');
      await tx.update(siswa).set({ status_siswa: 'Keluar', updated_at: ctx.now() }).where(eq(siswa.id, student.id));
      const keluar = { alasan_keluar: body.alasan, tgl_keluar: body.tanggal, updated_at: ctx.now() };
      await tx
        .insert(siswaAktivitasBelajar)
        .values({ siswa_id: student.id, ...keluar })
        .onConflictDoUpdate({ target: siswaAktivitasBelajar.siswa_id, set: keluar });
      await tx
        .delete(rombelSiswa)
        .where(
          and(
            eq(rombelSiswa.siswa_id, student.id),
            sql`${rombelSiswa.tahun_ajaran_id} IN (SELECT t.id FROM tahun_ajaran t WHERE t.thn_awal > (SELECT a.thn_awal FROM tahun_ajaran a WHERE a.is_active))`,
          ),
        );
      const [row] = await tx
        .insert(mutasiSiswa)
        .values({ siswa_id: student.id, jenis: 'keluar', tanggal: body.tanggal, alasan: body.alasan, sekolah_lain: body.sekolah_lain ?? null })
        .returning();
      const { accounts, unlinked } = await leavingAccounts(tx, student.id);
      await switchOffAccounts(
        tx,
        accounts.map((a) => a.id),
        MSG.akunMutasiKeluar,
      );
      const log: Activity[] = [
        { userId: auth.userId, action: 'create', entity: 'mutasi_siswa', entityId: row!.id, ip, detail: { before: null, after: row } },
        {
          userId: auth.userId,
          action: 'status',
          entity: 'siswa',
          entityId: student.id,
          ip,
          detail: { before: { status_siswa: 'Aktif' }, after: { status_siswa: 'Keluar' } },
        },
        ...unlinked.map((userId) => ({
          userId: auth.userId,
          action: 'delete' as const,
          entity: 'wali_siswa',
          entityId: userId,
          ip,
          detail: { before: { user_id: userId, siswa_id: student.id }, after: null },
        })),
        ...accounts.map((a) => ({
          userId: auth.userId,
          action: 'status' as const,
          entity: 'users',
          entityId: a.id,
          ip,
          detail: { before: { is_active: true }, after: { is_active: false, alasan_nonaktif: MSG.akunMutasiKeluar } },
        })),
      ];
      return { log, id: row!.id };
    },
  );
  return id;
}

/**
 * A student joins from another school (mutasi masuk): a student record with the identity the
 * school has on the day (name, NISN, sex), placed in a class group of the active or a later
 * year, registered as 'Pindahan' with the school they came from. The rest of their data comes
 * later (the student's own Data Diri, or an import matched by NISN).
 */
export async function mutasiMasuk(ctx: ServiceContext, auth: AuthContext, body: z.output<typeof mutasiMasukBodySchema>, ip: string) {
  const { id } = await audited(
    ctx.db,
    (r: { log: Activity[] }) => r.log,
    async (tx) => {
      const [group] = await tx
        .select({ id: rombel.id, tahunId: rombel.tahun_ajaran_id })
        .from(rombel)
        .where(and(eq(rombel.id, body.rombel_id), tahunBerjalan(rombel.tahun_ajaran_id)));
      if (!group) throw fieldError('rombel_id', MSG.optionInvalid);
      const [taken] = await tx.select({ id: siswa.id }).from(siswa).where(eq(siswa.nisn, body.nisn));
      if (taken) throw conflict(MSG.nisnTaken, 'nisn');
      const [student] = await tx
        .insert(siswa)
        .values({ nama: body.nama, nisn: body.nisn, jenis_kelamin: body.jenis_kelamin })
        .returning()
        .catch((err: unknown) => {
          throw isUniqueViolation(err, 'siswa_nisn_uq') ? conflict(MSG.nisnTaken, 'nisn') : err;
        });
      await tx.insert(rombelSiswa).values({ siswa_id: student!.id, rombel_id: group.id, tahun_ajaran_id: group.tahunId });
      await tx
        .insert(siswaAktivitasBelajar)
        .values({ siswa_id: student!.id, jenis_pendaftaran: 'Pindahan', tgl_masuk: body.tanggal, sekolah_asal: body.sekolah_lain });
      const [row] = await tx
        .insert(mutasiSiswa)
        .values({ siswa_id: student!.id, jenis: 'masuk', tanggal: body.tanggal, alasan: body.alasan, sekolah_lain: body.sekolah_lain })
        .returning();
      const log: Activity[] = [
        { userId: auth.userId, action: 'create', entity: 'siswa', entityId: student!.id, ip, detail: { before: null, after: student } },
        { userId: auth.userId, action: 'create', entity: 'mutasi_siswa', entityId: row!.id, ip, detail: { before: null, after: row } },
      ];
      return { log, id: student!.id };
    },
  );
  return id;
}

const spec = tableSpec(STAF_TAHUN_BARU.mutasiTable, {
  searchable: [siswa.nama, siswa.nisn, mutasiSiswa.alasan, mutasiSiswa.sekolah_lain],
  sortable: { tanggal: mutasiSiswa.tanggal, nama: siswa.nama, id: mutasiSiswa.id },
  defaultSort: { field: 'tanggal', sort: 'DESC' },
  tiebreak: mutasiSiswa.id,
});

/** The transfers recorded, in and out, newest first. */
export async function listMutasi(
  { db }: ServiceContext,
  request: TableRequest & { filtering: { jenis?: 'masuk' | 'keluar' } },
): Promise<TableResult<MutasiRow>> {
  const plan = planTable(spec, request, [request.filtering.jenis ? eq(mutasiSiswa.jenis, request.filtering.jenis) : undefined]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      db
        .select({
          id: mutasiSiswa.id,
          siswa_id: mutasiSiswa.siswa_id,
          nama: siswa.nama,
          nisn: siswa.nisn,
          jenis: mutasiSiswa.jenis,
          tanggal: mutasiSiswa.tanggal,
          alasan: mutasiSiswa.alasan,
          sekolah_lain: mutasiSiswa.sekolah_lain,
        })
        .from(mutasiSiswa)
        .innerJoin(siswa, eq(siswa.id, mutasiSiswa.siswa_id))
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await db.select({ n: count() }).from(mutasiSiswa).innerJoin(siswa, eq(siswa.id, mutasiSiswa.siswa_id)).where(where))[0]?.n ?? 0,
  });
  return { ...result, list: numbered(result.list, plan.offset) };
}

/** Active students by name or NISN, with their class group of the active year: whom a transfer out names. */
export async function cariSiswa({ db }: ServiceContext, q: string) {
  return db
    .select({ id: siswa.id, nama: siswa.nama, nisn: siswa.nisn, rombel_nama: rombel.nama })
    .from(siswa)
    .leftJoin(tahunAjaran, eq(tahunAjaran.is_active, true))
    .leftJoin(rombelSiswa, and(eq(rombelSiswa.siswa_id, siswa.id), eq(rombelSiswa.tahun_ajaran_id, tahunAjaran.id)))
    .leftJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .where(and(eq(siswa.status_siswa, 'Aktif'), or(ilike(siswa.nama, containsPattern(q)), ilike(siswa.nisn, containsPattern(q)))))
    .orderBy(siswa.nama, siswa.id)
    .limit(CARI_SISWA_MAX);
}
