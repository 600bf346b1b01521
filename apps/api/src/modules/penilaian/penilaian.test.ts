import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { gtk, mapel, nilaiRapor, nilaiSumatif, pembelajaran, penilaianSumatif, rombel, semester, tahunAjaran } from '../../db/schema/index.js';
import { withRoleActions } from '../../../test/access.js';
import { useTestApp } from '../../../test/context.js';
import { createAlumniAccount, createPeriod, deactivatePeriods, PASSWORD } from '../../../test/factories.js';
import { client, historyFixture, type signedInStudent } from '../../../test/http.js';

const ctx = useTestApp();
const api = client(ctx);

type Student = Awaited<ReturnType<typeof signedInStudent>>;
/** The student (own) this year and last, a classmate (other), a class group never joined, the guardian. */
let fx: Awaited<ReturnType<typeof historyFixture>>;
let genapId: number;
const subject = {} as Record<'mtk' | 'bin' | 'fis' | 'kim', number>;

const table = (body: object, token = fx.own.token) => api.call('POST', '/api/penilaian/siswa/table', { token, body });
const header = (ta: number, sem: number, token = fx.own.token) => api.call('GET', `/api/penilaian/siswa/rombel/${ta}/${sem}`, { token });
const sumatif = (body: object, token = fx.own.token) => api.call('POST', '/api/penilaian/siswa/table-sumatif', { token, body });
const names = (res: { body: { data: { list: { mapel_singkatan?: string; sumatif_nama?: string }[] } } }) =>
  res.body.data.list.map((r) => r.mapel_singkatan ?? r.sumatif_nama);
const mtkFilter = () => ({
  tahun_ajaran_id: fx.thisYear.tahunAjaran.id,
  semester_id: fx.thisYear.semester.id,
  rombel_id: fx.thisYear.rombel.id,
  mapel_id: subject.mtk,
});

