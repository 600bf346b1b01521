import { and, eq, gte, lte, ne } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import { permitDateProblems, semesterOf, type PermitKindLimits } from '@madrasah/contract/schemas/perizinan-tanggal';
import type { Db } from '../../db/client.js';
import { perizinanSiswa, semester } from '../../db/schema/index.js';
import type { ActivePeriod } from '../../platform/active-period.js';
import { schoolMoment } from '../../platform/clock.js';
import { badRequest, fieldError, isExclusionViolation } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';

/** The exclusion constraint that keeps a student's permits that are not rejected apart. */
const OVERLAP_CONSTRAINT = 'perizinan_siswa_tumpang_tindih_ex';

type Dates = { tgl_awal: string; tgl_akhir: string };

/** The school's today, as the permit rules read it. */
export async function schoolToday(app: ServiceContext) {
  const { school } = await app.schoolContext();
  return schoolMoment(app.now(), school.timezone).date;
}

/** Refuses dates outside the active year and the kind's span and grace, every field's problem at once. */
export function assertPermitDates(dates: Dates, period: ActivePeriod, kind: PermitKindLimits, today: string) {
  const problems = permitDateProblems(dates, period.tahunAjaran, kind, today);
  if (problems.length) throw badRequest(problems[0]!.message, problems);
}

/**
 * The semester of the active year that the first day falls in: the permit is stamped with it, so
 * its year and semester always match its dates.
 */
export async function semesterForDates(db: Db, dates: Dates, period: ActivePeriod): Promise<number> {
  const { tipe } = semesterOf(dates.tgl_awal, period.tahunAjaran);
  const [row] = await db
    .select({ id: semester.id })
    .from(semester)
    .where(and(eq(semester.tahun_ajaran_id, period.tahunAjaran.id), eq(semester.tipe_semester, tipe), eq(semester.is_deleted, false)))
    .limit(1);
  if (!row) throw fieldError('tgl_awal', MSG.permitSemesterMissing(tipe));
  return row.id;
}

/**
 * Refuses dates that share a day with another permit of the student that is not rejected (drafts
 * count: the student sees the clash when filing, and may edit or delete a draft). This read
 * gives the message; the exclusion constraint decides between concurrent requests.
 */
export async function assertNoOverlap(db: Db, siswaId: number, dates: Dates, exceptId?: number) {
  const [clash] = await db
    .select({ id: perizinanSiswa.id })
    .from(perizinanSiswa)
    .where(
      and(
        eq(perizinanSiswa.siswa_id, siswaId),
        ne(perizinanSiswa.status, 'DITOLAK'),
        lte(perizinanSiswa.tgl_awal, dates.tgl_akhir),
        gte(perizinanSiswa.tgl_akhir, dates.tgl_awal),
        exceptId === undefined ? undefined : ne(perizinanSiswa.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw fieldError('tgl_awal', MSG.permitOverlap);
}

/** A write's failure, as the overlap message when a concurrent request's permit won the dates. */
export function refuseOverlap(err: unknown): never {
  if (isExclusionViolation(err, OVERLAP_CONSTRAINT)) throw fieldError('tgl_awal', MSG.permitOverlap);
  throw err;
}
