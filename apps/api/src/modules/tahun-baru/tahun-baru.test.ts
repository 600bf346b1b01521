import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE, STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import {
  activityLog,
  alumni,
  mapel,
  mutasiSiswa,
  nilaiRapor,
  pelanggaran,
  pelanggaranSiswa,
  pembelajaran,
  pemasukanDetail,
  posPemasukan,
  presensiSiswa,
  rombel,
  rombelSiswa,
  roles,
  semester,
  siswa,
  siswaAktivitasBelajar,
  tagihan,
  tagihanItem,
  tahunAjaran,
  tingkat,
  users,
  waliSiswa,
} from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, createSiswa, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { signedInStaff } from '../../../test/staff-accounts.js';

const ctx = useTestApp();
const api = client(ctx);
const T = '/api/staf/tahun-baru';
let operator: string;
let kepala: string;
let period: Awaited<ReturnType<typeof createPeriod>>;
let next: { id: number; ganjil: number };
let src: { x: number; xii: number };

const op = {
  get: (url: string) => api.call('GET', url, { token: operator }),
  post: (url: string, body: unknown) => api.call('POST', url, { token: operator, body }),
};
const years = () => ({ dari_tahun_ajaran_id: period.tahunAjaran.id, ke_tahun_ajaran_id: next.id });

/** The class group of `tahunId` named `nama`. */
async function rombelNamed(tahunId: number, nama: string) {
  const [row] = await ctx.db
    .select()
    .from(rombel)
    .where(and(eq(rombel.tahun_ajaran_id, tahunId), eq(rombel.nama, nama)));
  return row!;
}

/** Where a student is placed in a year (every row: there must be at most one). */
const placements = (siswaId: number, tahunId: number) =>
  ctx.db
    .select({ rombel_id: rombelSiswa.rombel_id })
    .from(rombelSiswa)
    .where(and(eq(rombelSiswa.siswa_id, siswaId), eq(rombelSiswa.tahun_ajaran_id, tahunId)));

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  await ctx.db
    .insert(tingkat)
    .values([
      { nama: 'X', urutan: 1 },
      { nama: 'XI', urutan: 2 },
      { nama: 'XII', urutan: 3 },
    ])
    .onConflictDoNothing();
  const [ta] = await ctx.db
    .insert(tahunAjaran)
    .values({ thn_awal: period.tahunAjaran.thn_awal + 1, thn_akhir: period.tahunAjaran.thn_akhir + 1 })
    .returning();
  const [ganjil] = await ctx.db.insert(semester).values({ tahun_ajaran_id: ta!.id, tipe_semester: 'Ganjil' }).returning();
  next = { id: ta!.id, ganjil: ganjil!.id };
  const [x, xii] = await ctx.db
    .insert(rombel)
    .values([
      { tahun_ajaran_id: period.tahunAjaran.id, nama: 'X MIPA 1', tingkatan_kelas: 'X', jurusan_nama: 'MIPA' },
      { tahun_ajaran_id: period.tahunAjaran.id, nama: 'XII MIPA 1', tingkatan_kelas: 'XII', jurusan_nama: 'MIPA' },
    ])
    .returning();
  src = { x: x!.id, xii: xii!.id };
  operator = (await signedInStaff(ctx, [STAFF_ROLE.operator])).token;
  kepala = (await signedInStaff(ctx, [STAFF_ROLE.kepala])).token;
});

