import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { AKTIVITAS } from '@madrasah/contract/schemas/presensi';
import { perizinanJenis, perizinanSiswa, presensiSiswa, rombel, sekolah, semester } from '../../db/schema/index.js';
import { HARI } from '../../db/schema/jadwal.js';
import { newKey } from '../../platform/files/storage.js';
import { withRoleActions } from '../../../test/access.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createAlumniAccount, createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';
import { webSelfie } from '../../../test/images.js';

const ctx = useTestApp();
const api = client(ctx);
// Monday 23 November 2026, 07:15 in Jakarta (UTC+7).
const NOW = new Date('2026-11-23T00:15:00Z');
const KELAS = AKTIVITAS.kelas;
const PRAMUKA = AKTIVITAS.pramuka;

type Period = Awaited<ReturnType<typeof createPeriod>>;
type Student = Awaited<ReturnType<typeof signedInStudent>>;
let period: Period;
let genap: number;
let otherRombel: number;
let sakit: number;
let lomba: number;
let photo: string;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  const [sem] = await ctx.db.insert(semester).values({ tahun_ajaran_id: period.tahunAjaran.id, tipe_semester: 'Genap' }).returning();
  genap = sem!.id;
  const [rb] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'XI IPS Kehadiran', tingkatan_kelas: 'XI' }).returning();
  otherRombel = rb!.id;
  const kinds = await ctx.db
    .insert(perizinanJenis)
    .values([{ nama: 'Sakit' }, { nama: 'Dispensasi Lomba', butuh_persetujuan: false }])
    .returning();
  [sakit, lomba] = kinds.map((k) => k.id) as [number, number];
  photo = newKey('presensi', 'jpg');
  await ctx.app.files.storage.put(photo, Buffer.from(await webSelfie(7), 'base64'));
});

beforeEach(async () => {
  ctx.clock = NOW;
  // Monday to Friday: permit days on a weekend are not school days.
  await ctx.db.update(sekolah).set({ hari_presensi: [...HARI].slice(0, 5) });
});

const student = () => signedInStudent(ctx, period);

/** One attendance record of `s`, in the test period's odd semester and class group unless told otherwise. */
async function record(s: { siswa: { id: number } }, tgl: string, extra: Partial<typeof presensiSiswa.$inferInsert> = {}) {
  const [row] = await ctx.db
    .insert(presensiSiswa)
    .values({
      siswa_id: s.siswa.id,
      rombel_id: period.rombel.id,
      tahun_ajaran_id: period.tahunAjaran.id,
      semester_id: period.semester.id,
      aktivitas: KELAS,
      tgl,
      waktu_masuk: '07:05:00',
      waktu_pulang: '15:00:00',
      foto_masuk: photo,
      foto_pulang: photo,
      radius_masuk: 12.345,
      radius_pulang: 40,
      lat_masuk: -7.797,
      long_masuk: 110.37,
      lat_pulang: -7.7971,
      long_pulang: 110.3701,
      ip_masuk: '10.0.0.1',
      ip_pulang: '10.0.0.2',
      durasi_telat: 300,
      durasi_pulang_cepat: 0,
      ...extra,
    })
    .returning();
  return row!.id;
}

async function permit(s: { siswa: { id: number }; account: { id: number } }, tgl_awal: string, tgl_akhir: string, status: string, jenis = sakit) {
  const [row] = await ctx.db
    .insert(perizinanSiswa)
    .values({
      siswa_id: s.siswa.id,
      rombel_id: period.rombel.id,
      tahun_ajaran_id: period.tahunAjaran.id,
      semester_id: period.semester.id,
      perizinan_jenis_id: jenis,
      tgl_awal,
      tgl_akhir,
      keterangan: 'Izin',
      status,
      created_by: s.account.id,
    })
    .returning();
  return row!.id;
}

type Row = { id: number; tgl: string; nama: string; perizinan_id: number | null } & Record<string, unknown>;
const list = (token: string, body: object) => api.call('POST', '/api/presensi/siswa/kehadiran/table', { token, body });
async function rows(token: string, filtering: object, extra: object = {}): Promise<Row[]> {
  const res = await list(token, { filtering: { aktivitas: KELAS, ...filtering }, pagination: { current: 1, pageSize: 100 }, ...extra });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.list;
}
const days = (r: Row[]) => r.map((x) => x.tgl);