beforeAll(async () => {
  fx = await historyFixture(ctx);
  // Only this year and its odd semester are active: the default period is theirs.
  await deactivatePeriods(ctx.db);
  await ctx.db.update(tahunAjaran).set({ is_active: true }).where(eq(tahunAjaran.id, fx.thisYear.tahunAjaran.id));
  const [genap] = await ctx.db.insert(semester).values({ tahun_ajaran_id: fx.thisYear.tahunAjaran.id, tipe_semester: 'Genap' }).returning();
  genapId = genap!.id;

  const [guru, wali] = await ctx.db
    .insert(gtk)
    .values([
      { nama_lengkap: 'Nur Hidayati', gelar_depan: 'Dra.', gelar_belakang: 'M.Pd.' },
      { nama_lengkap: 'Ahmad Fauzi', gelar_belakang: 'S.Pd.' },
    ])
    .returning();
  await ctx.db.update(rombel).set({ wali_gtk_id: wali!.id }).where(eq(rombel.id, fx.thisYear.rombel.id));
  // The school's order of subjects is the order they were entered: Matematika, Bahasa Indonesia, Fisika, Kimia.
  const subjects = await ctx.db
    .insert(mapel)
    .values([
      { nama: 'Matematika', singkatan: 'MTK' },
      { nama: 'Bahasa Indonesia', singkatan: 'BIN' },
      { nama: 'Fisika', singkatan: 'FIS' },
      { nama: 'Kimia', singkatan: 'KIM' },
    ])
    .returning();
  [subject.mtk, subject.bin, subject.fis, subject.kim] = subjects.map((s) => s.id) as [number, number, number, number];

  const taught = (p: { rombel: { id: number } }, semesterId: number, mapelId: number, gtkId: number | null = null) => ({
    rombel_id: p.rombel.id,
    semester_id: semesterId,
    mapel_id: mapelId,
    gtk_id: gtkId,
  });
  // Set up in another order than the school's: Fisika first.
  const [fis, mtk, bin, kim, lastMtk, strangerMtk] = await ctx.db
    .insert(pembelajaran)
    .values([
      taught(fx.thisYear, fx.thisYear.semester.id, subject.fis),
      taught(fx.thisYear, fx.thisYear.semester.id, subject.mtk, guru!.id),
      taught(fx.thisYear, fx.thisYear.semester.id, subject.bin, wali!.id),
      taught(fx.thisYear, genapId, subject.kim),
      taught(fx.lastYear, fx.lastYear.semester.id, subject.mtk, guru!.id),
      taught({ rombel: { id: fx.strangerRombelId } }, fx.thisYear.semester.id, subject.mtk, guru!.id),
    ])
    .returning();

  const assessments = await ctx.db
    .insert(penilaianSumatif)
    .values([
      { pembelajaran_id: mtk!.id, nama: 'Sumatif Lingkup Materi 1', materi: 'Eksponen dan Logaritma' },
      { pembelajaran_id: mtk!.id, nama: 'Sumatif Lingkup Materi 2', materi: 'Barisan dan Deret' },
      { pembelajaran_id: mtk!.id, nama: 'Sumatif Lingkup Materi 3', materi: 'Vektor' },
      { pembelajaran_id: mtk!.id, nama: 'Sumatif Lingkup Materi 4', materi: 'Trigonometri' },
      { pembelajaran_id: fis!.id, nama: 'Sumatif Lingkup Materi 1', materi: 'Besaran dan Satuan' },
      { pembelajaran_id: strangerMtk!.id, nama: 'Sumatif Kelas Lain', materi: 'Bukan kelas siswa ini' },
    ])
    .returning();
  const [m1, m2, m3, m4, f1, s1] = assessments.map((a) => a.id) as number[];
  const grade = (id: number, s: Student, nilai: number) => ({ penilaian_sumatif_id: id, siswa_id: s.siswa.id, nilai });
  await ctx.db.insert(nilaiSumatif).values([
    // The student's Matematika: (80 + 85 + 91) / 3 = 85.333… → 85.33; no grade in the fourth.
    grade(m1!, fx.own, 80),
    grade(m2!, fx.own, 85),
    grade(m3!, fx.own, 91),
    grade(f1!, fx.own, 70.5),
    // The classmate's: (60 + 61 + 62 + 70) / 4 = 63.25.
    grade(m1!, fx.other, 60),
    grade(m2!, fx.other, 61),
    grade(m3!, fx.other, 62),
    grade(m4!, fx.other, 70),
    grade(s1!, fx.own, 99),
  ]);
  await ctx.db.insert(nilaiRapor).values([
    {
      pembelajaran_id: bin!.id,
      siswa_id: fx.own.siswa.id,
      pas_nilai: 88,
      rapor_nilai: 86.75,
      capaian_kompetensi: 'Mampu menulis teks eksposisi dengan runtut.',
    },
    { pembelajaran_id: bin!.id, siswa_id: fx.other.siswa.id, pas_nilai: 65, rapor_nilai: 66, capaian_kompetensi: 'Milik teman sekelas.' },
    { pembelajaran_id: lastMtk!.id, siswa_id: fx.own.siswa.id, pas_nilai: 80, rapor_nilai: 82.5, capaian_kompetensi: 'Menguasai persamaan linear.' },
    { pembelajaran_id: kim!.id, siswa_id: fx.own.siswa.id, pas_nilai: null, rapor_nilai: null, capaian_kompetensi: null },
  ]);
});

