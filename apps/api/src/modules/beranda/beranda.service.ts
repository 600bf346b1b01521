import { sql, type SQL } from 'drizzle-orm';
import type { Beranda, BerandaKehadiran, BerandaRombel } from '@madrasah/contract/schemas/staf-beranda';
import { AKTIVITAS } from '@madrasah/contract/schemas/presensi';
import {
  gtk,
  konsultasi,
  pembayaran,
  perizinanHari,
  perizinanJenis,
  perizinanSiswa,
  presensiSiswa,
  presensiStatus,
  rombel,
  rombelSiswa,
  siswa,
  tagihan,
  tagihanItem,
} from '../../db/schema/index.js';
import { schoolMoment, secondsOfDay } from '../../platform/clock.js';
import { isHariSekolah } from '../../platform/hari-sekolah.js';
import { namaGelar } from '../../platform/nama-gelar.js';
import type { ServiceContext } from '../../platform/service-context.js';
import type { Reach } from '../../platform/staff-scope.js';

/**
 * Whether a permit day's kind is sick leave, by its name ('Sakit', 'Sakit dengan surat dokter');
 * every other kind counts as izin. A scalar subquery rather than two more joins: planning eight
 * joined relations would cost a class group's overview more than reading it.
 */
const sakit = sql`(SELECT ${perizinanJenis.nama} ILIKE 'sakit%' FROM ${perizinanSiswa}
  JOIN ${perizinanJenis} ON ${perizinanJenis.id} = ${perizinanSiswa.perizinan_jenis_id} WHERE ${perizinanSiswa.id} = h.perizinan_id)`;

type RombelRow = {
  rombel_id: number;
  rombel_nama: string;
  tingkatan_kelas: string;
  gelar_depan: string | null;
  nama_lengkap: string | null;
  gelar_belakang: string | null;
  jumlah_siswa: number;
  hadir: number;
  izin: number;
  sakit: number;
  alpa: number;
  belum: number;
};

const none = (): BerandaKehadiran => ({ jumlah_siswa: 0, hadir: 0, izin: 0, sakit: 0, alpa: 0, belum_presensi: 0 });

/** The class groups within reach: all of them, or the caller's (none when they have none). */
const within = (reach: Reach, column: SQL): SQL => (reach === 'sekolah' ? sql`true` : sql`${column} = ANY(${sql.param([...reach.rombelIds])}::int[])`);

/**
 * Each class group of the year with its active students' state today, one row per group.
 * Today's clock-ins and permit days are found by index (by day, or per student for a class
 * group's few), so the work grows with the students counted, not with the days stored.
 */
async function attendance(app: ServiceContext, tahunAjaranId: number, today: string, reach: Reach): Promise<RombelRow[]> {
  // Each student's status today by precedence (docs/decisions/0046): a staff status, a
  // clock-in, an approved permit day, the closing's automatic alpa; null when nothing holds yet.
  const result = (await app.db.execute(sql`
    SELECT rombel_id, rombel_nama, tingkatan_kelas, gelar_depan, nama_lengkap, gelar_belakang,
      count(siswa_id)::int AS jumlah_siswa,
      count(*) FILTER (WHERE status = 'hadir')::int AS hadir,
      count(*) FILTER (WHERE status IN ('izin', 'dispensasi'))::int AS izin,
      count(*) FILTER (WHERE status = 'sakit')::int AS sakit,
      count(*) FILTER (WHERE status = 'alpa')::int AS alpa,
      count(siswa_id) FILTER (WHERE status IS NULL)::int AS belum
    FROM (
      SELECT r.id AS rombel_id, r.nama AS rombel_nama, r.tingkatan_kelas, g.id AS gtk_id, g.gelar_depan, g.nama_lengkap, g.gelar_belakang,
        s.id AS siswa_id,
        CASE WHEN st.sumber = 'staf' THEN st.status
          WHEN p.id IS NOT NULL THEN 'hadir'
          WHEN h.siswa_id IS NOT NULL THEN CASE WHEN ${sakit} THEN 'sakit' ELSE 'izin' END
          ELSE st.status END AS status
      FROM ${rombel} r
      LEFT JOIN ${gtk} g ON g.id = r.wali_gtk_id
      LEFT JOIN ${rombelSiswa} rs ON rs.rombel_id = r.id AND rs.tahun_ajaran_id = r.tahun_ajaran_id
      LEFT JOIN ${siswa} s ON s.id = rs.siswa_id AND s.status_siswa = 'Aktif'
      LEFT JOIN ${presensiSiswa} p ON p.siswa_id = s.id AND p.tgl = ${today} AND p.aktivitas = ${AKTIVITAS.kelas}
      LEFT JOIN ${perizinanHari} h ON h.siswa_id = s.id AND h.tgl = ${today}
      LEFT JOIN ${presensiStatus} st ON st.siswa_id = s.id AND st.tgl = ${today}
      WHERE r.tahun_ajaran_id = ${tahunAjaranId} AND ${within(reach, sql`r.id`)}
    ) x
    GROUP BY rombel_id, rombel_nama, tingkatan_kelas, gtk_id, gelar_depan, nama_lengkap, gelar_belakang
    ORDER BY tingkatan_kelas, rombel_nama, rombel_id`)) as { rows: RombelRow[] };
  return result.rows;
}

