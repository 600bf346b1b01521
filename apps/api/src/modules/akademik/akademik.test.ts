import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { activityLog, gtk, jadwalPelajaran, mapel, rombel, semester, tahunAjaran } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod, createSiswa } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { signedInStaff } from '../../../test/staff-accounts.js';

// A settings cache that outlives the tests: a change of the active period must drop it.
const ctx = useTestApp({ env: { SETTINGS_CACHE_MS: '600000' } });
const api = client(ctx);
const A = '/api/staf/akademik';
let operator: string;
let kepala: string;
let period: Awaited<ReturnType<typeof createPeriod>>;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  operator = (await signedInStaff(ctx, [STAFF_ROLE.operator])).token;
  kepala = (await signedInStaff(ctx, [STAFF_ROLE.kepala])).token;
});

const as = (token: string) => ({
  get: (url: string) => api.call('GET', url, { token }),
  post: (url: string, body: unknown) => api.call('POST', url, { token, body }),
  put: (url: string, body: unknown) => api.call('PUT', url, { token, body }),
  del: (url: string) => api.call('DELETE', url, { token }),
});
const op = () => as(operator);

async function lastActivity(entity: string) {
  const [row] = await ctx.db.select().from(activityLog).where(eq(activityLog.entity, entity)).orderBy(desc(activityLog.id)).limit(1);
  return row;
}

/** A new school year through the API, with its semesters' ids. */
async function openYear(thn_awal: number) {
  const res = await op().post(`${A}/tahun-ajaran`, { thn_awal, thn_akhir: thn_awal + 1 });
  expect(res.status, res.body.message).toBe(200);
  const sems = await ctx.db.select().from(semester).where(eq(semester.tahun_ajaran_id, res.body.data.id));
  return {
    id: res.body.data.id as number,
    ganjil: sems.find((s) => s.tipe_semester === 'Ganjil')!.id,
    genap: sems.find((s) => s.tipe_semester === 'Genap')!.id,
  };
}

describe('school years', () => {
  it('opens a year with its two semesters, inactive, listed newest first', async () => {
    const year = await openYear(2080);
    const list: { id: number; thn_awal: number }[] = (await op().get(`${A}/tahun-ajaran`)).body.data;
    // Newest first, whatever years the shared fixtures made before this one.
    expect(list.map((y) => y.thn_awal)).toEqual(list.map((y) => y.thn_awal).sort((a, b) => b - a));
    const opened = list.find((y) => y.id === year.id) as unknown as { semester: { tipe_semester: string; is_active: boolean }[] };
    expect(opened).toMatchObject({ id: year.id, nama: '2080/2081', is_active: false, dipakai: false });
    expect(opened.semester.map((s: { tipe_semester: string; is_active: boolean }) => [s.tipe_semester, s.is_active])).toEqual([
      ['Ganjil', false],
      ['Genap', false],
    ]);
    expect(await lastActivity('tahun_ajaran')).toMatchObject({ action: 'create', entity_id: year.id, detail: { before: null } });
  });

  it('refuses a year that exists, an end that is not the next year, and a year out of range', async () => {
    await openYear(2081);
    const taken = await op().post(`${A}/tahun-ajaran`, { thn_awal: 2081, thn_akhir: 2082 });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ message: MSG.tahunAjaranTaken, data: [{ field: 'thn_awal' }] });
    const gap = await op().post(`${A}/tahun-ajaran`, { thn_awal: 2083, thn_akhir: 2085 });
    expect(gap.status).toBe(400);
    expect(gap.body.data).toEqual([{ field: 'thn_akhir', message: MSG.tahunAkhirNext }]);
    for (const thn_awal of [1999, 2101, 'dua ribu', null]) expect((await op().post(`${A}/tahun-ajaran`, { thn_awal, thn_akhir: 2090 })).status).toBe(400);
  });

  it('deletes an empty year with its semesters, and never the active year or one with data', async () => {
    const empty = await openYear(2082);
    expect((await op().del(`${A}/tahun-ajaran/${empty.id}`)).status).toBe(200);
    expect(await ctx.db.select().from(semester).where(eq(semester.tahun_ajaran_id, empty.id))).toEqual([]);
    expect(await lastActivity('tahun_ajaran')).toMatchObject({ action: 'delete', entity_id: empty.id, detail: { after: null } });

    const active = await op().del(`${A}/tahun-ajaran/${period.tahunAjaran.id}`);
    expect(active).toMatchObject({ status: 409, body: { message: MSG.tahunAjaranActive } });

    const used = await openYear(2084);
    await ctx.db.insert(rombel).values({ tahun_ajaran_id: used.id, nama: 'X Uji', tingkatan_kelas: 'X' });
    const refused = await op().del(`${A}/tahun-ajaran/${used.id}`);
    expect(refused).toMatchObject({ status: 409, body: { message: MSG.tahunAjaranInUse } });
    expect(await ctx.db.select().from(semester).where(eq(semester.tahun_ajaran_id, used.id))).toHaveLength(2);
    expect((await op().get(`${A}/tahun-ajaran`)).body.data.find((y: { id: number }) => y.id === used.id).dipakai).toBe(true);

    expect((await op().del(`${A}/tahun-ajaran/2147483647`)).status).toBe(404);
  });

  it('lets the head read the years but change nothing', async () => {
    expect((await as(kepala).get(`${A}/tahun-ajaran`)).status).toBe(200);
    expect((await as(kepala).post(`${A}/tahun-ajaran`, { thn_awal: 2095, thn_akhir: 2096 })).status).toBe(403);
  });
});