describe('POST penilaian/siswa/table', () => {
  it("lists the active semester's subjects in the school's order, with the student's own grades", async () => {
    const res = await table({});
    expect(res.status).toBe(200);
    expect(res.body.data.info).toEqual({ total: 3, current: 1, pageSize: 10 });
    const [mtk, bin, fis] = res.body.data.list;
    expect(mtk).toEqual({
      id: expect.any(Number),
      mapel_singkatan: 'MTK',
      mapel_nama: 'Matematika',
      mapel_gtk: 'Dra. Nur Hidayati, M.Pd.',
      sumatif_nilai: 85.33,
      pas_nilai: null,
      rapor_nilai: null,
      capaian_kompetensi: null,
      tahun_ajaran_id: fx.thisYear.tahunAjaran.id,
      semester_id: fx.thisYear.semester.id,
      rombel_id: fx.thisYear.rombel.id,
      mapel_id: subject.mtk,
    });
    expect(bin).toMatchObject({
      mapel_nama: 'Bahasa Indonesia',
      mapel_gtk: 'Ahmad Fauzi, S.Pd.',
      sumatif_nilai: null,
      pas_nilai: 88,
      rapor_nilai: 86.75,
      capaian_kompetensi: 'Mampu menulis teks eksposisi dengan runtut.',
    });
    expect(fis).toMatchObject({ mapel_nama: 'Fisika', mapel_gtk: null, sumatif_nilai: 70.5 });
  });

  it('reads another semester or year when both are chosen; a semester of another year has no subjects', async () => {
    const genap = await table({ filtering: { tahun_ajaran_id: fx.thisYear.tahunAjaran.id, semester_id: genapId } });
    expect(genap.body.data.list).toEqual([expect.objectContaining({ mapel_singkatan: 'KIM', semester_id: genapId, pas_nilai: null, sumatif_nilai: null })]);
    const last = await table({ filtering: { tahun_ajaran_id: String(fx.lastYear.tahunAjaran.id), semester_id: String(fx.lastYear.semester.id) } });
    expect(last.body.data.list).toEqual([
      expect.objectContaining({
        mapel_singkatan: 'MTK',
        rombel_id: fx.lastYear.rombel.id,
        tahun_ajaran_id: fx.lastYear.tahunAjaran.id,
        pas_nilai: 80,
        rapor_nilai: 82.5,
        sumatif_nilai: null,
      }),
    ]);
    const mixed = await table({ filtering: { tahun_ajaran_id: fx.thisYear.tahunAjaran.id, semester_id: fx.lastYear.semester.id } });
    expect(mixed.status).toBe(200);
    expect(mixed.body.data).toEqual({ list: [], info: { total: 0, current: 1, pageSize: 10 } });
  });

  it('searches the subject, sorts by the whitelisted fields and pages', async () => {
    expect(names(await table({ search: 'mat' }))).toEqual(['MTK']);
    expect(names(await table({ search: 'bin' }))).toEqual(['BIN']);
    expect(names(await table({ sorting: [{ field: 'mapel_nama', sort: 'ASC' }] }))).toEqual(['BIN', 'FIS', 'MTK']);
    expect(names(await table({ sorting: [{ field: 'id', sort: 'DESC' }] }))).toEqual(['BIN', 'MTK', 'FIS']);
    expect(
      names(
        await table({
          sorting: [
            { field: 'rapor_nilai', sort: 'ASC' },
            { field: 'mapel_id', sort: 'ASC' },
          ],
        }),
      ),
    ).toEqual(['BIN', 'MTK', 'FIS']);
    const second = (await table({ pagination: { current: 2, pageSize: 2 } })).body.data;
    expect(second.list.map((r: { mapel_singkatan: string }) => r.mapel_singkatan)).toEqual(['FIS']);
    expect(second.info.total).toBe(3);
    // Past the last page the total is still told.
    expect((await table({ pagination: { current: 3, pageSize: 2 } })).body.data).toEqual({ list: [], info: { total: 3, current: 3, pageSize: 2 } });
  });

  it('refuses a year without its semester, an unknown sort field and a malformed id, in Indonesian', async () => {
    const half = await table({ filtering: { tahun_ajaran_id: fx.thisYear.tahunAjaran.id } });
    expect(half.status).toBe(400);
    expect(half.body.data).toEqual([{ field: 'filtering.semester_id', message: MSG.choosePeriodFirst }]);
    const noYear = await table({ filtering: { tahun_ajaran_id: '', semester_id: fx.thisYear.semester.id } });
    expect(noYear.body.data).toEqual([{ field: 'filtering.tahun_ajaran_id', message: MSG.choosePeriodFirst }]);
    const sort = await table({ sorting: [{ field: 'capaian_kompetensi', sort: 'ASC' }] });
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe(MSG.sortFieldUnknown('capaian_kompetensi'));
    const bad = await table({ filtering: { tahun_ajaran_id: 'satu', semester_id: fx.thisYear.semester.id } });
    expect(bad.status).toBe(400);
    expect(bad.body.data[0].field).toBe('filtering.tahun_ajaran_id');
  });

  it("gives each student their own grades only, and the guardian the ward's", async () => {
    const theirs = (await table({}, fx.other.token)).body.data.list;
    expect(theirs.map((r: { sumatif_nilai: number | null }) => r.sumatif_nilai)).toEqual([63.25, null, null]);
    expect(theirs[1]).toMatchObject({ pas_nilai: 65, capaian_kompetensi: 'Milik teman sekelas.' });
    expect((await table({}, fx.waliToken)).body.data.list[0]).toMatchObject({ mapel_singkatan: 'MTK', sumatif_nilai: 85.33 });
  });

  it('refuses without the page, and an alumnus', async () => {
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.nilaiMapel,
      () => [],
      async () => {
        expect((await table({})).status).toBe(403);
        expect((await header(fx.thisYear.tahunAjaran.id, fx.thisYear.semester.id)).status).toBe(403);
      },
    );
    const { account } = await createAlumniAccount(ctx.db);
    expect((await table({}, await api.token(account.email, PASSWORD))).status).toBe(403);
  });
});