describe('POST presensi/siswa/kehadiran/table', () => {
  let own: Student;
  let ids: Record<string, number>;
  beforeAll(async () => {
    own = await student();
    ids = {
      mon: await record(own, '2026-11-16'),
      tue: await record(own, '2026-11-17', {
        waktu_pulang: null,
        foto_pulang: null,
        radius_pulang: null,
        lat_pulang: null,
        long_pulang: null,
        ip_pulang: null,
      }),
      genap: await record(own, '2026-11-18', { semester_id: genap }),
      rombel: await record(own, '2026-11-19', { rombel_id: otherRombel }),
      pramuka: await record(own, '2026-11-21', { aktivitas: PRAMUKA, waktu_masuk: '07:30:00' }),
    };
  });

  it('lists the student’s own days of the activity with the spec’s fields, newest first, photos by signed link', async () => {
    const res = await list(own.token, { filtering: { aktivitas: KELAS } });
    expect(res.status).toBe(200);
    expect(res.body.data.info).toEqual({ total: 4, current: 1, pageSize: 10 });
    expect(days(res.body.data.list)).toEqual(['2026-11-19', '2026-11-18', '2026-11-17', '2026-11-16']);
    const monday = res.body.data.list.at(-1);
    expect(monday).toMatchObject({
      id: ids.mon,
      siswa_nama: own.siswa.nama,
      nama: 'Hadir',
      rombel_nama: period.rombel.nama,
      tgl: '2026-11-16',
      tgl_masuk: '2026-11-16',
      waktu_masuk: '07:05:00',
      waktu_pulang: '15:00:00',
      radius_masuk: 12.345,
      radius_pulang: 40,
      durasi_telat: 300,
      durasi_pulang_cepat: 0,
      ip_masuk: '10.0.0.1',
      ip_pulang: '10.0.0.2',
      lat_masuk: -7.797,
      long_masuk: 110.37,
      lat_pulang: -7.7971,
      long_pulang: 110.3701,
      main_path: '/api/files/',
      perizinan_id: null,
    });
    expect(monday.foto_masuk).toMatch(/^presensi\/.+\.jpg\?exp=\d+&sig=/);
    const file = await ctx.app.inject({ method: 'GET', url: `${monday.main_path}${monday.foto_pulang}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/files/${photo}` })).statusCode).toBe(403);
    expect(res.body.data.list.find((r: Row) => r.id === ids.tue)).toMatchObject({ waktu_pulang: null, foto_pulang: null, radius_pulang: null });
  });

  it('lists scouting in its own list', async () => {
    const pramuka = await rows(own.token, { aktivitas: PRAMUKA });
    expect(pramuka.map((r) => r.id)).toEqual([ids.pramuka]);
    expect(pramuka[0]).toMatchObject({ waktu_masuk: '07:30:00', nama: 'Hadir' });
    expect((await rows(own.token, {})).map((r) => r.id)).not.toContain(ids.pramuka);
  });

  it('needs the activity', async () => {
    for (const body of [{}, { filtering: {} }, { filtering: { aktivitas: 'EKSTRAKURIKULER' } }]) {
      const res = await list(own.token, body);
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([{ field: 'filtering.aktivitas', message: MSG.chooseOne }]);
    }
  });

  it('filters by school year, semester, class group and period', async () => {
    expect(days(await rows(own.token, { tahun_ajaran_id: period.tahunAjaran.id }))).toHaveLength(4);
    const [elsewhere] = await createPeriod(ctx.db).then((p) => [p.tahunAjaran.id]);
    expect(await rows(own.token, { tahun_ajaran_id: elsewhere })).toEqual([]);
    expect(days(await rows(own.token, { semester_id: genap }))).toEqual(['2026-11-18']);
    expect(days(await rows(own.token, { semester_id: period.semester.id }))).toEqual(['2026-11-19', '2026-11-17', '2026-11-16']);
    expect(days(await rows(own.token, { rombel_id: otherRombel }))).toEqual(['2026-11-19']);
    expect(days(await rows(own.token, { rombel_id: String(period.rombel.id) }))).toEqual(['2026-11-18', '2026-11-17', '2026-11-16']);
    expect(days(await rows(own.token, { tgl_awal: '2026-11-17' }))).toEqual(['2026-11-19', '2026-11-18', '2026-11-17']);
    expect(days(await rows(own.token, { tgl_akhir: '2026-11-17' }))).toEqual(['2026-11-17', '2026-11-16']);
    expect(days(await rows(own.token, { tgl_awal: '2026-11-17', tgl_akhir: '2026-11-18' }))).toEqual(['2026-11-18', '2026-11-17']);
    expect(days(await rows(own.token, { tgl_awal: '2026-11-18', tgl_akhir: '2026-11-18' }))).toEqual(['2026-11-18']);
    // Blank filters are no filters, as the filter modal sends them.
    expect(days(await rows(own.token, { tahun_ajaran_id: '', semester_id: null, rombel_id: '', tgl_awal: '', tgl_akhir: null }))).toHaveLength(4);
  });

  it('refuses a period that starts after it ends, with the spec’s message', async () => {
    const res = await list(own.token, { filtering: { aktivitas: KELAS, tgl_awal: '2026-11-18', tgl_akhir: '2026-11-17' } });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([{ field: 'filtering.tgl_akhir', message: MSG.periodInvalid }]);
    const bad = await list(own.token, { filtering: { aktivitas: KELAS, tgl_awal: '2026-02-30' } });
    expect(bad.body.data).toEqual([{ field: 'filtering.tgl_awal', message: MSG.dateInvalid }]);
  });

  it('sorts by Tanggal Pembuatan or by date, both ways, and refuses other fields', async () => {
    const asc = await rows(own.token, {}, { sorting: [{ field: 'id', sort: 'ASC', urutan: 1 }] });
    expect(days(asc)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19']);
    expect(days(await rows(own.token, {}, { sorting: [{ field: 'tgl', sort: 'ASC' }] }))).toEqual(days(asc));
    expect(days(await rows(own.token, {}, { sorting: [{ field: 'tgl', sort: 'DESC' }] }))).toEqual(days(asc).reverse());
    const res = await list(own.token, { filtering: { aktivitas: KELAS }, sorting: [{ field: 'ip_masuk', sort: 'ASC' }] });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([{ field: 'sorting', message: MSG.sortFieldUnknown('ip_masuk') }]);
  });

  it('pages in the server without overlap', async () => {
    const page = async (current: number) => (await list(own.token, { filtering: { aktivitas: KELAS }, pagination: { current, pageSize: 3 } })).body.data;
    const [first, second, third] = [await page(1), await page(2), await page(3)];
    expect(first.info).toEqual({ total: 4, current: 1, pageSize: 3 });
    expect(days(first.list)).toEqual(['2026-11-19', '2026-11-18', '2026-11-17']);
    expect(days(second.list)).toEqual(['2026-11-16']);
    expect(third).toEqual({ list: [], info: { total: 4, current: 3, pageSize: 3 } });
  });

  it('searches the class group’s name and what the day holds', async () => {
    const found = await list(own.token, { filtering: { aktivitas: KELAS }, search: 'ips KEH' });
    expect(found.body.data.info.total).toBe(1);
    expect(days(found.body.data.list)).toEqual(['2026-11-19']);
    expect(await rows(own.token, {}, { search: 'hadir' })).toHaveLength(4);
    expect(await rows(own.token, {}, { search: 'tidak ada' })).toEqual([]);
  });

  it('never shows another student’s days, whatever the body names', async () => {
    const other = await student();
    const theirs = await record(other, '2026-11-16');
    await record(other, '2026-11-14', { aktivitas: PRAMUKA });
    await permit(other, '2026-11-10', '2026-11-10', 'DISETUJUI');
    expect(await rows(own.token, { siswa_id: other.siswa.id }, { siswa_id: other.siswa.id, search: other.siswa.nama })).toEqual([]);
    const mine = await rows(own.token, { siswa_id: other.siswa.id }, { siswa_id: other.siswa.id });
    expect(mine.map((r) => r.id).sort()).toEqual([ids.mon, ids.tue, ids.genap, ids.rombel].sort());
    expect((await rows(own.token, { aktivitas: PRAMUKA, siswa_id: other.siswa.id })).map((r) => r.id)).toEqual([ids.pramuka]);
    const theirRows = await rows(other.token, {});
    expect(theirRows.map((r) => [r.tgl, r.siswa_nama])).toEqual([
      ['2026-11-16', other.siswa.nama],
      ['2026-11-10', other.siswa.nama],
    ]);
    expect(theirRows[0]!.id).toBe(theirs);
  });
});

