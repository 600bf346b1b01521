import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TYPE, STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { Beranda } from '@madrasah/contract/schemas/staf-beranda';
import {
  gtk,
  konsultasi,
  konsultasiTopik,
  pembayaran,
  pemasukanDetail,
  perizinanJenis,
  perizinanSiswa,
  posPemasukan,
  presensiSiswa,
  rombel,
  sekolah,
  siswa,
  tagihan,
  tagihanItem,
  tahunAjaran,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { roleId } from '../../db/seed/reference.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, createSiswa, createStudentAccount, deactivatePeriods, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';

const ctx = useTestApp();
const api = client(ctx);
const TODAY = '2026-11-23';
// Monday 23 November 2026 in Jakarta: 08:00 (the day running), 15:30 (after jam pulang); Sunday 22nd.
const MONDAY_0800 = new Date('2026-11-23T01:00:00Z');
const MONDAY_1530 = new Date('2026-11-23T08:30:00Z');
const SUNDAY = new Date('2026-11-22T03:00:00Z');

let period: Awaited<ReturnType<typeof createPeriod>>;
let rombelB: number;
const tokens = {} as Record<'kepala' | 'waliKelas' | 'waliTanpaKelas' | 'siswa', string>;

async function stafToken(role: string, gtkId: number | null = null) {
  const account = await createAccount(ctx.db, { role, tipe: INTERNAL_TYPE });
  await ctx.db.update(users).set({ gtk_id: gtkId }).where(eq(users.id, account.id));
  await ctx.db.insert(userRoles).values({ user_id: account.id, role_id: await roleId(ctx.db, role) });
  const res = await api.call('POST', '/api/staf/login', { body: { email: account.email, password: PASSWORD } });
  return { id: account.id, token: res.body.data.access_token as string };
}

/*
 * Class group A (the wali kelas's): hadir, sakit, izin, a student with nothing, one whose permit
 * still waits (nothing today either), and one who left the school (not counted). Class group B:
 * hadir (a clock-in beside an approved permit counts as hadir) and one with nothing.
 */
beforeAll(async () => {
  await ctx.db.update(sekolah).set({ timezone: 'Asia/Jakarta', jam_pulang: '15:00', hari_presensi: ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] });
  period = await createPeriod(ctx.db);
  const [wali] = await ctx.db.insert(gtk).values({ nama_lengkap: 'Siti Aminah', gelar_depan: 'Dra.', gelar_belakang: 'M.Pd.' }).returning();
  await ctx.db.update(rombel).set({ wali_gtk_id: wali!.id, nama: 'X IPA 1' }).where(eq(rombel.id, period.rombel.id));
  const [b] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'XI IPS 1', tingkatan_kelas: 'XI' }).returning();
  rombelB = b!.id;
  const operator = await stafToken(STAFF_ROLE.operator);
  tokens.kepala = (await stafToken(STAFF_ROLE.kepala)).token;
  tokens.waliKelas = (await stafToken(STAFF_ROLE.waliKelas, wali!.id)).token;
  const [lain] = await ctx.db.insert(gtk).values({ nama_lengkap: 'Guru Tanpa Kelas' }).returning();
  tokens.waliTanpaKelas = (await stafToken(STAFF_ROLE.waliKelas, lain!.id)).token;

  const inA = { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id };
  const inB = { rombelId: rombelB, tahunAjaranId: period.tahunAjaran.id };
  const { siswa: hadir, account } = await createStudentAccount(ctx.db, period);
  tokens.siswa = await api.token(account.email, PASSWORD);
  const [sakit, izin, kosong, menunggu, keluar] = await Promise.all([1, 2, 3, 4, 5].map(() => createSiswa(ctx.db, inA)));
  const [hadirB, kosongB] = await Promise.all([1, 2].map(() => createSiswa(ctx.db, inB)));
  await ctx.db.update(siswa).set({ status_siswa: 'Keluar' }).where(eq(siswa.id, keluar!.id));

  const clockIn = (s: { id: number }, rombelId: number) => ({
    siswa_id: s.id,
    rombel_id: rombelId,
    tahun_ajaran_id: period.tahunAjaran.id,
    semester_id: period.semester.id,
    tgl: TODAY,
    waktu_masuk: '06:55:00',
  });
  await ctx.db.insert(presensiSiswa).values([clockIn(hadir, period.rombel.id), clockIn(hadirB!, rombelB), clockIn(keluar!, period.rombel.id)]);

  const kinds = await ctx.db
    .insert(perizinanJenis)
    .values([{ nama: 'Sakit' }, { nama: 'Izin Keluarga' }])
    .returning();
  const permit = (s: { id: number }, rombelId: number, kind: number, status: string, tgl_awal = '2026-11-23', tgl_akhir = '2026-11-24') => ({
    siswa_id: s.id,
    rombel_id: rombelId,
    tahun_ajaran_id: period.tahunAjaran.id,
    semester_id: period.semester.id,
    perizinan_jenis_id: kind,
    tgl_awal,
    tgl_akhir,
    keterangan: 'Uji',
    status,
    created_by: operator.id,
  });
  await ctx.db.insert(perizinanSiswa).values([
    permit(sakit!, period.rombel.id, kinds[0]!.id, 'DISETUJUI', '2026-11-20'),
    permit(izin!, period.rombel.id, kinds[1]!.id, 'AUTO APPROVAL'),
    permit(menunggu!, period.rombel.id, kinds[1]!.id, 'DIAJUKAN'),
    permit(hadirB!, rombelB, kinds[0]!.id, 'DISETUJUI'),
    permit(kosongB!, rombelB, kinds[0]!.id, 'DIAJUKAN', '2026-11-25', '2026-11-25'),
    // Over: neither today nor waiting.
    permit(kosong!, period.rombel.id, kinds[0]!.id, 'DISETUJUI', '2026-11-16', '2026-11-17'),
  ]);

  const [topik] = await ctx.db.insert(konsultasiTopik).values({ nama: 'Belajar', bidang: 'Belajar' }).returning();
  const consultation = (s: { id: number }, rombelId: number, status: string) => ({
    siswa_id: s.id,
    rombel_id: rombelId,
    tahun_ajaran_id: period.tahunAjaran.id,
    tgl: '2026-11-20',
    topik_id: topik!.id,
    status,
  });
  await ctx.db
    .insert(konsultasi)
    .values([
      consultation(hadir, period.rombel.id, 'Terkirim'),
      consultation(kosong!, period.rombel.id, 'Draft'),
      consultation(hadirB!, rombelB, 'Diproses'),
      consultation(kosongB!, rombelB, 'Selesai'),
    ]);

  const [pos] = await ctx.db.insert(posPemasukan).values({ nama: 'SPP' }).returning();
  const [detail] = await ctx.db.insert(pemasukanDetail).values({ tahun_ajaran_id: period.tahunAjaran.id, pos_pemasukan_id: pos!.id, nominal: 0 }).returning();
  const invoice = async (s: { id: number }, items: [number, boolean][], paid: number[]) => {
    const [row] = await ctx.db.insert(tagihan).values({ siswa_id: s.id, pemasukan_detail_id: detail!.id }).returning();
    await ctx.db.insert(tagihanItem).values(items.map(([nominal, opsional]) => ({ tagihan_id: row!.id, uraian: 'SPP', nominal, opsional })));
    for (const nominal of paid)
      await ctx.db.insert(pembayaran).values({ tagihan_id: row!.id, tgl_transaksi: '2026-11-02', nominal_pembayaran: nominal, jenis_pembayaran: 'Tunai' });
  };
  // A: 400.000 + an optional 100.000, 150.000 paid: 350.000 left; paid off counts 0; B: 300.000 left
  // (a cancelled payment counts nowhere).
  await invoice(
    hadir,
    [
      [400_000, false],
      [100_000, true],
    ],
    [100_000, 50_000],
  );
  await invoice(kosong!, [[200_000, false]], [200_000]);
  await invoice(keluar!, [[900_000, false]], []);
  await invoice(hadirB!, [[300_000, false]], [120_000]);
  await ctx.db
    .update(pembayaran)
    .set({ dibatalkan_at: new Date('2026-11-03T03:00:00Z'), alasan_batal: 'Salah catat' })
    .where(eq(pembayaran.nominal_pembayaran, 120_000));
});

