import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { distanceMetres } from '@madrasah/contract/geo';
import { MSG } from '@madrasah/contract/messages';
import { AKTIVITAS, type PresensiBody, type PresensiHariIni } from '@madrasah/contract/schemas/presensi';
import type { Db } from '../../db/client.js';
import { presensiLog, presensiSiswa } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { schoolMoment, secondsOfDay } from '../../platform/clock.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import { FILES_PREFIX, type FileSigner } from '../../platform/files/signed-url.js';
import { cleanPhoto } from '../../platform/files/photo.js';
import { newKey } from '../../platform/files/storage.js';
import { withStoredFile } from '../../platform/files/stored-write.js';
import { assertOwnSiswa } from '../../platform/scope.js';
import { createBatcher } from '../../platform/batch.js';
import { notifyPresensi } from '../../platform/notifikasi-pemicu.js';
import { presensiAllowed } from '../../platform/presensi-allowed.js';
import { assertJamPresensi } from './jam-presensi.js';
import type { ServiceContext } from '../../platform/service-context.js';

type Row = Pick<typeof presensiSiswa.$inferSelect, 'id' | 'waktu_masuk' | 'foto_masuk' | 'waktu_pulang' | 'foto_pulang'>;
type Jenis = 'masuk' | 'pulang';
/** A clock-in or clock-out as the route hands it over. */
type Request = { auth: AuthContext; body: PresensiBody; ip: string };
type Attempt = Request & { app: ServiceContext };
/** `repeated`: the day's record already held this direction, and the answer is that record. */
type Outcome = { message: string; data: PresensiHariIni; repeated?: true };

