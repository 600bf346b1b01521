import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE, STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { PerizinanStatus } from '@madrasah/contract/schemas/perizinan';
import { activityLog, gtk, perizinanHari, perizinanJenis, perizinanSiswa, rombel, tahunAjaran } from '../../db/schema/index.js';
import { demoPdf } from '../../db/seed/demo-files.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { b64 } from '../../../test/images.js';
import { signedInStaff } from '../../../test/staff-accounts.js';

const ctx = useTestApp();
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;
let otherRombelId: number;
let sakit: number;
let lomba: number;
const token = { wali: '', kesiswaan: '', kepala: '', operator: '', guru: '' };
const MORNING = new Date('2026-08-03T07:00:00+07:00');

type Student = { siswaId: number; token: string; waliToken: string };
const students: { own: Student; other: Student } = {} as never;

async function studentIn(rombelId: number): Promise<Student> {
  const s = await createStudentAccount(ctx.db, { ...period, rombel: { ...period.rombel, id: rombelId } });
  const guardian = await createAccount(ctx.db, { role: ROLE.wali, siswaId: s.siswa.id });
  return { siswaId: s.siswa.id, token: await api.token(s.account.email, PASSWORD), waliToken: await api.token(guardian.email, PASSWORD) };
}

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  const [year] = await ctx.db.update(tahunAjaran).set({ thn_awal: 2026, thn_akhir: 2027 }).where(eq(tahunAjaran.id, period.tahunAjaran.id)).returning();
  period.tahunAjaran = year!;
  ctx.clock = MORNING;
  const kinds = await ctx.db
    .insert(perizinanJenis)
    .values([
      { nama: 'Sakit', inisial: 'S' },
      { nama: 'Dispensasi Lomba', inisial: 'DL', butuh_persetujuan: false },
    ])
    .returning();
  [sakit, lomba] = kinds.map((k) => k.id) as [number, number];
  const [teacher] = await ctx.db.insert(gtk).values({ nama_lengkap: 'Wali Kelas Uji' }).returning();
  await ctx.db.update(rombel).set({ wali_gtk_id: teacher!.id }).where(eq(rombel.id, period.rombel.id));
  const [other] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'X IPS 7', tingkatan_kelas: 'X' }).returning();
  otherRombelId = other!.id;
  token.wali = (await signedInStaff(ctx, [STAFF_ROLE.waliKelas], { gtkId: teacher!.id })).token;
  token.kesiswaan = (await signedInStaff(ctx, [STAFF_ROLE.kesiswaan])).token;
  token.kepala = (await signedInStaff(ctx, [STAFF_ROLE.kepala])).token;
  token.operator = (await signedInStaff(ctx, [STAFF_ROLE.operator])).token;
  token.guru = (await signedInStaff(ctx, [STAFF_ROLE.guru])).token;
  students.own = await studentIn(period.rombel.id);
  students.other = await studentIn(otherRombelId);
});

const PDF = b64(demoPdf('SURAT IZIN', ['Mohon izin tidak masuk sekolah.']));
let day = 3;
/** A permit filed in the portal by the student (a fresh day each, so none overlaps), submitted unless `draft`. */
async function permit(s: Student, opts: { draft?: boolean; jenis?: number } = {}): Promise<number> {
  const tgl = `2026-08-${String(day++).padStart(2, '0')}`;
  const created = await api.call('POST', '/api/perizinan/siswa', {
    token: s.token,
    body: { perizinan_jenis_id: opts.jenis ?? sakit, tgl_awal: tgl, tgl_akhir: tgl, keterangan: 'Demam', file: PDF },
  });
  expect(created.status, created.body.message).toBe(200);
  const id = created.body.data.id as number;
  if (!opts.draft) {
    const sent = await api.call('PUT', `/api/perizinan/siswa/status/${id}`, { token: s.token, body: { status: 'DIAJUKAN' } });
    expect(sent.status, sent.body.message).toBe(200);
  }
  return id;
}

