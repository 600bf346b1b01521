import { and, asc, eq } from 'drizzle-orm';
import { isoToDmy } from '@madrasah/contract/dates';
import { JADWAL_HARI, type Hari } from '@madrasah/contract/jadwal';
import type { Dashboard, Jadwal, JadwalRow, Lesson } from '@madrasah/contract/schemas/dashboard';
import { gtk, jadwalPelajaran, mapel, rombel, rombelSiswa } from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth.js';
import { schoolMoment } from '../../platform/clock.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';

export async function dashboardUtama({ schoolContext, now: clock }: ServiceContext): Promise<Dashboard> {
  const { school } = await schoolContext();
  const now = clock();
  const today = schoolMoment(now, school.timezone);
  return { tanggal: isoToDmy(today.date), hari: today.hari, waktu_server: now.toISOString(), timezone: school.timezone };
}

/** This week's timetable of the caller's student (own or ward) in the active year. */
export async function jadwalSiswa({ db, schoolContext }: ServiceContext, auth: AuthContext): Promise<Jadwal> {
  const { period } = await schoolContext();
  if (!period || auth.siswaId === null) return { header: null, table: [] };
  const [rb] = await db
    .select({ rombel, wali: gtk })
    .from(rombelSiswa)
    .innerJoin(rombel, eq(rombel.id, rombelSiswa.rombel_id))
    .leftJoin(gtk, eq(gtk.id, rombel.wali_gtk_id))
    .where(and(eq(rombelSiswa.siswa_id, auth.siswaId), eq(rombelSiswa.tahun_ajaran_id, period.tahunAjaran.id)))
    .limit(1);
  if (!rb) return { header: null, table: [] };

  const slots = await db
    .select({ slot: jadwalPelajaran, mapel, guru: gtk })
    .from(jadwalPelajaran)
    .innerJoin(mapel, eq(mapel.id, jadwalPelajaran.mapel_id))
    .leftJoin(gtk, eq(gtk.id, jadwalPelajaran.gtk_id))
    .where(eq(jadwalPelajaran.rombel_id, rb.rombel.id))
    .orderBy(asc(jadwalPelajaran.jam_ke));
  const rows = new Map<number, JadwalRow>();
  for (const { slot, mapel: m, guru } of slots) {
    let row = rows.get(slot.jam_ke);
    if (!row) {
      row = { jam_ke: slot.jam_ke, ...Object.fromEntries(JADWAL_HARI.map((h) => [h, null])) } as JadwalRow;
      rows.set(slot.jam_ke, row);
    }
    const lesson: Lesson = {
      mapel_nama: m.nama,
      mapel_singkatan: m.singkatan,
      gtk_nama: guru ? namaGelar(guru) : null,
      jam_mulai: slot.jam_mulai,
      jam_selesai: slot.jam_selesai,
    };
    if ((JADWAL_HARI as readonly string[]).includes(slot.hari)) row[slot.hari as Hari] = lesson;
  }
  return {
    header: {
      gelar_depan: rb.wali?.gelar_depan ?? null,
      nama_lengkap: rb.wali?.nama_lengkap ?? null,
      gelar_belakang: rb.wali?.gelar_belakang ?? null,
      thn_awal: period.tahunAjaran.thn_awal,
      thn_akhir: period.tahunAjaran.thn_akhir,
      tipe_semester: period.semester.tipe_semester,
      jenis_rombel: rb.rombel.jenis_rombel,
      kurikulum_nama: rb.rombel.kurikulum_nama,
      tingkatan_kelas: rb.rombel.tingkatan_kelas,
      jurusan_nama: rb.rombel.jurusan_nama,
      rombel_nama: rb.rombel.nama,
      ruangan_nama: rb.rombel.ruangan_nama,
    },
    table: [...rows.values()],
  };
}
