import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { kelulusanBodySchema } from '@madrasah/contract/schemas/staf-tahun-baru';
import type { Tx } from '../../db/client.js';
import { alumni, roles, rombelSiswa, sessions, siswa, siswaAktivitasBelajar, users } from '../../db/schema/index.js';
import { audited, type Activity } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { conflict, fieldError, isUniqueViolation } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { switchOffAccounts } from '../../platform/akun-nonaktif.js';
import { bukaGiliran, cekTujuan, tempatDi, tempatkan } from './penempatan.js';

type Body = z.output<typeof kelulusanBodySchema>;

/** The graduates' alumni records that do not exist yet, with the identity their student records hold. */
async function buatAlumni(tx: Tx, ids: number[], tahunLulus: number) {
  const have = new Set((await tx.select({ siswaId: alumni.siswa_id }).from(alumni).where(inArray(alumni.siswa_id, ids))).map((a) => a.siswaId));
  const missing = ids.filter((id) => !have.has(id));
  if (missing.length === 0) return [];
  const records = await tx
    .select({ s: siswa, masuk: siswaAktivitasBelajar.tgl_masuk })
    .from(siswa)
    .leftJoin(siswaAktivitasBelajar, eq(siswaAktivitasBelajar.siswa_id, siswa.id))
    .where(inArray(siswa.id, missing));
  return tx
    .insert(alumni)
    .values(
      records.map(({ s, masuk }) => ({
        siswa_id: s.id,
        alumni_tipe: 'Alumni Internal',
        nama: s.nama,
        nik: s.nik,
        email: s.email,
        jenis_kelamin: s.jenis_kelamin,
        tempat_lahir: s.tempat_lahir,
        tgl_lahir: s.tgl_lahir,
        provinsi_id: s.provinsi_id,
        kabkot_id: s.kabkot_id,
        kecamatan_id: s.kecamatan_id,
        kelurahan_id: s.kelurahan_id,
        alamat: s.alamat,
        kode_pos: s.kode_pos,
        no_telp: s.no_telp,
        tahun_masuk: masuk ? Number(masuk.slice(0, 4)) : null,
        tahun_lulus: tahunLulus,
      })),
    )
    .returning({ id: alumni.id, siswa_id: alumni.siswa_id, nama: alumni.nama, tahun_lulus: alumni.tahun_lulus })
    .catch((err: unknown) => {
      throw isUniqueViolation(err, 'alumni_siswa_uq') ? conflict(MSG.tahunBaruBusy) : err;
    });
}

/**
 * A graduate's own account becomes their alumni account: same e-mail and password, the alumni
 * role and record, so the portal gives them the alumni layout (as for the demo's alumni, the
 * account names the alumni record, not the student one). A suspension on the student record
 * carries over as the account switched off with its reason. Their sessions end, so the next
 * sign-in opens the alumni side.
 */
async function akunJadiAlumni(tx: Tx, graduates: number[]) {
  const ids = await tx
    .select({ id: roles.id, nama: roles.nama })
    .from(roles)
    .where(inArray(roles.nama, [ROLE.siswa, ROLE.alumni]));
  const role = new Map(ids.map((r) => [r.nama, r.id]));
  const accounts = await tx
    .select({ id: users.id, siswaId: users.siswa_id, alumniId: alumni.id, ditangguhkan: siswa.akun_ditangguhkan, alasan: siswa.alasan_akun_ditangguhkan })
    .from(users)
    .innerJoin(siswa, eq(siswa.id, users.siswa_id))
    .innerJoin(alumni, eq(alumni.siswa_id, users.siswa_id))
    .where(and(inArray(users.siswa_id, graduates), eq(users.role_id, role.get(ROLE.siswa)!)));
  for (const a of accounts) {
    await tx
      .update(users)
      .set({ role_id: role.get(ROLE.alumni)!, alumni_id: a.alumniId, siswa_id: null })
      .where(eq(users.id, a.id));
    await tx.delete(sessions).where(eq(sessions.user_id, a.id));
    if (a.ditangguhkan) await switchOffAccounts(tx, [a.id], a.alasan);
  }
  return accounts;
}

/**
 * Graduation of a last-grade class group (kelulusan): a graduate gets status 'Lulus', one alumni
 * record ('Alumni Internal', graduating in the closing year's last calendar year) and their
 * account turned into an alumni account; a student who does not graduate is placed in a
 * last-grade class group of the next year. Running it again changes nothing; graduating is not
 * undone here (decision 0044).
 */
export async function kelulusan(ctx: ServiceContext, auth: AuthContext, body: Body, ip: string) {
  const { result } = await audited(
    ctx.db,
    (r: { log: Activity[] }) => r.log,
    async (tx) => {
      const turn = await bukaGiliran(tx, body, 'kelulusan');
      body.siswa.forEach((s, i) => {
        if (s.keputusan === 'tidak_lulus' && turn.status.get(s.siswa_id) === 'Lulus') throw fieldError(`siswa.${i}.keputusan`, MSG.tahunBaruSudahLulus);
      });
      const stay = body.siswa.flatMap((s, i) => (s.keputusan === 'tidak_lulus' ? [{ i, siswa_id: s.siswa_id, rombel_id: s.rombel_id! }] : []));
      await cekTujuan(
        tx,
        turn.ke,
        turn.urutan,
        stay.map((s) => ({ i: s.i, rombel_id: s.rombel_id, urutan: turn.u })),
      );
      const graduates = body.siswa.filter((s) => s.keputusan === 'lulus').map((s) => s.siswa_id);
      const ids = body.siswa.map((s) => s.siswa_id);
      const before = await tempatDi(tx, turn.ke.id, ids);
      const newlyLulus = graduates.filter((id) => turn.status.get(id) === 'Aktif');
      if (newlyLulus.length) await tx.update(siswa).set({ status_siswa: 'Lulus', updated_at: ctx.now() }).where(inArray(siswa.id, newlyLulus));
      // A graduate placed in the next year before (an earlier "tidak lulus") leaves it.
      if (graduates.length) await tx.delete(rombelSiswa).where(and(eq(rombelSiswa.tahun_ajaran_id, turn.ke.id), inArray(rombelSiswa.siswa_id, graduates)));
      const made = graduates.length ? await buatAlumni(tx, graduates, turn.dari.thn_akhir) : [];
      const accounts = graduates.length ? await akunJadiAlumni(tx, graduates) : [];
      await tempatkan(tx, turn.ke.id, stay);
      const log: Activity[] = [
        {
          userId: auth.userId,
          action: 'update',
          entity: 'rombel',
          entityId: body.rombel_id,
          ip,
          detail: { langkah: 'kelulusan', ke_tahun_ajaran_id: turn.ke.id, lulus: newlyLulus, before, after: await tempatDi(tx, turn.ke.id, ids) },
        },
        ...made.map((a) => ({ userId: auth.userId, action: 'create' as const, entity: 'alumni', entityId: a.id, ip, detail: { before: null, after: a } })),
        ...accounts.map((a) => ({
          userId: auth.userId,
          action: 'update' as const,
          entity: 'users',
          entityId: a.id,
          ip,
          detail: { before: { peran: ROLE.siswa, siswa_id: a.siswaId }, after: { peran: ROLE.alumni, alumni_id: a.alumniId } },
        })),
      ];
      return { log, result: { lulus: graduates.length, tidak_lulus: stay.length, alumni_baru: made.length } };
    },
  );
  return result;
}