const setujui = (t: string, id: number) => api.call('POST', `/api/staf/perizinan/${id}/setujui`, { token: t });
const tolak = (t: string, id: number, alasan: unknown) => api.call('POST', `/api/staf/perizinan/${id}/tolak`, { token: t, body: { alasan } });
const stored = async (id: number) => (await ctx.db.select().from(perizinanSiswa).where(eq(perizinanSiswa.id, id)))[0]!;
const days = async (id: number) => (await ctx.db.select({ n: count() }).from(perizinanHari).where(eq(perizinanHari.perizinan_id, id)))[0]!.n;
const logged = async (id: number) =>
  ctx.db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.entity, 'perizinan_siswa'), eq(activityLog.entity_id, id)));
/** The permit as the student's (or guardian's) portal list shows it. */
async function inPortal(t: string, id: number) {
  const res = await api.call('POST', '/api/perizinan/siswa/table', { token: t, body: {} });
  return (res.body.data.list as { id: number; status: PerizinanStatus; alasan_tolak: string | null; approved_by: string | null }[]).find((r) => r.id === id);
}

describe('the queue', () => {
  it('answers the submitted permits a wali kelas reaches, as { list, total }; kesiswaan and the head see every class group', async () => {
    const own = await permit(students.own);
    const other = await permit(students.other);
    const draft = await permit(students.own, { draft: true });
    const queue = async (t: string) => (await api.call('GET', '/api/staf/perizinan?status=DIAJUKAN&page=1&page_size=100', { token: t })).body.data;
    const wali = await queue(token.wali);
    expect(wali.list.map((r: { id: number }) => r.id)).toContain(own);
    expect(wali.list.map((r: { id: number }) => r.id)).not.toContain(other);
    expect(wali.total).toBe(wali.list.length);
    expect(wali.info.total).toBe(wali.total);
    expect(wali.list.find((r: { id: number }) => r.id === own)).toMatchObject({
      siswa_id: students.own.siswaId,
      rombel_id: period.rombel.id,
      perizinan_jenis_nama: 'Sakit',
      status: 'DIAJUKAN',
      file: expect.any(String),
    });
    for (const t of [token.kesiswaan, token.kepala]) {
      const ids = (await queue(t)).list.map((r: { id: number }) => r.id);
      expect(ids).toEqual(expect.arrayContaining([own, other]));
      // A draft is the student's own until submitted.
      expect(ids).not.toContain(draft);
    }
    // Paged, oldest first.
    const page = (await api.call('GET', '/api/staf/perizinan?status=DIAJUKAN&page=1&page_size=1', { token: token.kesiswaan })).body.data;
    expect(page.list).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await api.call('GET', '/api/staf/perizinan?status=BUKAN', { token: token.kesiswaan })).status).toBe(400);
    expect((await api.call('GET', '/api/staf/perizinan?page_size=1000', { token: token.kesiswaan })).status).toBe(400);
  });

  it('filters the table by class group, kind and status; another class group is 403 for a wali kelas', async () => {
    const auto = await permit(students.other, { jenis: lomba });
    const body = (filtering: object) => ({ token: token.kesiswaan, body: { filtering } });
    const res = await api.call('POST', '/api/staf/perizinan/table', body({ rombel_id: otherRombelId, perizinan_jenis_id: lomba, status: 'AUTO APPROVAL' }));
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((r: { id: number }) => r.id)).toEqual([auto]);
    const refused = await api.call('POST', '/api/staf/perizinan/table', { token: token.wali, body: { filtering: { rombel_id: otherRombelId } } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MSG.outOfScope);
    const reversed = await api.call('POST', '/api/staf/perizinan/table', body({ tgl_awal: '2026-08-10', tgl_akhir: '2026-08-01' }));
    expect(reversed.status).toBe(400);
    expect(reversed.body.data).toEqual([{ field: 'filtering.tgl_akhir', message: MSG.periodInvalid }]);
  });

  it('opens a permit with its letter; another class group’s is 403, a draft 404', async () => {
    const own = await permit(students.own);
    const res = await api.call('GET', `/api/staf/perizinan/${own}`, { token: token.wali });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: own, status: 'DIAJUKAN', main_path: expect.any(String) });
    const letter = await ctx.app.inject({ method: 'GET', url: `${res.body.data.main_path}${res.body.data.file}` });
    expect(letter.statusCode).toBe(200);
    expect((await api.call('GET', `/api/staf/perizinan/${await permit(students.other)}`, { token: token.wali })).status).toBe(403);
    expect((await api.call('GET', `/api/staf/perizinan/${await permit(students.own, { draft: true })}`, { token: token.wali })).status).toBe(404);
  });
});