describe('the active period', () => {
  /** The years and semesters marked active in the database. */
  const activeRows = async () => ({
    years: (await ctx.db.select({ id: tahunAjaran.id }).from(tahunAjaran).where(eq(tahunAjaran.is_active, true))).map((r) => r.id),
    semesters: (await ctx.db.select({ id: semester.id }).from(semester).where(eq(semester.is_active, true))).map((r) => r.id),
  });

  it('moves to another year and semester in one step, which the portal sees at once despite its cache', async () => {
    const before = (await op().get(`${A}/periode-aktif`)).body.data;
    expect(before).toEqual({ tahun_ajaran_id: period.tahunAjaran.id, semester_id: period.semester.id });
    const next = await openYear(2086);
    const res = await op().put(`${A}/periode-aktif`, { tahun_ajaran_id: next.id, semester_id: next.genap });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MSG.periodeActivated('2086/2087', 'Genap'));
    expect(await activeRows()).toEqual({ years: [next.id], semesters: [next.genap] });
    expect((await op().get(`${A}/periode-aktif`)).body.data).toEqual({ tahun_ajaran_id: next.id, semester_id: next.genap });
    expect((await ctx.app.schoolContext()).period?.semester.tipe_semester).toBe('Genap');
    expect(await lastActivity('periode_aktif')).toMatchObject({
      action: 'status',
      detail: { before, after: { tahun_ajaran_id: next.id, semester_id: next.genap } },
    });

    // Back to the first period: the other semester of the year it left is no longer active either.
    await op().put(`${A}/periode-aktif`, { tahun_ajaran_id: period.tahunAjaran.id, semester_id: period.semester.id });
    expect(await activeRows()).toEqual({ years: [period.tahunAjaran.id], semesters: [period.semester.id] });
  });

  it('refuses a semester of another year and a year that does not exist, and changes nothing', async () => {
    const other = await openYear(2087);
    const mixed = await op().put(`${A}/periode-aktif`, { tahun_ajaran_id: period.tahunAjaran.id, semester_id: other.ganjil });
    expect(mixed.status).toBe(400);
    expect(mixed.body.data).toEqual([{ field: 'semester_id', message: MSG.semesterOutsideYear }]);
    expect((await op().put(`${A}/periode-aktif`, { tahun_ajaran_id: 2147483647, semester_id: other.ganjil })).status).toBe(400);
    expect((await op().put(`${A}/periode-aktif`, { tahun_ajaran_id: other.id })).status).toBe(400);
    expect(await activeRows()).toEqual({ years: [period.tahunAjaran.id], semesters: [period.semester.id] });
  });

  it('leaves exactly one active period when two activations race', async () => {
    const a = await openYear(2088);
    const b = await openYear(2089);
    for (let round = 0; round < 3; round++) {
      const choices = [
        { tahun_ajaran_id: a.id, semester_id: a.ganjil },
        { tahun_ajaran_id: b.id, semester_id: b.genap },
      ];
      const answers = await Promise.all(choices.map((c) => op().put(`${A}/periode-aktif`, c)));
      // The second waits for the first's lock and then replaces its choice.
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const { years, semesters } = await activeRows();
      expect(years).toHaveLength(1);
      expect(semesters).toHaveLength(1);
      expect(choices).toContainEqual({ tahun_ajaran_id: years[0], semester_id: semesters[0] });
      expect((await op().get(`${A}/periode-aktif`)).body.data).toEqual({ tahun_ajaran_id: years[0], semester_id: semesters[0] });
    }
    await op().put(`${A}/periode-aktif`, { tahun_ajaran_id: period.tahunAjaran.id, semester_id: period.semester.id });
  });
});

