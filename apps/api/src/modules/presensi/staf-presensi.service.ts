import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { STAF_PRESENSI } from '@madrasah/contract/endpoints/staf-presensi';
import { MSG } from '@madrasah/contract/messages';
import { AKTIVITAS } from '@madrasah/contract/schemas/presensi';
import { STATUS_KEHADIRAN_NAMA, type PresensiHarianRow, type StatusKehadiran, type SumberStatus } from '@madrasah/contract/schemas/staf-presensi';
import type { TableResult } from '@madrasah/contract/table';
import type { Db, Tx } from '../../db/client.js';
import {
  perizinanHari,
  perizinanJenis,
  perizinanSiswa,
  presensiSiswa,
  presensiStatus,
  presensiStatusRiwayat,
  rombelSiswa,
  semester,
  siswa,
  tahunAjaran,
  users,
} from '../../db/schema/index.js';
import { audited } from '../../platform/audit.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { schoolMoment } from '../../platform/clock.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import { FILES_PREFIX } from '../../platform/files/signed-url.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { numbered, planTable, runTable, tableSpec, type TableRequest } from '../../platform/table-query.js';

const SPEC = tableSpec(STAF_PRESENSI.harian, {
  searchable: [siswa.nama, siswa.nisn],
  sortable: { nama: siswa.nama, waktu_masuk: presensiSiswa.waktu_masuk, id: siswa.id },
  defaultSort: { field: 'nama', sort: 'ASC' },
  tiebreak: siswa.id,
});

/** A permit kind counts as sakit by its name ('Sakit', 'Sakit dengan surat dokter'); any other as izin. */
export const isSakit = (jenis: string | null) => (jenis ?? '').toLowerCase().startsWith('sakit');

/** The columns of one student's day: clock-in, approved permit day, stored status and who set it. */
const DAY = {
  siswa_id: siswa.id,
  nama: siswa.nama,
  nisn: siswa.nisn,
  rombel_id: rombelSiswa.rombel_id,
  presensi_id: presensiSiswa.id,
  waktu_masuk: presensiSiswa.waktu_masuk,
  waktu_pulang: presensiSiswa.waktu_pulang,
  foto_masuk: presensiSiswa.foto_masuk,
  foto_pulang: presensiSiswa.foto_pulang,
  foto_masuk_kecil: presensiSiswa.foto_masuk_kecil,
  foto_pulang_kecil: presensiSiswa.foto_pulang_kecil,
  radius_masuk: presensiSiswa.radius_masuk,
  radius_pulang: presensiSiswa.radius_pulang,
  durasi_telat: presensiSiswa.durasi_telat,
  perizinan_id: perizinanSiswa.id,
  perizinan_jenis: perizinanJenis.nama,
  perizinan_keterangan: perizinanSiswa.keterangan,
  status: presensiStatus.status,
  status_keterangan: presensiStatus.keterangan,
  status_sumber: presensiStatus.sumber,
  status_pada: presensiStatus.updated_at,
  diubah_oleh: users.name,
};

