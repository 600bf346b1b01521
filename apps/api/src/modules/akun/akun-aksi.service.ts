import { and, eq, inArray, sql } from 'drizzle-orm';
import { INTERNAL_TYPE, ROLE, STAFF_ROLE, STAFF_ROLES } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { AkunBaru } from '@madrasah/contract/schemas/staf-akun';
import { peranLabel } from '@madrasah/contract/peran';
import type { Db } from '../../db/client.js';
import { roles, rombel, rombelSiswa, sessions, siswa, userRoles, users, waliSiswa } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';
import { lockAccounts, newPasswords } from '../../platform/account-write.js';
import { switchOffAccounts } from '../../platform/akun-nonaktif.js';
import { keepAnActiveOperator } from './operator-aktif.js';

type Target = Awaited<ReturnType<typeof loadTarget>>;

/** The students an account serves: a student's own, a guardian's children (first the default one). */
const studentsOf = sql<number[]>`CASE WHEN ${users.siswa_id} IS NOT NULL THEN ARRAY[${users.siswa_id}]
  ELSE coalesce((SELECT array_agg(w.siswa_id ORDER BY w.created_at, w.siswa_id) FROM ${waliSiswa} w WHERE w.user_id = ${users.id}), '{}') END`;

async function loadTarget(db: Db, id: number) {
  const [found] = await db.select({ siswaIds: studentsOf }).from(users).where(eq(users.id, id));
  if (!found) throw notFound();
  const [row] = await db
    .select({
      id: users.id,
      nama: users.name,
      email: users.email,
      tipe: users.tipe,
      peran: roles.nama,
      isActive: users.is_active,
      mustChange: users.must_change_password,
      alasanNonaktif: users.alasan_nonaktif,
      nisn: siswa.nisn,
      ditangguhkan: siswa.akun_ditangguhkan,
      alasanDitangguhkan: siswa.alasan_akun_ditangguhkan,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .leftJoin(siswa, eq(siswa.id, found.siswaIds[0] ?? 0))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) throw notFound();
  // A guardian's `siswaId` is their first child's (the card's NISN); `siswaIds` all of them.
  return { ...row, siswaId: found.siswaIds[0] ?? null, siswaIds: found.siswaIds };
}

/** A student's own account, suspended through the student record (the portal's suspended view). */
const isStudentAccount = (t: Target): t is Target & { siswaId: number } => t.tipe !== INTERNAL_TYPE && t.peran === ROLE.siswa && t.siswaId !== null;

/**
 * The account the caller acts on: never their own (their profile serves that), and for a caller
 * reaching only their class groups (a wali kelas a school let in), a student's or guardian's
 * account of those class groups only.
 */
async function targetFor({ db }: Pick<ServiceContext, 'db'>, auth: AuthContext, reach: Reach, id: number): Promise<Target> {
  const target = await loadTarget(db, id);
  if (target.id === auth.userId) throw forbidden(MSG.akunSelf);
  if (reach === 'sekolah') return target;
  const portal = target.tipe !== INTERNAL_TYPE && (target.peran === ROLE.siswa || target.peran === ROLE.wali) && target.siswaId !== null;
  const [within] = portal
    ? await db
        .select({ id: rombelSiswa.siswa_id })
        .from(rombelSiswa)
        .where(and(inArray(rombelSiswa.siswa_id, target.siswaIds), inArray(rombelSiswa.rombel_id, [...reach.rombelIds, 0])))
        .limit(1)
    : [];
  if (!within) throw forbidden(MSG.outOfScope);
  return target;
}

/** What a card prints about the account: its role, and the class group, the ward or the staff roles. */
async function cardFields({ db, schoolContext }: Pick<ServiceContext, 'db' | 'schoolContext'>, t: Target) {
  if (t.tipe === INTERNAL_TYPE) {
    const held = await db.select({ nama: roles.nama }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.role_id)).where(eq(userRoles.user_id, t.id));
    const names = STAFF_ROLES.filter((r) => held.some((h) => h.nama === r));
    return { peran: names.map(peranLabel).join(', ') || peranLabel(t.peran), keterangan: null, nisn: null };
  }
  if (t.peran === ROLE.wali) {
    const anak = t.siswaIds.length ? await db.select({ id: siswa.id, nama: siswa.nama }).from(siswa).where(inArray(siswa.id, t.siswaIds)) : [];
    const names = t.siswaIds.flatMap((id) => anak.filter((a) => a.id === id).map((a) => a.nama));
    return { peran: peranLabel(t.peran), keterangan: names.length ? `Wali dari ${names.join(', ')}` : null, nisn: t.nisn };
  }
  const { period } = await schoolContext();
  const [kelas] =
    t.siswaId !== null && period
      ? await db
          .select({ nama: rombel.nama })
          .from(rombelSiswa)
          .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
          .where(and(eq(rombelSiswa.siswa_id, t.siswaId), eq(rombelSiswa.tahun_ajaran_id, period.tahunAjaran.id)))
          .limit(1)
      : [];
  return { peran: peranLabel(t.peran), keterangan: kelas?.nama ?? null, nisn: t.nisn };
}

