import { eq, sql } from 'drizzle-orm';
import { PAGE } from '@madrasah/contract/access';
import { AKTIVITAS } from '@madrasah/contract/schemas/presensi';
import type { Db } from '../../db/client.js';
import { appSetting, notifikasiBelumHadir } from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { schoolMoment, secondsOfDay } from '../../platform/clock.js';
import { fieldError } from '../../platform/errors.js';
import { isHariSekolah } from '../../platform/hari-sekolah.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { notify } from '../../platform/notifikasi-notify.js';

const KEY = 'notifikasi.jam_belum_hadir';

/** The school time (HH:MM) at which guardians hear that their child has not clocked in; null: the alert is off (the default). */
export async function jamBelumHadir(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, KEY));
  return row?.value ?? null;
}

/** Sets the alert's time (null: off); it must fall before jam_pulang, when the job stops looking. Audited. */
export async function setJamBelumHadir(app: ServiceContext, auth: AuthContext | null, jam: string | null, ip?: string): Promise<{ jam: string | null }> {
  if (jam !== null) {
    const { school } = await app.schoolContext();
    if (secondsOfDay(jam) >= secondsOfDay(school.jam_pulang)) throw fieldError('jam', 'Jam pemberitahuan harus sebelum jam pulang');
  }
  const before = await jamBelumHadir(app.db);
  await audited(
    app.db,
    { userId: auth?.userId ?? null, action: 'update', entity: 'notifikasi_belum_hadir', ip, detail: { before: { jam: before }, after: { jam } } },
    async (tx) => {
      if (jam === null) await tx.delete(appSetting).where(eq(appSetting.key, KEY));
      else
        await tx
          .insert(appSetting)
          .values({ key: KEY, value: jam })
          .onConflictDoUpdate({ target: appSetting.key, set: { value: jam } });
    },
  );
  return { jam };
}

/**
 * The not-yet-clocked-in alert, run by the job runner every few minutes in every process: on a
 * school day (platform/hari-sekolah.ts) between the school's alert time and jam_pulang, claims the
 * day in notifikasi_belum_hadir (INSERT … ON CONFLICT DO NOTHING, as the end-of-day alpa claims
 * its day) and in the same transaction tells the guardians of every active student of the year's
 * class groups with no class clock-in, no approved permit day and no status a teacher set. A day
 * is never alerted late (a restart after jam_pulang skips it). Answers the day and the
 * notifications written, or null when nothing was due.
 */
export async function kabarBelumHadir(app: ServiceContext): Promise<{ tgl: string; jumlah: number } | null> {
  const jam = await jamBelumHadir(app.db);
  if (!jam) return null;
  const { school, period } = await app.schoolContext();
  if (!period) return null;
  const now = schoolMoment(app.now(), school.timezone);
  const detik = secondsOfDay(now.time);
  if (detik < secondsOfDay(jam) || detik >= secondsOfDay(school.jam_pulang)) return null;
  if (!(await isHariSekolah(app.db, school, now.date))) return null;
  const tgl = now.date;
  return app.db.transaction(async (tx) => {
    const claimed = await tx.insert(notifikasiBelumHadir).values({ tgl }).onConflictDoNothing().returning({ tgl: notifikasiBelumHadir.tgl });
    if (claimed.length === 0) return null;
    const jumlah = await notify(tx, {
      jenis: 'belum_hadir',
      siswa: sql`SELECT rs.siswa_id FROM rombel_siswa rs
        JOIN siswa s ON s.id = rs.siswa_id AND s.status_siswa = 'Aktif'
        WHERE rs.tahun_ajaran_id = ${period.tahunAjaran.id}
          AND NOT EXISTS (SELECT 1 FROM presensi_siswa p WHERE p.siswa_id = rs.siswa_id AND p.tgl = ${tgl}::date AND p.aktivitas = ${AKTIVITAS.kelas})
          AND NOT EXISTS (SELECT 1 FROM perizinan_hari d WHERE d.siswa_id = rs.siswa_id AND d.tgl = ${tgl}::date)
          AND NOT EXISTS (SELECT 1 FROM presensi_status st WHERE st.siswa_id = rs.siswa_id AND st.tgl = ${tgl}::date)`,
      judul: 'Belum presensi masuk',
      isi: `{nama} belum presensi masuk hari ini sampai pukul ${jam}.`,
      tautan: PAGE.presensiSiswa,
    });
    await tx.update(notifikasiBelumHadir).set({ jumlah }).where(eq(notifikasiBelumHadir.tgl, tgl));
    return { tgl, jumlah };
  });
}
