import { and, eq, ne, sql } from 'drizzle-orm';
import { INTERNAL_TYPE, STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { Tx } from '../../db/client.js';
import { roles, userRoles, users } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';

/**
 * Refuses a change that would leave the school without an active operator (taking the role
 * from, or switching off, account `userId`), which only the command line could undo. Runs
 * under the accounts' lock, so two such changes at once cannot each count on the other.
 */
export async function keepAnActiveOperator(tx: Tx, userId: number) {
  const [other] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.role_id))
    .where(and(eq(roles.nama, STAFF_ROLE.operator), eq(users.tipe, INTERNAL_TYPE), eq(users.is_active, true), ne(users.id, userId)));
  if ((other?.n ?? 0) === 0) throw new AppError(409, MSG.akunLastOperator);
}
