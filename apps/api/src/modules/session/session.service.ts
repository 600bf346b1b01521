import { and, asc, eq, sql } from 'drizzle-orm';
import type { ActionFlag, AccessMap } from '@madrasah/contract/access';
import { INTERNAL_TYPE, PAGE, ROLE, isStafPage } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { LIMITS } from '@madrasah/contract/limits';
import type { Anak, ChangePasswordBody, LoginRequest, LoginResult, MenuItem, Privilege, StafPrivilege } from '@madrasah/contract/schemas/session';
import type { Db } from '../../db/client.js';
import { alumni, menu, orangTua, roleAccess, roles, rombel, rombelSiswa, sessions, siswa, userRoles, users, waliSiswa } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { isPortalUser } from '../../platform/auth.js';
import { AppError, fieldError, forbidden } from '../../platform/errors.js';
import { dummyVerify, hashPassword, verifyPassword } from '../../platform/password.js';
import { hashToken, newToken } from '../../platform/tokens.js';
import { schoolMoment } from '../../platform/clock.js';
import { presensiAllowed } from '../../platform/presensi-allowed.js';
import { wardOrder } from '../../platform/wali-siswa.js';
import { knownDevice, rememberDevice } from './devices.js';
import { checkPassword, lockedError, passwordChangeLimits, signInLimits } from './password-check.js';
import type { ServiceContext } from '../../platform/service-context.js';

/** What the web shows before sign-in: the school's name and the map's settings. */
export async function publicConfig({ db, config }: ServiceContext) {
  const school = await db.query.sekolah.findFirst({ columns: { nama: true } });
  return {
    sekolah_nama: school?.nama ?? config.SCHOOL_NAME,
    external_signin_url: config.EXTERNAL_SIGNIN_URL,
    map_tile_url: config.MAP_TILE_URL,
    map_tile_attribution: config.MAP_TILE_ATTRIBUTION,
    map_default_center: config.MAP_DEFAULT_CENTER,
  };
}

type ClientMeta = { ip: string; userAgent: string | undefined };

/** The portal's door lets students, guardians and alumni in; the staff side's, internal accounts. */
export type Door = 'portal' | 'staf';

export async function login(
  { db, config, schoolContext, now: clock }: ServiceContext,
  body: LoginRequest,
  meta: ClientMeta,
  door: Door = 'portal',
): Promise<LoginResult> {
  const context = await schoolContext();
  const email = body.email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, hash: users.password_hash, tipe: users.tipe, isActive: users.is_active, roleName: roles.nama })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .where(eq(users.email, email))
    .limit(1);
  const device = user ? await knownDevice(db, user.id, body.device_token, clock()) : null;
  const valid = await checkPassword(db, signInLimits(email, meta.ip, device, config.SIGNIN_ADDRESS_FAILURES), clock, lockedError(MSG.tooManyAttempts), () =>
    user ? verifyPassword(user.hash, body.password) : dummyVerify(body.password),
  );
  if (!user || !valid) throw new AppError(401, MSG.wrongCredentials);
  // Checked only after the password, so the answer never tells which addresses are staff.
  const mayEnter = door === 'portal' ? isPortalUser(user.roleName, user.tipe) : user.tipe === INTERNAL_TYPE;
  if (!user.isActive || !mayEnter) throw forbidden(MSG.forbiddenRole);
  // A new school's operator signs in to open its first year; the portal has nothing to show before.
  if (door === 'portal' && !context.period) throw forbidden(MSG.noActiveYear);

  const token = newToken();
  const lifetimeMs = body.remember ? config.SESSION_REMEMBER_DAYS * 86_400_000 : config.SESSION_HOURS * 3_600_000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  const deviceToken = await audited(db, { userId: user.id, action: 'login', entity: 'users', entityId: user.id, ip: meta.ip }, async (tx) => {
    await tx.insert(sessions).values({
      user_id: user.id,
      token_hash: hashToken(token),
      remember: body.remember,
      expires_at: expiresAt,
      ip: meta.ip,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return rememberDevice(tx, user.id, body.device_token, clock());
  });
  return { token_type: 'Bearer', access_token: token, expires_at: expiresAt.toISOString(), device_token: deviceToken };
}

export async function logout({ db }: ServiceContext, auth: AuthContext, ip: string) {
  await audited(db, { userId: auth.userId, action: 'logout', entity: 'users', entityId: auth.userId, ip }, async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, auth.sessionId));
  });
}

