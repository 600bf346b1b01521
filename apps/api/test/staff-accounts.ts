import { INTERNAL_TYPE } from '@madrasah/contract/access';
import { userRoles, users } from '../src/db/schema/index.js';
import { roleId } from '../src/db/seed/reference.js';
import { eq } from 'drizzle-orm';
import type { TestContext } from './context.js';
import { createAccount, PASSWORD } from './factories.js';

/** A staff account holding `roles` (and the GTK `gtkId`, where given), signed in at the staff door. */
export async function signedInStaff(ctx: TestContext, roles: string[], opts: { gtkId?: number } = {}) {
  const account = await createAccount(ctx.db, { role: roles[0], tipe: INTERNAL_TYPE });
  for (const role of roles) await ctx.db.insert(userRoles).values({ user_id: account.id, role_id: await roleId(ctx.db, role) });
  if (opts.gtkId !== undefined) await ctx.db.update(users).set({ gtk_id: opts.gtkId }).where(eq(users.id, account.id));
  const res = await ctx.app.inject({ method: 'POST', url: '/api/staf/login', payload: { email: account.email, password: PASSWORD } });
  if (res.statusCode !== 200) throw new Error(`staff sign-in failed: ${res.statusCode} ${res.payload}`);
  return { account, token: res.json().data.access_token as string };
}
