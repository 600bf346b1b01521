import { and, eq, min, sql } from 'drizzle-orm';
import { AKTIVITAS } from '@madrasah/contract/schemas/presensi';
import { presensiPenutupan, semester } from '../../db/schema/index.js';
import { schoolMoment, secondsOfDay } from '../../platform/clock.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { addDays } from '@madrasah/contract/schemas/perizinan-tanggal';
import { isHariSekolah } from '../../platform/hari-sekolah.js';

/** Minutes after jam_pulang before a day is closed: the last clock-outs and the teachers' own corrections land first. */
export const PENUTUPAN_JEDA_MENIT = 30;
/** How many days back a run closes days it missed (the API was down, or the job failed). */
export const PENUTUPAN_MUNDUR_HARI = 7;

/**
 * Closes one school day: in one transaction, claims the day in presensi_penutupan (INSERT ...
 * ON CONFLICT DO NOTHING: a second process, or a second run, finds it claimed and does nothing;
 * one that runs at the same moment waits on the first's uncommitted key, then finds it) and
 * writes an automatic alpa for every active student of the year's class groups with no class
 * clock-in, no approved permit day and no status on that day. Answers the number of alpa
 * written, or null when the day was already closed.
 */
export async function tutupHari(app: ServiceContext, tgl: string, tahunAjaranId: number, semesterId: number): Promise<number | null> {
  return app.db.transaction(async (tx) => {
    const claimed = await tx.insert(presensiPenutupan).values({ tgl }).onConflictDoNothing().returning({ tgl: presensiPenutupan.tgl });
    if (claimed.length === 0) return null;
    const written = (await tx.execute(sql`
      INSERT INTO presensi_status (siswa_id, rombel_id, tahun_ajaran_id, semester_id, tgl, status, sumber)
      SELECT rs.siswa_id, rs.rombel_id, rs.tahun_ajaran_id, ${semesterId}, ${tgl}::date, 'alpa', 'otomatis'
      FROM rombel_siswa rs
      JOIN siswa s ON s.id = rs.siswa_id AND s.status_siswa = 'Aktif'
      WHERE rs.tahun_ajaran_id = ${tahunAjaranId}
        AND NOT EXISTS (SELECT 1 FROM presensi_siswa p WHERE p.siswa_id = rs.siswa_id AND p.tgl = ${tgl}::date AND p.aktivitas = ${AKTIVITAS.kelas})
        AND NOT EXISTS (SELECT 1 FROM perizinan_hari d WHERE d.siswa_id = rs.siswa_id AND d.tgl = ${tgl}::date)
      ON CONFLICT (siswa_id, tgl) DO NOTHING
      RETURNING id`)) as unknown as { rows: unknown[] };
    const n = written.rows.length;
    await tx.update(presensiPenutupan).set({ jumlah_alpa: n }).where(eq(presensiPenutupan.tgl, tgl));
    return n;
  });
}

/**
 * The end-of-day alpa, run by the job runner every few minutes in every API process: closes
 * each school day (a clock-in weekday that the calendar does not mark 'Libur') of the active
 * school year whose jam_pulang plus PENUTUPAN_JEDA_MENIT has passed and that no run closed yet,
 * going back at most PENUTUPAN_MUNDUR_HARI days, and never before the first day ever closed: a
 * new installation starts with the day it first runs, not with a week of alpa for days before
 * the school used the portal. Answers the days it closed with the alpa written on each.
 */
export async function tutupHariPresensi(app: ServiceContext): Promise<{ tgl: string; alpa: number }[]> {
  const { school, period } = await app.schoolContext();
  if (!period) return [];
  const now = schoolMoment(app.now(), school.timezone);
  const todayOver = secondsOfDay(now.time) >= secondsOfDay(school.jam_pulang) + PENUTUPAN_JEDA_MENIT * 60;
  const last = todayOver ? now.date : addDays(now.date, -1);
  const [{ first }] = (await app.db.select({ first: min(presensiPenutupan.tgl) }).from(presensiPenutupan)) as [{ first: string | null }];
  let from = addDays(last, -(PENUTUPAN_MUNDUR_HARI - 1));
  if (first === null || first > from) from = first === null || first > last ? last : first;
  const ta = period.tahunAjaran;
  const semesters = await app.db
    .select({ id: semester.id, tipe: semester.tipe_semester })
    .from(semester)
    .where(and(eq(semester.tahun_ajaran_id, ta.id), eq(semester.is_deleted, false)));
  const closed: { tgl: string; alpa: number }[] = [];
  for (let tgl = from; tgl <= last; tgl = addDays(tgl, 1)) {
    // Only days of the active school year (1 July to 30 June), in a semester it has.
    const ganjil = Number(tgl.slice(5, 7)) >= 7;
    if (Number(tgl.slice(0, 4)) !== (ganjil ? ta.thn_awal : ta.thn_akhir)) continue;
    const sem = semesters.find((s) => s.tipe === (ganjil ? 'Ganjil' : 'Genap'));
    if (!sem || !(await isHariSekolah(app.db, school, tgl))) continue;
    const alpa = await tutupHari(app, tgl, ta.id, sem.id);
    if (alpa !== null) closed.push({ tgl, alpa });
  }
  return closed;
}