describe('reference lists', () => {
  it('keep grade levels in promotion order and refuse a name or an order taken', async () => {
    for (const [nama, urutan] of [
      ['XI', 2],
      ['X', 1],
      ['XII', 3],
    ] as const)
      expect((await op().post(`${A}/tingkat`, { nama, urutan })).status).toBe(200);
    const list = (await op().get(`${A}/tingkat`)).body.data;
    expect(list.map((t: { nama: string }) => t.nama)).toEqual(['X', 'XI', 'XII']);
    const sameName = await op().post(`${A}/tingkat`, { nama: 'xii', urutan: 4 });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toMatchObject({ message: MSG.namaTaken('Tingkat'), data: [{ field: 'nama' }] });
    const sameOrder = await op().post(`${A}/tingkat`, { nama: 'XIII', urutan: 3 });
    expect(sameOrder.body).toMatchObject({ message: MSG.urutanTaken, data: [{ field: 'urutan' }] });
    expect((await op().post(`${A}/tingkat`, { nama: 'XIII', urutan: 0 })).status).toBe(400);
    expect((await op().post(`${A}/tingkat`, { nama: '  ', urutan: 4 })).status).toBe(400);
    // Its own name and order are not "taken" when it is saved again.
    const xi = list.find((t: { nama: string }) => t.nama === 'XI');
    expect((await op().put(`${A}/tingkat/${xi.id}`, { nama: 'XI', urutan: 2 })).status).toBe(200);
  });

  it('rename a major in the class groups of the active year, and leave an earlier year’s as they were', async () => {
    const created = await op().post(`${A}/jurusan`, { nama: 'Bahasa' });
    const id = created.body.data.id;
    await ctx.db.insert(rombel).values([
      { tahun_ajaran_id: period.tahunAjaran.id, nama: 'X Bahasa 1', tingkatan_kelas: 'X', jurusan_nama: 'Bahasa' },
      { tahun_ajaran_id: (await createEarlierYear(1990)).id, nama: 'X Bahasa 1', tingkatan_kelas: 'X', jurusan_nama: 'Bahasa' },
    ]);
    expect((await op().get(`${A}/jurusan`)).body.data.find((j: { id: number }) => j.id === id).dipakai).toBe(true);
    expect((await op().put(`${A}/jurusan/${id}`, { nama: 'Bahasa dan Budaya' })).status).toBe(200);
    const groups = await ctx.db.select({ year: rombel.tahun_ajaran_id, jurusan: rombel.jurusan_nama }).from(rombel).where(eq(rombel.nama, 'X Bahasa 1'));
    expect(groups.find((g) => g.year === period.tahunAjaran.id)?.jurusan).toBe('Bahasa dan Budaya');
    expect(groups.find((g) => g.year !== period.tahunAjaran.id)?.jurusan).toBe('Bahasa');
    expect(await lastActivity('jurusan')).toMatchObject({ action: 'update', detail: { before: { nama: 'Bahasa' }, after: { nama: 'Bahasa dan Budaya' } } });

    const inUse = await op().del(`${A}/jurusan/${id}`);
    expect(inUse).toMatchObject({ status: 409, body: { message: MSG.referenceInUse('Jurusan') } });
  });

  it('delete a room nothing uses, and refuse one a class group names', async () => {
    const free = (await op().post(`${A}/ruangan`, { nama: 'Lab Kimia', kapasitas: '24' })).body.data.id;
    const used = (await op().post(`${A}/ruangan`, { nama: 'Ruang 7', kapasitas: null })).body.data.id;
    await ctx.db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'X Ruang 7', tingkatan_kelas: 'X', ruangan_nama: 'Ruang 7' });
    const rooms = (await op().get(`${A}/ruangan`)).body.data;
    expect(rooms).toContainEqual({ id: free, nama: 'Lab Kimia', kapasitas: 24, dipakai: false });
    expect((await op().del(`${A}/ruangan/${used}`)).body.message).toBe(MSG.referenceInUse('Ruangan'));
    expect((await op().del(`${A}/ruangan/${free}`)).status).toBe(200);
    expect((await op().del(`${A}/ruangan/${free}`)).status).toBe(404);
    expect((await op().post(`${A}/ruangan`, { nama: 'Aula', kapasitas: 'banyak' })).status).toBe(400);
  });

  it('refuse to delete a subject a timetable uses, and a second subject of the same name', async () => {
    const id = (await op().post(`${A}/mapel`, { nama: 'Fikih', singkatan: 'FIK' })).body.data.id;
    expect((await op().post(`${A}/mapel`, { nama: 'fikih', singkatan: 'F2' })).body.message).toBe(MSG.namaTaken('Mata pelajaran'));
    const [group] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'X Fikih', tingkatan_kelas: 'X' }).returning();
    await ctx.db.insert(jadwalPelajaran).values({ rombel_id: group!.id, hari: 'Senin', jam_ke: 1, mapel_id: id });
    expect((await op().del(`${A}/mapel/${id}`)).body).toMatchObject({ status: false, message: MSG.mapelInUse });
    expect(await ctx.db.select().from(mapel).where(eq(mapel.id, id))).toHaveLength(1);
    const unused = (await op().post(`${A}/mapel`, { nama: 'Tahfiz', singkatan: 'THF' })).body.data.id;
    expect((await op().del(`${A}/mapel/${unused}`)).status).toBe(200);
  });
});

