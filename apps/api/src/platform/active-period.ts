import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { semester, tahunAjaran } from '../db/schema/index.js';

export type ActivePeriod = {
  tahunAjaran: { id: number; thn_awal: number; thn_akhir: number };
  semester: { id: number; tipe_semester: string };
};

/** The school year and semester marked active, or null when either is missing. */
export async function activePeriod(db: Db): Promise<ActivePeriod | null> {
  const [row] = await db
    .select({
      taId: tahunAjaran.id,
      thnAwal: tahunAjaran.thn_awal,
      thnAkhir: tahunAjaran.thn_akhir,
      semId: semester.id,
      tipe: semester.tipe_semester,
    })
    .from(tahunAjaran)
    .innerJoin(semester, and(eq(semester.tahun_ajaran_id, tahunAjaran.id), eq(semester.is_active, true), eq(semester.is_deleted, false)))
    .where(eq(tahunAjaran.is_active, true))
    .limit(1);
  if (!row) return null;
  return {
    tahunAjaran: { id: row.taId, thn_awal: row.thnAwal, thn_akhir: row.thnAkhir },
    semester: { id: row.semId, tipe_semester: row.tipe },
  };
}