describe('GET penilaian/siswa/rombel/{tahun_ajaran_id}/{semester_id}', () => {
  it("heads the grades with the year's class group, its homeroom teacher and curriculum", async () => {
    const res = await header(fx.thisYear.tahunAjaran.id, genapId);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ rombel_nama: fx.thisYear.rombel.nama, wali_rombel: 'Ahmad Fauzi, S.Pd.', kurikulum_nama: 'Kurikulum Merdeka' });
    expect((await header(fx.lastYear.tahunAjaran.id, fx.lastYear.semester.id)).body.data).toEqual({
      rombel_nama: fx.lastYear.rombel.nama,
      wali_rombel: null,
      kurikulum_nama: 'Kurikulum Merdeka',
    });
  });

  it('answers 404 without a class group that year, or for a semester of another year', async () => {
    const elsewhere = await createPeriod(ctx.db);
    const none = await header(elsewhere.tahunAjaran.id, elsewhere.semester.id);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(MSG.nilaiNoRombel);
    expect((await header(fx.thisYear.tahunAjaran.id, fx.lastYear.semester.id)).status).toBe(404);
    expect((await header(fx.thisYear.tahunAjaran.id, 0)).status).toBe(400);
  });
});

describe('POST penilaian/siswa/table-sumatif', () => {
  it("lists a subject's assessments in the order given, with the student's grade or none", async () => {
    const res = await sumatif({ filtering: mtkFilter() });
    expect(res.status).toBe(200);
    expect(res.body.data.info.total).toBe(4);
    expect(res.body.data.list.map(({ id: _id, ...row }: { id: number }) => row)).toEqual([
      { rownum: 1, sumatif_nama: 'Sumatif Lingkup Materi 1', sumatif_materi: 'Eksponen dan Logaritma', nilai: 80 },
      { rownum: 2, sumatif_nama: 'Sumatif Lingkup Materi 2', sumatif_materi: 'Barisan dan Deret', nilai: 85 },
      { rownum: 3, sumatif_nama: 'Sumatif Lingkup Materi 3', sumatif_materi: 'Vektor', nilai: 91 },
      { rownum: 4, sumatif_nama: 'Sumatif Lingkup Materi 4', sumatif_materi: 'Trigonometri', nilai: null },
    ]);
    const classmate = await sumatif({ filtering: mtkFilter() }, fx.other.token);
    expect(classmate.body.data.list.map((r: { nilai: number }) => r.nilai)).toEqual([60, 61, 62, 70]);
  });

  it('searches name and material, sorts and numbers the rows on from earlier pages', async () => {
    expect(names(await sumatif({ filtering: mtkFilter(), search: 'vektor' }))).toEqual(['Sumatif Lingkup Materi 3']);
    const sorted = await sumatif({ filtering: mtkFilter(), sorting: [{ field: 'nilai', sort: 'DESC' }] });
    // PostgreSQL puts a missing grade first when descending.
    expect(sorted.body.data.list.map((r: { nilai: number | null }) => r.nilai)).toEqual([null, 91, 85, 80]);
    const page = (await sumatif({ filtering: mtkFilter(), pagination: { current: 2, pageSize: 3 } })).body.data;
    expect(page.list).toEqual([expect.objectContaining({ rownum: 4, sumatif_materi: 'Trigonometri' })]);
  });

  it('answers 404 for a class group that is not the student’s that year, and an empty list for a subject not taught', async () => {
    const stranger = await sumatif({ filtering: { ...mtkFilter(), rombel_id: fx.strangerRombelId } });
    expect(stranger.status).toBe(404);
    expect(stranger.body.data).toBeUndefined();
    expect((await sumatif({ filtering: { ...mtkFilter(), rombel_id: fx.lastYear.rombel.id } })).status).toBe(404);
    expect((await sumatif({ filtering: { ...mtkFilter(), rombel_id: 999_999 } })).status).toBe(404);
    expect((await sumatif({ filtering: { ...mtkFilter(), mapel_id: subject.kim } })).body.data.list).toEqual([]);
    expect((await sumatif({ filtering: { ...mtkFilter(), semester_id: fx.lastYear.semester.id } })).body.data.list).toEqual([]);
    const last = await sumatif({
      filtering: { tahun_ajaran_id: fx.lastYear.tahunAjaran.id, semester_id: fx.lastYear.semester.id, rombel_id: fx.lastYear.rombel.id, mapel_id: subject.mtk },
    });
    expect(last.body.data.list).toEqual([]);
  });

  it('requires each part of the subject, in Indonesian', async () => {
    const res = await sumatif({});
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual(
      ['tahun_ajaran_id', 'semester_id', 'rombel_id', 'mapel_id'].map((f) => ({ field: `filtering.${f}`, message: MSG.mustChoose })),
    );
    const blank = await sumatif({ filtering: { ...mtkFilter(), mapel_id: '' } });
    expect(blank.body.data).toEqual([{ field: 'filtering.mapel_id', message: MSG.mustChoose }]);
  });

  it("lets the guardian read the ward's grades, and refuses without the detail action", async () => {
    expect((await sumatif({ filtering: mtkFilter() }, fx.waliToken)).body.data.list[0].nilai).toBe(80);
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.nilaiMapel,
      (a) => a.filter((x) => x !== 'detail'),
      async () => {
        const refused = await sumatif({ filtering: mtkFilter() });
        expect(refused.status).toBe(403);
        expect(refused.body.data).toBeUndefined();
        expect((await table({})).status).toBe(200);
      },
    );
  });
});

describe('without an active period', () => {
  it('lists nothing when none is chosen, and still reads a chosen one', async () => {
    await deactivatePeriods(ctx.db);
    expect((await table({})).body.data).toEqual({ list: [], info: { total: 0, current: 1, pageSize: 10 } });
    expect(names(await table({ filtering: { tahun_ajaran_id: fx.thisYear.tahunAjaran.id, semester_id: fx.thisYear.semester.id } }))).toEqual([
      'MTK',
      'BIN',
      'FIS',
    ]);
  });
});