function toHariIni(row: Row, signer: FileSigner): PresensiHariIni {
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

export async function presensiHariIni({ db, files }: ServiceContext, auth: AuthContext, siswaId: number, date: string) {
  assertOwnSiswa(auth, siswaId);
  const row = await findToday(db, siswaId, date);
  if (!row) throw notFound();
  return toHariIni(row, files.signer);
}

/** Why a clock was refused, as the metrics count it: a short fixed list, not the message. */
type RefusalReason = 'outside_radius' | 'outside_hours' | 'not_allowed' | 'no_active_year' | 'photo';

/** A refusal that knows its reason, and how far away the student stood (for the attempt log). */
class Refused extends AppError {
  constructor(
    readonly reason: RefusalReason,
    err: AppError,
    readonly jarak: number | null = null,
  ) {
    super(err.statusCode, err.message, err.data, err.headers);
  }
}

/** A `.catch` (or catch block) that gives a refusal its reason; other failures pass on. */
const refusedAs =
  (reason: RefusalReason) =>
  (err: unknown): never => {
    throw err instanceof AppError ? new Refused(reason, err) : err;
  };

/**
 * Everything both clock directions check before touching the photo: the caller is the student,
 * today is a clock-in day, the time lies in that direction's hours, and (when the geofence is
 * on) the position the server measures lies inside the school's radius.
 */
async function admit({ app, auth, body }: Attempt, jenis: Jenis) {
  const siswaId = assertOwnSiswa(auth, body.siswa_id);
  const { school, period } = await app.schoolContext();
  const today = schoolMoment(app.now(), school.timezone);
  if (!presensiAllowed(auth, school, today)) throw new Refused('not_allowed', forbidden(MSG.presensiNotAllowed));
  if (!period) throw new Refused('no_active_year', forbidden(MSG.noActiveYear));
  try {
    assertJamPresensi(jenis, school, today.time);
  } catch (err) {
    refusedAs('outside_hours')(err);
  }
  const jarak = distanceMetres({ lat: school.lat, long: school.long }, { lat: body.lat, long: body.long });
  if (school.radius_active && jarak > school.radius) throw new Refused('outside_radius', badRequest(MSG.outsideRadius), jarak);
  return { siswaId, school, period, today, jarak };
}

/**
 * Decodes, checks and cleans the selfie, then stores it; no database work happens meanwhile. Its
 * record (stored_file, kind 'selfie') is written by the statement that writes the clock-in, so it
 * costs no round trip; selfies count against no quota or rate, since the day's record allows
 * two (in and out) and a refused write removes its photo.
 */
async function storeSelfie(app: ServiceContext, foto: string): Promise<{ key: string; size: number }> {
  const photo = await cleanPhoto(foto, { field: 'foto', accept: ['jpg', 'png', 'webp'], typeMessage: MSG.uploadInvalid }).catch(refusedAs('photo'));
  const key = newKey('presensi', 'jpg', app.now());
  await app.files.storage.put(key, photo);
  return { key, size: photo.length };
}

const logEntry = (a: Attempt, jenis: Jenis, diterima: boolean, alasan: string | null, jarak: number | null) => ({
  user_id: a.auth.userId,
  siswa_id: a.auth.siswaId,
  jenis,
  diterima,
  alasan,
  jarak,
  lat: a.body.lat,
  long: a.body.long,
  ip: a.ip,
});

/**
 * Every refusal is written to the attempt log with its message before it reaches the client;
 * every outcome is counted for the metrics (a refusal without a listed reason, such as another
 * student's record, as 'other').
 */
async function recordAttempt(a: Attempt, jenis: Jenis, run: () => Promise<Outcome>): Promise<Outcome> {
  try {
    const outcome = await run();
    a.app.metrics.clocks.inc({ direction: jenis, outcome: outcome.repeated ? 'repeated' : 'accepted', reason: '' });
    return outcome;
  } catch (err) {
    if (err instanceof AppError) {
      const refused = err instanceof Refused ? err : undefined;
      await a.app.db.insert(presensiLog).values(logEntry(a, jenis, false, err.message, refused?.jarak ?? null));
      a.app.metrics.clocks.inc({ direction: jenis, outcome: 'refused', reason: refused?.reason ?? 'other' });
    }
    throw err;
  }
}

/** The orphan sweep may have found the photo on the storage first: it is the student's selfie all the same. */
const SELFIE_ADOPTED = sql.raw(`ON CONFLICT (key) DO UPDATE SET user_id = excluded.user_id, size = excluded.size, kind = 'selfie'`);

/**
 * Runs the record's write, the accepted attempt's log entry and the selfie's file record as one statement: a clock-out
 * costs the session check and this, two round trips to the database.
 */
async function writeWithLog(db: Db, write: SQLWrapper, log: SQLWrapper, selfie: { key: string; size: number; userId: number }): Promise<Row | undefined> {
  const result = (await db.execute(sql`
    WITH written AS (${write.getSQL()}), logged AS (${log.getSQL()}),
    recorded AS (INSERT INTO stored_file (key, user_id, size, kind) SELECT ${selfie.key}, ${selfie.userId}, ${selfie.size}, 'selfie' FROM written ${SELFIE_ADOPTED})
    SELECT id, waktu_masuk, foto_masuk, waktu_pulang, foto_pulang FROM written`)) as { rows: Row[] };
  return result.rows[0];
}

/** One clock-in as the batched insert takes it: the record's values and its attempt-log entry's. */
type Entry = {
  siswaId: number;
  tahunAjaranId: number;
  semesterId: number;
  tgl: string;
  waktu: string;
  /** The stored photo's key: unique, so it ties a returned row to its request. */
  foto: string;
  /** The stored photo's size, for its stored_file record. */
  size: number;
  jarak: number;
  lat: number;
  long: number;
  ip: string;
  durasiTelat: number;
  userId: number;
};

const column = <K extends keyof Entry>(items: Entry[], key: K) => sql.param(items.map((i) => i[key]));

/**
 * Clock-ins arriving together are written together, by one statement of fixed text whatever the
 * batch's size: every value travels as one array per column and `unnest` turns them back into
 * rows, so neither Drizzle nor PostgreSQL builds or plans a statement per row. It inserts every
 * record (the class group looked up in the same statement) and every attempt-log entry, one
 * commit for the lot. A record that loses on the unique key (a retry, or a double tap in the same
 * batch) comes back without a row, and its request answers with the day's existing record.
 */
const insertBatchers = new WeakMap<Db, (entry: Entry) => Promise<Row | undefined>>();
function insertClockIn(db: Db) {
  let insert = insertBatchers.get(db);
  if (!insert) {
    insert = createBatcher(async (items: Entry[]) => {
      const result = (await db.execute(sql`
        WITH input AS (
          SELECT * FROM unnest(
            ${column(items, 'siswaId')}::int[], ${column(items, 'tahunAjaranId')}::int[], ${column(items, 'semesterId')}::int[],
            ${column(items, 'tgl')}::date[], ${column(items, 'waktu')}::text[], ${column(items, 'foto')}::text[],
            ${column(items, 'jarak')}::float8[], ${column(items, 'lat')}::float8[], ${column(items, 'long')}::float8[],
            ${column(items, 'ip')}::text[], ${column(items, 'durasiTelat')}::int[], ${column(items, 'userId')}::int[],
            ${column(items, 'size')}::int[]
          ) AS i (siswa_id, tahun_ajaran_id, semester_id, tgl, waktu, foto, jarak, lat, long, ip, durasi_telat, user_id, size)
        ),
        written AS (
          INSERT INTO presensi_siswa (siswa_id, rombel_id, tahun_ajaran_id, semester_id, aktivitas, tgl, waktu_masuk, foto_masuk,
            radius_masuk, lat_masuk, long_masuk, ip_masuk, durasi_telat)
          SELECT i.siswa_id, rs.rombel_id, i.tahun_ajaran_id, i.semester_id, ${AKTIVITAS.kelas}, i.tgl, i.waktu, i.foto,
            i.jarak, i.lat, i.long, i.ip, i.durasi_telat
          FROM input i
          LEFT JOIN rombel_siswa rs ON rs.siswa_id = i.siswa_id AND rs.tahun_ajaran_id = i.tahun_ajaran_id
          ON CONFLICT DO NOTHING
          RETURNING id, foto_masuk, waktu_masuk, waktu_pulang, foto_pulang
        ),
        logged AS (
          INSERT INTO presensi_log (user_id, siswa_id, jenis, diterima, jarak, lat, long, ip)
          SELECT i.user_id, i.siswa_id, 'masuk', true, i.jarak, i.lat, i.long, i.ip FROM input i
        ),
        recorded AS (
          INSERT INTO stored_file (key, user_id, size, kind)
          SELECT i.foto, i.user_id, i.size, 'selfie' FROM input i JOIN written w ON w.foto_masuk = i.foto
          ${SELFIE_ADOPTED}
        )
        SELECT * FROM written`)) as unknown as { rows: Row[] };
      const byPhoto = new Map(result.rows.map((r) => [r.foto_masuk, r]));
      return items.map((i) => byPhoto.get(i.foto));
    });
    insertBatchers.set(db, insert);
  }
  return insert;
}

export function clockIn(app: ServiceContext, request: Request): Promise<Outcome> {
  const a = { app, ...request };
  return recordAttempt(a, 'masuk', async () => {
    const { siswaId, school, period, today, jarak } = await admit(a, 'masuk');
    // The photo is stored before the record that points at it.
    const { key, size } = await storeSelfie(app, a.body.foto);
    const row = await withStoredFile(app, key, () =>
      insertClockIn(app.db)({
        siswaId,
        tahunAjaranId: period.tahunAjaran.id,
        semesterId: period.semester.id,
        tgl: today.date,
        waktu: today.time,
        foto: key,
        size,
        jarak,
        lat: a.body.lat,
        long: a.body.long,
        ip: a.ip,
        durasiTelat: Math.max(0, secondsOfDay(today.time) - secondsOfDay(school.jam_masuk)),
        userId: a.auth.userId,
      }),
    );
    if (row) await notifyPresensi(app.db, siswaId, 'masuk', row.waktu_masuk);
    if (row) return { message: MSG.clockedIn, data: toHariIni(row, app.files.signer) };
    await app.files.storage.remove(key);
    const existing = await findToday(app.db, siswaId, today.date);
    return { message: MSG.alreadyClockedIn, data: toHariIni(existing!, app.files.signer), repeated: true };
  });
}

export function clockOut(app: ServiceContext, request: Request, id: number): Promise<Outcome> {
  const a = { app, ...request };
  return recordAttempt(a, 'pulang', async () => {
    const { siswaId, school, today, jarak } = await admit(a, 'pulang');
    const [record] = await app.db
      .select()
      .from(presensiSiswa)
      .where(and(eq(presensiSiswa.id, id), eq(presensiSiswa.siswa_id, siswaId), eq(presensiSiswa.tgl, today.date)))
      .limit(1);
    if (!record) throw notFound();
    if (record.waktu_pulang) return { message: MSG.alreadyClockedOut, data: toHariIni(record, app.files.signer), repeated: true };

    const { key, size } = await storeSelfie(app, a.body.foto);
    const update = app.db
      .update(presensiSiswa)
      .set({
        waktu_pulang: today.time,
        foto_pulang: key,
        radius_pulang: jarak,
        lat_pulang: a.body.lat,
        long_pulang: a.body.long,
        ip_pulang: a.ip,
        durasi_pulang_cepat: Math.max(0, secondsOfDay(school.jam_pulang) - secondsOfDay(today.time)),
        updated_at: new Date(),
      })
      .where(and(eq(presensiSiswa.id, record.id), isNull(presensiSiswa.waktu_pulang)))
      .returning();
    const log = app.db.insert(presensiLog).values(logEntry(a, 'pulang', true, null, jarak));
    const row = await withStoredFile(app, key, () => writeWithLog(app.db, update, log, { key, size, userId: a.auth.userId }));
    if (row) await notifyPresensi(app.db, siswaId, 'pulang', today.time);
    if (row) return { message: MSG.clockedOut, data: toHariIni(row, app.files.signer) };
    await app.files.storage.remove(key);
    const [current] = await app.db.select().from(presensiSiswa).where(eq(presensiSiswa.id, record.id));
    return { message: MSG.alreadyClockedOut, data: toHariIni(current!, app.files.signer), repeated: true };
  });
}