describe('the next year and its class groups', () => {
  it('defaults to the active year and the next, and makes the class groups one grade up, once', async () => {
    const before = (await op.get(T)).body.data;
    expect(before.dari).toMatchObject({ id: period.tahunAjaran.id, is_active: true });
    expect(before.ke).toMatchObject({ id: next.id });
    expect(before.tujuan).toEqual([]);

    const made = await op.post(`${T}/rombel-baru`, years());
    expect(made.status, made.body.message).toBe(200);
    // X MIPA 1 moves up and is made again for the new intake; XII graduates; createPeriod's X IPA n too.
    expect(made.body.data.dibuat).toEqual(expect.arrayContaining(['XI MIPA 1', 'X MIPA 1']));
    expect(made.body.data.dibuat).not.toContain('XIII MIPA 1');
    const again = await op.post(`${T}/rombel-baru`, years());
    expect(again.body.data).toMatchObject({ dibuat: [] });
    expect(again.body.data.dilewati).toEqual(expect.arrayContaining(['XI MIPA 1', 'X MIPA 1']));

    const after = (await op.get(T)).body.data;
    const x = after.sumber.find((s: { id: number }) => s.id === src.x);
    expect(x).toMatchObject({ urutan: 1, terakhir: false, tujuan_id: (await rombelNamed(next.id, 'XI MIPA 1')).id });
    expect(after.sumber.find((s: { id: number }) => s.id === src.xii)).toMatchObject({ terakhir: true, tujuan_id: null });
    const [logged] = await ctx.db.select().from(activityLog).where(eq(activityLog.entity, 'rombel')).orderBy(desc(activityLog.id)).limit(1);
    expect(logged).toMatchObject({ action: 'create', detail: { before: null } });
  });

  it('refuses a next year that is not later, and an unknown year', async () => {
    const same = await op.post(`${T}/rombel-baru`, { dari_tahun_ajaran_id: next.id, ke_tahun_ajaran_id: period.tahunAjaran.id });
    expect(same).toMatchObject({ status: 400, body: { data: [{ field: 'ke_tahun_ajaran_id', message: MSG.tahunBaruKeLater }] } });
    expect((await op.post(`${T}/rombel-baru`, { ...years(), ke_tahun_ajaran_id: 2147483647 })).status).toBe(400);
    expect((await op.get(`${T}?dari_tahun_ajaran_id=2147483647`)).status).toBe(400);
  });
});

