import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TYPE, STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { PresensiHarianRow } from '@madrasah/contract/schemas/staf-presensi';
import {
  activityLog,
  exportLog,
  gtk,
  kaldikAgenda,
  perizinanHari,
  perizinanJenis,
  perizinanSiswa,
  presensiPenutupan,
  presensiSiswa,
  presensiStatus,
  presensiStatusRiwayat,
  rombel,
  sekolah,
  siswa,
  tahunAjaran,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { roleId } from '../../db/seed/reference.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, createSiswa, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { cameraPhoto } from '../../../test/images.js';
import { tutupHari, tutupHariPresensi } from './penutupan.service.js';
import { buatThumbnailSelfie } from './thumbnail.service.js';

const ctx = useTestApp();
const api = client(ctx);
// Monday 23 November 2026 in Jakarta, 08:00 and 15:45 (after jam pulang and the closing's margin).
const MONDAY = '2026-11-23';
const MONDAY_0800 = new Date('2026-11-23T01:00:00Z');
const MONDAY_1545 = new Date('2026-11-23T08:45:00Z');

let period: Awaited<ReturnType<typeof createPeriod>>;
let rombelB: number;
const tokens = {} as Record<'kepala' | 'waliKelas' | 'kesiswaan' | 'siswa', string>;
let waliUserId: number;
const s = {} as Record<'hadir' | 'kosong' | 'izin' | 'koreksi' | 'lain', { id: number }>;
let sakitKind: number;

async function stafToken(role: string, gtkId: number | null = null) {
  const account = await createAccount(ctx.db, { role, tipe: INTERNAL_TYPE });
  await ctx.db.update(users).set({ gtk_id: gtkId }).where(eq(users.id, account.id));
  await ctx.db.insert(userRoles).values({ user_id: account.id, role_id: await roleId(ctx.db, role) });
  const res = await api.call('POST', '/api/staf/login', { body: { email: account.email, password: PASSWORD } });
  return { id: account.id, token: res.body.data.access_token as string };
}

const placement = (siswaId: number, rombelId: number) => ({
  siswa_id: siswaId,
  rombel_id: rombelId,
  tahun_ajaran_id: period.tahunAjaran.id,
  semester_id: period.semester.id,
});

beforeAll(async () => {
  ctx.clock = MONDAY_0800;
  await ctx.db
    .update(sekolah)
    .set({ timezone: 'Asia/Jakarta', jam_pulang: '15:00', radius: 100, hari_presensi: ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] });
  period = await createPeriod(ctx.db);
  // The school year this day falls in: 2026/2027, odd semester.
  await ctx.db.update(tahunAjaran).set({ thn_awal: 2026, thn_akhir: 2027 }).where(eq(tahunAjaran.id, period.tahunAjaran.id));
  ctx.app.schoolContext.invalidate?.();
  const [wali] = await ctx.db.insert(gtk).values({ nama_lengkap: 'Siti Aminah' }).returning();
  await ctx.db.update(rombel).set({ wali_gtk_id: wali!.id }).where(eq(rombel.id, period.rombel.id));
  const [b] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'XI IPS 1', tingkatan_kelas: 'XI' }).returning();
  rombelB = b!.id;
  tokens.kepala = (await stafToken(STAFF_ROLE.kepala)).token;
  tokens.kesiswaan = (await stafToken(STAFF_ROLE.kesiswaan)).token;
  const wk = await stafToken(STAFF_ROLE.waliKelas, wali!.id);
  tokens.waliKelas = wk.token;
  waliUserId = wk.id;

  const inA = { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id };
  const student = await createStudentAccount(ctx.db, period);
  s.koreksi = student.siswa;
  tokens.siswa = await api.token(student.account.email, PASSWORD);
  [s.hadir, s.kosong, s.izin] = (await Promise.all([1, 2, 3].map(() => createSiswa(ctx.db, inA)))) as unknown as [
    { id: number },
    { id: number },
    { id: number },
  ];
  s.lain = await createSiswa(ctx.db, { rombelId: rombelB, tahunAjaranId: period.tahunAjaran.id });
  await ctx.db.update(siswa).set({ nama: 'Ahmad Hadir' }).where(eq(siswa.id, s.hadir.id));

  await ctx.db.insert(presensiSiswa).values({
    ...placement(s.hadir.id, period.rombel.id),
    tgl: MONDAY,
    waktu_masuk: '06:55:00',
    foto_masuk: 'presensi/2026/11/besar.jpg',
    foto_masuk_kecil: 'presensi/2026/11/kecil.jpg',
    radius_masuk: 42.5,
  });
  const [izinKind, sakit] = await ctx.db
    .insert(perizinanJenis)
    .values([{ nama: 'Izin Keluarga' }, { nama: 'Sakit' }])
    .returning();
  sakitKind = sakit!.id;
  const [permit] = await ctx.db
    .insert(perizinanSiswa)
    .values({
      ...placement(s.izin.id, period.rombel.id),
      perizinan_jenis_id: izinKind!.id,
      tgl_awal: MONDAY,
      tgl_akhir: MONDAY,
      keterangan: 'Acara keluarga',
      status: 'DISETUJUI',
      created_by: waliUserId,
    })
    .returning();
  // The permit's days (perizinan_hari) are written with its approval.
  expect(await ctx.db.select().from(perizinanHari).where(eq(perizinanHari.perizinan_id, permit!.id))).toHaveLength(1);
});