describe('the decision', () => {
  it('approves: DISETUJUI with who and when, the permit’s days for the attendance list, audited; student and guardian see it', async () => {
    const id = await permit(students.own);
    expect(await days(id)).toBe(0);
    const res = await setujui(token.wali, id);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MSG.permitApproved);
    expect(res.body.data).toMatchObject({ id, status: 'DISETUJUI', approved_by: expect.any(String), alasan_tolak: null });
    expect(await days(id)).toBe(1);
    expect((await logged(id)).at(-1)).toMatchObject({ action: 'status', detail: { before: { status: 'DIAJUKAN' }, after: { status: 'DISETUJUI' } } });
    expect(await inPortal(students.own.token, id)).toMatchObject({ status: 'DISETUJUI', approved_by: res.body.data.approved_by });
    expect(await inPortal(students.own.waliToken, id)).toMatchObject({ status: 'DISETUJUI' });
  });

  it('refuses with a reason the portal shows; the reason is required and bounded', async () => {
    const id = await permit(students.own);
    for (const alasan of [undefined, '', '   ']) {
      const res = await tolak(token.wali, id, alasan);
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([{ field: 'alasan', message: MSG.permitAlasanRequired }]);
    }
    const long = await tolak(token.wali, id, 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.data).toEqual([{ field: 'alasan', message: MSG.maxChars(500) }]);
    expect((await stored(id)).status).toBe('DIAJUKAN');

    const res = await tolak(token.wali, id, 'Surat dokter belum dilampirkan');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.permitRejected);
    expect(await inPortal(students.own.token, id)).toMatchObject({ status: 'DITOLAK', alasan_tolak: 'Surat dokter belum dilampirkan' });
    expect(await inPortal(students.own.waliToken, id)).toMatchObject({ status: 'DITOLAK', alasan_tolak: 'Surat dokter belum dilampirkan' });
    expect(await days(id)).toBe(0);
  });

  it('refuses a decided permit, a draft and an automatic approval with 409, writing nothing', async () => {
    const decided = await permit(students.own);
    expect((await setujui(token.wali, decided)).status).toBe(200);
    const before = await stored(decided);
    const logs = (await logged(decided)).length;
    for (const call of [() => setujui(token.kesiswaan, decided), () => tolak(token.kesiswaan, decided, 'Terlambat')]) {
      const res = await call();
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MSG.permitNotWaiting('DISETUJUI'));
    }
    expect(await stored(decided)).toEqual(before);
    expect((await logged(decided)).length).toBe(logs);

    const draft = await permit(students.own, { draft: true });
    const res = await setujui(token.kesiswaan, draft);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.permitNotWaiting('DRAFT'));
    expect((await stored(draft)).status).toBe('DRAFT');

    const auto = await permit(students.own, { jenis: lomba });
    expect((await tolak(token.kesiswaan, auto, 'Tidak')).body.message).toBe(MSG.permitNotWaiting('AUTO APPROVAL'));
    expect((await setujui(token.kesiswaan, 2_000_000_000)).status).toBe(404);
  });

  it('holds a wali kelas to their class groups and the head to reading', async () => {
    const other = await permit(students.other);
    const res = await setujui(token.wali, other);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.outOfScope);
    expect((await tolak(token.wali, other, 'Bukan rombel saya')).status).toBe(403);
    expect((await setujui(token.kepala, other)).status).toBe(403);
    expect((await setujui(token.guru, other)).status).toBe(403);
    expect((await stored(other)).status).toBe('DIAJUKAN');
    expect((await logged(other)).filter((l) => l.action === 'status')).toHaveLength(1);
    // Kesiswaan decides for every class group.
    expect((await setujui(token.kesiswaan, other)).status).toBe(200);
  });

  it('of two staff deciding at once, one wins and the other is refused', async () => {
    for (let round = 0; round < 3; round++) {
      const id = await permit(students.own);
      const answers = await Promise.all([setujui(token.wali, id), tolak(token.kesiswaan, id, 'Bersamaan')]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      expect((await stored(id)).status).toBe(winner.body.data.status);
      expect((await logged(id)).filter((l) => l.action === 'status')).toHaveLength(2);
      // The guardian, deciding after the school, is refused the same way.
      const late = await api.call('PUT', `/api/perizinan/siswa/status/${id}`, { token: students.own.waliToken, body: { status: 'DISETUJUI' } });
      expect(late.status).toBe(409);
    }
  });
});

