import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { distanceMetres } from '@madrasah/contract/geo';
import { MSG } from '@madrasah/contract/messages';
import { AKTIVITAS, type PresensiBody, type PresensiHariIni } from '@madrasah/contract/schemas/presensi';
import type { Db } from '../../db/client.js';
import { presensiLog, presensiSiswa, rombelSiswa } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { schoolMoment, secondsOfDay } from '../../platform/clock.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { FILES_PREFIX, type FileSigner } from '../../platform/files/signed-url.js';
import { normalisePhoto } from '../../platform/files/image.js';
import { newKey } from '../../platform/files/storage.js';
import { decodeUpload } from '../../platform/files/upload.js';
import { assertOwnSiswa } from '../../platform/scope.js';
import { activePeriod } from '../lookup/active-period.js';
import { schoolSettings } from '../lookup/sekolah.js';
import { presensiAllowed } from './allow.js';

type Row = typeof presensiSiswa.$inferSelect;
type Jenis = 'masuk' | 'pulang';
type Attempt = { app: FastifyInstance; auth: AuthContext; body: PresensiBody; ip: string };

export function toHariIni(row: Row, signer: FileSigner): PresensiHariIni {
  const sign = (key: string | null) => (key ? signer.sign(key) : null);
  return {
    id: row.id,
    in: { waktu: row.waktu_masuk, foto: sign(row.foto_masuk) },
    out: row.waktu_pulang ? { waktu: row.waktu_pulang, foto: sign(row.foto_pulang) } : null,
    main_path: FILES_PREFIX,
  };
}

async function findToday(db: Db, siswaId: number, tgl: string) {
  const [row] = await db
    .select()
    .from(presensiSiswa)
    .where(and(eq(presensiSiswa.siswa_id, siswaId), eq(presensiSiswa.tgl, tgl), eq(presensiSiswa.aktivitas, AKTIVITAS.kelas)))
    .limit(1);
  return row;
}

export async function presensiHariIni(db: Db, signer: FileSigner, auth: AuthContext, siswaId: number, date: string) {
  assertOwnSiswa(auth, siswaId);
  const row = await findToday(db, siswaId, date);
  if (!row) throw notFound();
  return toHariIni(row, signer);
}

/**
 * Everything both clock directions check before touching the photo: the caller is the student,
 * today is a clock-in day, and (when the geofence is on) the position the server measures
 * lies inside the school's radius.
 */
async function admit({ app, auth, body }: Attempt) {
  const siswaId = assertOwnSiswa(auth, body.siswa_id);
  const school = await schoolSettings(app.db);
  const today = schoolMoment(app.now(), school.timezone);
  if (!presensiAllowed(auth, school, today)) throw forbidden(MSG.presensiNotAllowed);
  const jarak = distanceMetres({ lat: school.lat, long: school.long }, { lat: body.lat, long: body.long });
  if (school.radius_active && jarak > school.radius) throw Object.assign(badRequest(MSG.outsideRadius), { jarak });
  return { siswaId, school, today, jarak };
}

/** Decodes, checks and cleans the selfie, then stores it; no database work happens meanwhile. */
async function storeSelfie(app: FastifyInstance, foto: string): Promise<string> {
  const rule = { field: 'foto', accept: ['jpg', 'png', 'webp'] as const, typeMessage: MSG.uploadInvalid, sizeMessage: MSG.imageTooLarge };
  const { data, kind } = await decodeUpload(foto, rule);
  const photo = await normalisePhoto(data, kind, { field: 'foto', invalidMessage: MSG.uploadInvalid });
  const key = newKey('presensi', 'jpg', app.now());
  await app.files.storage.put(key, photo);
  return key;
}

/** Runs one attempt and writes it to the attempt log, accepted or refused, with its reason. */
async function logged<T>(attempt: Attempt, jenis: Jenis, run: (note: (jarak: number) => void) => Promise<T>): Promise<T> {
  let jarak: number | null = null;
  const entry = (diterima: boolean, alasan: string | null) => ({
    user_id: attempt.auth.userId,
    siswa_id: attempt.auth.siswaId,
    jenis,
    diterima,
    alasan,
    jarak,
    lat: attempt.body.lat,
    long: attempt.body.long,
    ip: attempt.ip,
  });
  try {
    const result = await run((d) => (jarak = d));
    await attempt.app.db.insert(presensiLog).values(entry(true, null));
    return result;
  } catch (err) {
    if (err instanceof AppError) {
      jarak ??= (err as AppError & { jarak?: number }).jarak ?? null;
      await attempt.app.db.insert(presensiLog).values(entry(false, err.message));
    }
    throw err;
  }
}

