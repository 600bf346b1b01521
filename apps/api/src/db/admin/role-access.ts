import { asc, eq } from 'drizzle-orm';
import { ACCESS_PAGES, ACTION_FLAGS, type ActionFlag, type PagePath } from '@madrasah/contract/access';
import type { Db, Tx } from '../client.js';
import { roleAccess, roles } from '../schema/index.js';

/** One page of a role's access map as an installer reads it. */
export type AccessEntry = { path: string; status: boolean; actions: string[] };

/** Refuses what is not a role, a page with an access entry or an action flag, naming the choices. */
async function checked(db: Db, role: string, page: string, actions: string[] = []) {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.nama, role));
  if (!row) {
    const names = (await db.select({ nama: roles.nama }).from(roles).orderBy(asc(roles.nama))).map((r) => r.nama);
    throw new Error(`Unknown role '${role}'. Roles: ${names.join(', ')}`);
  }
  if (!ACCESS_PAGES.includes(page as PagePath)) throw new Error(`Unknown page '${page}'. Pages: ${ACCESS_PAGES.join(', ')}`);
  const unknown = actions.filter((a) => !ACTION_FLAGS.includes(a as ActionFlag));
  if (unknown.length) throw new Error(`Unknown action ${unknown.join(', ')}. Actions: ${ACTION_FLAGS.join(', ')}`);
  return row.id;
}

/** A role's whole access map, page by page. */
export async function roleAccessMap(db: Db, role: string): Promise<AccessEntry[]> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.nama, role));
  if (!row) throw new Error(`Unknown role '${role}'`);
  return db
    .select({ path: roleAccess.path, status: roleAccess.status, actions: roleAccess.actions })
    .from(roleAccess)
    .where(eq(roleAccess.role_id, row.id))
    .orderBy(asc(roleAccess.path));
}

/**
 * Opens a page to a role with exactly these actions, or closes it (null). The change is the
 * school's own: the default maps applied at start never overwrite it.
 */
export async function setRoleAccess(db: Db, role: string, page: string, actions: string[] | null): Promise<AccessEntry> {
  const roleId = await checked(db, role, page, actions ?? []);
  return writeRoleAccess(db, roleId, page as PagePath, actions as ActionFlag[] | null);
}

/**
 * Writes one page's entry of a role whose page and actions are known to be valid (this
 * command's check, or the contract's schema on the API): exactly these actions, each once, or
 * closed with none (null). An upsert of the role's own row, which the defaults never overwrite.
 */
export async function writeRoleAccess(db: Db | Tx, roleId: number, page: PagePath, actions: readonly ActionFlag[] | null): Promise<AccessEntry> {
  const values = { status: actions !== null, actions: actions ? [...new Set(actions)] : [] };
  const [entry] = await db
    .insert(roleAccess)
    .values({ role_id: roleId, path: page, ...values })
    .onConflictDoUpdate({ target: [roleAccess.role_id, roleAccess.path], set: values })
    .returning({ path: roleAccess.path, status: roleAccess.status, actions: roleAccess.actions });
  return entry!;
}
