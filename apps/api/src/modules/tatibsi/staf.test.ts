import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { CATAT_SISWA_MAX } from '@madrasah/contract/schemas/staf-kesiswaan';
import { activityLog, gtk, pelanggaran, pelanggaranSiswa, penghargaan, penghargaanSiswa, rombel, storedFile, tahunAjaran } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod, createSiswa } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';
import { b64, cameraPhoto } from '../../../test/images.js';
import { signedInStaff } from '../../../test/staff-accounts.js';

const ctx = useTestApp();
const api = client(ctx);

// The real school year of today, so that "not in the future, inside the active year" holds for today.
const now = new Date();
const today = now.toISOString().slice(0, 10);
const thnAwal = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
const addDays = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let period: Awaited<ReturnType<typeof createPeriod>>;
let otherRombelId: number;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let classmate: { id: number };
let stranger: { id: number };
let kesiswaan: string;
let wali: string;
let kepala: string;
let guru: string;
const item = { ringan: 0, berat: 0 };
const kriteria = { ini: 0, lalu: 0 };

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  await ctx.db
    .update(tahunAjaran)
    .set({ thn_awal: thnAwal, thn_akhir: thnAwal + 1 })
    .where(eq(tahunAjaran.id, period.tahunAjaran.id));
  const [teacher] = await ctx.db.insert(gtk).values({ nama_lengkap: 'Wali Kelas Uji' }).returning();
  await ctx.db.update(rombel).set({ wali_gtk_id: teacher!.id }).where(eq(rombel.id, period.rombel.id));
  const [other] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'XI IPS 2', tingkatan_kelas: 'XI' }).returning();
  otherRombelId = other!.id;
  student = await signedInStudent(ctx, period);
  classmate = await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id });
  stranger = await createSiswa(ctx.db, { rombelId: otherRombelId, tahunAjaranId: period.tahunAjaran.id });
  kesiswaan = (await signedInStaff(ctx, [STAFF_ROLE.kesiswaan])).token;
  wali = (await signedInStaff(ctx, [STAFF_ROLE.waliKelas], { gtkId: teacher!.id })).token;
  kepala = (await signedInStaff(ctx, [STAFF_ROLE.kepala])).token;
  guru = (await signedInStaff(ctx, [STAFF_ROLE.guru])).token;
  const [p1, p2] = await ctx.db
    .insert(pelanggaran)
    .values([
      { kode: 'A1', aspek: 'Kedisiplinan', pelanggaran: 'Terlambat datang', poin: 5 },
      { kode: 'B1', aspek: 'Kesopanan', pelanggaran: 'Berkelahi', poin: 50 },
    ])
    .returning();
  Object.assign(item, { ringan: p1!.id, berat: p2!.id });
  const [lalu] = await ctx.db
    .insert(tahunAjaran)
    .values({ thn_awal: thnAwal - 1, thn_akhir: thnAwal })
    .returning();
  const [k1, k2] = await ctx.db
    .insert(penghargaan)
    .values([
      { tahun_ajaran_id: period.tahunAjaran.id, kode: 'PH1', bintang: 3, kriteria: 'Juara kelas' },
      { tahun_ajaran_id: lalu!.id, kode: 'PH0', bintang: 2, kriteria: 'Kriteria tahun lalu' },
    ])
    .returning();
  Object.assign(kriteria, { ini: k1!.id, lalu: k2!.id });
});

const call = (method: 'GET' | 'POST', url: string, token: string, body?: unknown) => api.call(method, url, { token, body });
const catat = (token: string, body: Record<string, unknown>) =>
  call('POST', '/api/staf/pelanggaran', token, {
    siswa_ids: [student.siswa.id],
    tata_tertib_id: item.ringan,
    tanggal: today,
    keterangan: 'Datang 07.20',
    ...body,
  });
const hadiah = (token: string, body: Record<string, unknown>) =>
  call('POST', '/api/staf/penghargaan', token, { siswa_ids: [student.siswa.id], penghargaan_id: kriteria.ini, tanggal: today, ...body });