describe('the kinds’ setting', () => {
  it('lets kesiswaan make a kind automatic; the next submission lands on AUTO APPROVAL, audited', async () => {
    const list = (await api.call('GET', '/api/staf/perizinan/jenis', { token: token.kesiswaan })).body.data;
    expect(list.map((k: { nama: string }) => k.nama)).toEqual(['Dispensasi Lomba', 'Sakit']);
    const res = await api.call('PUT', `/api/staf/perizinan/jenis/${sakit}`, {
      token: token.kesiswaan,
      body: { butuh_persetujuan: false, maks_hari: 3, tenggang_hari: 2 },
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.message).toBe(MSG.permitJenisSaved);
    expect(res.body.data).toMatchObject({ id: sakit, butuh_persetujuan: false, maks_hari: 3, tenggang_hari: 2 });
    const [entry] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'perizinan_jenis'), eq(activityLog.entity_id, sakit)));
    expect(entry).toMatchObject({ action: 'update', detail: { before: { butuh_persetujuan: true }, after: { butuh_persetujuan: false } } });
    const id = await permit(students.own);
    expect((await stored(id)).status).toBe('AUTO APPROVAL');
    expect(await days(id)).toBe(1);

    const back = await api.call('PUT', `/api/staf/perizinan/jenis/${sakit}`, {
      token: token.operator,
      body: { butuh_persetujuan: true, maks_hari: 14, tenggang_hari: 0 },
    });
    expect(back.status).toBe(200);
  });

  it('refuses limits out of bounds with Indonesian messages, and callers without the update action', async () => {
    const put = (t: string, body: object) => api.call('PUT', `/api/staf/perizinan/jenis/${sakit}`, { token: t, body });
    const bad = await put(token.kesiswaan, { butuh_persetujuan: true, maks_hari: 0, tenggang_hari: 40 });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual([
      { field: 'maks_hari', message: MSG.permitMaksHariRange(366) },
      { field: 'tenggang_hari', message: MSG.permitTenggangRange(31) },
    ]);
    expect((await put(token.wali, { butuh_persetujuan: false, maks_hari: 3, tenggang_hari: 0 })).status).toBe(403);
    expect((await put(token.kepala, { butuh_persetujuan: false, maks_hari: 3, tenggang_hari: 0 })).status).toBe(403);
    expect((await ctx.db.select().from(perizinanJenis).where(eq(perizinanJenis.id, sakit)))[0]).toMatchObject({ butuh_persetujuan: true, maks_hari: 14 });
  });
});