describe('approved permits in the class list', () => {
  it('show each school day of an approved permit without a clock-in, up to today, paged with the clock-ins', async () => {
    const s = await student();
    await record(s, '2026-11-11');
    await record(s, '2026-11-20', { aktivitas: PRAMUKA });
    // Wednesday 11 to Tuesday 17 November: the weekend is not a school day, the 11th has a clock-in.
    const sick = await permit(s, '2026-11-11', '2026-11-17', 'DISETUJUI');
    // Approved at once; runs past today (Monday 23rd).
    const contest = await permit(s, '2026-11-20', '2026-11-25', 'AUTO APPROVAL', lomba);
    // Not approved, so not listed (a student's permits that are not rejected never share a day).
    for (const [status, awal, akhir] of [
      ['DRAFT', '2026-11-02', '2026-11-03'],
      ['DIAJUKAN', '2026-11-04', '2026-11-06'],
      ['DITOLAK', '2026-11-02', '2026-11-06'],
    ] as const) {
      await permit(s, awal, akhir, status);
    }

    const all = await rows(s.token, {});
    expect(all.map((r) => [r.tgl, r.nama])).toEqual([
      ['2026-11-23', 'Dispensasi Lomba'],
      ['2026-11-20', 'Dispensasi Lomba'],
      ['2026-11-17', 'Sakit'],
      ['2026-11-16', 'Sakit'],
      ['2026-11-13', 'Sakit'],
      ['2026-11-12', 'Sakit'],
      ['2026-11-11', 'Hadir'],
    ]);
    expect(all[0]).toMatchObject({
      perizinan_id: contest,
      siswa_nama: s.siswa.nama,
      rombel_nama: period.rombel.nama,
      tgl_masuk: null,
      waktu_masuk: null,
      waktu_pulang: null,
      radius_masuk: null,
      durasi_telat: null,
      ip_masuk: null,
      lat_masuk: null,
      foto_masuk: null,
      foto_pulang: null,
    });
    expect(all.filter((r) => r.perizinan_id === sick)).toHaveLength(4);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    expect(all.filter((r) => r.perizinan_id !== null).every((r) => r.id < 0)).toBe(true);

    const page2 = await list(s.token, { filtering: { aktivitas: KELAS }, pagination: { current: 2, pageSize: 3 } });
    expect(page2.body.data.info.total).toBe(7);
    expect(days(page2.body.data.list)).toEqual(['2026-11-16', '2026-11-13', '2026-11-12']);
    const asc = await rows(s.token, {}, { sorting: [{ field: 'id', sort: 'ASC' }] });
    expect(days(asc)).toEqual(days(all).reverse());

    expect(days(await rows(s.token, { tgl_awal: '2026-11-13', tgl_akhir: '2026-11-16' }))).toEqual(['2026-11-16', '2026-11-13']);
    expect(days(await rows(s.token, { semester_id: period.semester.id, rombel_id: period.rombel.id }))).toHaveLength(7);
    expect(await rows(s.token, { semester_id: genap })).toEqual([]);
    expect(days(await rows(s.token, {}, { search: 'lomba' }))).toEqual(['2026-11-23', '2026-11-20']);
    // Scouting is not excused by a permit in this list: only its own clock-ins show.
    expect(days(await rows(s.token, { aktivitas: PRAMUKA }))).toEqual(['2026-11-20']);
  });

  it('follow the school’s clock-in days', async () => {
    const s = await student();
    await permit(s, '2026-11-14', '2026-11-15', 'DISETUJUI');
    expect(await rows(s.token, {})).toEqual([]);
    await ctx.db.update(sekolah).set({ hari_presensi: [...HARI] });
    expect(days(await rows(s.token, {}))).toEqual(['2026-11-15', '2026-11-14']);
  });
});