describe('promotion (kenaikan kelas)', () => {
  let students: { id: number }[];
  let xi: number;
  let xNext: number;
  beforeAll(async () => {
    students = [];
    for (let i = 0; i < 3; i++) students.push(await createSiswa(ctx.db, { rombelId: src.x, tahunAjaranId: period.tahunAjaran.id }));
    xi = (await rombelNamed(next.id, 'XI MIPA 1')).id;
    xNext = (await rombelNamed(next.id, 'X MIPA 1')).id;
  });
  const body = (tinggal: number[] = []) => ({
    ...years(),
    rombel_id: src.x,
    siswa: students.map((s) =>
      tinggal.includes(s.id) ? { siswa_id: s.id, keputusan: 'tinggal', rombel_id: xNext } : { siswa_id: s.id, keputusan: 'naik', rombel_id: xi },
    ),
  });

  it('moves students up or keeps them back; running it again changes nothing; a changed decision moves, never doubles', async () => {
    const kept = students[2]!.id;
    const res = await op.post(`${T}/kenaikan`, body([kept]));
    expect(res.status, res.body.message).toBe(200);
    expect(res.body).toMatchObject({ data: { naik: 2, tinggal: 1 }, message: MSG.kenaikanSaved(2, 1) });
    expect(await placements(students[0]!.id, next.id)).toEqual([{ rombel_id: xi }]);
    expect(await placements(kept, next.id)).toEqual([{ rombel_id: xNext }]);
    // The closing year's rows stay as they were.
    expect(await placements(kept, period.tahunAjaran.id)).toEqual([{ rombel_id: src.x }]);

    expect((await op.post(`${T}/kenaikan`, body([kept]))).status).toBe(200);
    const [{ n }] = (await ctx.db
      .select({ n: count() })
      .from(rombelSiswa)
      .where(
        and(
          eq(rombelSiswa.tahun_ajaran_id, next.id),
          inArray(
            rombelSiswa.siswa_id,
            students.map((s) => s.id),
          ),
        ),
      )) as [{ n: number }];
    expect(n).toBe(3);

    expect((await op.post(`${T}/kenaikan`, body())).status).toBe(200);
    expect(await placements(kept, next.id)).toEqual([{ rombel_id: xi }]);
    const [logged] = await ctx.db.select().from(activityLog).where(eq(activityLog.entity, 'rombel')).orderBy(desc(activityLog.id)).limit(1);
    expect(logged).toMatchObject({ action: 'update', entity_id: src.x, detail: { langkah: 'kenaikan', before: { [kept]: xNext }, after: { [kept]: xi } } });
    // The source lists where each now stands.
    const list = (await op.get(`${T}/rombel/${src.x}/siswa?ke_tahun_ajaran_id=${next.id}`)).body.data;
    expect(list.map((s: { rombel_tujuan_nama: string }) => s.rombel_tujuan_nama)).toEqual(['XI MIPA 1', 'XI MIPA 1', 'XI MIPA 1']);

    // Kept back after all, as the journey's student is.
    expect((await op.post(`${T}/kenaikan`, body([kept]))).status).toBe(200);
  });

  it('refuses wrong targets, strangers, the wrong year and the last grade, writing nothing', async () => {
    const before = await ctx.db.select().from(rombelSiswa).where(eq(rombelSiswa.tahun_ajaran_id, next.id));
    const s0 = students[0]!.id;
    const one = (over: object, siswa: object[] = [{ siswa_id: s0, keputusan: 'naik', rombel_id: xi }]) =>
      op.post(`${T}/kenaikan`, { ...years(), rombel_id: src.x, siswa, ...over });
    // Up to a class group of the same grade, or kept back in the next grade.
    expect((await one({}, [{ siswa_id: s0, keputusan: 'naik', rombel_id: xNext }])).body.data).toEqual([
      { field: 'siswa.0.rombel_id', message: MSG.tahunBaruTujuanSalah },
    ]);
    expect((await one({}, [{ siswa_id: s0, keputusan: 'tinggal', rombel_id: xi }])).status).toBe(400);
    // A target of the closing year.
    expect((await one({}, [{ siswa_id: s0, keputusan: 'tinggal', rombel_id: src.x }])).status).toBe(400);
    // A source class group of the next year.
    expect((await one({ rombel_id: xNext })).body.data).toEqual([{ field: 'rombel_id', message: MSG.tahunBaruRombelBukanTahunIni }]);
    // A student of another class group.
    const stranger = await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id });
    expect((await one({}, [{ siswa_id: stranger.id, keputusan: 'naik', rombel_id: xi }])).body.data).toEqual([
      { field: 'siswa.0.siswa_id', message: MSG.tahunBaruSiswaBukanRombel },
    ]);
    // The same student twice, no students, too many, ids out of range.
    expect(
      (
        await one({}, [
          { siswa_id: s0, keputusan: 'naik', rombel_id: xi },
          { siswa_id: s0, keputusan: 'naik', rombel_id: xi },
        ])
      ).status,
    ).toBe(400);
    expect((await one({}, [])).status).toBe(400);
    expect(
      (
        await one(
          {},
          Array.from({ length: 101 }, (_, i) => ({ siswa_id: i + 1, keputusan: 'naik', rombel_id: xi })),
        )
      ).status,
    ).toBe(400);
    expect((await one({ rombel_id: 2147483647 })).status).toBe(404);
    expect((await one({ rombel_id: 'x' })).status).toBe(400);
    expect((await one({}, [{ siswa_id: s0, keputusan: 'lompat', rombel_id: xi }])).status).toBe(400);
    // The last grade graduates instead.
    expect((await one({ rombel_id: src.xii })).body.message).toBe(MSG.tahunBaruTingkatAkhir);
    // The head reads nothing of the turn and runs none of it.
    expect((await api.call('GET', T, { token: kepala })).status).toBe(403);
    expect((await api.call('POST', `${T}/kenaikan`, { token: kepala, body: body() })).status).toBe(403);
    expect(await ctx.db.select().from(rombelSiswa).where(eq(rombelSiswa.tahun_ajaran_id, next.id))).toEqual(before);
  });

  it('places each student once when two operators save the same class group at once', async () => {
    const results = await Promise.all([op.post(`${T}/kenaikan`, body()), op.post(`${T}/kenaikan`, body()), op.post(`${T}/kenaikan`, body([students[1]!.id]))]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    for (const s of students) expect(await placements(s.id, next.id)).toHaveLength(1);
    expect((await op.post(`${T}/kenaikan`, body([students[2]!.id]))).status).toBe(200);
  });
});

