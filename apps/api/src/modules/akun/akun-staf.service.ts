import { and, asc, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { INTERNAL_TYPE, STAFF_ROLE, STAFF_ROLES } from '@madrasah/contract/access';
import { STAF_AKUN } from '@madrasah/contract/endpoints/staf-akun';
import { MSG } from '@madrasah/contract/messages';
import type { AkunBaru, GtkTanpaAkun, StafAccountRow } from '@madrasah/contract/schemas/staf-akun';
import type { TableResult } from '@madrasah/contract/table';
import { peranLabel } from '@madrasah/contract/peran';
import type { Tx } from '../../db/client.js';
import { gtk, roles, userRoles, users } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { AppError, badRequest, fieldError, notFound } from '../../platform/errors.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import { containsPattern } from '../../platform/pagination.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';
import { liveSessions, statusSql } from './akun-status.js';
import { lockAccounts, newPasswords, refusingTakenEmail, roleIds } from '../../platform/account-write.js';
import { keepAnActiveOperator } from './operator-aktif.js';

const spec = tableSpec(STAF_AKUN.stafTable, {
  searchable: [users.name, users.email],
  sortable: { nama: users.name, email: users.email, id: users.id },
  defaultSort: { field: 'nama', sort: 'ASC' },
  tiebreak: users.id,
});

/** Most staff members the picker offers at once: it narrows by name. */
const GTK_PICKS = 20;

type StafFilter = { peran?: string; status?: StafAccountRow['status'] };

const rolesOrdered = (names: readonly string[]) => STAFF_ROLES.filter((r) => names.includes(r));

/** The school's staff accounts, each with its roles and state. */
export async function listAkunStaf({ db }: ServiceContext, request: TableRequest & { filtering: StafFilter }): Promise<TableResult<StafAccountRow>> {
  const { peran, status } = request.filtering;
  const plan = planTable(spec, request, [
    eq(users.tipe, INTERNAL_TYPE),
    peran === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ${sql.identifier('users')}.id AND r.nama = ${peran})`,
    status === undefined ? undefined : sql`${statusSql('users')} = ${status}`,
  ]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      db
        .select({
          id: users.id,
          nama: users.name,
          email: users.email,
          gtk_id: users.gtk_id,
          status: statusSql('users'),
          alasan: users.alasan_nonaktif,
          sesi_aktif: liveSessions('users'),
        })
        .from(users)
        .where(p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) => (await db.select({ n: count() }).from(users).where(where))[0]?.n ?? 0,
  });
  const ids = result.list.map((r) => r.id);
  const held =
    ids.length === 0
      ? []
      : await db
          .select({ userId: userRoles.user_id, nama: roles.nama })
          .from(userRoles)
          .innerJoin(roles, eq(roles.id, userRoles.role_id))
          .where(inArray(userRoles.user_id, ids));
  const list = result.list.map((r) => ({ ...r, peran: rolesOrdered(held.filter((h) => h.userId === r.id).map((h) => h.nama)) }));
  return { ...result, list: numbered(list, plan.offset) };
}

/** Active staff members without an account, by part of their name, for the form that makes one. */
export async function gtkTanpaAkun({ db }: ServiceContext, q: string | undefined): Promise<GtkTanpaAkun[]> {
  const rows = await db
    .select({
      id: gtk.id,
      nama_lengkap: gtk.nama_lengkap,
      gelar_depan: gtk.gelar_depan,
      gelar_belakang: gtk.gelar_belakang,
      email: gtk.email,
      jenis_ptk: gtk.jenis_ptk,
    })
    .from(gtk)
    .leftJoin(users, eq(users.gtk_id, gtk.id))
    .where(and(eq(gtk.is_active, true), isNull(users.id), q ? ilike(gtk.nama_lengkap, containsPattern(q)) : undefined))
    .orderBy(asc(gtk.nama_lengkap), asc(gtk.id))
    .limit(GTK_PICKS);
  return rows.map((r) => ({ id: r.id, nama: namaGelar(r), email: r.email, jenis_ptk: r.jenis_ptk }));
}

async function emailHeld(tx: Tx, email: string) {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

/**
 * Makes a staff member's account with its roles and a generated first password, answered this
 * once and changed at the first sign-in. One account per staff member and per address.
 */
export async function buatAkunStaf(
  { db }: ServiceContext,
  auth: AuthContext,
  body: { gtk_id: number; email: string; peran: string[] },
  ip: string,
): Promise<AkunBaru> {
  const email = body.email.trim().toLowerCase();
  const [person] = await db.select().from(gtk).where(eq(gtk.id, body.gtk_id)).limit(1);
  if (!person) throw notFound();
  if (!person.is_active) throw badRequest(MSG.akunGtkInactive);
  const [password] = await newPasswords(1);
  const nama = namaGelar(person);
  const peran = rolesOrdered(body.peran);
  return refusingTakenEmail(() =>
    audited(
      db,
      (made: AkunBaru) => ({
        userId: auth.userId,
        action: 'create',
        entity: 'users',
        entityId: made.id,
        ip,
        detail: { before: null, after: { email, name: nama, gtk_id: person.id, peran } },
      }),
      async (tx) => {
        await lockAccounts(tx);
        const [has] = await tx.select({ id: users.id }).from(users).where(eq(users.gtk_id, person.id)).limit(1);
        if (has) throw new AppError(409, MSG.akunGtkHasAccount);
        if (await emailHeld(tx, email)) throw fieldError('email', MSG.akunEmailTaken);
        const ids = await roleIds(tx, peran);
        const [user] = await tx
          .insert(users)
          .values({
            email,
            name: nama,
            password_hash: password!.hash,
            role_id: ids.get(peran[0]!)!,
            tipe: INTERNAL_TYPE,
            gtk_id: person.id,
            must_change_password: true,
          })
          .returning({ id: users.id });
        await tx.insert(userRoles).values(peran.map((p) => ({ user_id: user!.id, role_id: ids.get(p)! })));
        return {
          id: user!.id,
          siswa_id: null,
          nama,
          peran: peran.map(peranLabel).join(', '),
          keterangan: person.jenis_ptk,
          nisn: null,
          email,
          password: password!.password,
        };
      },
    ),
  );
}

/**
 * Sets a staff account's roles (its first one also on the account, as the sign-in reads it).
 * The school keeps an active operator: the last one's role is not taken away.
 */
export async function ubahPeran({ db }: ServiceContext, auth: AuthContext, id: number, body: { peran: string[] }, ip: string) {
  const peran = rolesOrdered(body.peran);
  await audited(
    db,
    (before: string[]) => ({
      userId: auth.userId,
      action: 'update',
      entity: 'users',
      entityId: id,
      ip,
      detail: { before: { peran: before }, after: { peran } },
    }),
    async (tx) => {
      await lockAccounts(tx);
      const [target] = await tx.select({ tipe: users.tipe, isActive: users.is_active }).from(users).where(eq(users.id, id)).limit(1);
      if (!target) throw notFound();
      if (target.tipe !== INTERNAL_TYPE) throw badRequest(MSG.akunNotStaff);
      const held = await tx.select({ nama: roles.nama }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.role_id)).where(eq(userRoles.user_id, id));
      const before = rolesOrdered(held.map((h) => h.nama));
      if (target.isActive && before.includes(STAFF_ROLE.operator) && !peran.includes(STAFF_ROLE.operator)) await keepAnActiveOperator(tx, id);
      const ids = await roleIds(tx, peran);
      await tx.delete(userRoles).where(eq(userRoles.user_id, id));
      await tx.insert(userRoles).values(peran.map((p) => ({ user_id: id, role_id: ids.get(p)! })));
      await tx
        .update(users)
        .set({ role_id: ids.get(peran[0]!)! })
        .where(eq(users.id, id));
      return before;
    },
  );
}
