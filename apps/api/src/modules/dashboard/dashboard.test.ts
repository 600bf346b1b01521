import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@madrasah/contract/access';
import { gtk, jadwalPelajaran, kaldikAgenda, mapel, mediaInformasi, pelanggaran, pelanggaranSiswa, rombel } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createAlumniAccount, createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';

const ctx = useTestApp();
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;
let student: Awaited<ReturnType<typeof createStudentAccount>>;
let token: string;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  student = await createStudentAccount(ctx.db, period);
  token = await api.token(student.account.email, PASSWORD);
  const [wali] = await ctx.db.insert(gtk).values({ nama_lengkap: 'Siti Aminah', gelar_depan: 'Dra.', gelar_belakang: 'M.Pd.' }).returning();
  await ctx.db.update(rombel).set({ wali_gtk_id: wali!.id, ruangan_nama: 'Ruang 7' }).where(eq(rombel.id, period.rombel.id));
  const [mtk, fik] = await ctx.db
    .insert(mapel)
    .values([
      { nama: 'Matematika', singkatan: 'MTK' },
      { nama: 'Fikih', singkatan: 'FIK' },
    ])
    .returning();
  await ctx.db.insert(jadwalPelajaran).values([
    { rombel_id: period.rombel.id, hari: 'Senin', jam_ke: 1, jam_mulai: '07:00', jam_selesai: '07:45', mapel_id: mtk!.id, gtk_id: wali!.id },
    { rombel_id: period.rombel.id, hari: 'Jumat', jam_ke: 1, mapel_id: fik!.id },
    { rombel_id: period.rombel.id, hari: 'Senin', jam_ke: 2, mapel_id: fik!.id },
  ]);
  const [p1, p2] = await ctx.db
    .insert(pelanggaran)
    .values([
      { kode: 'P01', aspek: 'Kedisiplinan', pelanggaran: 'Terlambat', poin: 5 },
      { kode: 'P02', aspek: 'Kerapian', pelanggaran: 'Seragam', poin: 10 },
    ])
    .returning();
  const base = { siswa_id: student.siswa.id, tahun_ajaran_id: period.tahunAjaran.id, tgl: '2026-10-01' };
  await ctx.db.insert(pelanggaranSiswa).values([
    { ...base, pelanggaran_id: p1!.id },
    { ...base, pelanggaran_id: p2!.id },
    { ...base, pelanggaran_id: p2!.id },
  ]);
});

describe('GET dashboard/utama', () => {
  it('gives today in the school’s timezone and the server clock', async () => {
    ctx.clock = new Date('2026-11-22T20:00:00Z'); // already Monday 03:00 in Jakarta
    const res = await api.call('GET', '/api/dashboard/utama', { token });
    ctx.clock = undefined;
    expect(res.body.data).toEqual({ tanggal: '23-11-2026', hari: 'Senin', waktu_server: '2026-11-22T20:00:00.000Z', timezone: 'Asia/Jakarta' });
  });
});

describe('GET tatibsi/dashboard/label-header-eksternal', () => {
  it('sums the student’s violations and points of the active year', async () => {
    const res = await api.call('GET', '/api/tatibsi/dashboard/label-header-eksternal', { token });
    expect(res.body.data).toEqual({ total_pelanggaran: 3, total_poin: 25 });
  });

  it('gives the guardian the ward’s figures and an alumnus zeros', async () => {
    const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: student.siswa.id });
    const waliToken = await api.token(wali.email, PASSWORD);
    expect((await api.call('GET', '/api/tatibsi/dashboard/label-header-eksternal', { token: waliToken })).body.data.total_poin).toBe(25);
    const { account } = await createAlumniAccount(ctx.db);
    const alumniToken = await api.token(account.email, PASSWORD);
    expect((await api.call('GET', '/api/tatibsi/dashboard/label-header-eksternal', { token: alumniToken })).body.data).toEqual({
      total_pelanggaran: 0,
      total_poin: 0,
    });
  });
});

