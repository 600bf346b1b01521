import { and, eq } from 'drizzle-orm';
import { gtk, rombel, rombelSiswa } from '../../db/schema/index.js';
import type { ServiceContext } from '../../platform/service-context.js';

/**
 * The student's class group of the active school year and its counsellor (rombel.guru_bk_gtk_id):
 * whom a consultation is sent to. Null without an active year or a class group in it; `guru` is
 * null when the class group has no counsellor.
 */
export async function currentRombel(app: ServiceContext, siswaId: number) {
  const { period } = await app.schoolContext();
  if (!period) return null;
  const [row] = await app.db
    .select({
      rombel_nama: rombel.nama,
      guru: {
        id: gtk.id,
        gelar_depan: gtk.gelar_depan,
        nama_lengkap: gtk.nama_lengkap,
        gelar_belakang: gtk.gelar_belakang,
        jenis_kelamin: gtk.jenis_kelamin,
        no_telp: gtk.no_telp,
      },
    })
    .from(rombelSiswa)
    .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .leftJoin(gtk, eq(gtk.id, rombel.guru_bk_gtk_id))
    .where(and(eq(rombelSiswa.siswa_id, siswaId), eq(rombelSiswa.tahun_ajaran_id, period.tahunAjaran.id)))
    .limit(1);
  return row ?? null;
}
