import { and, eq } from 'drizzle-orm';
import type { ActionFlag, PagePath } from '@madrasah/contract/access';
import type { Db } from '../src/db/client.js';
import { roleAccess } from '../src/db/schema/index.js';
import { roleId } from '../src/db/seed/reference.js';

/** Runs `body` with the role's actions on `page` replaced by `change`, then restores them. */
export async function withRoleActions(db: Db, role: string, page: PagePath, change: (actions: ActionFlag[]) => ActionFlag[], body: () => Promise<void>) {
  const where = and(eq(roleAccess.role_id, await roleId(db, role)), eq(roleAccess.path, page));
  const [before] = await db.select().from(roleAccess).where(where);
  try {
    await db
      .update(roleAccess)
      .set({ actions: change(before!.actions as ActionFlag[]) })
      .where(where);
    await body();
  } finally {
    await db.update(roleAccess).set({ actions: before!.actions }).where(where);
  }
}
