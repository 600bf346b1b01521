import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ACCESS_PAGES,
  ACTION_FLAGS,
  ALLOWED_ROLES,
  STAF_PAGE,
  STAFF_ROLE,
  STAFF_ROLES,
  isStafPage,
  type AccessEntry,
  type ActionFlag,
  type PagePath,
} from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { HakAkses, HakAksesBody, HakAksesHalaman, HakAksesPeran, HakAksesSisi } from '@madrasah/contract/schemas/staf-hak-akses';
import type { Db } from '../../db/client.js';
import { writeRoleAccess } from '../../db/admin/role-access.js';
import { menu, roleAccess, roles } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';

const ENTITY = 'role_access';

/** The side of a role the portal knows; another role (none today) is not listed. */
const sisiOfRole = (nama: string): HakAksesSisi | undefined =>
  (STAFF_ROLES as readonly string[]).includes(nama) ? 'staf' : ALLOWED_ROLES.includes(nama) ? 'portal' : undefined;
const sisiOfPage = (path: string): HakAksesSisi => (isStafPage(path) ? 'staf' : 'portal');

/** Staff roles first, then the portal's, each in the contract's order. */
const ROLE_ORDER: readonly string[] = [...STAFF_ROLES, ...ALLOWED_ROLES];

/** Flags in the contract's order, unknown ones dropped: what the map's schema holds. */
const knownFlags = (actions: readonly string[]): ActionFlag[] => ACTION_FLAGS.filter((flag) => actions.includes(flag));

/** Every page with an access entry, named as the menu names it (a page off the menu by its path). */
async function pages(db: Db): Promise<HakAksesHalaman[]> {
  const rows = await db.select({ id: menu.id, parentId: menu.parent_id, name: menu.name, path: menu.path }).from(menu);
  return ACCESS_PAGES.map((path) => {
    const entry = rows.find((r) => r.path === path);
    const parent = entry?.parentId ? rows.find((r) => r.id === entry.parentId) : undefined;
    return { path, nama: entry?.name ?? path, induk: parent?.name ?? null, sisi: sisiOfPage(path) };
  });
}

type Row = { roleId: number; path: string; status: boolean; actions: string[] };

function peran(role: { id: number; nama: string }, sisi: HakAksesSisi, rows: Row[]): HakAksesPeran {
  const own = rows.filter((r) => r.roleId === role.id);
  const akses = Object.fromEntries(
    ACCESS_PAGES.map((path) => {
      const row = own.find((r) => r.path === path);
      const entry: AccessEntry = { status: row?.status ?? false, action: Object.fromEntries(knownFlags(row?.actions ?? []).map((flag) => [flag, true])) };
      return [path, entry];
    }),
  );
  return { id: role.id, nama: role.nama, sisi, akses };
}

const accessRows = (db: Db, roleIds: number[]) =>
  db
    .select({ roleId: roleAccess.role_id, path: roleAccess.path, status: roleAccess.status, actions: roleAccess.actions })
    .from(roleAccess)
    .where(inArray(roleAccess.role_id, roleIds));

/** Every role the portal knows with its whole map, and the pages the maps hold. */
export async function listHakAkses({ db }: ServiceContext): Promise<HakAkses> {
  const known = (await db.select({ id: roles.id, nama: roles.nama }).from(roles).orderBy(asc(roles.id)))
    .flatMap((r) => {
      const sisi = sisiOfRole(r.nama);
      return sisi ? [{ ...r, sisi }] : [];
    })
    .sort((a, b) => ROLE_ORDER.indexOf(a.nama) - ROLE_ORDER.indexOf(b.nama));
  const rows = await accessRows(
    db,
    known.map((r) => r.id),
  );
  return { halaman: await pages(db), list: known.map((r) => peran(r, r.sisi, rows)) };
}

async function knownRole(db: Db, roleId: number) {
  const [role] = await db.select({ id: roles.id, nama: roles.nama }).from(roles).where(eq(roles.id, roleId));
  const sisi = role && sisiOfRole(role.nama);
  if (!role || !sisi) throw notFound(MSG.roleNotFound);
  return { ...role, sisi };
}

/** A page's entry as stored: open with its actions in the contract's order, or closed with none. */
type Stored = { status: boolean; actions: ActionFlag[] };
const stored = (entry: AccessEntry): Stored =>
  entry.status ? { status: true, actions: ACTION_FLAGS.filter((flag) => entry.action[flag] === true) } : { status: false, actions: [] };
const same = (a: Stored, b: Stored) => a.status === b.status && a.actions.join() === b.actions.join();

/**
 * The guard rails of a change, before anything is written: a page opens only to the roles of
 * its own side (a staff account never reaches a portal page, nor a student a staff one), and
 * the operator keeps the page that edits these maps, or nobody could give it back.
 */
async function refuseUnsafe(db: Db, role: { nama: string; sisi: HakAksesSisi }, wanted: [PagePath, Stored][]) {
  const otherSide = wanted.find(([path, entry]) => entry.status && sisiOfPage(path) !== role.sisi);
  if (otherSide) {
    const nama = (await pages(db)).find((p) => p.path === otherSide[0])?.nama ?? otherSide[0];
    throw badRequest(MSG.hakAksesOtherSide(nama, role.sisi));
  }
  const own = wanted.find(([path]) => path === STAF_PAGE.hakAkses)?.[1];
  if (role.nama === STAFF_ROLE.operator && own && !(own.status && own.actions.includes('view') && own.actions.includes('update')))
    throw badRequest(MSG.hakAksesLockout);
}

/**
 * Changes a role's map page by page, as `npm run admin -- access` does (the same write, which
 * the defaults never overwrite), in one transaction with its audit entry: the pages that
 * changed, as they were and as they became. A page left out keeps its entry; a save that
 * changes nothing writes nothing. The guard reads the maps on every request, so the change
 * holds from the next one.
 */
export async function updateHakAkses({ db }: ServiceContext, auth: AuthContext, roleId: number, body: HakAksesBody, ip: string): Promise<HakAksesPeran> {
  const role = await knownRole(db, roleId);
  const wanted = Object.entries(body.akses).map(([path, entry]) => [path as PagePath, stored(entry)] as [PagePath, Stored]);
  await refuseUnsafe(db, role, wanted);

  type Change = { path: PagePath; before: Stored; after: Stored };
  const activity = (changes: Change[]) =>
    changes.length === 0
      ? []
      : {
          userId: auth.userId,
          action: 'update' as const,
          entity: ENTITY,
          entityId: role.id,
          ip,
          detail: {
            peran: role.nama,
            before: Object.fromEntries(changes.map((c) => [c.path, c.before])),
            after: Object.fromEntries(changes.map((c) => [c.path, c.after])),
          },
        };
  await audited(db, activity, async (tx) => {
    const paths = wanted.map(([path]) => path);
    const current = paths.length
      ? await tx
          .select({ path: roleAccess.path, status: roleAccess.status, actions: roleAccess.actions })
          .from(roleAccess)
          .where(and(eq(roleAccess.role_id, role.id), inArray(roleAccess.path, paths)))
          .for('update')
      : [];
    const changes: Change[] = [];
    for (const [path, after] of wanted) {
      const row = current.find((r) => r.path === path);
      const before: Stored = { status: row?.status ?? false, actions: row?.status ? knownFlags(row.actions) : [] };
      if (row && same(before, after)) continue;
      await writeRoleAccess(tx, role.id, path, after.status ? after.actions : null);
      changes.push({ path, before, after });
    }
    return changes;
  });
  return peran(role, role.sisi, await accessRows(db, [role.id]));
}