async function harian(token: string, filtering: Record<string, unknown>) {
  return api.call('POST', '/api/staf/presensi/table', { token, body: { filtering, pagination: { current: 1, pageSize: 50 } } });
}
const rowOf = (list: PresensiHarianRow[], id: number) => list.find((r) => r.siswa_id === id)!;

describe("a class group's day", () => {
  it("lists every active student with clock-in, selfie thumbnail, distance and the day's status", async () => {
    const res = await harian(tokens.waliKelas, { rombel_id: period.rombel.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = res.body.data.list as PresensiHarianRow[];
    expect(list).toHaveLength(4);
    expect(rowOf(list, s.hadir.id)).toMatchObject({
      tanggal: MONDAY,
      waktu_masuk: '06:55:00',
      radius_masuk: 42.5,
      di_dalam_radius: true,
      status: 'hadir',
      status_nama: 'Hadir',
      sumber: 'presensi',
    });
    expect(rowOf(list, s.hadir.id).foto_masuk_kecil).toContain('kecil.jpg');
    expect(rowOf(list, s.hadir.id).foto_masuk).toContain('besar.jpg');
    expect(rowOf(list, s.izin.id)).toMatchObject({ status: 'izin', status_nama: 'Izin Keluarga', sumber: 'perizinan', keterangan: 'Acara keluarga' });
    expect(rowOf(list, s.kosong.id)).toMatchObject({ status: null, sumber: null, waktu_masuk: null, di_dalam_radius: null });
  });

  it('is the school’s for the head and the kesiswaan, and refused for another class group to a wali kelas', async () => {
    expect((await harian(tokens.kepala, { rombel_id: rombelB })).status).toBe(200);
    expect((await harian(tokens.kesiswaan, { rombel_id: rombelB })).body.data.list).toHaveLength(1);
    const refused = await harian(tokens.waliKelas, { rombel_id: rombelB });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MSG.outOfScope);
  });

  it('refuses a day to come and a missing class group', async () => {
    const later = await harian(tokens.waliKelas, { rombel_id: period.rombel.id, tanggal: '2026-11-24' });
    expect(later.status).toBe(400);
    expect(later.body.message).toBe(MSG.presensiTanggalNanti);
    const none = await harian(tokens.waliKelas, {});
    expect(none.status).toBe(400);
  });
});

describe('setting a status', () => {
  const put = (token: string, siswaId: number, tgl: string, body: unknown) => api.call('PUT', `/api/staf/presensi/${siswaId}/${tgl}`, { token, body });

  it("corrects an absence, keeps the change and shows it in the student's attendance list", async () => {
    const res = await put(tokens.waliKelas, s.koreksi.id, MONDAY, { status: 'sakit', keterangan: 'Demam, surat menyusul' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MSG.presensiStafSaved);
    expect(res.body.data).toMatchObject({ siswa_id: s.koreksi.id, status: 'sakit', status_nama: 'Sakit', sumber: 'staf', keterangan: 'Demam, surat menyusul' });
    expect(res.body.data.diubah_oleh).toBeTruthy();

    const again = await put(tokens.waliKelas, s.koreksi.id, MONDAY, { status: 'dispensasi', keterangan: 'Lomba KSM' });
    expect(again.body.data).toMatchObject({ status: 'dispensasi', status_nama: 'Dispensasi', keterangan: 'Lomba KSM' });
    const history = await ctx.db.select().from(presensiStatusRiwayat).where(eq(presensiStatusRiwayat.siswa_id, s.koreksi.id)).orderBy(presensiStatusRiwayat.id);
    expect(history.map((h) => [h.status_lama, h.status_baru, h.keterangan_baru, h.user_id])).toEqual([
      [null, 'sakit', 'Demam, surat menyusul', waliUserId],
      ['sakit', 'dispensasi', 'Lomba KSM', waliUserId],
    ]);
    const audit = await ctx.db.select().from(activityLog).where(eq(activityLog.entity, 'presensi_status'));
    expect(audit).toHaveLength(2);
    expect(audit[1]!.detail).toMatchObject({ before: { status: 'sakit' }, after: { status: 'dispensasi', keterangan: 'Lomba KSM' } });

    const list = await api.call('POST', '/api/presensi/siswa/kehadiran/table', {
      token: tokens.siswa,
      body: { filtering: { aktivitas: 'PEMBELAJARAN KELAS' }, pagination: { current: 1, pageSize: 10 } },
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data.list).toEqual([
      expect.objectContaining({ tgl: MONDAY, nama: 'Dispensasi', status: 'dispensasi', keterangan: 'Lomba KSM', waktu_masuk: null }),
    ]);
  });

  it('names a clock-in day as the staff set it, and gives a permit day way to the staff status', async () => {
    await put(tokens.kesiswaan, s.hadir.id, MONDAY, { status: 'alpa', keterangan: 'Presensi lalu meninggalkan sekolah' });
    await put(tokens.kesiswaan, s.izin.id, MONDAY, { status: 'sakit', keterangan: null });
    const list = (await harian(tokens.kepala, { rombel_id: period.rombel.id })).body.data.list as PresensiHarianRow[];
    expect(rowOf(list, s.hadir.id)).toMatchObject({ status: 'alpa', sumber: 'staf', waktu_masuk: '06:55:00' });
    expect(rowOf(list, s.izin.id)).toMatchObject({ status: 'sakit', sumber: 'staf', keterangan: null });
    const kehadiran = await ctx.db.execute<{ nama: string; keterangan: string | null }>(
      // The portal's view: one row per student and day, named by the staff.
      `SELECT nama, keterangan FROM kehadiran_siswa WHERE siswa_id IN (${s.hadir.id}, ${s.izin.id}) AND tgl = '${MONDAY}' ORDER BY siswa_id`,
    );
    expect((kehadiran as unknown as { rows: unknown[] }).rows).toEqual([
      { nama: 'Alpa', keterangan: 'Presensi lalu meninggalkan sekolah' },
      { nama: 'Sakit', keterangan: null },
    ]);
    // Back as they were for the tests below.
    await ctx.db.delete(presensiStatus).where(and(eq(presensiStatus.tgl, MONDAY), inArray(presensiStatus.siswa_id, [s.hadir.id, s.izin.id])));
  });

  it('applies corrections of the same day made at once in turn, each kept', async () => {
    const tgl = '2026-11-20';
    const answers = await Promise.all(
      ['izin', 'sakit', 'hadir', 'dispensasi', 'alpa'].map((status, i) =>
        put(i % 2 ? tokens.kesiswaan : tokens.waliKelas, s.kosong.id, tgl, { status, keterangan: `Bersamaan ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const history = await ctx.db
      .select()
      .from(presensiStatusRiwayat)
      .where(and(eq(presensiStatusRiwayat.siswa_id, s.kosong.id), eq(presensiStatusRiwayat.tgl, tgl)))
      .orderBy(presensiStatusRiwayat.id);
    expect(history).toHaveLength(5);
    // Each change starts from the one before it.
    history.slice(1).forEach((h, i) => expect(h.status_lama).toBe(history[i]!.status_baru));
    await ctx.db.delete(presensiStatus).where(and(eq(presensiStatus.siswa_id, s.kosong.id), eq(presensiStatus.tgl, tgl)));
    await ctx.db.delete(presensiStatusRiwayat).where(eq(presensiStatusRiwayat.siswa_id, s.kosong.id));
  });

  it.runIf(process.env.TEST_DB === 'postgres')('names the closing’s alpa as what a correction changed when the closing wrote it meanwhile', async () => {
    const tgl = '2026-11-19';
    // The closing's transaction has written the day's alpa and not yet committed when the correction reads the day.
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let written!: () => void;
    const alpaWritten = new Promise<void>((resolve) => (written = resolve));
    const closing = ctx.db.transaction(async (tx) => {
      await tx.insert(presensiStatus).values({ ...placement(s.kosong.id, period.rombel.id), tgl, status: 'alpa', sumber: 'otomatis' });
      written();
      await held;
    });
    await alpaWritten;
    const correction = put(tokens.waliKelas, s.kosong.id, tgl, { status: 'sakit', keterangan: 'Surat dokter' });
    // The correction waits on the closing's uncommitted row: then the closing commits.
    const waiting = async () =>
      (
        (await ctx.db.execute(
          sql`SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE NOT l.granted AND a.datname = current_database()`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    await expect.poll(waiting, { timeout: 10_000 }).toBeGreaterThan(0);
    commit();
    await closing;
    expect((await correction).status).toBe(200);
    const [history] = await ctx.db
      .select()
      .from(presensiStatusRiwayat)
      .where(and(eq(presensiStatusRiwayat.siswa_id, s.kosong.id), eq(presensiStatusRiwayat.tgl, tgl)));
    expect(history).toMatchObject({ status_lama: 'alpa', sumber_lama: 'otomatis', status_baru: 'sakit' });
    const [day] = await ctx.db
      .select()
      .from(presensiStatus)
      .where(and(eq(presensiStatus.siswa_id, s.kosong.id), eq(presensiStatus.tgl, tgl)));
    expect(day).toMatchObject({ status: 'sakit', sumber: 'staf', keterangan: 'Surat dokter' });
    await ctx.db.delete(presensiStatus).where(eq(presensiStatus.siswa_id, s.kosong.id));
    await ctx.db.delete(presensiStatusRiwayat).where(eq(presensiStatusRiwayat.siswa_id, s.kosong.id));
  });

  it("refuses another class group's student to a wali kelas and writes nothing", async () => {
    const res = await put(tokens.waliKelas, s.lain.id, MONDAY, { status: 'izin' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.outOfScope);
    expect(await ctx.db.select().from(presensiStatus).where(eq(presensiStatus.siswa_id, s.lain.id))).toEqual([]);
    expect(await ctx.db.select().from(presensiStatusRiwayat).where(eq(presensiStatusRiwayat.siswa_id, s.lain.id))).toEqual([]);
  });

  it('refuses the head (reads only), a day to come, a day outside the year, a bad status and a long note', async () => {
    expect((await put(tokens.kepala, s.kosong.id, MONDAY, { status: 'izin' })).status).toBe(403);
    const later = await put(tokens.waliKelas, s.kosong.id, '2026-11-24', { status: 'izin' });
    expect([later.status, later.body.message]).toEqual([400, MSG.presensiTanggalNanti]);
    const before = await put(tokens.waliKelas, s.kosong.id, '2026-06-30', { status: 'izin' });
    expect([before.status, before.body.message]).toEqual([422, MSG.presensiDiluarTahun]);
    const bad = await put(tokens.waliKelas, s.kosong.id, MONDAY, { status: 'bolos' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(MSG.chooseOne);
    const long = await put(tokens.waliKelas, s.kosong.id, MONDAY, { status: 'izin', keterangan: 'x'.repeat(256) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(MSG.maxChars(255));
    const wrongDate = await put(tokens.waliKelas, s.kosong.id, '2026-02-30', { status: 'izin' });
    expect(wrongDate.status).toBe(400);
    expect(await ctx.db.select().from(presensiStatus).where(eq(presensiStatus.siswa_id, s.kosong.id))).toEqual([]);
  });
});

describe('the end-of-day alpa', () => {
  it('closes nothing before jam pulang and its margin', async () => {
    ctx.clock = MONDAY_0800;
    expect(await tutupHariPresensi(ctx.app)).toEqual([]);
  });

  it('marks who has no clock-in, permit day or status as alpa, once, however many runs at once', async () => {
    ctx.clock = MONDAY_1545;
    const runs = await Promise.all([
      tutupHariPresensi(ctx.app),
      tutupHariPresensi(ctx.app),
      tutupHari(ctx.app, MONDAY, period.tahunAjaran.id, period.semester.id),
    ]);
    const closed = runs.flatMap((r) => (Array.isArray(r) ? r : r === null ? [] : [{ tgl: MONDAY, alpa: r }]));
    // s.kosong, and s.lain in B (s.koreksi keeps the staff's status): two alpa, written by one run.
    expect(closed).toEqual([{ tgl: MONDAY, alpa: 2 }]);
    const alpa = await ctx.db
      .select()
      .from(presensiStatus)
      .where(and(eq(presensiStatus.tgl, MONDAY), eq(presensiStatus.sumber, 'otomatis')));
    expect(alpa.map((r) => r.siswa_id).sort()).toEqual([s.kosong.id, s.lain.id].sort());
    expect(await ctx.db.select().from(presensiPenutupan)).toEqual([expect.objectContaining({ tgl: MONDAY, jumlah_alpa: 2 })]);
    expect(await tutupHariPresensi(ctx.app)).toEqual([]);
    const list = (await harian(tokens.waliKelas, { rombel_id: period.rombel.id })).body.data.list as PresensiHarianRow[];
    expect(rowOf(list, s.kosong.id)).toMatchObject({ status: 'alpa', status_nama: 'Alpa', sumber: 'otomatis', diubah_oleh: null });
  });

  it('gives way to a permit approved later and to a staff correction', async () => {
    const [permit] = await ctx.db
      .insert(perizinanSiswa)
      .values({
        ...placement(s.lain.id, rombelB),
        perizinan_jenis_id: sakitKind,
        tgl_awal: MONDAY,
        tgl_akhir: MONDAY,
        keterangan: 'Sakit',
        status: 'DISETUJUI',
        created_by: waliUserId,
      })
      .returning();
    expect(await ctx.db.select().from(perizinanHari).where(eq(perizinanHari.perizinan_id, permit!.id))).toHaveLength(1);
    const b = (await harian(tokens.kesiswaan, { rombel_id: rombelB })).body.data.list as PresensiHarianRow[];
    expect(rowOf(b, s.lain.id)).toMatchObject({ status: 'sakit', sumber: 'perizinan' });

    const res = await api.call('PUT', `/api/staf/presensi/${s.kosong.id}/${MONDAY}`, {
      token: tokens.waliKelas,
      body: { status: 'izin', keterangan: 'Orang tua menelepon' },
    });
    expect(res.body.data).toMatchObject({ status: 'izin', sumber: 'staf', keterangan: 'Orang tua menelepon' });
    const [history] = await ctx.db.select().from(presensiStatusRiwayat).where(eq(presensiStatusRiwayat.siswa_id, s.kosong.id));
    expect(history).toMatchObject({ status_lama: 'alpa', sumber_lama: 'otomatis', status_baru: 'izin' });
  });

  it('skips a day the calendar marks Libur and a day without clock-in', async () => {
    await ctx.db.insert(kaldikAgenda).values({
      tahun_ajaran_id: period.tahunAjaran.id,
      judul: 'Libur',
      jenis_agenda: 'Libur',
      tgl_awal: '2026-11-24',
      tgl_akhir: '2026-11-24',
      status_absensi: 'Libur',
    });
    // Tuesday (Libur) and Wednesday after jam pulang; Sunday the 29th has no clock-in.
    ctx.clock = new Date('2026-11-25T09:00:00Z');
    expect((await tutupHariPresensi(ctx.app)).map((c) => c.tgl)).toEqual(['2026-11-25']);
    ctx.clock = new Date('2026-11-29T09:00:00Z');
    expect((await tutupHariPresensi(ctx.app)).map((c) => c.tgl)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
    ctx.clock = MONDAY_1545;
  });
});

describe('the month recap', () => {
  it('exports students × days with codes and totals through the export log', async () => {
    ctx.clock = new Date('2026-11-25T09:00:00Z');
    const res = await api.call('POST', '/api/staf/presensi/rekap', { token: tokens.waliKelas, body: { rombel_id: period.rombel.id, bulan: '2026-11' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ nama: expect.stringContaining('Rekap Presensi'), jumlah_baris: 4 });
    const [logged] = await ctx.db.select().from(exportLog).where(eq(exportLog.id, res.body.data.id));
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path.join(ctx.filesDir, logged!.file));
    const sheet = book.worksheets[0]!;
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push(Array.from((row.values as unknown[]).slice(1), (v) => (v === null || v === undefined ? '' : String(v)))));
    const header = rows.find((r) => r[0] === 'No')!;
    const col = (day: number) => header.indexOf(String(day));
    const byName = (nama: string) => rows.find((r) => r[2] === nama)!;
    const hadir = byName('Ahmad Hadir');
    expect(hadir[col(23)]).toBe('H');
    // Tuesday the 24th is Libur, the 25th closed with an alpa for who has nothing.
    expect(hadir[col(24)]).toBe('');
    expect(hadir[col(25)]).toBe('A');
    expect(hadir.slice(-5)).toEqual(['1', '0', '0', '1', '0']);
    expect(header.slice(-5)).toEqual(['H', 'I', 'S', 'A', 'D']);
  });

  it('refuses another class group to a wali kelas and a bad month', async () => {
    expect((await api.call('POST', '/api/staf/presensi/rekap', { token: tokens.waliKelas, body: { rombel_id: rombelB, bulan: '2026-11' } })).status).toBe(403);
    const bad = await api.call('POST', '/api/staf/presensi/rekap', { token: tokens.waliKelas, body: { rombel_id: period.rombel.id, bulan: '2026-13' } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(MSG.presensiRekapBulan);
  });
});

describe('selfie thumbnails', () => {
  it('are made once by the job, stored beside the selfie, and shown by the day list', async () => {
    const photo = await cameraPhoto(480, 640);
    await ctx.app.files.storage.put('presensi/2026/11/uji-besar.jpg', photo);
    const [record] = await ctx.db
      .insert(presensiSiswa)
      .values({ ...placement(s.izin.id, period.rombel.id), tgl: '2026-11-20', waktu_masuk: '06:50:00', foto_masuk: 'presensi/2026/11/uji-besar.jpg' })
      .returning();
    // The earlier record's selfie is not in the storage: it keeps itself as its thumbnail and is not tried again.
    const made = await buatThumbnailSelfie(ctx.app);
    expect(made).toBe(1);
    expect(await buatThumbnailSelfie(ctx.app)).toBe(0);
    const [after] = await ctx.db.select().from(presensiSiswa).where(eq(presensiSiswa.id, record!.id));
    expect(after!.foto_masuk_kecil).toMatch(/^presensi\//);
    expect(after!.foto_masuk_kecil).not.toBe(after!.foto_masuk);
    const stored = await ctx.app.files.storage.open(after!.foto_masuk_kecil!);
    expect(stored!.size).toBeLessThan(photo.length / 4);
    stored!.stream.destroy();
    ctx.clock = MONDAY_0800;
    const list = (await harian(tokens.waliKelas, { rombel_id: period.rombel.id, tanggal: '2026-11-20' })).body.data.list as PresensiHarianRow[];
    expect(rowOf(list, s.izin.id).foto_masuk_kecil).toContain(after!.foto_masuk_kecil!);
  });
});
