import { and, asc, desc, eq } from 'drizzle-orm';
import { rombel, rombelSiswa, semester, tahunAjaran } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { notFound } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';

/** Every school year, newest first: the filters' first choice. */
export async function listTahunAjaran({ db }: ServiceContext) {
  const rows = await db
    .select({ id: tahunAjaran.id, thn_awal: tahunAjaran.thn_awal, thn_akhir: tahunAjaran.thn_akhir, is_active: tahunAjaran.is_active })
    .from(tahunAjaran)
    .orderBy(desc(tahunAjaran.thn_awal));
  return rows.map((r) => ({ ...r, nama: `${r.thn_awal}/${r.thn_akhir}` }));
}

/** The semesters of one school year (deleted ones left out), odd before even. */
export async function listSemester({ db }: ServiceContext, tahunAjaranId: number) {
  return db
    .select({ id: semester.id, tipe_semester: semester.tipe_semester, is_active: semester.is_active })
    .from(semester)
    .where(and(eq(semester.tahun_ajaran_id, tahunAjaranId), eq(semester.is_deleted, false)))
    .orderBy(asc(semester.tipe_semester));
}

/**
 * The class groups a caller may filter their own lists by in a year: those their student record
 * (their own, their ward's, or an internal alumnus's old one) belonged to. Other class groups
 * hold nothing of theirs, so they are not offered. The semester must be one of the year's.
 */
export async function listRombelDropdown({ db }: ServiceContext, auth: AuthContext, tahunAjaranId: number, semesterId: number) {
  const [sem] = await db
    .select({ id: semester.id })
    .from(semester)
    .where(and(eq(semester.id, semesterId), eq(semester.tahun_ajaran_id, tahunAjaranId), eq(semester.is_deleted, false)));
  if (!sem) throw notFound();
  const siswaId = auth.siswaId ?? auth.alumniSiswaId;
  if (siswaId === null) return [];
  return db
    .select({ id: rombel.id, nama: rombel.nama, tingkatan_kelas: rombel.tingkatan_kelas })
    .from(rombelSiswa)
    .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .where(and(eq(rombelSiswa.siswa_id, siswaId), eq(rombelSiswa.tahun_ajaran_id, tahunAjaranId)))
    .orderBy(asc(rombel.nama));
}