/**
 * The caller's access map on one side: the role's (a suspended student's holds the dashboard
 * alone), or for a staff account the union of its roles' (a page opens when any role opens it,
 * with every action any of them grants there).
 */
async function accessMap(db: Db, auth: AuthContext, door: Door): Promise<AccessMap> {
  const rows =
    door === 'portal'
      ? await db
          .select({ path: roleAccess.path, status: roleAccess.status, actions: roleAccess.actions })
          .from(roleAccess)
          .where(eq(roleAccess.role_id, auth.roleId))
      : await db
          .select({ path: roleAccess.path, status: roleAccess.status, actions: roleAccess.actions })
          .from(roleAccess)
          .innerJoin(userRoles, eq(userRoles.role_id, roleAccess.role_id))
          .where(eq(userRoles.user_id, auth.userId));
  const map: AccessMap = {};
  const shown = rows.filter((r) => isStafPage(r.path) === (door === 'staf') && !(auth.suspended && r.path !== PAGE.dashboard));
  // Open entries first: a page one role opens carries the actions of the roles that open it.
  for (const row of [...shown].sort((a, b) => Number(b.status) - Number(a.status))) {
    const entry = map[row.path];
    if (entry && entry.status && !row.status) continue;
    map[row.path] = {
      status: row.status,
      action: { ...entry?.action, ...Object.fromEntries(row.actions.map((a) => [a as ActionFlag, true])) },
    };
  }
  return map;
}

/**
 * A guardian's children (the switcher's list) and the person the account is for the chosen child
 * (its Ayah, Ibu or Wali record, whose name the account shows: one person, one record).
 */
async function anakOf({ db, files }: ServiceContext, auth: AuthContext, tahunAjaranId: number) {
  if (auth.roleName !== ROLE.wali) return { anak: [], person: undefined };
  const rows = await db
    .select({ siswa_id: siswa.id, nama: siswa.nama, rombel_nama: rombel.nama, foto: siswa.foto, person: orangTua.nama })
    .from(waliSiswa)
    .innerJoin(siswa, eq(siswa.id, waliSiswa.siswa_id))
    .leftJoin(rombelSiswa, and(eq(rombelSiswa.siswa_id, siswa.id), eq(rombelSiswa.tahun_ajaran_id, tahunAjaranId)))
    .leftJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .leftJoin(orangTua, eq(orangTua.id, waliSiswa.orang_tua_id))
    .where(eq(waliSiswa.user_id, auth.userId))
    .orderBy(...wardOrder)
    .limit(LIMITS.anakPerWali);
  return {
    anak: rows.map((r) => ({ siswa_id: r.siswa_id, nama: r.nama, rombel_nama: r.rombel_nama, foto: r.foto ? files.signer.sign(r.foto) : null })),
    person: rows.find((r) => r.siswa_id === auth.siswaId)?.person ?? undefined,
  };
}

async function profileEx(db: Db, auth: AuthContext, tahunAjaranId: number, anak: Anak[]): Promise<Privilege['profile_ex']> {
  const base = {
    anak,
    siswa_id: auth.siswaId,
    nama: null as string | null,
    rombel_id: null as number | null,
    rombel_nama: null as string | null,
    alumni_id: auth.alumniId,
    siswa_akun_ditangguhkan: (auth.suspended ? 1 : 0) as 0 | 1,
    siswa_alasan_akun_ditangguhkan: null as string | null,
  };
  if (auth.siswaId !== null) {
    const [row] = await db
      .select({
        nama: siswa.nama,
        ditangguhkan: siswa.akun_ditangguhkan,
        alasan: siswa.alasan_akun_ditangguhkan,
        rombelId: rombel.id,
        rombelNama: rombel.nama,
      })
      .from(siswa)
      .leftJoin(rombelSiswa, and(eq(rombelSiswa.siswa_id, siswa.id), eq(rombelSiswa.tahun_ajaran_id, tahunAjaranId)))
      .leftJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
      .where(eq(siswa.id, auth.siswaId))
      .limit(1);
    if (row) {
      // A guardian is told of the ward's suspension but keeps their own access.
      const ditangguhkan = auth.roleName === ROLE.siswa ? auth.suspended : row.ditangguhkan;
      return {
        ...base,
        nama: row.nama,
        rombel_id: row.rombelId,
        rombel_nama: row.rombelNama,
        siswa_akun_ditangguhkan: ditangguhkan ? 1 : 0,
        siswa_alasan_akun_ditangguhkan: ditangguhkan ? row.alasan : null,
      };
    }
  }
  if (auth.alumniId !== null) {
    const [row] = await db.select({ nama: alumni.nama }).from(alumni).where(eq(alumni.id, auth.alumniId)).limit(1);
    return { ...base, nama: row?.nama ?? null };
  }
  return base;
}

