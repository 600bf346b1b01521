import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { activityLog, ekstrakurikuler, ekstrakurikulerSiswa, gtk, kaldikAgenda, pramukaKecakapan, tahunAjaran } from '../../db/schema/index.js';
import { withRoleActions } from '../../../test/access.js';
import { useTestApp } from '../../../test/context.js';
import { createAlumniAccount, type createPeriod, PASSWORD } from '../../../test/factories.js';
import { client, historyFixture } from '../../../test/http.js';

const ctx = useTestApp();
const api = client(ctx);

type Period = Awaited<ReturnType<typeof createPeriod>>;
/** The student (own) with last year's and this year's class groups, a classmate (other), and the guardian. */
let fx: Awaited<ReturnType<typeof historyFixture>>;
let alumniToken: string;
const ids = {} as Record<'pramuka' | 'tahfidz' | 'kaligrafi' | 'others', number>;

const year = (p: Period) => `${p.tahunAjaran.thn_awal}/${p.tahunAjaran.thn_akhir}`;
const ekskulTable = (body: object, token = fx.own.token) => api.call('POST', '/api/kaldik-kegiatan/ekstrakurikuler/siswa/table', { token, body });
const ekskulItem = (method: 'PUT' | 'DELETE', id: number, body?: object, token = fx.own.token) =>
  api.call(method, `/api/kaldik-kegiatan/ekstrakurikuler/siswa/${id}`, { token, body });
const pramukaTable = (body: object, token = fx.own.token) => api.call('POST', '/api/kaldik-kegiatan/pramuka/siswa/table', { token, body });
const penilaian = (siswaId: number, token = fx.own.token) => api.call('GET', `/api/kaldik-kegiatan/pramuka/penilaian/siswa/${siswaId}`, { token });
const agenda = (body: object, token = fx.own.token) => api.call('POST', '/api/kaldik-kegiatan/kaldik/agenda', { token, body });
const names = (res: { body: { data: { list: Record<string, unknown>[] } } }, field: string) => res.body.data.list.map((r) => r[field]);
const grant = (action: 'update' | 'delete', body: () => Promise<void>) =>
  withRoleActions(ctx.db, ROLE.siswa, PAGE.ekstrakurikuler, (a) => [...a, action], body);

beforeAll(async () => {
  fx = await historyFixture(ctx);
  const { lastYear, thisYear, own, other } = fx;
  // Both fixture years are active; the calendar's default is the later one.
  await ctx.db.update(tahunAjaran).set({ is_active: false }).where(eq(tahunAjaran.id, lastYear.tahunAjaran.id));
  const { account } = await createAlumniAccount(ctx.db);
  alumniToken = await api.token(account.email, PASSWORD);

  const [kak, bu] = await ctx.db
    .insert(gtk)
    .values([
      { nama_lengkap: 'Ahmad Fauzi', gelar_belakang: 'S.Pd.' },
      { nama_lengkap: 'Siti Aminah', gelar_depan: 'Dra.', gelar_belakang: 'M.Pd.I.' },
    ])
    .returning();
  const [pramuka, tahfidz, kaligrafi, futsal] = await ctx.db
    .insert(ekstrakurikuler)
    .values([
      { nama: 'Pramuka', pembina_gtk_id: kak!.id },
      { nama: "Tahfidz Al-Qur'an", pembina_gtk_id: bu!.id },
      { nama: 'Kaligrafi', pembina_gtk_id: null },
      { nama: 'Futsal', pembina_gtk_id: kak!.id },
    ])
    .returning();
  const record = (s: { id: number }, p: Period, activity: { id: number }, ganjil: number | null, genap: number | null) => ({
    siswa_id: s.id,
    rombel_id: p.rombel.id,
    tahun_ajaran_id: p.tahunAjaran.id,
    ekstrakurikuler_id: activity.id,
    nilai_semester_ganjil: ganjil,
    nilai_semester_genap: genap,
  });
  const rows = await ctx.db
    .insert(ekstrakurikulerSiswa)
    .values([
      record(own.siswa, lastYear, kaligrafi!, 80, 82.25),
      record(own.siswa, thisYear, pramuka!, 88.5, null),
      record(own.siswa, thisYear, tahfidz!, 91, null),
      record(other.siswa, thisYear, futsal!, 75, null),
    ])
    .returning();
  [ids.kaligrafi, ids.pramuka, ids.tahfidz, ids.others] = rows.map((r) => r.id) as [number, number, number, number];

  const skill = (s: { id: number }, p: Period, uraian_kecakapan: string, jenis_penegak: string, tgl_lulus: string) => ({
    siswa_id: s.id,
    rombel_id: p.rombel.id,
    tahun_ajaran_id: p.tahunAjaran.id,
    uraian_kecakapan,
    jenis_penegak,
    tgl_lulus,
    pembina_gtk_id: kak!.id,
  });
  await ctx.db
    .insert(pramukaKecakapan)
    .values([
      skill(own.siswa, lastYear, 'Dapat menjelaskan sejarah Gerakan Pramuka', 'Bantara', '2025-09-20'),
      skill(own.siswa, thisYear, 'Mampu mendirikan tenda', 'Bantara', '2026-08-15'),
      skill(own.siswa, thisYear, 'Mampu memimpin upacara pembukaan latihan', 'Laksana', '2026-10-03'),
      skill(other.siswa, thisYear, 'Hafal Dasa Darma', 'Bantara', '2026-08-22'),
    ]);

  const item = (p: Period, judul: string, tgl_awal: string, tgl_akhir: string, jenis_agenda: string, status_absensi: string) => ({
    tahun_ajaran_id: p.tahunAjaran.id,
    judul,
    jenis_agenda,
    uraian: `Uraian ${judul}`,
    civitas_akademika: 'Siswa, Guru dan Tenaga Kependidikan',
    tgl_awal,
    tgl_akhir,
    status_absensi,
  });
  await ctx.db
    .insert(kaldikAgenda)
    .values([
      item(thisYear, 'Libur Semester Ganjil', '2026-12-21', '2027-01-02', 'Libur Sekolah', 'Libur'),
      item(thisYear, 'Hari Raya Natal', '2026-12-25', '2026-12-25', 'Libur Nasional', 'Libur'),
      item(thisYear, 'Penilaian Akhir Semester Ganjil', '2026-11-30', '2026-12-05', 'Ujian', 'Masuk'),
      item(thisYear, 'Hari Guru Nasional', '2026-11-25', '2026-11-25', 'Kegiatan Sekolah', 'Masuk'),
      item(lastYear, 'Penilaian Akhir Tahun', '2026-06-08', '2026-06-13', 'Ujian', 'Masuk'),
    ]);
});

