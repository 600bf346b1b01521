import { eq } from 'drizzle-orm';
import { INTERNAL_TYPE, STAFF_ROLE } from '@madrasah/contract/access';
import type { Db } from '../client.js';
import { userRoles, users } from '../schema/index.js';
import { hashPassword } from '../../platform/password.js';
import { newPassword } from '../../platform/tokens.js';
import { roleId } from '../seed/reference.js';

/**
 * Creates an operator account with a one-time password, changed at its first sign-in: how a new
 * installation gets its first staff member, after which everything is done in the browser.
 */
export async function createOperator(db: Db, emailInput: string, name: string): Promise<{ email: string; password: string }> {
  const email = emailInput.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`'${emailInput}' is not an email address.`);
  if (!name.trim()) throw new Error('The operator needs a name.');
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (taken) throw new Error(`An account with the email ${email} exists already.`);
  const password = newPassword();
  const operator = await roleId(db, STAFF_ROLE.operator);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email, name: name.trim(), password_hash: passwordHash, role_id: operator, tipe: INTERNAL_TYPE, must_change_password: true })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ user_id: user!.id, role_id: operator });
  });
  return { email, password };
}
