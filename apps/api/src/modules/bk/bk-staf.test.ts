import fs from 'node:fs';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE, STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { activityLog, gtk, hasilTesSiswa, konsultasi, konsultasiTopik, rombel } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, createSiswa, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { signedInStaff } from '../../../test/staff-accounts.js';
import { withEntries } from '../../../test/access-matrix/role-access.js';

const ctx = useTestApp();
const api = client(ctx);
const b64 = (b: Buffer) => b.toString('base64');
const PDF = b64(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));

type Period = Awaited<ReturnType<typeof createPeriod>>;
let period: Period;
let student: Awaited<ReturnType<typeof createStudentAccount>>;
let studentToken: string;
let waliToken: string;
let bk: string;
let kepala: string;
let kesiswaan: string;
let otherRombelId: number;
let otherSiswaId: number;
let topikSosial: number;

const as = (token: string) => ({
  post: (url: string, body: unknown) => api.call('POST', url, { token, body }),
  put: (url: string, body: unknown) => api.call('PUT', url, { token, body }),
  del: (url: string) => api.call('DELETE', url, { token }),
  get: (url: string) => api.call('GET', url, { token }),
});

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  student = await createStudentAccount(ctx.db, period);
  studentToken = await api.token(student.account.email, PASSWORD);
  const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: student.siswa.id });
  waliToken = await api.token(wali.email, PASSWORD);
  const [other] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'X IPS 7', tingkatan_kelas: 'X' }).returning();
  otherRombelId = other!.id;
  otherSiswaId = (await createSiswa(ctx.db, { rombelId: otherRombelId, tahunAjaranId: period.tahunAjaran.id })).id;
  const [guru] = await ctx.db.insert(gtk).values({ nama_lengkap: 'Nur Aini', gelar_belakang: 'S.Psi.' }).returning();
  bk = (await signedInStaff(ctx, [STAFF_ROLE.guruBk], { gtkId: guru!.id })).token;
  kepala = (await signedInStaff(ctx, [STAFF_ROLE.kepala])).token;
  kesiswaan = (await signedInStaff(ctx, [STAFF_ROLE.kesiswaan])).token;
  const [t] = await ctx.db.insert(konsultasiTopik).values({ nama: 'Hubungan dengan teman', bidang: 'Sosial' }).returning();
  topikSosial = t!.id;
});

const lastActivity = async (entity: string) =>
  (await ctx.db.select().from(activityLog).where(eq(activityLog.entity, entity)).orderBy(desc(activityLog.id)).limit(1))[0];

const tes = (extra: Record<string, unknown> = {}) => ({
  siswa_id: student.siswa.id,
  tgl: '2020-09-14',
  kategori_tes: 'Tes Minat dan Bakat',
  keterangan: 'Tes minat untuk peminatan',
  hasil: 'Minat sains dan teknologi',
  ...extra,
});