describe('graduation (kelulusan)', () => {
  let lulus: { siswa: { id: number }; account: { email: string; id: number }; wali: { email: string; id: number } };
  let tidak: { id: number };
  let xiiNext: number;
  beforeAll(async () => {
    const s = await createSiswa(ctx.db, { rombelId: src.xii, tahunAjaranId: period.tahunAjaran.id });
    await ctx.db.update(siswa).set({ nik: '3404010101010001', email: 'lulusan@uji.test', tempat_lahir: 'Sleman' }).where(eq(siswa.id, s.id));
    await ctx.db.insert(siswaAktivitasBelajar).values({ siswa_id: s.id, jenis_pendaftaran: 'Siswa Baru', tgl_masuk: '2023-07-17' });
    const account = await createAccount(ctx.db, { role: ROLE.siswa, siswaId: s.id });
    const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: s.id });
    lulus = { siswa: s, account, wali };
    tidak = await createSiswa(ctx.db, { rombelId: src.xii, tahunAjaranId: period.tahunAjaran.id });
    const [row] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: next.id, nama: 'XII MIPA 1', tingkatan_kelas: 'XII' }).returning();
    xiiNext = row!.id;
  });
  const body = () => ({
    ...years(),
    rombel_id: src.xii,
    siswa: [
      { siswa_id: lulus.siswa.id, keputusan: 'lulus' },
      { siswa_id: tidak.id, keputusan: 'tidak_lulus', rombel_id: xiiNext },
    ],
  });

  it('graduates into one alumni record whose account signs in with the same password as an alumnus; the guardian keeps theirs', async () => {
    const studentToken = await api.token(lulus.account.email, PASSWORD);
    const results = await Promise.all([op.post(`${T}/kelulusan`, body()), op.post(`${T}/kelulusan`, body())]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(results.map((r) => r.body.data.alumni_baru).sort()).toEqual([0, 1]);
    expect(results[0]!.body.data).toMatchObject({ lulus: 1, tidak_lulus: 1 });

    const [record] = await ctx.db.select().from(siswa).where(eq(siswa.id, lulus.siswa.id));
    expect(record!.status_siswa).toBe('Lulus');
    const records = await ctx.db.select().from(alumni).where(eq(alumni.siswa_id, lulus.siswa.id));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      alumni_tipe: 'Alumni Internal',
      nama: record!.nama,
      nik: '3404010101010001',
      tempat_lahir: 'Sleman',
      tahun_masuk: 2023,
      tahun_lulus: period.tahunAjaran.thn_akhir,
    });
    expect(await placements(tidak.id, next.id)).toEqual([{ rombel_id: xiiNext }]);
    expect(await placements(lulus.siswa.id, next.id)).toEqual([]);

    // The student's session ended; the same e-mail and password open the alumni side.
    expect((await api.call('GET', '/api/privilege/access', { token: studentToken })).status).toBe(401);
    const token = await api.token(lulus.account.email, PASSWORD);
    const privilege = (await api.call('GET', '/api/privilege/access', { token })).body.data;
    expect(privilege.profile.roles).toBe(ROLE.alumni);
    expect(privilege.profile_ex).toMatchObject({ alumni_id: records[0]!.id, siswa_id: null });
    const [account] = await ctx.db
      .select({ role: roles.nama, siswa_id: users.siswa_id })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role_id))
      .where(eq(users.id, lulus.account.id));
    expect(account).toEqual({ role: ROLE.alumni, siswa_id: null });
    // The guardian still reads the graduate's past years.
    expect((await api.login(lulus.wali.email, PASSWORD)).status).toBe(200);

    // Again: nothing changes.
    const again = await op.post(`${T}/kelulusan`, body());
    expect(again.body.data).toMatchObject({ alumni_baru: 0 });
    expect(await ctx.db.select().from(alumni).where(eq(alumni.siswa_id, lulus.siswa.id))).toHaveLength(1);
    const logged = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'alumni'), eq(activityLog.entity_id, records[0]!.id)));
    expect(logged).toHaveLength(1);
  });

  it("carries a student record's suspension over to the alumni account", async () => {
    const s = await createSiswa(ctx.db, { rombelId: src.xii, tahunAjaranId: period.tahunAjaran.id, suspended: 'Belum mengembalikan buku perpustakaan' });
    const account = await createAccount(ctx.db, { role: ROLE.siswa, siswaId: s.id });
    const res = await op.post(`${T}/kelulusan`, { ...years(), rombel_id: src.xii, siswa: [{ siswa_id: s.id, keputusan: 'lulus' }] });
    expect(res.status, res.body.message).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ is_active: false, alasan_nonaktif: 'Belum mengembalikan buku perpustakaan', siswa_id: null });
    expect((await api.login(account.email, PASSWORD)).status).toBe(403);
  });

  it('refuses to un-graduate, a grade that is not the last, and a kept-back target of another grade', async () => {
    const ungraduate = await op.post(`${T}/kelulusan`, { ...body(), siswa: [{ siswa_id: lulus.siswa.id, keputusan: 'tidak_lulus', rombel_id: xiiNext }] });
    expect(ungraduate.body.data).toEqual([{ field: 'siswa.0.keputusan', message: MSG.tahunBaruSudahLulus }]);
    const tenth = await createSiswa(ctx.db, { rombelId: src.x, tahunAjaranId: period.tahunAjaran.id });
    const notLast = await op.post(`${T}/kelulusan`, { ...body(), rombel_id: src.x, siswa: [{ siswa_id: tenth.id, keputusan: 'lulus' }] });
    expect(notLast.status).toBe(409);
    expect(notLast.body.message).toBe(MSG.tahunBaruBukanTingkatAkhir);
    const xi = (await rombelNamed(next.id, 'XI MIPA 1')).id;
    expect((await op.post(`${T}/kelulusan`, { ...body(), siswa: [{ siswa_id: tidak.id, keputusan: 'tidak_lulus', rombel_id: xi }] })).status).toBe(400);
    expect((await op.post(`${T}/kelulusan`, { ...body(), siswa: [{ siswa_id: tidak.id, keputusan: 'tidak_lulus' }] })).status).toBe(400);
  });
});