async function beranda(token: string, at: Date): Promise<Beranda> {
  ctx.clock = at;
  const res = await api.call('GET', '/api/staf/beranda', { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const A = {
  rombel_nama: 'X IPA 1',
  tingkatan_kelas: 'X',
  wali_kelas: 'Dra. Siti Aminah, M.Pd.',
  jumlah_siswa: 5,
  hadir: 1,
  izin: 1,
  sakit: 1,
  tunggakan: 350_000,
};
const B = { rombel_nama: 'XI IPS 1', tingkatan_kelas: 'XI', wali_kelas: null, jumlah_siswa: 2, hadir: 1, izin: 0, sakit: 0, tunggakan: 300_000 };

describe('the staff overview', () => {
  it('counts the whole school for the head while the day runs', async () => {
    const data = await beranda(tokens.kepala, MONDAY_0800);
    expect(data).toMatchObject({
      tanggal: TODAY,
      hari: 'Senin',
      hari_presensi: true,
      jam_pulang: '15:00',
      tahun_ajaran: expect.stringMatching(/^\d{4}\/\d{4}$/),
    });
    expect(data.rombel).toEqual([
      { rombel_id: period.rombel.id, ...A, alpa: 0, belum_presensi: 2 },
      { rombel_id: rombelB, ...B, alpa: 0, belum_presensi: 1 },
    ]);
    expect(data.kehadiran).toEqual({ jumlah_siswa: 7, hadir: 2, izin: 1, sakit: 1, alpa: 0, belum_presensi: 3 });
    expect(data).toMatchObject({ perizinan_menunggu: 2, konsultasi_belum_dijawab: 2, tunggakan: 650_000 });
  });

  it('counts who has neither clock-in nor permit as alpa after jam pulang', async () => {
    const data = await beranda(tokens.kepala, MONDAY_1530);
    expect(data.kehadiran).toEqual({ jumlah_siswa: 7, hadir: 2, izin: 1, sakit: 1, alpa: 3, belum_presensi: 0 });
    expect(data.rombel.map((r) => [r.alpa, r.belum_presensi])).toEqual([
      [2, 0],
      [1, 0],
    ]);
  });

  it('counts nobody as missing on a day without clock-in', async () => {
    const data = await beranda(tokens.kepala, SUNDAY);
    expect(data).toMatchObject({ tanggal: '2026-11-22', hari: 'Minggu', hari_presensi: false });
    expect(data.kehadiran).toMatchObject({ jumlah_siswa: 7, alpa: 0, belum_presensi: 0 });
  });

  it('is cut to the wali kelas’s own class group', async () => {
    const data = await beranda(tokens.waliKelas, MONDAY_0800);
    expect(data.rombel).toEqual([{ rombel_id: period.rombel.id, ...A, alpa: 0, belum_presensi: 2 }]);
    expect(data).toMatchObject({ perizinan_menunggu: 1, konsultasi_belum_dijawab: 1, tunggakan: 350_000 });
    expect(data.kehadiran.jumlah_siswa).toBe(5);
  });

  it('shows a wali kelas without a class group this year nothing', async () => {
    const data = await beranda(tokens.waliTanpaKelas, MONDAY_0800);
    expect(data).toMatchObject({ rombel: [], perizinan_menunggu: 0, konsultasi_belum_dijawab: 0, tunggakan: 0 });
    expect(data.kehadiran).toEqual({ jumlah_siswa: 0, hadir: 0, izin: 0, sakit: 0, alpa: 0, belum_presensi: 0 });
  });

  it('is refused to the portal’s accounts', async () => {
    const res = await api.call('GET', '/api/staf/beranda', { token: tokens.siswa });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.forbiddenRole);
  });

  it('answers an empty day when no school year is active', async () => {
    await deactivatePeriods(ctx.db);
    try {
      const data = await beranda(tokens.kepala, MONDAY_0800);
      expect(data).toMatchObject({ tahun_ajaran: null, rombel: [], perizinan_menunggu: 0, konsultasi_belum_dijawab: 0, tunggakan: 0 });
    } finally {
      await ctx.db.update(tahunAjaran).set({ is_active: true }).where(eq(tahunAjaran.id, period.tahunAjaran.id));
    }
  });
});