describe('POST kaldik-kegiatan/ekstrakurikuler/siswa/table', () => {
  it("lists the student's own records newest first, with the coach's titles, class group, year and scores", async () => {
    const res = await ekskulTable({});
    expect(res.status).toBe(200);
    expect(res.body.data.info).toEqual({ total: 3, current: 1, pageSize: 10 });
    expect(res.body.data.list).toEqual([
      {
        id: ids.tahfidz,
        nama_lengkap: 'Dra. Siti Aminah, M.Pd.I.',
        rombel_nama: fx.thisYear.rombel.nama,
        ekstrakurikuler_nama: "Tahfidz Al-Qur'an",
        nilai_semester_ganjil: 91,
        nilai_semester_genap: null,
        tahun_ajaran: year(fx.thisYear),
      },
      expect.objectContaining({ id: ids.pramuka, nama_lengkap: 'Ahmad Fauzi, S.Pd.', nilai_semester_ganjil: 88.5 }),
      expect.objectContaining({ id: ids.kaligrafi, nama_lengkap: null, nilai_semester_genap: 82.25, tahun_ajaran: year(fx.lastYear) }),
    ]);
  });

  it('searches the activity and the coach, filters by school year, sorts by creation and pages', async () => {
    expect(names(await ekskulTable({ search: 'tahfidz' }), 'id')).toEqual([ids.tahfidz]);
    expect(names(await ekskulTable({ search: 'fauzi' }), 'id')).toEqual([ids.pramuka]);
    const searched = await ekskulTable({ search: 'aminah', pagination: { current: 1, pageSize: 1 } });
    expect(searched.body.data.info.total).toBe(1);
    expect(names(await ekskulTable({ filtering: { tahun_ajaran_id: fx.lastYear.tahunAjaran.id } }), 'id')).toEqual([ids.kaligrafi]);
    expect(names(await ekskulTable({ sorting: [{ field: 'id', sort: 'ASC', urutan: 1 }] }), 'id')).toEqual([ids.kaligrafi, ids.pramuka, ids.tahfidz]);
    const paged = await ekskulTable({ pagination: { current: 2, pageSize: 2 } });
    expect(names(paged, 'id')).toEqual([ids.kaligrafi]);
    expect(paged.body.data.info.total).toBe(3);
    const refused = await ekskulTable({ sorting: [{ field: 'nilai_semester_ganjil', sort: 'ASC' }] });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([{ field: 'sorting', message: MSG.sortFieldUnknown('nilai_semester_ganjil') }]);
  });

  it("shows the guardian the ward's records; refuses an alumnus and a role without the view action", async () => {
    expect(names(await ekskulTable({}, fx.waliToken), 'id')).toEqual([ids.tahfidz, ids.pramuka, ids.kaligrafi]);
    expect((await ekskulTable({}, fx.other.token)).body.data.list.map((r: { id: number }) => r.id)).toEqual([ids.others]);
    expect((await ekskulTable({}, alumniToken)).status).toBe(403);
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.ekstrakurikuler,
      () => [],
      async () => {
        expect((await ekskulTable({})).status).toBe(403);
      },
    );
  });
});