/**
 * Rupiah left unpaid per class group: over every invoice of its active students (of any year,
 * as the portal's invoice list totals them (tagihan-sql's `unpaid`): required and optional lines
 * less the discount and the payments not cancelled, an over-payment counting 0). Lines and payments are read together as one list of amounts per
 * invoice, which the planner joins by index for a class group's few invoices (no CTE, whose
 * row estimate would make it scan both tables) and in one pass per table for the school's.
 */
async function arrears(app: ServiceContext, tahunAjaranId: number, reach: Reach): Promise<Map<number, number>> {
  const result = (await app.db.execute(sql`
    SELECT rombel_id, sum(greatest(sisa, 0))::bigint AS tunggakan FROM (
      SELECT rs.rombel_id, t.id, sum(m.rupiah) - t.potongan AS sisa
      FROM ${rombelSiswa} rs
      JOIN ${siswa} s ON s.id = rs.siswa_id AND s.status_siswa = 'Aktif'
      JOIN ${tagihan} t ON t.siswa_id = rs.siswa_id
      JOIN (
        SELECT ${tagihanItem.tagihan_id} AS tagihan_id, ${tagihanItem.nominal} AS rupiah FROM ${tagihanItem}
        UNION ALL
        SELECT ${pembayaran.tagihan_id}, -${pembayaran.nominal_pembayaran} FROM ${pembayaran} WHERE ${pembayaran.dibatalkan_at} IS NULL
      ) m ON m.tagihan_id = t.id
      WHERE rs.tahun_ajaran_id = ${tahunAjaranId} AND ${within(reach, sql`rs.rombel_id`)}
      GROUP BY rs.rombel_id, t.id
    ) per_invoice
    GROUP BY rombel_id`)) as { rows: { rombel_id: number; tunggakan: string | number }[] };
  return new Map(result.rows.map((r) => [r.rombel_id, Number(r.tunggakan)]));
}

/** Permits of the year waiting for a decision, and consultations sent to the counsellor and not finished. */
async function waiting(app: ServiceContext, tahunAjaranId: number, reach: Reach) {
  const result = (await app.db.execute(sql`
    SELECT
      (SELECT count(*) FROM ${perizinanSiswa} z
        WHERE z.status = 'DIAJUKAN' AND z.tahun_ajaran_id = ${tahunAjaranId} AND ${within(reach, sql`z.rombel_id`)})::int AS perizinan,
      (SELECT count(*) FROM ${konsultasi} k
        WHERE k.tipe = 'Siswa' AND k.status IN ('Terkirim', 'Diproses') AND k.tahun_ajaran_id = ${tahunAjaranId}
          AND ${within(reach, sql`k.rombel_id`)})::int AS konsultasi`)) as { rows: { perizinan: number; konsultasi: number }[] };
  const [row] = result.rows;
  return row!;
}

/**
 * Today at a glance for the caller's reach (a wali kelas's or guru's class groups, or the
 * school): attendance per class group of the active year, permits waiting, consultations
 * unanswered and arrears. Each student counts in their status by precedence (a staff status,
 * a clock-in, an approved permit day, the closing's alpa; dispensasi counts with izin). Before
 * the school day ends a student with none of these is 'belum presensi', after jam_pulang
 * 'alpa' (the closing writes that alpa PENUTUPAN_JEDA_MENIT later); on a day without clock-in
 * (not a clock-in weekday, or 'Libur' in the calendar) neither.
 */
export async function getBeranda(app: ServiceContext, reach: Reach): Promise<Beranda> {
  const { school, period } = await app.schoolContext();
  const now = schoolMoment(app.now(), school.timezone);
  const presensiDay = await isHariSekolah(app.db, school, now.date);
  const dayOver = secondsOfDay(now.time) >= secondsOfDay(school.jam_pulang);
  const base = { tanggal: now.date, hari: now.hari, hari_presensi: presensiDay, jam_pulang: school.jam_pulang.slice(0, 5) };
  if (!period) return { ...base, tahun_ajaran: null, kehadiran: none(), perizinan_menunggu: 0, konsultasi_belum_dijawab: 0, tunggakan: 0, rombel: [] };

  const ta = period.tahunAjaran;
  const [rows, unpaid, counts] = await Promise.all([attendance(app, ta.id, now.date, reach), arrears(app, ta.id, reach), waiting(app, ta.id, reach)]);
  const rombelList: BerandaRombel[] = rows.map((r) => {
    const belum = presensiDay ? r.belum : 0;
    return {
      rombel_id: r.rombel_id,
      rombel_nama: r.rombel_nama,
      tingkatan_kelas: r.tingkatan_kelas,
      wali_kelas: r.nama_lengkap === null ? null : namaGelar({ ...r, nama_lengkap: r.nama_lengkap }),
      jumlah_siswa: r.jumlah_siswa,
      hadir: r.hadir,
      izin: r.izin,
      sakit: r.sakit,
      alpa: r.alpa + (dayOver ? belum : 0),
      belum_presensi: dayOver ? 0 : belum,
      tunggakan: unpaid.get(r.rombel_id) ?? 0,
    };
  });
  const kehadiran = none();
  for (const r of rombelList) for (const key of Object.keys(kehadiran) as (keyof BerandaKehadiran)[]) kehadiran[key] += r[key];
  return {
    ...base,
    tahun_ajaran: `${ta.thn_awal}/${ta.thn_akhir}`,
    kehadiran,
    perizinan_menunggu: counts.perizinan,
    konsultasi_belum_dijawab: counts.konsultasi,
    tunggakan: rombelList.reduce((sum, r) => sum + r.tunggakan, 0),
    rombel: rombelList,
  };
}
