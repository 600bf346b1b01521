import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { roleAccess } from '../../src/db/schema/index.js';
import { roleId } from '../../src/db/seed/reference.js';

type Entry = { status: boolean; actions: string[] };

/**
 * Runs `body` with the role's entries for `paths` replaced by `change(entry)`, then puts them
 * back as they were. Every role has an entry for every page (reference data writes them).
 */
export async function withEntries<T>(db: Db, role: string, paths: readonly string[], change: (entry: Entry) => Entry, body: () => Promise<T>): Promise<T> {
  const id = await roleId(db, role);
  const before = await db
    .select()
    .from(roleAccess)
    .where(and(eq(roleAccess.role_id, id), inArray(roleAccess.path, [...paths])));
  if (before.length !== paths.length) throw new Error(`role ${role} lacks an entry among ${paths.join(', ')}`);
  try {
    for (const row of before)
      await db
        .update(roleAccess)
        .set(change({ status: row.status, actions: row.actions }))
        .where(eq(roleAccess.id, row.id));
    return await body();
  } finally {
    for (const row of before) await db.update(roleAccess).set({ status: row.status, actions: row.actions }).where(eq(roleAccess.id, row.id));
  }
}