/** A day's rows of the students `where` picks, placed in the school year `rombelSiswa` joins. */
function dayQuery(db: Db | Tx, tgl: string, where: SQL | undefined) {
  return db
    .select({ ...DAY, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(rombelSiswa)
    .innerJoin(siswa, eq(siswa.id, rombelSiswa.siswa_id))
    .leftJoin(presensiSiswa, and(eq(presensiSiswa.siswa_id, siswa.id), eq(presensiSiswa.tgl, tgl), eq(presensiSiswa.aktivitas, AKTIVITAS.kelas)))
    .leftJoin(perizinanHari, and(eq(perizinanHari.siswa_id, siswa.id), eq(perizinanHari.tgl, tgl)))
    .leftJoin(perizinanSiswa, eq(perizinanSiswa.id, perizinanHari.perizinan_id))
    .leftJoin(perizinanJenis, eq(perizinanJenis.id, perizinanSiswa.perizinan_jenis_id))
    .leftJoin(presensiStatus, and(eq(presensiStatus.siswa_id, siswa.id), eq(presensiStatus.tgl, tgl)))
    .leftJoin(users, eq(users.id, presensiStatus.diubah_oleh))
    .where(where)
    .$dynamic();
}
type DayRow = Awaited<ReturnType<typeof dayQuery>>[number];

/**
 * The day's status by precedence (docs/decisions/0046): a status set by staff, then a clock-in,
 * then an approved permit day (sakit or izin by its kind), then the closing's automatic alpa.
 */
export function effectiveStatus(r: {
  status: string | null;
  status_sumber: string | null;
  presensi_id: number | null;
  perizinan_id: number | null;
  perizinan_jenis: string | null;
}): { status: StatusKehadiran | null; sumber: SumberStatus | null } {
  if (r.status && r.status_sumber === 'staf') return { status: r.status as StatusKehadiran, sumber: 'staf' };
  if (r.presensi_id !== null) return { status: 'hadir', sumber: 'presensi' };
  if (r.perizinan_id !== null) return { status: isSakit(r.perizinan_jenis) ? 'sakit' : 'izin', sumber: 'perizinan' };
  if (r.status) return { status: r.status as StatusKehadiran, sumber: 'otomatis' };
  return { status: null, sumber: null };
}

function toRow(app: ServiceContext, school: { radius: number; radius_active: boolean }, tgl: string, r: DayRow): Omit<PresensiHarianRow, 'rownum'> {
  const sign = (key: string | null) => (key ? app.files.signer.sign(key) : null);
  const { status, sumber } = effectiveStatus(r);
  const status_nama = sumber === 'perizinan' ? (r.perizinan_jenis ?? STATUS_KEHADIRAN_NAMA[status!]) : status ? STATUS_KEHADIRAN_NAMA[status] : null;
  return {
    id: r.siswa_id,
    siswa_id: r.siswa_id,
    nama: r.nama,
    nisn: r.nisn,
    rombel_id: r.rombel_id,
    tanggal: tgl,
    presensi_id: r.presensi_id,
    waktu_masuk: r.waktu_masuk,
    waktu_pulang: r.waktu_pulang,
    foto_masuk: sign(r.foto_masuk),
    foto_masuk_kecil: sign(r.foto_masuk_kecil ?? r.foto_masuk),
    foto_pulang: sign(r.foto_pulang),
    foto_pulang_kecil: sign(r.foto_pulang_kecil ?? r.foto_pulang),
    radius_masuk: r.radius_masuk,
    radius_pulang: r.radius_pulang,
    di_dalam_radius: r.radius_masuk === null ? null : r.radius_masuk <= school.radius,
    durasi_telat: r.durasi_telat,
    status,
    status_nama,
    sumber,
    keterangan: sumber === 'staf' ? r.status_keterangan : sumber === 'perizinan' ? r.perizinan_keterangan : null,
    perizinan_id: r.perizinan_id,
    diubah_oleh: r.status_sumber === 'staf' ? r.diubah_oleh : null,
    diubah_pada: r.status_sumber === 'staf' && r.status_pada ? r.status_pada.toISOString() : null,
    main_path: FILES_PREFIX,
  };
}

/** Today in the school's timezone; a later day is refused on `field`. */
async function notLater(app: ServiceContext, tgl: string | null | undefined, field: string) {
  const { school } = await app.schoolContext();
  const today = schoolMoment(app.now(), school.timezone).date;
  if (tgl && tgl > today) throw fieldError(field, MSG.presensiTanggalNanti);
  return { school, today, tgl: tgl ?? today };
}

/**
 * A class group's day (screen 6): every active student of the class group, with their
 * clock-in, selfies (thumbnail and full size), distance, and the day's status with its note and
 * who set it. The scope (a wali kelas's own class groups) is checked by the platform.
 */
export async function listHarian(
  app: ServiceContext,
  request: TableRequest & { filtering: { rombel_id: number; tanggal?: string | null } },
): Promise<TableResult<PresensiHarianRow>> {
  const { school, tgl } = await notLater(app, request.filtering.tanggal, 'filtering.tanggal');
  const plan = planTable(SPEC, request, [eq(rombelSiswa.rombel_id, request.filtering.rombel_id), eq(siswa.status_siswa, 'Aktif')]);
  const result = await runTable(plan, request.pagination, {
    rows: (p) =>
      dayQuery(app.db, tgl, p.where)
        .orderBy(...p.orderBy)
        .limit(p.limit)
        .offset(p.offset),
    count: async (where) =>
      (
        await app.db
          .select({ n: count() })
          .from(rombelSiswa)
          .innerJoin(siswa, eq(siswa.id, rombelSiswa.siswa_id))
          .leftJoin(presensiSiswa, and(eq(presensiSiswa.siswa_id, siswa.id), eq(presensiSiswa.tgl, tgl), eq(presensiSiswa.aktivitas, AKTIVITAS.kelas)))
          .where(where)
      )[0]?.n ?? 0,
    totalOf: (row) => row.total,
  });
  return {
    ...result,
    list: numbered(
      result.list.map((r) => toRow(app, school, tgl, r)),
      plan.offset,
    ),
  };
}

/** School years run from 1 July of thn_awal to 30 June of thn_akhir; the odd semester ends in December. */
const tipeSemesterOf = (tgl: string) => (Number(tgl.slice(5, 7)) >= 7 ? 'Ganjil' : 'Genap');

/**
 * Where a student stood on a day: their class group of the school year the day falls in, and
 * that year's semester of the day's half. None (422) when the student had no class group then.
 */
async function placementOn(db: Db | Tx, siswaId: number, tgl: string) {
  const year = Number(tgl.slice(0, 4));
  const thnAwal = tipeSemesterOf(tgl) === 'Ganjil' ? year : year - 1;
  const [row] = await db
    .select({ rombel_id: rombelSiswa.rombel_id, tahun_ajaran_id: rombelSiswa.tahun_ajaran_id, semester_id: semester.id })
    .from(rombelSiswa)
    .innerJoin(tahunAjaran, and(eq(tahunAjaran.id, rombelSiswa.tahun_ajaran_id), eq(tahunAjaran.thn_awal, thnAwal)))
    .innerJoin(semester, and(eq(semester.tahun_ajaran_id, tahunAjaran.id), eq(semester.tipe_semester, tipeSemesterOf(tgl)), eq(semester.is_deleted, false)))
    .where(eq(rombelSiswa.siswa_id, siswaId))
    .limit(1);
  return row;
}

/** One student's day as the list shows it. */
async function dayOf(app: ServiceContext, db: Db | Tx, siswaId: number, tgl: string, tahunAjaranId: number) {
  const { school } = await app.schoolContext();
  const [row] = await dayQuery(db, tgl, and(eq(rombelSiswa.siswa_id, siswaId), eq(rombelSiswa.tahun_ajaran_id, tahunAjaranId)));
  if (!row) throw notFound();
  return { ...toRow(app, school, tgl, row), rownum: 1 };
}

/**
 * Sets a student's status of a day with a note (PUT staf/presensi/:siswa_id/:tanggal). The day
 * is not later than today, in a school year and semester in which the student had a class
 * group (422 otherwise); the status row is written over whatever stood (the closing's alpa
 * included), the change is kept in presensi_status_riwayat and in the audit log, all in one
 * transaction under a lock of the student's day (an advisory lock, since the day may have no
 * row yet), so two people correcting at once are applied in turn.
 */
export async function setStatus(
  app: ServiceContext,
  auth: AuthContext,
  params: { siswa_id: number; tanggal: string },
  body: { status: StatusKehadiran; keterangan?: string | null },
  ip: string,
): Promise<PresensiHarianRow> {
  const { tgl } = await notLater(app, params.tanggal, 'tanggal');
  const siswaId = params.siswa_id;
  const keterangan = body.keterangan ?? null;
  const result = await audited(
    app.db,
    (r: { before: unknown; after: unknown; id: number }) => ({
      userId: auth.userId,
      action: 'update',
      entity: 'presensi_status',
      entityId: r.id,
      ip,
      detail: { before: r.before, after: r.after },
    }),
    async (tx) => {
      const [student] = await tx.select({ id: siswa.id }).from(siswa).where(eq(siswa.id, siswaId));
      if (!student) throw notFound();
      const placed = await placementOn(tx, siswaId, tgl);
      if (!placed) throw new AppError(422, MSG.presensiDiluarTahun, [{ field: 'tanggal', message: MSG.presensiDiluarTahun }]);
      // The student's day is locked even while it has no row yet: corrections made at once are
      // applied in turn, each reading the one before it for the history.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`presensi_status:${siswaId}:${tgl}`}, 0))`);
      const theDay = and(eq(presensiStatus.siswa_id, siswaId), eq(presensiStatus.tgl, tgl));
      const stored = () => tx.select().from(presensiStatus).where(theDay).for('update');
      let [before] = await stored();
      const values = { status: body.status, keterangan, sumber: 'staf', diubah_oleh: auth.userId, updated_at: new Date(), ...placed };
      let after: typeof presensiStatus.$inferSelect | undefined;
      if (!before) {
        [after] = await tx
          .insert(presensiStatus)
          .values({ siswa_id: siswaId, tgl, ...values })
          .onConflictDoNothing({ target: [presensiStatus.siswa_id, presensiStatus.tgl] })
          .returning();
        // The day's closing (which takes no lock of the day) wrote its alpa after the read above:
        // that row is what this correction changes, and the history names it.
        if (!after) [before] = await stored();
      }
      if (!after) [after] = await tx.update(presensiStatus).set(values).where(theDay).returning();
      await tx.insert(presensiStatusRiwayat).values({
        siswa_id: siswaId,
        tgl,
        status_lama: before?.status ?? null,
        keterangan_lama: before?.keterangan ?? null,
        sumber_lama: before?.sumber ?? null,
        status_baru: body.status,
        keterangan_baru: keterangan,
        user_id: auth.userId,
      });
      return { before: before ?? null, after: after!, id: after!.id, tahunAjaranId: placed.tahun_ajaran_id };
    },
  );
  return dayOf(app, app.db, siswaId, tgl, result.tahunAjaranId);
}
