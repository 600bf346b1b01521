import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { ExportResult } from '@madrasah/contract/schemas/export-log';
import { AKTIVITAS } from '@madrasah/contract/schemas/presensi';
import { STATUS_KEHADIRAN, STATUS_KEHADIRAN_KODE, STATUS_KEHADIRAN_NAMA, type StatusKehadiran } from '@madrasah/contract/schemas/staf-presensi';
import {
  kaldikAgenda,
  perizinanHari,
  perizinanJenis,
  perizinanSiswa,
  presensiSiswa,
  presensiStatus,
  rombel,
  rombelSiswa,
  siswa,
} from '../../db/schema/index.js';
import type { AuthContext } from '../../platform/auth-context.js';
import { schoolMoment } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import { saveExport } from '../../platform/export/save.js';
import { noColumn, type SheetColumn } from '../../platform/export/xlsx.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { addDays } from '@madrasah/contract/schemas/perizinan-tanggal';
import { hariOf } from '../../platform/hari-sekolah.js';
import { effectiveStatus } from './staf-presensi.service.js';

const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

type RekapRow = { nisn: string | null; nama: string; hari: (StatusKehadiran | null)[]; jumlah: Record<StatusKehadiran, number> };

/**
 * A class group's month as XLSX (students × days), through the export pipeline and the caller's
 * export log: each school day up to today with the status's code (H, I, S, A, D) by the same
 * precedence as the day list, blank where nothing holds (a day not yet closed) and on days
 * without clock-in (weekends, 'Libur' in the calendar, days to come); a total per status.
 */
export async function exportRekap(app: ServiceContext, auth: AuthContext, body: { rombel_id: number; bulan: string }): Promise<ExportResult> {
  const { school } = await app.schoolContext();
  const today = schoolMoment(app.now(), school.timezone).date;
  const [group] = await app.db.select({ nama: rombel.nama }).from(rombel).where(eq(rombel.id, body.rombel_id));
  if (!group) throw notFound();
  const first = `${body.bulan}-01`;
  const days: string[] = [];
  for (let d = first; d.startsWith(body.bulan); d = addDays(d, 1)) days.push(d);
  const lastDay = days.at(-1)!;

  const students = await app.db
    .select({ id: siswa.id, nama: siswa.nama, nisn: siswa.nisn })
    .from(rombelSiswa)
    .innerJoin(siswa, eq(siswa.id, rombelSiswa.siswa_id))
    .where(eq(rombelSiswa.rombel_id, body.rombel_id))
    .orderBy(asc(siswa.nama), asc(siswa.id));
  const ids = students.map((s) => s.id);
  const inMonth = <C extends typeof presensiSiswa.tgl | typeof perizinanHari.tgl | typeof presensiStatus.tgl>(c: C) => and(gte(c, first), lte(c, lastDay));
  const [clockIns, permits, statuses, libur] = ids.length
    ? await Promise.all([
        app.db
          .select({ siswa_id: presensiSiswa.siswa_id, tgl: presensiSiswa.tgl, id: presensiSiswa.id })
          .from(presensiSiswa)
          .where(and(inArray(presensiSiswa.siswa_id, ids), eq(presensiSiswa.aktivitas, AKTIVITAS.kelas), inMonth(presensiSiswa.tgl))),
        app.db
          .select({ siswa_id: perizinanHari.siswa_id, tgl: perizinanHari.tgl, id: perizinanHari.perizinan_id, jenis: perizinanJenis.nama })
          .from(perizinanHari)
          .innerJoin(perizinanSiswa, eq(perizinanSiswa.id, perizinanHari.perizinan_id))
          .innerJoin(perizinanJenis, eq(perizinanJenis.id, perizinanSiswa.perizinan_jenis_id))
          .where(and(inArray(perizinanHari.siswa_id, ids), inMonth(perizinanHari.tgl))),
        app.db
          .select({ siswa_id: presensiStatus.siswa_id, tgl: presensiStatus.tgl, status: presensiStatus.status, sumber: presensiStatus.sumber })
          .from(presensiStatus)
          .where(and(inArray(presensiStatus.siswa_id, ids), inMonth(presensiStatus.tgl))),
        app.db
          .select({ awal: kaldikAgenda.tgl_awal, akhir: kaldikAgenda.tgl_akhir })
          .from(kaldikAgenda)
          .where(and(eq(kaldikAgenda.status_absensi, 'Libur'), lte(kaldikAgenda.tgl_awal, lastDay), gte(kaldikAgenda.tgl_akhir, first))),
      ])
    : [[], [], [], []];
  const key = (siswaId: number, tgl: string) => `${siswaId}:${tgl}`;
  const clockInOf = new Map(clockIns.map((r) => [key(r.siswa_id, r.tgl), r.id]));
  const permitOf = new Map(permits.map((r) => [key(r.siswa_id, r.tgl), r]));
  const statusOf = new Map(statuses.map((r) => [key(r.siswa_id, r.tgl), r]));
  const schoolDay = days.map((d) => d <= today && school.hari_presensi.includes(hariOf(d)) && !libur.some((l) => l.awal <= d && d <= l.akhir));

  const rows: RekapRow[] = students.map((s) => {
    const jumlah = Object.fromEntries(STATUS_KEHADIRAN.map((k) => [k, 0])) as Record<StatusKehadiran, number>;
    const hari = days.map((d, i) => {
      const st = statusOf.get(key(s.id, d));
      const permit = permitOf.get(key(s.id, d));
      // A staff status stands on any day; the rest only on school days.
      if (!schoolDay[i] && st?.sumber !== 'staf') return null;
      const { status } = effectiveStatus({
        status: st?.status ?? null,
        status_sumber: st?.sumber ?? null,
        presensi_id: clockInOf.get(key(s.id, d)) ?? null,
        perizinan_id: permit?.id ?? null,
        perizinan_jenis: permit?.jenis ?? null,
      });
      if (status) jumlah[status] += 1;
      return status;
    });
    return { nisn: s.nisn, nama: s.nama, hari, jumlah };
  });

  const [year, month] = body.bulan.split('-').map(Number) as [number, number];
  const judul = `Rekap Presensi ${group.nama} ${BULAN[month - 1]} ${year}`;
  const columns: SheetColumn<RekapRow>[] = [
    noColumn(),
    { header: 'NISN', value: (r) => r.nisn, width: 14, text: true },
    { header: 'Nama', value: (r) => r.nama, width: 30 },
    ...days.map((d, i): SheetColumn<RekapRow> => ({
      header: String(Number(d.slice(8))),
      value: (r) => (r.hari[i] ? STATUS_KEHADIRAN_KODE[r.hari[i]] : null),
      width: 4,
    })),
    ...STATUS_KEHADIRAN.map((k): SheetColumn<RekapRow> => ({ header: STATUS_KEHADIRAN_KODE[k], value: (r) => r.jumlah[k], width: 5 })),
  ];
  return saveExport(app, auth, {
    nama: judul,
    title: judul,
    filters: [
      ['Rombel', group.nama],
      ['Bulan', `${BULAN[month - 1]} ${year}`],
      ['Keterangan', STATUS_KEHADIRAN.map((k) => `${STATUS_KEHADIRAN_KODE[k]} = ${STATUS_KEHADIRAN_NAMA[k]}`).join(', ')],
    ],
    columns,
    rows,
  });
}