export async function clockIn(attempt: Attempt): Promise<{ message: string; data: PresensiHariIni }> {
  const { app } = attempt;
  return logged(attempt, 'masuk', async (note) => {
    const { siswaId, school, today, jarak } = await admit(attempt);
    note(jarak);
    const signer = app.files.signer;
    const existing = await findToday(app.db, siswaId, today.date);
    if (existing) return { message: MSG.alreadyClockedIn, data: toHariIni(existing, signer) };

    const period = await activePeriod(app.db);
    if (!period) throw forbidden(MSG.noActiveYear);
    const [member] = await app.db
      .select({ rombelId: rombelSiswa.rombel_id })
      .from(rombelSiswa)
      .where(and(eq(rombelSiswa.siswa_id, siswaId), eq(rombelSiswa.tahun_ajaran_id, period.tahunAjaran.id)));
    const key = await storeSelfie(app, attempt.body.foto);
    const [row] = await app.db
      .insert(presensiSiswa)
      .values({
        siswa_id: siswaId,
        rombel_id: member?.rombelId ?? null,
        tahun_ajaran_id: period.tahunAjaran.id,
        semester_id: period.semester.id,
        aktivitas: AKTIVITAS.kelas,
        tgl: today.date,
        waktu_masuk: today.time,
        foto_masuk: key,
        radius_masuk: jarak,
        lat_masuk: attempt.body.lat,
        long_masuk: attempt.body.long,
        ip_masuk: attempt.ip,
        durasi_telat: Math.max(0, secondsOfDay(today.time) - secondsOfDay(school.jam_masuk)),
      })
      .onConflictDoNothing()
      .returning();
    if (row) return { message: MSG.clockedIn, data: toHariIni(row, signer) };
    // A concurrent request for the same day won the unique key: ours changes nothing.
    await app.files.storage.remove(key);
    const winner = await findToday(app.db, siswaId, today.date);
    return { message: MSG.alreadyClockedIn, data: toHariIni(winner!, signer) };
  });
}

export async function clockOut(attempt: Attempt, id: number): Promise<{ message: string; data: PresensiHariIni }> {
  const { app } = attempt;
  return logged(attempt, 'pulang', async (note) => {
    const { siswaId, school, today, jarak } = await admit(attempt);
    note(jarak);
    const signer = app.files.signer;
    const [record] = await app.db
      .select()
      .from(presensiSiswa)
      .where(and(eq(presensiSiswa.id, id), eq(presensiSiswa.siswa_id, siswaId), eq(presensiSiswa.tgl, today.date)))
      .limit(1);
    if (!record) throw notFound();
    if (record.waktu_pulang) return { message: MSG.alreadyClockedOut, data: toHariIni(record, signer) };

    const key = await storeSelfie(app, attempt.body.foto);
    const [row] = await app.db
      .update(presensiSiswa)
      .set({
        waktu_pulang: today.time,
        foto_pulang: key,
        radius_pulang: jarak,
        lat_pulang: attempt.body.lat,
        long_pulang: attempt.body.long,
        ip_pulang: attempt.ip,
        durasi_pulang_cepat: Math.max(0, secondsOfDay(school.jam_pulang) - secondsOfDay(today.time)),
        updated_at: new Date(),
      })
      .where(and(eq(presensiSiswa.id, record.id), isNull(presensiSiswa.waktu_pulang)))
      .returning();
    if (row) return { message: MSG.clockedOut, data: toHariIni(row, signer) };
    await app.files.storage.remove(key);
    const [current] = await app.db.select().from(presensiSiswa).where(eq(presensiSiswa.id, record.id));
    return { message: MSG.alreadyClockedOut, data: toHariIni(current!, signer) };
  });
}