describe('GET jadwal/pelajaran-siswa', () => {
  it('gives the class group header and one row per period with the days as keys', async () => {
    const res = await api.call('GET', '/api/jadwal/pelajaran-siswa', { token });
    expect(res.body.data.header).toMatchObject({
      gelar_depan: 'Dra.',
      nama_lengkap: 'Siti Aminah',
      gelar_belakang: 'M.Pd.',
      rombel_nama: period.rombel.nama,
      ruangan_nama: 'Ruang 7',
      tipe_semester: 'Ganjil',
    });
    const [first, second] = res.body.data.table;
    expect(first.jam_ke).toBe(1);
    expect(first.Senin).toEqual({
      mapel_nama: 'Matematika',
      mapel_singkatan: 'MTK',
      gtk_nama: 'Dra. Siti Aminah, M.Pd.',
      jam_mulai: '07:00',
      jam_selesai: '07:45',
    });
    expect(first.Jumat.mapel_nama).toBe('Fikih');
    expect(first.Selasa).toBeNull();
    expect(second.jam_ke).toBe(2);
  });

  it('is empty for an account without a class group', async () => {
    const { account } = await createAlumniAccount(ctx.db);
    const alumniToken = await api.token(account.email, PASSWORD);
    expect((await api.call('GET', '/api/jadwal/pelajaran-siswa', { token: alumniToken })).body.data).toEqual({ header: null, table: [] });
  });

  it('needs a session', async () => {
    expect((await api.call('GET', '/api/jadwal/pelajaran-siswa')).status).toBe(401);
  });
});

describe('GET dashboard/kabar', () => {
  it('gives an alumnus the calendar items not yet over, soonest first, and the newest published information', async () => {
    const agenda = (judul: string, tgl_awal: string, tgl_akhir: string) => ({
      tahun_ajaran_id: period.tahunAjaran.id,
      judul,
      jenis_agenda: 'Kegiatan',
      tgl_awal,
      tgl_akhir,
      status_absensi: 'Masuk',
    });
    await ctx.db
      .insert(kaldikAgenda)
      .values([
        agenda('Sudah lewat', '2026-11-01', '2026-11-20'),
        agenda('Reuni Akbar', '2026-12-20', '2026-12-20'),
        agenda('Pekan Ujian', '2026-11-20', '2026-11-24'),
        ...Array.from({ length: 6 }, (_, i) => agenda(`Kajian ${i + 1}`, `2027-01-0${i + 1}`, `2027-01-0${i + 1}`)),
      ]);
    await ctx.db.insert(mediaInformasi).values([
      { nama: 'Info Lama', tipe: 'PTN', link: 'https://contoh.id/lama' },
      { nama: 'SNBP 2027', tipe: 'PTN', link: 'https://contoh.id/snbp' },
      { nama: 'Sekolah Kedinasan', tipe: 'Kedinasan', link: null },
      { nama: 'Poster Motivasi', tipe: 'Leater', link: null },
      { nama: 'Belum Terbit', tipe: 'PTN', link: null, is_published: false },
    ]);
    const { account } = await createAlumniAccount(ctx.db);
    const alumniToken = await api.token(account.email, PASSWORD);
    ctx.clock = new Date('2026-11-24T03:00:00Z'); // Tuesday 24 November in Jakarta
    const res = await api.call('GET', '/api/dashboard/kabar', { token: alumniToken });
    ctx.clock = undefined;
    expect(res.status).toBe(200);
    // An item ending today is not over; at most five are shown.
    expect(res.body.data.agenda.map((a: { judul: string }) => a.judul)).toEqual(['Pekan Ujian', 'Reuni Akbar', 'Kajian 1', 'Kajian 2', 'Kajian 3']);
    expect(res.body.data.agenda[1]).toMatchObject({ jenis_agenda: 'Kegiatan', tgl_awal: '2026-12-20', tgl_akhir: '2026-12-20' });
    expect(res.body.data.informasi).toEqual([
      expect.objectContaining({ nama: 'Poster Motivasi', tipe: 'Leater', link: null }),
      expect.objectContaining({ nama: 'Sekolah Kedinasan' }),
      expect.objectContaining({ nama: 'SNBP 2027', link: 'https://contoh.id/snbp' }),
    ]);
  });

  it('needs a session', async () => {
    expect((await api.call('GET', '/api/dashboard/kabar')).status).toBe(401);
  });
});