/**
 * A new first password for an account, answered this once and changed at its next sign-in. The
 * password's change ends every session of the account (the trigger on users).
 */
export async function resetPassword(ctx: ServiceContext, auth: AuthContext, reach: Reach, id: number, ip: string): Promise<AkunBaru> {
  const target = await targetFor(ctx, auth, reach, id);
  const [made] = await newPasswords(1);
  await audited(
    ctx.db,
    {
      userId: auth.userId,
      action: 'password',
      entity: 'users',
      entityId: id,
      ip,
      detail: { before: { wajib_ganti_password: target.mustChange }, after: { wajib_ganti_password: true } },
    },
    (tx) => tx.update(users).set({ password_hash: made!.hash, must_change_password: true, password_changed_at: ctx.now() }).where(eq(users.id, id)),
  );
  return { id, siswa_id: target.siswaId, nama: target.nama, email: target.email, password: made!.password, ...(await cardFields(ctx, target)) };
}

/**
 * Suspends an account with a reason its owner reads. A student's goes through the student
 * record, so the portal shows its suspended view and the dashboard only; any other account is
 * switched off and its sessions end. The school's last active operator stays.
 */
export async function tangguhkan(ctx: ServiceContext, auth: AuthContext, reach: Reach, id: number, alasan: string, ip: string) {
  const target = await targetFor(ctx, auth, reach, id);
  if (isStudentAccount(target)) {
    await audited(
      ctx.db,
      {
        userId: auth.userId,
        action: 'status',
        entity: 'siswa',
        entityId: target.siswaId,
        ip,
        detail: {
          before: { akun_ditangguhkan: target.ditangguhkan, alasan_akun_ditangguhkan: target.alasanDitangguhkan },
          after: { akun_ditangguhkan: true, alasan_akun_ditangguhkan: alasan },
        },
      },
      (tx) => tx.update(siswa).set({ akun_ditangguhkan: true, alasan_akun_ditangguhkan: alasan }).where(eq(siswa.id, target.siswaId)),
    );
    return;
  }
  await audited(
    ctx.db,
    {
      userId: auth.userId,
      action: 'status',
      entity: 'users',
      entityId: id,
      ip,
      detail: { before: { is_active: target.isActive, alasan_nonaktif: target.alasanNonaktif }, after: { is_active: false, alasan_nonaktif: alasan } },
    },
    async (tx) => {
      await lockAccounts(tx);
      if (target.tipe === INTERNAL_TYPE && target.isActive) {
        const [operator] = await tx
          .select({ id: roles.id })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.role_id))
          .where(and(eq(userRoles.user_id, id), eq(roles.nama, STAFF_ROLE.operator)));
        if (operator) await keepAnActiveOperator(tx, id);
      }
      await switchOffAccounts(tx, [id], alasan);
    },
  );
}

/** Lifts a suspension: the student record's for a student's account, and the account's own switch. */
export async function aktifkan(ctx: ServiceContext, auth: AuthContext, reach: Reach, id: number, ip: string) {
  const target = await targetFor(ctx, auth, reach, id);
  const student = isStudentAccount(target);
  await audited(
    ctx.db,
    {
      userId: auth.userId,
      action: 'status',
      entity: student ? 'siswa' : 'users',
      entityId: student ? target.siswaId : id,
      ip,
      detail: {
        before: { is_active: target.isActive, alasan_nonaktif: target.alasanNonaktif, ...(student && { akun_ditangguhkan: target.ditangguhkan }) },
        after: { is_active: true, alasan_nonaktif: null, ...(student && { akun_ditangguhkan: false }) },
      },
    },
    async (tx) => {
      if (student) await tx.update(siswa).set({ akun_ditangguhkan: false, alasan_akun_ditangguhkan: null }).where(eq(siswa.id, target.siswaId));
      await tx.update(users).set({ is_active: true, alasan_nonaktif: null }).where(eq(users.id, id));
    },
  );
}

/** Ends every session of an account: its owner signs in again. */
export async function akhiriSesi(ctx: ServiceContext, auth: AuthContext, reach: Reach, id: number, ip: string): Promise<{ diakhiri: number }> {
  await targetFor(ctx, auth, reach, id);
  const ended = await audited(
    ctx.db,
    (n: number) => ({ userId: auth.userId, action: 'logout', entity: 'users', entityId: id, ip, detail: { sesi_diakhiri: n } }),
    async (tx) => (await tx.delete(sessions).where(eq(sessions.user_id, id)).returning({ id: sessions.id })).length,
  );
  return { diakhiri: ended };
}
