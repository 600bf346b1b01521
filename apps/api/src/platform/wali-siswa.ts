import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { orangTua, users, waliSiswa } from '../db/schema/index.js';

/*
 * A guardian account's children (decision 0054): the link table `wali_siswa` is the one truth,
 * read by the access guard (platform/auth.ts), the accounts pages, imports, transfers and
 * notifications.
 */

/** The request header naming the child a guardian acts for; absent: the account's first child. */
export const WARD_HEADER = 'x-siswa-id';

/** The account's children in their stable order (linked first, then by id): the first is the default. */
export const wardOrder = [asc(waliSiswa.created_at), asc(waliSiswa.siswa_id)] as const;

/** The guardian accounts of `siswaIds` (active or not), with the child each acts for. */
export async function waliAkunOf(db: Db | Tx, siswaIds: readonly number[]): Promise<{ userId: number; siswaId: number; isActive: boolean }[]> {
  if (siswaIds.length === 0) return [];
  return db
    .select({ userId: waliSiswa.user_id, siswaId: waliSiswa.siswa_id, isActive: users.is_active })
    .from(waliSiswa)
    .innerJoin(users, eq(users.id, waliSiswa.user_id))
    .where(inArray(waliSiswa.siswa_id, [...siswaIds]));
}

/**
 * Links accounts to children, each with the child's record of that person when known (the
 * Ayah, Ibu or Wali record whose e-mail or name is the account's is found by the caller). A link
 * already there keeps its date and takes the person given, if any.
 */
export async function linkWali(tx: Tx, links: readonly { user_id: number; siswa_id: number; orang_tua_id?: number | null }[]) {
  if (links.length === 0) return;
  await tx
    .insert(waliSiswa)
    .values(links.map((l) => ({ user_id: l.user_id, siswa_id: l.siswa_id, orang_tua_id: l.orang_tua_id ?? null })))
    .onConflictDoUpdate({
      target: [waliSiswa.user_id, waliSiswa.siswa_id],
      set: { orang_tua_id: sql`coalesce(excluded.orang_tua_id, ${waliSiswa.orang_tua_id})` },
    });
}

/** The record that is the guardian `userId`'s own person for child `siswaId`, if linked. */
export async function waliPerson(db: Db, userId: number, siswaId: number) {
  const [row] = await db
    .select({ tipe: orangTua.tipe, nama: orangTua.nama, no_telp: orangTua.no_telp, status_hidup: orangTua.status_hidup })
    .from(waliSiswa)
    .innerJoin(orangTua, eq(orangTua.id, waliSiswa.orang_tua_id))
    .where(and(eq(waliSiswa.user_id, userId), eq(waliSiswa.siswa_id, siswaId)));
  return row;
}