describe('transfers (mutasi)', () => {
  it('records a transfer out: status Keluar, the reason kept, the student and guardian signed out for good', async () => {
    const s = await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id });
    const own = await createAccount(ctx.db, { role: ROLE.siswa, siswaId: s.id });
    const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: s.id });
    const token = await api.token(own.email, PASSWORD);
    // Already placed in the next year, which has not begun.
    await ctx.db.insert(rombelSiswa).values({ siswa_id: s.id, rombel_id: (await rombelNamed(next.id, 'XI MIPA 1')).id, tahun_ajaran_id: next.id });
    const body = { siswa_id: s.id, tanggal: '2026-07-10', alasan: 'Ikut orang tua pindah tugas', sekolah_lain: 'MAN 2 Contoh' };
    const results = await Promise.all([op.post(`${T}/mutasi/keluar`, body), op.post(`${T}/mutasi/keluar`, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe(MSG.mutasiBukanAktif);

    expect((await ctx.db.select().from(siswa).where(eq(siswa.id, s.id)))[0]!.status_siswa).toBe('Keluar');
    expect((await ctx.db.select().from(siswaAktivitasBelajar).where(eq(siswaAktivitasBelajar.siswa_id, s.id)))[0]).toMatchObject({
      alasan_keluar: body.alasan,
      tgl_keluar: body.tanggal,
    });
    expect(await ctx.db.select().from(mutasiSiswa).where(eq(mutasiSiswa.siswa_id, s.id))).toHaveLength(1);
    expect((await api.call('GET', '/api/privilege/access', { token })).status).toBe(401);
    expect((await api.login(own.email, PASSWORD)).status).toBe(403);
    expect((await api.login(wali.email, PASSWORD)).status).toBe(403);
    // The year the student left keeps their place; the year not begun loses it.
    expect(await placements(s.id, period.tahunAjaran.id)).toHaveLength(1);
    expect(await placements(s.id, next.id)).toEqual([]);
    expect((await op.post(`${T}/mutasi/keluar`, { ...body, siswa_id: 2147483647 })).status).toBe(400);
    expect((await op.post(`${T}/mutasi/keluar`, { ...body, alasan: '' })).status).toBe(400);
  });

  it('keeps a guardian with another active child signing in: only the link to the child who left goes', async () => {
    const [kakak, adik] = [
      await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id }),
      await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id }),
    ];
    const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: kakak.id });
    await ctx.db.insert(waliSiswa).values({ user_id: wali.id, siswa_id: adik.id });
    const body = { siswa_id: kakak.id, tanggal: '2026-07-10', alasan: 'Pindah pondok', sekolah_lain: 'MA Contoh' };
    expect((await op.post(`${T}/mutasi/keluar`, body)).status).toBe(200);
    const links = await ctx.db.select({ siswaId: waliSiswa.siswa_id }).from(waliSiswa).where(eq(waliSiswa.user_id, wali.id));
    expect(links).toEqual([{ siswaId: adik.id }]);
    const token = await api.token(wali.email, PASSWORD);
    expect((await api.call('GET', '/api/privilege/access', { token })).body.data.profile_ex.siswa_id).toBe(adik.id);
    // The last child leaving switches the account off; its link stays as the record.
    expect((await op.post(`${T}/mutasi/keluar`, { ...body, siswa_id: adik.id })).status).toBe(200);
    expect((await api.login(wali.email, PASSWORD)).status).toBe(403);
    expect(await ctx.db.select().from(waliSiswa).where(eq(waliSiswa.user_id, wali.id))).toHaveLength(1);
  });

  it('records a transfer in as a new student placed in a class group, once per NISN, and lists both', async () => {
    const body = {
      nama: 'Nur Pindahan',
      nisn: '8000000001',
      jenis_kelamin: 'Perempuan',
      tanggal: '2026-07-14',
      alasan: 'Pindah domisili',
      sekolah_lain: 'MA Swasta Contoh',
      rombel_id: period.rombel.id,
    };
    const res = await op.post(`${T}/mutasi/masuk`, body);
    expect(res.status, res.body.message).toBe(200);
    const id = res.body.data.id;
    expect((await ctx.db.select().from(siswa).where(eq(siswa.id, id)))[0]).toMatchObject({ nama: 'Nur Pindahan', status_siswa: 'Aktif' });
    expect(await placements(id, period.tahunAjaran.id)).toEqual([{ rombel_id: period.rombel.id }]);
    expect((await ctx.db.select().from(siswaAktivitasBelajar).where(eq(siswaAktivitasBelajar.siswa_id, id)))[0]).toMatchObject({
      jenis_pendaftaran: 'Pindahan',
      sekolah_asal: 'MA Swasta Contoh',
      tgl_masuk: '2026-07-14',
    });
    const twice = await op.post(`${T}/mutasi/masuk`, body);
    expect(twice).toMatchObject({ status: 409, body: { message: MSG.nisnTaken } });
    expect((await op.post(`${T}/mutasi/masuk`, { ...body, nisn: '123' })).status).toBe(400);
    expect((await op.post(`${T}/mutasi/masuk`, { ...body, nisn: '8000000002', rombel_id: 2147483647 })).status).toBe(400);

    const list = (await op.post(`${T}/mutasi/table`, {})).body.data;
    expect([...new Set(list.list.map((r: { jenis: string }) => r.jenis))].sort()).toEqual(['keluar', 'masuk']);
    const masuk = (await op.post(`${T}/mutasi/table`, { filtering: { jenis: 'masuk' }, search: 'Pindahan' })).body.data;
    expect(masuk.list).toMatchObject([{ nama: 'Nur Pindahan', sekolah_lain: 'MA Swasta Contoh', rownum: 1 }]);
    expect((await op.get(`${T}/siswa?q=Nur Pindahan`)).body.data).toMatchObject([{ id, rombel_nama: period.rombel.nama }]);
  });
});

