import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { AKTIVITAS } from '@madrasah/contract/schemas/presensi';
import type { Db } from '../../src/db/client.js';
import {
  alumni,
  alumniTracing,
  ekstrakurikulerSiswa,
  hasilTesSiswa,
  konsultasi,
  konsultasiTopik,
  nilaiRapor,
  nilaiSumatif,
  orangTua,
  pelanggaranSiswa,
  pembelajaran,
  penghargaan,
  penghargaanSiswa,
  perizinanJenis,
  perizinanSiswa,
  pramukaKecakapan,
  presensiSiswa,
  rombelSiswa,
  semester,
  siswa,
  siswaAktivitasBelajar,
  siswaBeasiswa,
  siswaBerkas,
  siswaPendidikan,
  siswaPrestasi,
  tagihan,
  tahunAjaran,
  users,
} from '../../src/db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo-accounts.js';

/**
 * Whose data a request names: a student with their class group of the active year and one
 * record of each of their tables, their account, and an alumni record.
 */
export type Target = Awaited<ReturnType<typeof targetOf>>;

const first = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  if (row === undefined) throw new Error('the demo school lacks a record the access matrix needs');
  return row;
};

async function userOf(db: Db, email: string) {
  return first(db.select().from(users).where(eq(users.email, email)));
}

/** The active period of the demo school. */
export async function activePeriod(db: Db) {
  const ta = await first(db.select().from(tahunAjaran).where(eq(tahunAjaran.is_active, true)));
  const sem = await first(
    db
      .select()
      .from(semester)
      .where(and(eq(semester.tahun_ajaran_id, ta.id), eq(semester.is_active, true))),
  );
  return { tahunAjaranId: ta.id, semesterId: sem.id };
}

/**
 * The ids a request about `siswaId` (and the alumni record `alumniId`) carries, with the
 * user account `userEmail`. Records in a state a write accepts are chosen where state matters
 * (a DRAFT permit, a Draft consultation, today's clock-in), so that only ownership can refuse.
 */
export async function targetOf(db: Db, siswaId: number, alumniId: number, userEmail: string) {
  const { tahunAjaranId, semesterId } = await activePeriod(db);
  // The record tables differ in their other columns; each has id and siswa_id.
  const id = async (
    table:
      | typeof siswaBeasiswa
      | typeof siswaPrestasi
      | typeof siswaPendidikan
      | typeof siswaBerkas
      | typeof siswaAktivitasBelajar
      | typeof konsultasi
      | typeof hasilTesSiswa
      | typeof ekstrakurikulerSiswa,
  ) =>
    (
      await first(
        db
          .select({ id: table.id })
          .from(table as typeof siswaBeasiswa)
          .where(eq(table.siswa_id, siswaId))
          .orderBy(asc(table.id)),
      )
    ).id;

  const placement = await first(
    db
      .select()
      .from(rombelSiswa)
      .where(and(eq(rombelSiswa.siswa_id, siswaId), eq(rombelSiswa.tahun_ajaran_id, tahunAjaranId))),
  );
  const permit = (status: string) =>
    first(
      db
        .select()
        .from(perizinanSiswa)
        .where(and(eq(perizinanSiswa.siswa_id, siswaId), eq(perizinanSiswa.status, status)))
        .orderBy(desc(perizinanSiswa.id)),
    );
  const draftKonsultasi = await first(
    db
      .select()
      .from(konsultasi)
      .where(and(eq(konsultasi.siswa_id, siswaId), eq(konsultasi.status, 'Draft'), eq(konsultasi.tipe, 'Siswa'))),
  );
  // A class day's record: the day's clock-in route reads only those (the last demo day is a
  // scouting Saturday when the run falls on a Sunday).
  const presensi = await first(
    db
      .select()
      .from(presensiSiswa)
      .where(and(eq(presensiSiswa.siswa_id, siswaId), eq(presensiSiswa.aktivitas, AKTIVITAS.kelas)))
      .orderBy(desc(presensiSiswa.tgl)),
  );
  const subject = await first(
    db
      .select()
      .from(pembelajaran)
      .where(and(eq(pembelajaran.rombel_id, placement.rombel_id), eq(pembelajaran.semester_id, semesterId))),
  );
  const parent = await first(db.select().from(orangTua).where(eq(orangTua.siswa_id, siswaId)).orderBy(asc(orangTua.id)));
  const topik = await first(db.select().from(konsultasiTopik));
  const criterion = await first(db.select().from(penghargaan).where(eq(penghargaan.tahun_ajaran_id, tahunAjaranId)));
  const jenis = await first(db.select().from(perizinanJenis).where(eq(perizinanJenis.butuh_persetujuan, true)));

  return {
    siswaId,
    alumniId,
    userId: (await userOf(db, userEmail)).id,
    rombelId: placement.rombel_id,
    tahunAjaranId,
    semesterId,
    mapelId: subject.mapel_id,
    topikId: topik.id,
    perizinanJenisId: jenis.id,
    /** An award criterion of the school's rule book (not personal: for the action flags). */
    penghargaanKriteria: criterion.id,
    beasiswa: await id(siswaBeasiswa),
    prestasi: await id(siswaPrestasi),
    pendidikan: await id(siswaPendidikan),
    berkas: await id(siswaBerkas),
    orangTua: { id: parent.id, tipe: parent.tipe },
    aktivitasBelajar: await id(siswaAktivitasBelajar),
    perizinanDraft: (await permit('DRAFT')).id,
    konsultasi: await id(konsultasi),
    konsultasiDraft: draftKonsultasi.id,
    presensi: { id: presensi.id, tgl: presensi.tgl },
    hasilTes: await id(hasilTesSiswa),
    ekstrakurikuler: await id(ekstrakurikulerSiswa),
  };
}