describe('test results entered by the counsellor', () => {
  it('enters a result with its document, audited, and the student reads it in Hasil Tes', async () => {
    const res = await as(bk).post('/api/staf/bk/hasil-tes', tes({ file: PDF }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id as number;
    const [row] = await ctx.db.select().from(hasilTesSiswa).where(eq(hasilTesSiswa.id, id));
    expect(row).toMatchObject({ siswa_id: student.siswa.id, rombel_id: period.rombel.id, tahun_ajaran_id: period.tahunAjaran.id });
    expect(row!.dokumen).toMatch(/^hasil-tes\//);
    expect(await lastActivity('hasil_tes_siswa')).toMatchObject({
      action: 'create',
      entity_id: id,
      detail: { before: null, after: { kategori_tes: 'Tes Minat dan Bakat' } },
    });

    const portal = await as(studentToken).post(`/api/bk/hasil-tes-siswa/table-riwayat/${student.siswa.id}`, {});
    expect(portal.status).toBe(200);
    expect(portal.body.data.list).toEqual([expect.objectContaining({ id, kategori_tes: 'Tes Minat dan Bakat', keterangan: 'Tes minat untuk peminatan' })]);
    expect(portal.body.data.list[0].dokumen).toMatch(/^hasil-tes\//);

    const list = await as(kepala).post('/api/staf/bk/hasil-tes/table', { search: student.siswa.nisn });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        id,
        siswa_nama: student.siswa.nama,
        rombel_nama: period.rombel.nama,
        penguji: 'Nur Aini, S.Psi.',
        hasil: 'Minat sains dan teknologi',
      }),
    ]);
  });

  it('changes a result keeping its document, then deletes it with its file', async () => {
    const id = (await as(bk).post('/api/staf/bk/hasil-tes', tes({ file: PDF, kategori_tes: 'Tes Gaya Belajar' }))).body.data.id as number;
    const [before] = await ctx.db.select().from(hasilTesSiswa).where(eq(hasilTesSiswa.id, id));
    const upd = await as(bk).put(`/api/staf/bk/hasil-tes/${id}`, tes({ kategori_tes: 'Tes Gaya Belajar', hasil: 'Visual', file: '' }));
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    const [after] = await ctx.db.select().from(hasilTesSiswa).where(eq(hasilTesSiswa.id, id));
    expect(after).toMatchObject({ hasil: 'Visual', dokumen: before!.dokumen });
    expect(await lastActivity('hasil_tes_siswa')).toMatchObject({
      action: 'update',
      detail: { before: { hasil: 'Minat sains dan teknologi' }, after: { hasil: 'Visual' } },
    });
    expect(fs.existsSync(path.join(ctx.filesDir, before!.dokumen!))).toBe(true);

    expect((await as(bk).del(`/api/staf/bk/hasil-tes/${id}`)).status).toBe(200);
    expect(await ctx.db.select().from(hasilTesSiswa).where(eq(hasilTesSiswa.id, id))).toEqual([]);
    expect(fs.existsSync(path.join(ctx.filesDir, before!.dokumen!))).toBe(false);
    expect(await lastActivity('hasil_tes_siswa')).toMatchObject({ action: 'delete', entity_id: id });
  });

  it('refuses bad input with the field’s message, and writes nothing', async () => {
    const count = async () => (await ctx.db.select().from(hasilTesSiswa)).length;
    const before = await count();
    for (const [field, value, message] of [
      ['kategori_tes', '', MSG.mustFill],
      ['tgl', '2020-02-30', MSG.dateInvalid],
      ['tgl', '2999-01-01', MSG.dateNotAfterToday],
      ['siswa_id', null, MSG.chooseSiswaFirst],
      ['file', b64(Buffer.from('bukan berkas')), MSG.fileTypeJpgPngPdf],
    ] as const) {
      const res = await as(bk).post('/api/staf/bk/hasil-tes', tes({ [field]: value }));
      expect(res.status, `${field} ${String(value)}`).toBe(400);
      expect(res.body.data).toEqual([{ field, message }]);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a student not found in the active year (404 on the field), and a missing result', async () => {
    const nobody = await as(bk).post('/api/staf/bk/hasil-tes', tes({ siswa_id: 2_000_000_000 }));
    expect(nobody).toMatchObject({ status: 404, body: { message: MSG.bkSiswaNotFound, data: [{ field: 'siswa_id' }] } });
    const unplaced = await createSiswa(ctx.db);
    expect((await as(bk).post('/api/staf/bk/hasil-tes', tes({ siswa_id: unplaced.id }))).status).toBe(404);
    expect((await as(bk).put('/api/staf/bk/hasil-tes/2000000000', tes())).status).toBe(404);
    expect((await as(bk).del('/api/staf/bk/hasil-tes/2000000000')).status).toBe(404);
  });

  it('is read by the head and refused to other roles', async () => {
    expect((await as(kepala).post('/api/staf/bk/hasil-tes', tes())).status).toBe(403);
    expect((await as(kepala).post('/api/staf/bk/hasil-tes/export', {})).status).toBe(403);
    expect((await as(kesiswaan).post('/api/staf/bk/hasil-tes/table', {})).status).toBe(403);
    expect((await as(studentToken).post('/api/staf/bk/hasil-tes/table', {})).body.message).toBe(MSG.forbiddenRole);
  });

  it('offers the active year’s students by name or NISN', async () => {
    const res = await as(bk).get(`/api/staf/bk/siswa?q=${student.siswa.nisn.slice(0, 8)}`);
    expect(res.body.data).toEqual(
      expect.arrayContaining([
        { id: student.siswa.id, nama: student.siswa.nama, nisn: student.siswa.nisn, rombel_id: period.rombel.id, rombel_nama: period.rombel.nama },
      ]),
    );
  });
});

const catatan = (extra: Record<string, unknown> = {}) => ({
  siswa_id: student.siswa.id,
  tipe: 'Orang Tua',
  tgl: '2020-10-05',
  topik_id: topikSosial,
  uraian: 'Pertemuan dengan orang tua tentang pergaulan',
  tanggapan: 'Orang tua mendampingi di rumah',
  ...extra,
});

describe('counselling records', () => {
  const laporan = async (tipe: string) =>
    (await as(waliToken).post('/api/konsultasi/table-laporan', { filtering: { tipe } })).body.data.list.find(
      (r: { rombel_id: number }) => r.rombel_id === period.rombel.id,
    );

  it('records a closed session with the parents and the portal’s Laporan Konseling counts it in its field', async () => {
    const before = (await laporan('Orang Tua')).sosial;
    const res = await as(bk).post('/api/staf/bk/catatan', catatan());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await ctx.db.select().from(konsultasi).where(eq(konsultasi.id, res.body.data.id));
    expect(row).toMatchObject({ tipe: 'Orang Tua', status: 'Selesai', rombel_id: period.rombel.id, tgl_tanggapan: '2020-10-05' });
    expect(row!.guru_bk_gtk_id).not.toBeNull();
    expect((await laporan('Orang Tua')).sosial).toBe(before + 1);
    expect(await lastActivity('konsultasi')).toMatchObject({ action: 'create', entity_id: row!.id });
  });

  it('records a session with the student, which the student reads as answered', async () => {
    const res = await as(bk).post('/api/staf/bk/catatan', catatan({ tipe: 'Siswa', uraian: 'Konseling tentang teman sekelas' }));
    expect(res.status).toBe(200);
    const mine = await as(studentToken).post('/api/konsultasi/table-eksternal', {});
    expect(mine.body.data.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: res.body.data.id, status: 'Selesai', tanggapan: 'Orang tua mendampingi di rumah' })]),
    );
    const list = await as(kepala).post('/api/staf/bk/catatan/table', { filtering: { tipe: 'Siswa' } });
    expect(list.body.data.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: res.body.data.id, bidang: 'Sosial', guru_bk: 'Nur Aini, S.Psi.' })]),
    );
  });

  it('changes and deletes a record, audited; a student’s own consultation is refused (409) and stays', async () => {
    const id = (await as(bk).post('/api/staf/bk/catatan', catatan())).body.data.id as number;
    expect((await as(bk).put(`/api/staf/bk/catatan/${id}`, catatan({ uraian: 'Diubah' }))).status).toBe(200);
    expect(await lastActivity('konsultasi')).toMatchObject({ action: 'update', detail: { after: { uraian: 'Diubah' } } });
    expect((await as(bk).del(`/api/staf/bk/catatan/${id}`)).status).toBe(200);
    expect(await ctx.db.select().from(konsultasi).where(eq(konsultasi.id, id))).toEqual([]);

    const draft = await as(studentToken).post('/api/konsultasi/eksternal', { tgl: '2020-10-05', topik_id: topikSosial, uraian: 'Pertanyaan saya' });
    expect(draft.status, JSON.stringify(draft.body)).toBe(200);
    const refused = await as(bk).put(`/api/staf/bk/catatan/${draft.body.data.id}`, catatan());
    expect(refused).toMatchObject({ status: 409, body: { message: MSG.bkBukanCatatan } });
    expect((await as(bk).del(`/api/staf/bk/catatan/${draft.body.data.id}`)).status).toBe(409);
    const [kept] = await ctx.db.select().from(konsultasi).where(eq(konsultasi.id, draft.body.data.id));
    expect(kept).toMatchObject({ status: 'Draft', uraian: 'Pertanyaan saya' });
    // Nor does the page list it.
    const list = await as(bk).post('/api/staf/bk/catatan/table', { pagination: { current: 1, pageSize: 1000 } });
    expect(list.body.data.list.map((r: { id: number }) => r.id)).not.toContain(draft.body.data.id);
  });

  it('refuses a date after today, an unknown topic and a wrong tipe', async () => {
    const res = await as(bk).post('/api/staf/bk/catatan', catatan({ tgl: '2999-01-01', topik_id: 2_000_000_000 }));
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([
      { field: 'tgl', message: MSG.dateNotAfterToday },
      { field: 'topik_id', message: MSG.optionInvalid },
    ]);
    const tipe = await as(bk).post('/api/staf/bk/catatan', catatan({ tipe: 'Guru' }));
    expect(tipe).toMatchObject({ status: 400, body: { data: [{ field: 'tipe', message: MSG.optionInvalid }] } });
    expect((await as(bk).post('/api/staf/bk/catatan', catatan({ siswa_id: 2_000_000_000 }))).status).toBe(404);
  });
});