const poin = async () => (await call('GET', '/api/tatibsi/dashboard/label-header-eksternal', student.token)).body.data;
const riwayat = async (kind: 'pelanggaran' | 'penghargaan') =>
  (await call('POST', `/api/${kind}-siswa/table-riwayat/${student.siswa.id}`, student.token, {})).body.data.list as { id: number }[];
const header = async (kind: 'pelanggaran' | 'penghargaan') =>
  (await call('GET', `/api/${kind}-siswa/table-header/${student.siswa.id}/${period.rombel.id}`, student.token)).body.data;
const count = async (table: typeof pelanggaranSiswa | typeof penghargaanSiswa) => (await ctx.db.select({ id: table.id }).from(table)).length;

describe('recording a violation', () => {
  it('records one per student, at once raising the student’s dashboard points and history, and audits each', async () => {
    expect(await poin()).toEqual({ total_pelanggaran: 0, total_poin: 0 });
    const res = await catat(kesiswaan, { siswa_ids: [student.siswa.id, classmate.id, student.siswa.id], tata_tertib_id: item.berat });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MSG.pelanggaranDicatat(2));
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data.find((r: { siswa_id: number }) => r.siswa_id === student.siswa.id)).toMatchObject({
      tgl: today,
      kode: 'B1',
      poin: 50,
      tata_tertib_id: item.berat,
      rombel_nama: period.rombel.nama,
      keterangan: 'Datang 07.20',
      status: 'Aktif',
      file: null,
    });
    expect(await poin()).toEqual({ total_pelanggaran: 1, total_poin: 50 });
    expect(await riwayat('pelanggaran')).toHaveLength(1);
    expect((await header('pelanggaran')).total_poin).toBe(50);
    const ids = res.body.data.map((r: { id: number }) => r.id);
    const logged = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'pelanggaran_siswa'), inArray(activityLog.entity_id, ids)));
    expect(logged.map((l) => l.action)).toEqual(['create', 'create']);
  });

  it('lists the year’s records with student, class group, item, points and recorder; filters and searches', async () => {
    const table = (body: unknown, token = kesiswaan) => call('POST', '/api/staf/pelanggaran/table', token, body);
    const all = (await table({})).body.data;
    expect(all.info.total).toBe(2);
    expect(all.list[0]).toMatchObject({ rownum: 1, poin: 50, pelanggaran: 'Berkelahi', dicatat_oleh: expect.any(String), main_path: expect.any(String) });
    expect((await table({ search: student.siswa.nama })).body.data.list.map((r: { siswa_id: number }) => r.siswa_id)).toEqual([student.siswa.id]);
    expect((await table({ filtering: { status: 'Dibatalkan' } })).body.data.info.total).toBe(0);
    expect((await table({ filtering: { rombel_id: otherRombelId } })).body.data.info.total).toBe(0);
    expect((await table({ filtering: { tgl_awal: addDays(today, 1) } })).body.data.info.total).toBe(0);
    expect((await table({ filtering: { tgl_awal: today, tgl_akhir: addDays(today, -1) } })).status).toBe(400);
    // The head reads; a teacher without the page does not.
    expect((await table({}, kepala)).body.data.info.total).toBe(2);
    expect((await table({}, guru)).status).toBe(403);
  });

  it('stores one cleaned proof photo for every record, and refuses a file that is not an image, writing nothing', async () => {
    const before = await count(pelanggaranSiswa);
    const files = (await ctx.db.select().from(storedFile)).length;
    const bad = await catat(kesiswaan, { foto: Buffer.from('bukan gambar, hanya teks').toString('base64') });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual([{ field: 'foto', message: MSG.imageTypeJpgPng }]);
    expect(await count(pelanggaranSiswa)).toBe(before);
    expect((await ctx.db.select().from(storedFile)).length).toBe(files);

    const ok = await catat(kesiswaan, { siswa_ids: [student.siswa.id, classmate.id], foto: b64(await cameraPhoto(800, 600)) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const keys = await ctx.db
      .select({ file: pelanggaranSiswa.file })
      .from(pelanggaranSiswa)
      .where(
        inArray(
          pelanggaranSiswa.id,
          ok.body.data.map((r: { id: number }) => r.id),
        ),
      );
    expect(new Set(keys.map((k) => k.file)).size).toBe(1);
    expect(keys[0]!.file).toMatch(/^tatibsi\/.+\.jpg$/);
    const link = ok.body.data[0].file as string;
    const download = await ctx.app.inject({ method: 'GET', url: `${ok.body.data[0].main_path}${link}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses bad input with the field’s message and writes nothing', async () => {
    const before = await count(pelanggaranSiswa);
    const tooMany = Array.from({ length: CATAT_SISWA_MAX + 1 }, (_, i) => i + 1);
    for (const [body, field, message] of [
      [{ siswa_ids: [] }, 'siswa_ids', MSG.catatSiswaRequired],
      [{ siswa_ids: tooMany }, 'siswa_ids', MSG.catatSiswaTooMany(CATAT_SISWA_MAX)],
      [{ tata_tertib_id: '' }, 'tata_tertib_id', MSG.mustChoose],
      [{ tata_tertib_id: 2_000_000_000 }, 'tata_tertib_id', MSG.catatButirTidakAda],
      [{ tanggal: '2026-02-30' }, 'tanggal', MSG.dateInvalid],
      [{ tanggal: addDays(today, 2) }, 'tanggal', MSG.catatTanggalNanti],
      [{ tanggal: `${thnAwal}-06-30` }, 'tanggal', MSG.catatTanggalLuarTahun],
      [{ siswa_ids: [student.siswa.id, 2_000_000_000] }, 'siswa_ids', MSG.catatSiswaBukanTahunIni],
    ] as const) {
      const res = await catat(kesiswaan, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data).toEqual([{ field, message }]);
    }
    expect(await count(pelanggaranSiswa)).toBe(before);
  });
});

describe('a wali kelas', () => {
  it('records for their own students, and is refused for any other student in the list, writing nothing', async () => {
    const before = await count(pelanggaranSiswa);
    const mixed = await catat(wali, { siswa_ids: [student.siswa.id, stranger.id] });
    expect(mixed).toMatchObject({ status: 403, body: { message: MSG.outOfScope } });
    expect(await count(pelanggaranSiswa)).toBe(before);
    const own = await catat(wali, { siswa_ids: [classmate.id] });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(await count(pelanggaranSiswa)).toBe(before + 1);
  });

  it('sees only their class groups’ records, and cancels only those', async () => {
    const byKesiswaan = await catat(kesiswaan, { siswa_ids: [stranger.id] });
    expect(byKesiswaan.status).toBe(200);
    const list = (await call('POST', '/api/staf/pelanggaran/table', wali, {})).body.data.list as { siswa_id: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.some((r) => r.siswa_id === stranger.id)).toBe(false);
    expect((await call('POST', '/api/staf/pelanggaran/table', wali, { filtering: { rombel_id: otherRombelId } })).status).toBe(403);
    const refused = await call('POST', `/api/staf/pelanggaran/${byKesiswaan.body.data[0].id}/batal`, wali, { alasan: 'Salah catat' });
    expect(refused).toMatchObject({ status: 403, body: { message: MSG.outOfScope } });
    const [row] = await ctx.db.select().from(pelanggaranSiswa).where(eq(pelanggaranSiswa.id, byKesiswaan.body.data[0].id));
    expect(row!.dibatalkan_at).toBeNull();
  });
});

describe('cancelling a violation', () => {
  it('keeps the record, marks it cancelled with the reason, drops it from the portal’s points and history, and refuses a second cancel', async () => {
    const res = await catat(kesiswaan, { tata_tertib_id: item.ringan });
    const id = res.body.data[0].id as number;
    const before = await poin();
    expect((await riwayat('pelanggaran')).map((r) => r.id)).toContain(id);

    expect((await call('POST', `/api/staf/pelanggaran/${id}/batal`, kesiswaan, { alasan: ' ' })).body.data).toEqual([
      { field: 'alasan', message: MSG.catatAlasanRequired },
    ]);
    expect((await call('POST', `/api/staf/pelanggaran/${id}/batal`, kepala, { alasan: 'Salah catat' })).status).toBe(403);
    const batal = await call('POST', `/api/staf/pelanggaran/${id}/batal`, kesiswaan, { alasan: 'Salah catat' });
    expect(batal.status, JSON.stringify(batal.body)).toBe(200);
    expect(batal.body).toMatchObject({
      message: MSG.catatDibatalkan,
      data: { id, status: 'Dibatalkan', alasan_batal: 'Salah catat', dibatalkan_oleh: expect.any(String) },
    });

    expect(await poin()).toEqual({ total_pelanggaran: before.total_pelanggaran - 1, total_poin: before.total_poin - 5 });
    expect((await riwayat('pelanggaran')).map((r) => r.id)).not.toContain(id);
    expect((await header('pelanggaran')).total_poin).toBe(before.total_poin - 5);
    const [kept] = await ctx.db.select().from(pelanggaranSiswa).where(eq(pelanggaranSiswa.id, id));
    expect(kept).toMatchObject({ alasan_batal: 'Salah catat' });
    const [log] = await ctx.db.select().from(activityLog).where(eq(activityLog.entity, 'pelanggaran_siswa')).orderBy(desc(activityLog.id)).limit(1);
    expect(log).toMatchObject({ action: 'update', entity_id: id, detail: { before: { alasan_batal: null }, after: { alasan_batal: 'Salah catat' } } });

    const again = await call('POST', `/api/staf/pelanggaran/${id}/batal`, kesiswaan, { alasan: 'Lagi' });
    expect(again).toMatchObject({ status: 409, body: { message: MSG.catatSudahBatal } });
    expect((await call('POST', '/api/staf/pelanggaran/2000000000/batal', kesiswaan, { alasan: 'X' })).status).toBe(404);
    const listed = (await call('POST', '/api/staf/pelanggaran/table', kesiswaan, { filtering: { status: 'Dibatalkan' } })).body.data.list;
    expect(listed.map((r: { id: number }) => r.id)).toEqual([id]);
  });
});

describe('awards', () => {
  it('offers the active year’s criteria only, records, shows in the history with its stars, and cancels', async () => {
    const offered = (await call('GET', '/api/staf/penghargaan/kriteria', kesiswaan)).body.data as { id: number }[];
    expect(offered.map((k) => k.id)).toEqual([kriteria.ini]);
    expect((await hadiah(kesiswaan, { penghargaan_id: kriteria.lalu })).body.data).toEqual([{ field: 'penghargaan_id', message: MSG.catatKriteriaTidakAda }]);
    expect((await hadiah(wali, { siswa_ids: [stranger.id] })).status).toBe(403);
    const bad = await hadiah(kesiswaan, { foto: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64') });
    expect(bad.body.data).toEqual([{ field: 'foto', message: MSG.imageTypeJpgPng }]);

    const res = await hadiah(wali, { keterangan: 'Peringkat 1', foto: b64(await cameraPhoto(640, 480)) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data[0]).toMatchObject({ kode: 'PH1', bintang: 3, kriteria: 'Juara kelas', status: 'Aktif', file: expect.any(String) });
    const id = res.body.data[0].id as number;
    expect((await riwayat('penghargaan')).map((r) => r.id)).toEqual([id]);
    expect((await header('penghargaan')).total_bintang).toBe(3);
    const listed = (await call('POST', '/api/staf/penghargaan/table', kepala, {})).body.data;
    expect(listed.list[0]).toMatchObject({ id, bintang: 3, rombel_nama: period.rombel.nama });

    const batal = await call('POST', `/api/staf/penghargaan/${id}/batal`, wali, { alasan: 'Bukan juara kelas' });
    expect(batal.body.data).toMatchObject({ status: 'Dibatalkan', alasan_batal: 'Bukan juara kelas' });
    expect(await riwayat('penghargaan')).toEqual([]);
    expect((await header('penghargaan')).total_bintang).toBe(0);
    expect((await call('POST', `/api/staf/penghargaan/${id}/batal`, wali, { alasan: 'Lagi' })).status).toBe(409);
    expect(await count(penghargaanSiswa)).toBe(1);
  });
});
