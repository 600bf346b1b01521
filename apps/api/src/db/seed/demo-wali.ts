import { eq, inArray } from 'drizzle-orm';
import { TIPE_ORANG_TUA } from '@madrasah/contract/schemas/orang-tua';
import type { Tx } from '../client.js';
import { orangTua, users, waliSiswa } from '../schema/index.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';

/**
 * The demo's guardian accounts, each one person of the children's records (decision 0054): wali@
 * is the Wali of siswa@'s student; wali2@ the mother of two children in different class groups
 * (siswa2@'s student and a younger sibling's), whose records name her alike.
 */
export async function seedDemoWali(
  tx: Tx,
  account: (email: string, name: string) => typeof users.$inferInsert,
  children: { wali: number; wali2: [number, number] },
) {
  const people = await tx
    .select()
    .from(orangTua)
    .where(inArray(orangTua.siswa_id, [children.wali, ...children.wali2]));
  const recordOf = (siswaId: number, ...tipe: string[]) => tipe.flatMap((t) => people.filter((p) => p.siswa_id === siswaId && p.tipe === t))[0]!;
  const wali = recordOf(children.wali, TIPE_ORANG_TUA.wali, TIPE_ORANG_TUA.ayah);
  const [kakak, adik] = children.wali2.map((id) => recordOf(id, TIPE_ORANG_TUA.ibu));
  // One mother in both children's records.
  const { nama, nik, tempat_lahir, tgl_lahir, pendidikan, pekerjaan, penghasilan, no_telp } = kakak!;
  await tx.update(orangTua).set({ nama, nik, tempat_lahir, tgl_lahir, pendidikan, pekerjaan, penghasilan, no_telp }).where(eq(orangTua.id, adik!.id));

  const made = await tx
    .insert(users)
    .values([account(DEMO_ACCOUNTS.wali, wali.nama), account(DEMO_ACCOUNTS.wali2, kakak!.nama)])
    .returning({ id: users.id, email: users.email });
  const idOf = (email: string) => made.find((m) => m.email === email)!.id;
  await tx.insert(waliSiswa).values([
    { user_id: idOf(DEMO_ACCOUNTS.wali), siswa_id: children.wali, orang_tua_id: wali.id },
    { user_id: idOf(DEMO_ACCOUNTS.wali2), siswa_id: children.wali2[0], orang_tua_id: kakak!.id, created_at: new Date(Date.now() - 1000) },
    { user_id: idOf(DEMO_ACCOUNTS.wali2), siswa_id: children.wali2[1], orang_tua_id: adik!.id },
  ]);
}