/** The demo accounts' targets: siswa2@'s data (with alumni2@'s record) and siswa@'s. */
export async function demoTargets(db: Db) {
  const siswa1 = await userOf(db, DEMO_ACCOUNTS.siswa);
  const siswa2 = await userOf(db, DEMO_ACCOUNTS.siswa2);
  const alumni1 = await userOf(db, DEMO_ACCOUNTS.alumni);
  const alumni2 = await userOf(db, DEMO_ACCOUNTS.alumni2);
  return {
    /** Everything a probe must not reach: another student's and another alumnus's data. */
    victim: await targetOf(db, siswa2.siswa_id!, alumni2.alumni_id!, DEMO_ACCOUNTS.siswa2),
    /** siswa@'s own data, which wali@ also acts for. */
    siswa: await targetOf(db, siswa1.siswa_id!, alumni1.alumni_id!, DEMO_ACCOUNTS.siswa),
    /** The internal alumnus's own alumni record and account. */
    alumni: { alumniId: alumni1.alumni_id!, userId: alumni1.id },
  };
}

/** Tables that hold a student's data, by their student column. */
const STUDENT_TABLES = {
  siswa_beasiswa: siswaBeasiswa,
  siswa_prestasi: siswaPrestasi,
  siswa_pendidikan: siswaPendidikan,
  siswa_berkas: siswaBerkas,
  orang_tua: orangTua,
  siswa_aktivitas_belajar: siswaAktivitasBelajar,
  perizinan_siswa: perizinanSiswa,
  konsultasi,
  presensi_siswa: presensiSiswa,
  hasil_tes_siswa: hasilTesSiswa,
  ekstrakurikuler_siswa: ekstrakurikulerSiswa,
  pramuka_kecakapan: pramukaKecakapan,
  pelanggaran_siswa: pelanggaranSiswa,
  penghargaan_siswa: penghargaanSiswa,
  tagihan,
  nilai_rapor: nilaiRapor,
  nilai_sumatif: nilaiSumatif,
  rombel_siswa: rombelSiswa,
  users,
};

/**
 * Every row of the target's student, account and alumni record, for comparing before and
 * after a refused write.
 */
export async function snapshot(db: Db, target: Target) {
  const state: Record<string, unknown> = {
    siswa: await db.select().from(siswa).where(eq(siswa.id, target.siswaId)),
    alumni: await db.select().from(alumni).where(eq(alumni.id, target.alumniId)),
    alumni_tracing: await db.select().from(alumniTracing).where(eq(alumniTracing.alumni_id, target.alumniId)),
    account: await db.select().from(users).where(eq(users.id, target.userId)),
  };
  for (const [name, table] of Object.entries(STUDENT_TABLES)) {
    state[name] = await db
      .select()
      .from(table as typeof users)
      .where(eq((table as typeof users).siswa_id, target.siswaId))
      .orderBy(asc((table as typeof users).id));
  }
  return state;
}

/**
 * Values that only the target's data holds: the student's identity, the alumnus's, and the
 * distinctive text of their records. None may appear in an answer to somebody else.
 */
export async function secretsOf(db: Db, target: Target): Promise<string[]> {
  const [s] = await db.select().from(siswa).where(eq(siswa.id, target.siswaId));
  const [a] = await db.select().from(alumni).where(eq(alumni.id, target.alumniId));
  const texts = async <T extends object>(rows: Promise<T[]>, ...columns: (keyof T)[]): Promise<string[]> =>
    (await rows).flatMap((r) => columns.map((c): unknown => r[c])).filter((v): v is string => typeof v === 'string' && v.length >= 6);
  return [
    ...[s?.nama, s?.nisn, s?.nik, s?.nis, s?.no_kk, a?.nama, a?.nik].filter((v): v is string => typeof v === 'string' && v.length > 0),
    ...(await texts(db.select().from(siswaBeasiswa).where(eq(siswaBeasiswa.siswa_id, target.siswaId)), 'nama')),
    ...(await texts(db.select().from(siswaPrestasi).where(eq(siswaPrestasi.siswa_id, target.siswaId)), 'nama')),
    ...(await texts(db.select().from(siswaPendidikan).where(eq(siswaPendidikan.siswa_id, target.siswaId)), 'nama_lembaga')),
    ...(await texts(db.select().from(siswaBerkas).where(eq(siswaBerkas.siswa_id, target.siswaId)), 'keterangan')),
    ...(await texts(db.select().from(orangTua).where(eq(orangTua.siswa_id, target.siswaId)), 'nama', 'nik')),
    ...(await texts(db.select().from(perizinanSiswa).where(eq(perizinanSiswa.siswa_id, target.siswaId)), 'keterangan')),
    ...(await texts(db.select().from(konsultasi).where(eq(konsultasi.siswa_id, target.siswaId)), 'uraian')),
    ...(await texts(db.select().from(hasilTesSiswa).where(eq(hasilTesSiswa.siswa_id, target.siswaId)), 'keterangan')),
    ...(await texts(
      db
        .select()
        .from(siswaAktivitasBelajar)
        .where(inArray(siswaAktivitasBelajar.siswa_id, [target.siswaId])),
      'sekolah_asal',
      'no_ijazah',
    )),
  ];
}
