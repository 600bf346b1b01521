import { and, eq, inArray, sql } from 'drizzle-orm';
import { EXTERNAL_TYPE, ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { Tx } from '../../db/client.js';
import { orangTua, users } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { lockAccounts, refusingTakenEmail, roleIds } from '../../platform/account-write.js';
import type { WaliWrites } from './wali-plan.js';

/**
 * The password hash of an imported account: no argon2 hash, so no password signs in with it
 * (verifyPassword answers false for a malformed hash) until the operator resets it on the Akun
 * page and prints its card (decision 0045).
 */
export const NO_PASSWORD = '!impor';

/**
 * Writes guardian accounts and their people under the accounts' lock (platform/account-write.ts), as the Akun
 * module does; a student given a guardian account meanwhile refuses the import as busy.
 */
export async function commitWali(tx: Tx, writes: WaliWrites) {
  await refusingTakenEmail(async () => {
    await lockAccounts(tx);
    const role = (await roleIds(tx, [ROLE.wali])).get(ROLE.wali)!;
    const wards = writes.create.map((c) => c.siswa_id);
    if (wards.length > 0) {
      const made = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role_id, role), inArray(users.siswa_id, wards)))
        .limit(1);
      if (made.length > 0) throw new AppError(409, MSG.akunBusy);
    }
    for (const u of writes.update) await tx.update(users).set({ email: u.email, name: u.name }).where(eq(users.id, u.id));
    if (writes.create.length > 0)
      await tx.insert(users).values(
        writes.create.map((c) => ({
          email: c.email,
          name: c.name,
          password_hash: NO_PASSWORD,
          role_id: role,
          tipe: EXTERNAL_TYPE,
          siswa_id: c.siswa_id,
          must_change_password: true,
        })),
      );
    if (writes.parents.length > 0)
      await tx
        .insert(orangTua)
        .values(writes.parents)
        .onConflictDoUpdate({
          target: [orangTua.siswa_id, orangTua.tipe],
          set: { nama: sql`excluded.nama`, no_telp: sql`excluded.no_telp`, email: sql`excluded.email`, updated_at: sql`now()` },
        });
  });
}
