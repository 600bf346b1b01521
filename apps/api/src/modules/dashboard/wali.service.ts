import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DashboardWali } from '@madrasah/contract/schemas/dashboard';
import { kehadiranSiswa, perizinanSiswa, rombel, rombelSiswa, siswa, tagihan } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { schoolMoment } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import { ownSiswaId } from '../../platform/scope.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { lines, paid, tagihanNama, unpaid, withFee } from '../../platform/tagihan-sql.js';

/**
 * The guardian's dashboard for the chosen child (the request's ward): who, today's attendance as
 * the attendance lists name it (the kehadiran_siswa view's precedence), the permits waiting for a
 * decision, and the unpaid invoice due first (the invoices' own `unpaid`).
 */
export async function dashboardWali({ db, now, schoolContext }: ServiceContext, auth: AuthContext): Promise<DashboardWali> {
  const siswaId = ownSiswaId(auth);
  const { school, period } = await schoolContext();
  const today = schoolMoment(now(), school.timezone).date;
  const [[child], [hari], [izin], [next]] = await Promise.all([
    db
      .select({ id: siswa.id, nama: siswa.nama, rombel_nama: rombel.nama })
      .from(siswa)
      .leftJoin(rombelSiswa, and(eq(rombelSiswa.siswa_id, siswa.id), eq(rombelSiswa.tahun_ajaran_id, period?.tahunAjaran.id ?? 0)))
      .leftJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
      .where(eq(siswa.id, siswaId))
      .limit(1),
    db
      .select({ nama: kehadiranSiswa.nama, waktu_masuk: kehadiranSiswa.waktu_masuk, waktu_pulang: kehadiranSiswa.waktu_pulang })
      .from(kehadiranSiswa)
      .where(and(eq(kehadiranSiswa.siswa_id, siswaId), eq(kehadiranSiswa.tgl, today)))
      .orderBy(asc(kehadiranSiswa.id))
      .limit(1),
    db
      .select({ n: count() })
      .from(perizinanSiswa)
      .where(and(eq(perizinanSiswa.siswa_id, siswaId), eq(perizinanSiswa.status, 'DIAJUKAN'))),
    withFee(
      db
        .select({ id: tagihan.id, nama: tagihanNama, sisa: unpaid, jatuh_tempo: tagihan.jatuh_tempo })
        .from(tagihan)
        .innerJoinLateral(lines, sql`true`)
        .innerJoinLateral(paid, sql`true`)
        .$dynamic(),
    )
      .where(and(eq(tagihan.siswa_id, siswaId), sql`${unpaid} > 0`))
      .orderBy(sql`${tagihan.jatuh_tempo} ASC NULLS LAST`, asc(tagihan.id))
      .limit(1),
  ]);
  if (!child) throw notFound();
  return { siswa: child, kehadiran: hari ?? null, perizinan_diajukan: izin?.n ?? 0, tagihan: next ?? null };
}