describe('who may read the list', () => {
  it('a guardian reads the ward’s days', async () => {
    const s = await student();
    const id = await record(s, '2026-11-16');
    const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: s.siswa.id });
    const token = await api.token(wali.email, PASSWORD);
    expect((await rows(token, {})).map((r) => r.id)).toEqual([id]);
  });

  it('each activity needs view on its own page', async () => {
    const s = await student();
    await record(s, '2026-11-16');
    await record(s, '2026-11-21', { aktivitas: PRAMUKA });
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.presensiPramuka,
      (actions) => actions.filter((a) => a !== 'view'),
      async () => {
        const refused = await list(s.token, { filtering: { aktivitas: PRAMUKA } });
        expect(refused.status).toBe(403);
        expect(refused.body.data).toBeUndefined();
        expect(await rows(s.token, {})).toHaveLength(1);
      },
    );
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.presensiSiswa,
      () => [],
      async () => {
        expect((await list(s.token, { filtering: { aktivitas: KELAS } })).status).toBe(403);
        expect(await rows(s.token, { aktivitas: PRAMUKA })).toHaveLength(1);
        await withRoleActions(
          ctx.db,
          ROLE.siswa,
          PAGE.presensiPramuka,
          () => ['detail'],
          async () => {
            expect((await list(s.token, { filtering: { aktivitas: PRAMUKA } })).status).toBe(403);
          },
        );
      },
    );
  });

  it('refuses alumni, suspended students and callers without a session', async () => {
    const { account } = await createAlumniAccount(ctx.db);
    const alumniToken = await api.token(account.email, PASSWORD);
    expect((await list(alumniToken, { filtering: { aktivitas: KELAS } })).status).toBe(403);
    const suspended = await createStudentAccount(ctx.db, period, { suspended: 'Skors' });
    await record(suspended, '2026-11-16');
    const suspendedToken = await api.token(suspended.account.email, PASSWORD);
    expect((await list(suspendedToken, { filtering: { aktivitas: KELAS } })).status).toBe(403);
    const anonymous = await api.call('POST', '/api/presensi/siswa/kehadiran/table', { body: { filtering: { aktivitas: KELAS } } });
    expect(anonymous.status).toBe(401);
  });
});
