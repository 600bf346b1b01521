import { inArray } from 'drizzle-orm';
import { TIPE_ORANG_TUA } from '@madrasah/contract/schemas/orang-tua';
import type { Db, Tx } from '../../db/client.js';
import { orangTua } from '../../db/schema/index.js';

/** Whom a student's guardian account is for, in this order: the Wali where there is one, else the father, else the mother. */
const URUTAN = [TIPE_ORANG_TUA.wali, TIPE_ORANG_TUA.ayah, TIPE_ORANG_TUA.ibu] as const;

export type OrangTuaKontak = { id: number; nama: string; email: string | null };

/** A student's parents and guardian who are alive (or of unknown state), in the order above. */
export async function orangTuaPerSiswa(db: Db | Tx, siswaIds: number[]): Promise<Map<number, OrangTuaKontak[]>> {
  const byStudent = new Map<number, OrangTuaKontak[]>();
  if (siswaIds.length === 0) return byStudent;
  const rows = await db

    .select({
      id: orangTua.id,
      siswaId: orangTua.siswa_id,
      tipe: orangTua.tipe,
      nama: orangTua.nama,
      email: orangTua.email,
      statusHidup: orangTua.status_hidup,
    })
    .from(orangTua)
    .where(inArray(orangTua.siswa_id, siswaIds));
  const rank = (tipe: string) => URUTAN.indexOf(tipe as (typeof URUTAN)[number]);
  for (const row of rows.filter((r) => r.statusHidup !== 'Sudah Meninggal' && rank(r.tipe) >= 0).sort((a, b) => rank(a.tipe) - rank(b.tipe))) {
    const list = byStudent.get(row.siswaId) ?? [];
    list.push({ id: row.id, nama: row.nama, email: row.email });
    byStudent.set(row.siswaId, list);
  }
  return byStudent;
}
