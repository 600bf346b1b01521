import { eq, inArray, sql } from 'drizzle-orm';
import { EXTERNAL_TYPE, ROLE } from '@madrasah/contract/access';
import type { Tx } from '../../db/client.js';
import { orangTua, users } from '../../db/schema/index.js';
import { lockAccounts, refusingTakenEmail, roleIds } from '../../platform/account-write.js';
import { linkWali } from '../../platform/wali-siswa.js';
import type { WaliWrites } from './wali-plan.js';

/**
 * The password hash of an imported account: no argon2 hash, so no password signs in with it
 * (verifyPassword answers false for a malformed hash) until the operator resets it on the Akun
 * page and prints its card (decision 0045).
 */
export const NO_PASSWORD = '!impor';

/**
 * Writes guardian accounts, their people and their children's links under the accounts' lock
 * (platform/account-write.ts), as the Akun module does; an address taken meanwhile refuses the
 * import as busy.
 */
export async function commitWali(tx: Tx, writes: WaliWrites) {
  await refusingTakenEmail(async () => {
    await lockAccounts(tx);
    const role = (await roleIds(tx, [ROLE.wali])).get(ROLE.wali)!;
    for (const u of writes.update) await tx.update(users).set({ email: u.email, name: u.name }).where(eq(users.id, u.id));
    if (writes.create.length > 0)
      await tx.insert(users).values(
        writes.create.map((c) => ({
          email: c.email,
          name: c.name,
          password_hash: NO_PASSWORD,
          role_id: role,
          tipe: EXTERNAL_TYPE,
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
    if (writes.links.length === 0) return;
    const accounts = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, [...new Set(writes.links.map((l) => l.email))]));
    const people = await tx
      .select({ id: orangTua.id, siswa_id: orangTua.siswa_id, tipe: orangTua.tipe })
      .from(orangTua)
      .where(inArray(orangTua.siswa_id, [...new Set(writes.links.map((l) => l.siswa_id))]));
    const accountOf = new Map(accounts.map((a) => [a.email, a.id]));
    const personOf = new Map(people.map((p) => [`${p.siswa_id}:${p.tipe}`, p.id]));
    await linkWali(
      tx,
      writes.links.map((l) => ({ user_id: accountOf.get(l.email)!, siswa_id: l.siswa_id, orang_tua_id: personOf.get(`${l.siswa_id}:${l.tipe}`) ?? null })),
    );
  });
}