describe('PUT and DELETE kaldik-kegiatan/ekstrakurikuler/siswa/{id}', () => {
  it('needs the update and delete actions, which a student does not have by default', async () => {
    expect((await ekskulItem('PUT', ids.pramuka, { nilai_semester_ganjil: 90, nilai_semester_genap: null })).status).toBe(403);
    expect((await ekskulItem('DELETE', ids.pramuka)).status).toBe(403);
  });

  it('sets both scores, clears an empty one and logs the change', async () => {
    await grant('update', async () => {
      const res = await ekskulItem('PUT', ids.pramuka, { nilai_semester_ganjil: '89,75', nilai_semester_genap: 92 });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MSG.dataUpdated);
      expect(res.body.data).toMatchObject({ id: ids.pramuka, ekstrakurikuler_nama: 'Pramuka', nilai_semester_ganjil: 89.75, nilai_semester_genap: 92 });
      const cleared = await ekskulItem('PUT', ids.pramuka, { nilai_semester_ganjil: 89.75, nilai_semester_genap: '' });
      expect(cleared.body.data.nilai_semester_genap).toBeNull();
    });
    const log = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'ekstrakurikuler_siswa'), eq(activityLog.entity_id, ids.pramuka)));
    expect(log.map((l) => [l.action, l.user_id])).toEqual([
      ['update', fx.own.account.id],
      ['update', fx.own.account.id],
    ]);
    expect(log[1]!.detail).toEqual({ nilai_semester_ganjil: 89.75, nilai_semester_genap: null });
  });

  it('refuses scores out of range or with more than two decimals, with the field messages', async () => {
    await grant('update', async () => {
      const res = await ekskulItem('PUT', ids.pramuka, { nilai_semester_ganjil: 100.5, nilai_semester_genap: '70,125' });
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([
        { field: 'nilai_semester_ganjil', message: MSG.nilaiRange },
        { field: 'nilai_semester_genap', message: MSG.nilaiDecimals },
      ]);
      expect((await ekskulItem('PUT', ids.pramuka, { nilai_semester_ganjil: 'sembilan', nilai_semester_genap: null })).body.data).toEqual([
        { field: 'nilai_semester_ganjil', message: MSG.numberInvalid },
      ]);
    });
  });

  it("answers another student's record and a missing one as not found, and leaves it untouched", async () => {
    await grant('update', async () => {
      for (const id of [ids.others, 999_999]) {
        const res = await ekskulItem('PUT', id, { nilai_semester_ganjil: 10, nilai_semester_genap: 10 });
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(MSG.notFoundData);
      }
    });
    await grant('delete', async () => {
      expect((await ekskulItem('DELETE', ids.others)).status).toBe(404);
    });
    expect((await ekskulTable({}, fx.other.token)).body.data.list).toEqual([expect.objectContaining({ id: ids.others, nilai_semester_ganjil: 75 })]);
  });

  it("deletes one of the student's own records (the guardian too, when granted), logged, once", async () => {
    await withRoleActions(
      ctx.db,
      ROLE.wali,
      PAGE.ekstrakurikuler,
      (a) => [...a, 'delete'],
      async () => {
        const res = await ekskulItem('DELETE', ids.kaligrafi, undefined, fx.waliToken);
        expect(res.status).toBe(200);
        expect(res.body.message).toBe(MSG.deleted);
        expect((await ekskulItem('DELETE', ids.kaligrafi, undefined, fx.waliToken)).status).toBe(404);
      },
    );
    expect(names(await ekskulTable({}), 'id')).toEqual([ids.tahfidz, ids.pramuka]);
    const [log] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'ekstrakurikuler_siswa'), eq(activityLog.action, 'delete')));
    expect(log).toMatchObject({ entity_id: ids.kaligrafi });
  });
});

