import { eq, notInArray } from 'drizzle-orm';
import { ACCESS_PAGES, ROLE, STAFF_ROLES } from '@madrasah/contract/access';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../client.js';
import { menu, roleAccess, roles, sekolah } from '../schema/index.js';
import { ACCESS_CATALOGUE, MENU_CATALOGUE, STAF_MENU_CATALOGUE, type MenuEntry } from './access-catalogue.js';

/**
 * Data every installation needs, demo or not: the roles, their default access maps, the menu
 * and the school row. Idempotent; it adds what is missing and never overwrites a school's
 * own access changes.
 */
export async function ensureReferenceData(db: Db, config: Config) {
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values([...Object.values(ROLE), ...STAFF_ROLES].map((nama) => ({ nama })))
      .onConflictDoNothing();
    const roleRows = await tx.select().from(roles);
    const accessRows = roleRows.flatMap((role) => {
      const grants = ACCESS_CATALOGUE[role.nama] ?? {};
      return ACCESS_PAGES.map((path) => ({
        role_id: role.id,
        path,
        status: grants[path] !== undefined,
        actions: grants[path] ?? [],
      }));
    });
    await tx.insert(roleAccess).values(accessRows).onConflictDoNothing();

    const upsertMenu = async (entries: MenuEntry[], parentId: number | null) => {
      for (const [i, e] of entries.entries()) {
        const [row] = await tx
          .insert(menu)
          .values({ kode: e.kode, name: e.name, path: e.path, icon: e.icon, urutan: i, parent_id: parentId })
          .onConflictDoUpdate({
            target: menu.kode,
            set: { name: e.name, path: e.path, icon: e.icon, urutan: i, parent_id: parentId },
          })
          .returning({ id: menu.id });
        if (e.children) await upsertMenu(e.children, row!.id);
      }
    };
    await upsertMenu(MENU_CATALOGUE, null);
    await upsertMenu(STAF_MENU_CATALOGUE, null);
    // Entries dropped from the catalogue leave the menu.
    const kodes = collectKodes([...MENU_CATALOGUE, ...STAF_MENU_CATALOGUE]);
    await tx.delete(menu).where(notInArray(menu.kode, kodes));

    const [school] = await tx.select({ id: sekolah.id }).from(sekolah).limit(1);
    if (!school) await tx.insert(sekolah).values({ nama: config.SCHOOL_NAME, timezone: config.SCHOOL_TIMEZONE });
  });
}

function collectKodes(entries: MenuEntry[]): string[] {
  return entries.flatMap((e) => [e.kode, ...collectKodes(e.children ?? [])]);
}

export async function roleId(db: Db | Tx, nama: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.nama, nama)).limit(1);
  if (!row) throw new Error(`role ${nama} missing`);
  return row.id;
}