describe('the portal after the turn', () => {
  it("shows a promoted student the new class group and last year's records when last year is chosen", async () => {
    // A student of X MIPA 1 with a clock-in, a grade, an invoice and a violation last year, promoted, then the next year made active.
    const s = await createSiswa(ctx.db, { rombelId: src.x, tahunAjaranId: period.tahunAjaran.id });
    const account = await createAccount(ctx.db, { role: ROLE.siswa, siswaId: s.id });
    const old = { siswa_id: s.id, rombel_id: src.x, tahun_ajaran_id: period.tahunAjaran.id };
    const [item] = await ctx.db.insert(pelanggaran).values({ kode: 'PT1', aspek: 'Kedisiplinan', pelanggaran: 'Terlambat', poin: 5 }).returning();
    await ctx.db.insert(pelanggaranSiswa).values({ ...old, pelanggaran_id: item!.id, tgl: '2026-03-02' });
    await ctx.db.insert(presensiSiswa).values({ ...old, semester_id: period.semester.id, tgl: '2026-03-03', waktu_masuk: '06:55:00' });
    const [subject] = await ctx.db.insert(mapel).values({ nama: 'Matematika Uji', singkatan: 'MTU' }).returning();
    const [taught] = await ctx.db.insert(pembelajaran).values({ rombel_id: src.x, semester_id: period.semester.id, mapel_id: subject!.id }).returning();
    await ctx.db.insert(nilaiRapor).values({ pembelajaran_id: taught!.id, siswa_id: s.id, pas_nilai: 80, rapor_nilai: 82.5 });
    const [pos] = await ctx.db.insert(posPemasukan).values({ nama: 'SPP Uji' }).returning();
    const [fee] = await ctx.db
      .insert(pemasukanDetail)
      .values({ tahun_ajaran_id: period.tahunAjaran.id, pos_pemasukan_id: pos!.id, nominal: 150_000 })
      .returning();
    const [invoice] = await ctx.db.insert(tagihan).values({ siswa_id: s.id, pemasukan_detail_id: fee!.id, nama: 'SPP Juli' }).returning();
    await ctx.db.insert(tagihanItem).values({ tagihan_id: invoice!.id, uraian: 'SPP Juli', nominal: 150_000 });
    const xi = (await rombelNamed(next.id, 'XI MIPA 1')).id;
    const xNext = (await rombelNamed(next.id, 'X MIPA 1')).id;
    const kept = await createSiswa(ctx.db, { rombelId: src.x, tahunAjaranId: period.tahunAjaran.id });
    const keptAccount = await createAccount(ctx.db, { role: ROLE.siswa, siswaId: kept.id });
    const promoted = await op.post(`${T}/kenaikan`, {
      ...years(),
      rombel_id: src.x,
      siswa: [
        { siswa_id: s.id, keputusan: 'naik', rombel_id: xi },
        { siswa_id: kept.id, keputusan: 'tinggal', rombel_id: xNext },
      ],
    });
    expect(promoted.status, promoted.body.message).toBe(200);
    const activate = await api.call('PUT', '/api/staf/akademik/periode-aktif', {
      token: operator,
      body: { tahun_ajaran_id: next.id, semester_id: next.ganjil },
    });
    expect(activate.status, activate.body.message).toBe(200);

    const token = await api.token(account.email, PASSWORD);
    const privilege = (await api.call('GET', '/api/privilege/access', { token })).body.data;
    expect(privilege.profile_ex).toMatchObject({ rombel_id: xi, rombel_nama: 'XI MIPA 1' });
    expect(privilege.tahun_ajaran.id).toBe(next.id);
    const lastYear = await api.call('GET', `/api/rombel/dropdown/${period.tahunAjaran.id}/${period.semester.id}`, { token });
    expect(lastYear.body.data).toMatchObject([{ id: src.x, nama: 'X MIPA 1' }]);
    const header = await api.call('GET', `/api/pelanggaran-siswa/table-header/${s.id}/${src.x}`, { token });
    expect(header.body.data).toMatchObject({ rombel_nama: 'X MIPA 1', total_poin: 5 });
    const riwayat = await api.call('POST', `/api/pelanggaran-siswa/table-riwayat/${s.id}`, {
      token,
      body: { filtering: { tahun_ajaran_id: period.tahunAjaran.id } },
    });
    expect(riwayat.body.data.info.total).toBe(1);
    const kehadiran = await api.call('POST', '/api/presensi/siswa/kehadiran/table', {
      token,
      body: { filtering: { aktivitas: 'PEMBELAJARAN KELAS', tahun_ajaran_id: period.tahunAjaran.id } },
    });
    expect(kehadiran.body.data.list.map((r: { tgl: string }) => r.tgl)).toContain('2026-03-03');
    const nilai = await api.call('POST', '/api/penilaian/siswa/table', {
      token,
      body: { filtering: { tahun_ajaran_id: period.tahunAjaran.id, semester_id: period.semester.id } },
    });
    expect(nilai.body.data.list).toMatchObject([{ mapel_singkatan: 'MTU', rapor_nilai: 82.5 }]);
    const tagihanLalu = await api.call('POST', '/api/keuangan/pemasukan/pembayaran/tagihan/table', {
      token,
      body: { filtering: { tahun_ajaran: period.tahunAjaran.id } },
    });
    expect(tagihanLalu.body.data.list).toMatchObject([{ tagihan_nama: 'SPP Juli', total_tagihan: 150_000 }]);

    const keptPrivilege = (await api.call('GET', '/api/privilege/access', { token: await api.token(keptAccount.email, PASSWORD) })).body.data;
    expect(keptPrivilege.profile_ex).toMatchObject({ rombel_id: xNext, rombel_nama: 'X MIPA 1' });
  });
});