describe('scouting', () => {
  it("lists the student's own skills with the student and coach, searched and sorted by the spec's fields", async () => {
    const res = await pramukaTable({});
    expect(res.status).toBe(200);
    expect(res.body.data.info.total).toBe(3);
    expect(res.body.data.list[0]).toEqual({
      id: expect.any(Number),
      uraian_kecakapan: 'Mampu memimpin upacara pembukaan latihan',
      jenis_penegak: 'Laksana',
      tgl_lulus: '2026-10-03',
      pembina: 'Ahmad Fauzi, S.Pd.',
      nama: fx.own.siswa.nama,
      nisn: fx.own.siswa.nisn,
      nis: null,
      rombel_nama: fx.thisYear.rombel.nama,
    });
    expect(names(await pramukaTable({ search: 'tenda' }), 'uraian_kecakapan')).toEqual(['Mampu mendirikan tenda']);
    // This year's class group sorts after last year's; the newest first within each.
    expect(fx.lastYear.rombel.nama < fx.thisYear.rombel.nama).toBe(true);
    expect(names(await pramukaTable({ sorting: [{ field: 'rombel_nama', sort: 'DESC' }] }), 'tgl_lulus')).toEqual(['2026-10-03', '2026-08-15', '2025-09-20']);
    for (const field of ['id', 'nama', 'nisn', 'nis']) expect((await pramukaTable({ sorting: [{ field, sort: 'ASC' }] })).status).toBe(200);
    expect((await pramukaTable({ sorting: [{ field: 'tgl_lulus', sort: 'ASC' }] })).status).toBe(400);
    expect(names(await pramukaTable({ filtering: { tahun_ajaran_id: fx.lastYear.tahunAjaran.id } }), 'jenis_penegak')).toEqual(['Bantara']);
    expect(names(await pramukaTable({}, fx.waliToken), 'tgl_lulus')).toHaveLength(3);
    expect((await pramukaTable({}, alumniToken)).status).toBe(403);
  });

  it("counts the student's Bantara and Laksana skills, and refuses another student's header", async () => {
    const res = await penilaian(fx.own.siswa.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ nisn: fx.own.siswa.nisn, nis: null, nama: fx.own.siswa.nama, total_bantara: 2, total_laksana: 1 });
    expect((await penilaian(fx.own.siswa.id, fx.waliToken)).body.data.total_bantara).toBe(2);
    const foreign = await penilaian(fx.other.siswa.id);
    expect(foreign.status).toBe(403);
    expect(foreign.body.data).toBeUndefined();
    expect((await penilaian(fx.own.siswa.id, alumniToken)).status).toBe(403);
  });
});

describe('POST kaldik-kegiatan/kaldik/agenda', () => {
  const judul = (res: { body: { data: { judul: string }[] } }) => res.body.data.map((a) => a.judul);

  it("answers the active year's items by first day, each with its fields", async () => {
    const res = await agenda({});
    expect(res.status).toBe(200);
    expect(judul(res)).toEqual(['Hari Guru Nasional', 'Penilaian Akhir Semester Ganjil', 'Libur Semester Ganjil', 'Hari Raya Natal']);
    expect(res.body.data[3]).toEqual({
      id: expect.any(Number),
      judul: 'Hari Raya Natal',
      jenis_agenda: 'Libur Nasional',
      uraian: 'Uraian Hari Raya Natal',
      civitas_akademika: 'Siswa, Guru dan Tenaga Kependidikan',
      tgl_awal: '2026-12-25',
      tgl_akhir: '2026-12-25',
      status_absensi: 'Libur',
    });
  });

  it('answers the items overlapping the days shown, of any year, filtered; a cleared filter is none', async () => {
    expect(judul(await agenda({ tgl_awal: '2026-12-06', tgl_akhir: '2027-01-09' }))).toEqual(['Libur Semester Ganjil', 'Hari Raya Natal']);
    expect(judul(await agenda({ tgl_awal: '2026-06-01', tgl_akhir: '2026-11-30' }))).toEqual([
      'Penilaian Akhir Tahun',
      'Hari Guru Nasional',
      'Penilaian Akhir Semester Ganjil',
    ]);
    expect(judul(await agenda({ status_absensi: 'Libur', jenis_agenda: null }))).toEqual(['Libur Semester Ganjil', 'Hari Raya Natal']);
    expect(judul(await agenda({ status_absensi: '', jenis_agenda: 'Ujian', tgl_awal: '2026-01-01', tgl_akhir: '2026-12-31' }))).toEqual([
      'Penilaian Akhir Tahun',
      'Penilaian Akhir Semester Ganjil',
    ]);
    expect(judul(await agenda({ status_absensi: 'Libur' }, fx.waliToken))).toHaveLength(2);
  });

  it('refuses unknown options and a reversed period with field messages, and a role without the page', async () => {
    const res = await agenda({ status_absensi: 'Izin', jenis_agenda: 'Piknik' });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([
      { field: 'status_absensi', message: MSG.optionInvalid },
      { field: 'jenis_agenda', message: MSG.optionInvalid },
    ]);
    expect((await agenda({ tgl_awal: '2026-12-31', tgl_akhir: '2026-12-01' })).body.data).toEqual([{ field: 'tgl_akhir', message: MSG.periodInvalid }]);
    expect((await agenda({}, alumniToken)).status).toBe(403);
  });
});