/** A school year before the active one. */
async function createEarlierYear(thn_awal: number) {
  const [row] = await ctx.db
    .insert(tahunAjaran)
    .values({ thn_awal, thn_akhir: thn_awal + 1 })
    .returning();
  return row!;
}

describe('class groups', () => {
  let wali: number;
  let retired: number;
  beforeAll(async () => {
    // The grade level X exists from the reference lists' tests; these are new.
    await op().post(`${A}/jurusan`, { nama: 'IPA' });
    await op().post(`${A}/ruangan`, { nama: 'Ruang X-9' });
    const rows = await ctx.db
      .insert(gtk)
      .values([
        { nama_lengkap: 'Siti Aminah', gelar_belakang: 'S.Pd.' },
        { nama_lengkap: 'Guru Pensiun', is_active: false },
      ])
      .returning({ id: gtk.id });
    [wali, retired] = rows.map((r) => r.id) as [number, number];
  });

  const body = () => ({
    tahun_ajaran_id: period.tahunAjaran.id,
    nama: 'X IPA Unggulan',
    tingkatan_kelas: 'X',
    jurusan_nama: 'IPA',
    ruangan_nama: 'Ruang X-9',
    kurikulum_nama: 'Kurikulum Merdeka',
    wali_gtk_id: wali,
    guru_bk_gtk_id: null,
  });

  it('are created from the reference rows, listed with their wali kelas and size, and found by name', async () => {
    const res = await op().post(`${A}/rombel`, body());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await createSiswa(ctx.db, { rombelId: res.body.data.id, tahunAjaranId: period.tahunAjaran.id });
    const table = await op().post(`${A}/rombel/table`, { search: 'ipa unggul', filtering: { tahun_ajaran_id: period.tahunAjaran.id } });
    expect(table.body.data.list).toEqual([
      expect.objectContaining({
        id: res.body.data.id,
        nama: 'X IPA Unggulan',
        jurusan_nama: 'IPA',
        wali_nama: 'Siti Aminah, S.Pd.',
        guru_bk_nama: null,
        jumlah_siswa: 1,
      }),
    ]);
    // Without a year, the active one's.
    const active = (await op().post(`${A}/rombel/table`, { pagination: { current: 1, pageSize: 100 } })).body.data.list;
    expect(active.every((r: { tahun_ajaran_id: number }) => r.tahun_ajaran_id === period.tahunAjaran.id)).toBe(true);
    expect(await lastActivity('rombel')).toMatchObject({ action: 'create', entity_id: res.body.data.id, detail: { after: { nama: 'X IPA Unggulan' } } });
  });

  it('refuse a grade level, major or room that is not in the lists, an inactive wali kelas, and a name taken in the year', async () => {
    for (const [field, value] of [
      ['tingkatan_kelas', 'XIV'],
      ['jurusan_nama', 'Teknik'],
      ['ruangan_nama', 'Ruang Hilang'],
      ['wali_gtk_id', 2147483647],
    ] as const) {
      const res = await op().post(`${A}/rombel`, { ...body(), nama: 'X Baru', [field]: value });
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([{ field, message: MSG.optionInvalid }]);
    }
    const inactive = await op().post(`${A}/rombel`, { ...body(), nama: 'X Baru', guru_bk_gtk_id: retired });
    expect(inactive.body.data).toEqual([{ field: 'guru_bk_gtk_id', message: MSG.gtkInactive }]);
    const taken = await op().post(`${A}/rombel`, { ...body(), nama: 'x ipa unggulan' });
    expect(taken).toMatchObject({ status: 409, body: { message: MSG.rombelTaken, data: [{ field: 'nama' }] } });
  });

  it('give the wali kelas account its reach at once', async () => {
    const [teacher] = await ctx.db.insert(gtk).values({ nama_lengkap: 'Wali Baru' }).returning();
    const { token } = await signedInStaff(ctx, [STAFF_ROLE.waliKelas], { gtkId: teacher!.id });
    const [group] = await ctx.db
      .select()
      .from(rombel)
      .where(and(eq(rombel.nama, 'X IPA Unggulan'), eq(rombel.tahun_ajaran_id, period.tahunAjaran.id)));
    const students = () => api.call('POST', '/api/staf/siswa/table', { token, body: { filtering: { rombel_id: group!.id } } });
    expect((await students()).body.message).toBe(MSG.outOfScope);
    const { tahun_ajaran_id: _year, ...values } = body();
    expect((await op().put(`${A}/rombel/${group!.id}`, { ...values, wali_gtk_id: teacher!.id })).status).toBe(200);
    expect((await students()).body.data.info.total).toBe(1);
  });

  it('keep a reference the class group already has, even when it is no longer in the lists', async () => {
    const [group] = await ctx.db
      .insert(rombel)
      .values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'X Lama', tingkatan_kelas: 'X', jurusan_nama: 'Jurusan Lama', wali_gtk_id: retired })
      .returning();
    const res = await op().put(`${A}/rombel/${group!.id}`, { ...body(), nama: 'X Lama', jurusan_nama: 'Jurusan Lama', wali_gtk_id: retired });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('of an earlier year stay as they were', async () => {
    const earlier = await createEarlierYear(1991);
    const [group] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: earlier.id, nama: 'X Dulu', tingkatan_kelas: 'X' }).returning();
    const { tahun_ajaran_id: _year, ...values } = body();
    expect(await op().put(`${A}/rombel/${group!.id}`, { ...values, nama: 'X Dulu' })).toMatchObject({ status: 409, body: { message: MSG.rombelPastYear } });
    expect((await op().del(`${A}/rombel/${group!.id}`)).body.message).toBe(MSG.rombelPastYear);
    const created = await op().post(`${A}/rombel`, { ...body(), nama: 'X Dulu 2', tahun_ajaran_id: earlier.id });
    expect(created.body.data).toEqual([{ field: 'tahun_ajaran_id', message: MSG.rombelPastYear }]);
  });

  it('are deleted only while empty', async () => {
    const [full] = await ctx.db
      .select()
      .from(rombel)
      .where(and(eq(rombel.nama, 'X IPA Unggulan'), eq(rombel.tahun_ajaran_id, period.tahunAjaran.id)));
    expect(await op().del(`${A}/rombel/${full!.id}`)).toMatchObject({ status: 409, body: { message: MSG.rombelInUse } });
    const empty = (await op().post(`${A}/rombel`, { ...body(), nama: 'X Kosong' })).body.data.id;
    expect((await op().del(`${A}/rombel/${empty}`)).status).toBe(200);
    expect(await lastActivity('rombel')).toMatchObject({ action: 'delete', entity_id: empty, detail: { before: { nama: 'X Kosong' }, after: null } });
  });

  it('offer the active GTK to choose from', async () => {
    const list = (await op().get(`${A}/gtk`)).body.data;
    expect(list).toContainEqual({ id: wali, nama: 'Siti Aminah, S.Pd.' });
    expect(list.map((g: { id: number }) => g.id)).not.toContain(retired);
  });
});