export async function privilege(ctx: ServiceContext, auth: AuthContext): Promise<Privilege> {
  const { db, now: clock, schoolContext } = ctx;
  const now = clock();
  const { school, period } = await schoolContext();
  if (!period) throw forbidden(MSG.noActiveYear);
  const { anak, person } = await anakOf(ctx, auth, period.tahunAjaran.id);
  const ex = await profileEx(db, auth, period.tahunAjaran.id, anak);
  const access = await accessMap(db, auth, 'portal');
  return {
    profile: {
      id: auth.userId,
      name: person ?? auth.name,
      email: auth.email,
      roles: auth.roleName,
      tipe: auth.tipe,
      wajib_ganti_password: auth.mustChangePassword,
    },
    profile_ex: ex,
    tahun_ajaran: period.tahunAjaran,
    semester: period.semester,
    presensi: {
      is_allow: presensiAllowed(auth, school, schoolMoment(now, school.timezone)),
      setting: {
        jam_masuk: school.jam_masuk,
        jam_pulang: school.jam_pulang,
        lat: school.lat,
        long: school.long,
        radius_active: school.radius_active ? '1' : '0',
        radius: school.radius,
      },
    },
    sekolah: { nama: school.nama, timezone: school.timezone },
    access,
  };
}

/** The menu tree of one side, cut to the pages the caller's access map opens. */
async function menuTree(db: Db, access: AccessMap, door: Door): Promise<MenuItem[]> {
  const rows = await db.select().from(menu).orderBy(asc(menu.urutan), asc(menu.id));
  const build = (parentId: number | null): MenuItem[] =>
    rows
      .filter((r) => r.parent_id === parentId && (parentId !== null || isStafPage(r.path) === (door === 'staf')))
      .flatMap((r) => {
        const children = build(r.id);
        const open = access[r.path]?.status === true;
        if (children.length === 0 && !open) return [];
        return [{ name: r.name, path: r.path, icon: r.icon, ...(children.length ? { children } : {}) }];
      });
  return build(null);
}

export async function menuFor({ db }: ServiceContext, auth: AuthContext): Promise<MenuItem[]> {
  return menuTree(db, await accessMap(db, auth, 'portal'), 'portal');
}

/** The staff side's privilege: every role of the account, its menu and its roles' map together. */
export async function stafPrivilege({ db, schoolContext }: ServiceContext, auth: AuthContext): Promise<StafPrivilege> {
  const { school, period } = await schoolContext();
  const [user] = await db.select({ mustChange: users.must_change_password }).from(users).where(eq(users.id, auth.userId)).limit(1);
  const access = await accessMap(db, auth, 'staf');
  return {
    profile: {
      id: auth.userId,
      name: auth.name,
      email: auth.email,
      roles: [...auth.roleNames],
      tipe: auth.tipe,
      gtk_id: auth.gtkId,
      wajib_ganti_password: user?.mustChange ?? false,
    },
    tahun_ajaran: period?.tahunAjaran ?? null,
    semester: period?.semester ?? null,
    sekolah: { nama: school.nama, timezone: school.timezone },
    menu: await menuTree(db, access, 'staf'),
    access,
  };
}

/**
 * Changes one's own password. The old password's check is throttled like a sign-in's; the
 * trigger on users ends every session of the account but the caller's, named for it here.
 */
export async function changePassword({ db, config, now: clock }: ServiceContext, auth: AuthContext, id: number, body: ChangePasswordBody, ip: string) {
  if (id !== auth.userId) throw forbidden(MSG.onlyOwnAccount);
  const [user] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, id)).limit(1);
  const limits = passwordChangeLimits(id, auth.sessionId, ip, config.SIGNIN_ADDRESS_FAILURES);
  const valid = user && (await checkPassword(db, limits, clock, lockedError(MSG.tooManyPasswordChanges), () => verifyPassword(user.hash, body.password_old)));
  if (!valid) throw fieldError('password_old', MSG.oldPasswordWrong);
  const hash = await hashPassword(body.password_new);
  await audited(db, { userId: id, action: 'password', entity: 'users', entityId: id, ip }, async (tx) => {
    await tx.execute(sql`SELECT set_config('app.keep_session_id', ${String(auth.sessionId)}, true)`);
    await tx.update(users).set({ password_hash: hash, password_changed_at: clock(), must_change_password: false }).where(eq(users.id, id));
  });
}