describe('the exports', () => {
  it('writes the XLSX into the caller’s export log, which the page lists', async () => {
    const res = await as(bk).post('/api/staf/bk/hasil-tes/export', { rombel_id: period.rombel.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: MSG.exported, data: { nama: 'Hasil Tes Siswa' } });
    const rec = await as(bk).post('/api/staf/bk/catatan/export', { tipe: 'Orang Tua' });
    expect(rec.body.data).toMatchObject({ nama: 'Catatan Konseling' });
    expect(rec.body.data.jumlah_baris).toBeGreaterThan(0);
    const log = await as(bk).post('/api/staf/bk/export/table', {});
    expect(log.body.data.list.map((r: { nama: string }) => r.nama)).toEqual(['Catatan Konseling', 'Hasil Tes Siswa']);
  });
});

describe('a wali kelas granted the page', () => {
  it('is held to their own class group', async () => {
    const [mine] = await ctx.db.insert(gtk).values({ nama_lengkap: 'Wali Uji' }).returning();
    await ctx.db.update(rombel).set({ wali_gtk_id: mine!.id }).where(eq(rombel.id, period.rombel.id));
    const wali = (await signedInStaff(ctx, [STAFF_ROLE.waliKelas], { gtkId: mine!.id })).token;
    await withEntries(
      ctx.db,
      STAFF_ROLE.waliKelas,
      ['/staf/bk'],
      () => ({ status: true, actions: ['view', 'create'] }),
      async () => {
        expect((await as(wali).post('/api/staf/bk/hasil-tes/table', { filtering: { rombel_id: otherRombelId } })).status).toBe(403);
        const refused = await as(wali).post('/api/staf/bk/hasil-tes', tes({ siswa_id: otherSiswaId }));
        expect(refused).toMatchObject({ status: 403, body: { message: MSG.outOfScope } });
        const own = await as(wali).post('/api/staf/bk/hasil-tes/table', { pagination: { current: 1, pageSize: 1000 } });
        expect(new Set(own.body.data.list.map((r: { rombel_id: number }) => r.rombel_id))).toEqual(new Set([period.rombel.id]));
      },
    );
  });
});
