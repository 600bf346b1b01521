import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { kaldikAgenda } from '../db/schema/index.js';
import { HARI, type Hari } from '../db/schema/jadwal.js';
import type { SchoolSettings } from './school-settings.js';

/** The weekday of a YYYY-MM-DD day, by the school's names ('Senin'...'Minggu'). */
export function hariOf(tgl: string): Hari {
  const day = new Date(`${tgl}T00:00:00Z`).getUTCDay();
  return HARI[(day + 6) % 7]!;
}

/**
 * Whether students are expected to clock in on a day: one of the school's clock-in weekdays
 * (sekolah.hari_presensi) that no calendar item marks 'Libur' (kaldik_agenda.status_absensi).
 */
export async function isHariSekolah(db: Db | Tx, school: Pick<SchoolSettings, 'hari_presensi'>, tgl: string): Promise<boolean> {
  if (!school.hari_presensi.includes(hariOf(tgl))) return false;
  const [libur] = await db
    .select({ id: kaldikAgenda.id })
    .from(kaldikAgenda)
    .where(and(eq(kaldikAgenda.status_absensi, 'Libur'), lte(kaldikAgenda.tgl_awal, tgl), gte(kaldikAgenda.tgl_akhir, tgl)))
    .limit(1);
  return !libur;
}
