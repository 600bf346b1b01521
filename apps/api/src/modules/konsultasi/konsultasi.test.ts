import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { KonsultasiStatus } from '@madrasah/contract/schemas/konsultasi';
import { activityLog, gtk, konsultasi, konsultasiTopik, orangTua, rombel, rombelSiswa } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createAlumniAccount, createPeriod, PASSWORD } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';

const ctx = useTestApp();
const api = client(ctx);

type Period = Awaited<ReturnType<typeof createPeriod>>;
type Student = Awaited<ReturnType<typeof signedInStudent>>;
type Caller = { token: string };
let period: Period;
let counsellorId: number;
const topik: Record<'pribadi' | 'karier', number> = { pribadi: 0, karier: 0 };

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  const [guru] = await ctx.db
    .insert(gtk)
    .values({ nama_lengkap: 'Nur Hidayati', gelar_depan: 'Dra.', gelar_belakang: 'M.Pd.', jenis_kelamin: 'Perempuan', no_telp: '0812-2765-4321' })
    .returning();
  counsellorId = guru!.id;
  await ctx.db.update(rombel).set({ guru_bk_gtk_id: counsellorId }).where(eq(rombel.id, period.rombel.id));
  const rows = await ctx.db
    .insert(konsultasiTopik)
    .values([
      { nama: 'Mengelola emosi', bidang: 'Pribadi' },
      { nama: 'Memilih jurusan kuliah', bidang: 'Karier' },
    ])
    .returning();
  topik.pribadi = rows[0]!.id;
  topik.karier = rows[1]!.id;
});

const student = () => signedInStudent(ctx, period);
async function guardianOf(s: Student) {
  const account = await createAccount(ctx.db, { role: ROLE.wali, siswaId: s.siswa.id });
  return { account, token: await api.token(account.email, PASSWORD) };
}
/** A student of a new class group of the active year, whose counsellor is `guru` (none when undefined). */
let groups = 0;
async function studentWithCounsellor(guru: { no_telp: string | null } | undefined) {
  const [rb] = await ctx.db
    .insert(rombel)
    .values({ tahun_ajaran_id: period.tahunAjaran.id, nama: `X IPS ${++groups}`, tingkatan_kelas: 'X' })
    .returning();
  if (guru) {
    const [g] = await ctx.db.insert(gtk).values({ nama_lengkap: 'Ahmad Fauzan', no_telp: guru.no_telp }).returning();
    await ctx.db.update(rombel).set({ guru_bk_gtk_id: g!.id }).where(eq(rombel.id, rb!.id));
  }
  return signedInStudent(ctx, { ...period, rombel: rb! });
}

const form = (extra: object = {}) => ({ tgl: '2026-11-20', topik_id: topik.pribadi, uraian: 'Saya sering cemas menjelang ujian.', ...extra });
const create = (c: Caller, body: object = form()) => api.call('POST', '/api/konsultasi/eksternal', { token: c.token, body });
const update = (c: Caller, id: number, body: object = form()) => api.call('PUT', `/api/konsultasi/eksternal/${id}`, { token: c.token, body });
const remove = (c: Caller, id: number) => api.call('DELETE', `/api/konsultasi/${id}`, { token: c.token });
const send = (c: Caller, id: number) => api.call('PUT', `/api/konsultasi/eksternal/terkirim/${id}`, { token: c.token });
const read = (c: Caller, id: number) => api.call('GET', `/api/konsultasi/${id}`, { token: c.token });
const table = (c: Caller, body: object = {}) => api.call('POST', '/api/konsultasi/table-eksternal', { token: c.token, body });

async function draft(s: Caller, body: object = form()): Promise<number> {
  const res = await create(s, body);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data.id as number;
}
const stored = async (id: number) => (await ctx.db.select().from(konsultasi).where(eq(konsultasi.id, id)))[0]!;
const forceStatus = (id: number, status: KonsultasiStatus) => ctx.db.update(konsultasi).set({ status }).where(eq(konsultasi.id, id));

describe('GET konsultasi/topik', () => {
  it('lists the topics by name', async () => {
    const s = await student();
    const res = await api.call('GET', '/api/konsultasi/topik', { token: s.token });
    expect(res.body.data).toEqual([
      { id: topik.karier, nama: 'Memilih jurusan kuliah' },
      { id: topik.pribadi, nama: 'Mengelola emosi' },
    ]);
  });
});

describe('POST konsultasi/eksternal', () => {
  it('files a Draft of tipe Siswa in the active year and class group, whatever the body says about them', async () => {
    const s = await student();
    const other = await student();
    ctx.clock = new Date('2026-11-20T03:00:00Z');
    try {
      const res = await create(s, form({ siswa_id: other.siswa.id, status: 'Selesai', tipe: 'Orang Tua', rombel_id: 999 }));
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MSG.saved);
      expect(res.body.data).toMatchObject({
        tgl: '2026-11-20',
        topik_id: topik.pribadi,
        topik_nama: 'Mengelola emosi',
        uraian: 'Saya sering cemas menjelang ujian.',
        status: 'Draft',
        tanggapan: null,
        guru_bk: null,
        log_activity: { aksi: 'create', oleh: s.account.name },
      });
      expect(await stored(res.body.data.id)).toMatchObject({
        siswa_id: s.siswa.id,
        rombel_id: period.rombel.id,
        tahun_ajaran_id: period.tahunAjaran.id,
        tipe: 'Siswa',
        status: 'Draft',
        created_by: s.account.id,
        guru_bk_gtk_id: null,
      });
      expect((await table(other)).body.data.info.total).toBe(0);
    } finally {
      ctx.clock = undefined;
    }
  });

  it('refuses a date after today in the school’s timezone, on the tgl field', async () => {
    const s = await student();
    // 18:30 UTC on the 22nd is already the 23rd in Jakarta (UTC+7).
    ctx.clock = new Date('2026-11-22T18:30:00Z');
    try {
      expect((await create(s, form({ tgl: '2026-11-23' }))).status).toBe(200);
      const res = await create(s, form({ tgl: '2026-11-24' }));
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([{ field: 'tgl', message: MSG.dateNotAfterToday }]);
    } finally {
      ctx.clock = undefined;
    }
  });

  it('answers every broken rule under its field: tgl, topik_id and uraian', async () => {
    const s = await student();
    const missing = await create(s, { tgl: '', topik_id: null, uraian: '  ' });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toEqual(
      expect.arrayContaining([
        { field: 'tgl', message: MSG.mustFill },
        { field: 'topik_id', message: MSG.mustFill },
        { field: 'uraian', message: MSG.mustFill },
      ]),
    );
    const unknown = await create(s, form({ topik_id: 999_999, tgl: '2999-01-01' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toEqual([
      { field: 'tgl', message: MSG.dateNotAfterToday },
      { field: 'topik_id', message: MSG.optionInvalid },
    ]);
    expect((await create(s, form({ tgl: '2026-02-30' }))).body.data).toEqual([{ field: 'tgl', message: MSG.dateInvalid }]);
    expect((await table(s)).body.data.info.total).toBe(0);
  });
});

describe('a Draft', () => {
  it('is edited, and its edit logged', async () => {
    const s = await student();
    const id = await draft(s);
    const res = await update(s, id, form({ topik_id: topik.karier, uraian: 'Ingin kuliah teknik.' }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.dataUpdated);
    expect(res.body.data).toMatchObject({
      topik_nama: 'Memilih jurusan kuliah',
      uraian: 'Ingin kuliah teknik.',
      status: 'Draft',
      log_activity: { aksi: 'update' },
    });
    expect((await update(s, id, form({ topik_id: 999_999 }))).body.data).toEqual([{ field: 'topik_id', message: MSG.optionInvalid }]);
  });

  it('is deleted', async () => {
    const s = await student();
    const id = await draft(s);
    const res = await remove(s, id);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.deleted);
    expect(await ctx.db.select().from(konsultasi).where(eq(konsultasi.id, id))).toEqual([]);
    const [log] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'konsultasi'), eq(activityLog.entity_id, id), eq(activityLog.action, 'delete')));
    expect(log).toMatchObject({ user_id: s.account.id });
  });

  it('is sent to the class group’s counsellor: Terkirim, with who and when, and a WhatsApp link', async () => {
    const s = await student();
    const id = await draft(s, form({ topik_id: topik.karier }));
    ctx.clock = new Date('2026-11-21T02:00:00Z');
    try {
      const res = await send(s, id);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(MSG.konsultasiSent);
      expect(res.body.data.wa_link).toBe(`https://wa.me/6281227654321?text=${encodeURIComponent(MSG.konsultasiWaText('Memilih jurusan kuliah'))}`);
    } finally {
      ctx.clock = undefined;
    }
    const row = await stored(id);
    expect(row).toMatchObject({ status: 'Terkirim', guru_bk_gtk_id: counsellorId });
    expect(row.terkirim_at?.toISOString()).toBe('2026-11-21T02:00:00.000Z');
    expect((await read(s, id)).body.data).toMatchObject({ status: 'Terkirim', guru_bk: 'Dra. Nur Hidayati, M.Pd.', log_activity: { aksi: 'status' } });
  });
});

describe('after it was sent', () => {
  it.each(['Terkirim', 'Diproses', 'Selesai'] as const)(
    'a %s consultation is neither edited, deleted nor sent again (409), and stays as it was',
    async (status) => {
      const s = await student();
      const id = await draft(s);
      await forceStatus(id, status);
      const before = await stored(id);
      for (const res of [await update(s, id, form({ uraian: 'diubah' })), await remove(s, id), await send(s, id)]) {
        expect(res.status).toBe(409);
        expect(res.body.message).toBe(MSG.konsultasiNotDraft);
      }
      expect(await stored(id)).toEqual(before);
      expect((await read(s, id)).body.data.status).toBe(status);
    },
  );
});

describe('PUT konsultasi/eksternal/terkirim/{id} refusals', () => {
  it('refuses without a counsellor for the class group, and changes nothing', async () => {
    const s = await studentWithCounsellor(undefined);
    const id = await draft(s);
    const res = await send(s, id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.counsellorMissing);
    expect(await stored(id)).toMatchObject({ status: 'Draft', guru_bk_gtk_id: null, terkirim_at: null });
  });

  it.each([null, '', '12-34'])('refuses a counsellor whose phone is %j, and changes nothing', async (phone) => {
    const s = await studentWithCounsellor({ no_telp: phone });
    const id = await draft(s);
    const res = await send(s, id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.counsellorNoPhone);
    expect(await stored(id)).toMatchObject({ status: 'Draft', guru_bk_gtk_id: null, terkirim_at: null });
  });
});

describe("another student's consultation", () => {
  it('is not found for reading, editing, deleting or sending, and stays as it was', async () => {
    const owner = await student();
    const stranger = await student();
    const id = await draft(owner);
    const before = await stored(id);
    for (const res of [await read(stranger, id), await update(stranger, id), await remove(stranger, id), await send(stranger, id)]) {
      expect(res.status).toBe(404);
      expect(res.body.data).toBeUndefined();
    }
    expect(await stored(id)).toEqual(before);
  });
});

describe('POST konsultasi/table-eksternal', () => {
  it("lists the student's own consultations of tipe Siswa, searched, sorted and numbered", async () => {
    const s = await student();
    const other = await student();
    ctx.clock = new Date('2026-11-22T03:00:00Z');
    try {
      await draft(s, form({ tgl: '2026-11-01', uraian: 'Cemas saat ujian' }));
      await draft(s, form({ tgl: '2026-10-01', topik_id: topik.karier, uraian: 'Ingin kuliah kedokteran' }));
      await draft(other, form());
    } finally {
      ctx.clock = undefined;
    }
    // The school's record of a meeting with the parents is not the student's to see.
    await ctx.db.insert(konsultasi).values({
      siswa_id: s.siswa.id,
      tahun_ajaran_id: period.tahunAjaran.id,
      tipe: 'Orang Tua',
      tgl: '2026-10-10',
      topik_id: topik.pribadi,
      status: 'Selesai',
    });

    const all = (await table(s)).body.data;
    expect(all.info.total).toBe(2);
    expect(all.list.map((r: { uraian: string; rownum: number }) => [r.rownum, r.uraian])).toEqual([
      [1, 'Ingin kuliah kedokteran'],
      [2, 'Cemas saat ujian'],
    ]);
    const byDate = (await table(s, { sorting: [{ field: 'tgl', sort: 'DESC' }] })).body.data.list;
    expect(byDate.map((r: { tgl: string }) => r.tgl)).toEqual(['2026-11-01', '2026-10-01']);
    expect((await table(s, { search: 'jurusan' })).body.data.list.map((r: { topik_nama: string }) => r.topik_nama)).toEqual(['Memilih jurusan kuliah']);
    expect((await table(s, { search: 'cemas' })).body.data.info.total).toBe(1);
    expect((await table(s, { sorting: [{ field: 'siswa_id', sort: 'ASC' }] })).status).toBe(400);
  });
});

describe('GET konsultasi/table-header-eksternal', () => {
  it('gives the student, the guardian and the counsellor, with a dash for what is unknown', async () => {
    const s = await student();
    await ctx.db.insert(orangTua).values([
      { siswa_id: s.siswa.id, tipe: 'Ayah', nama: 'Budi Santoso', no_telp: '081111111111', status_hidup: 'Masih Hidup' },
      { siswa_id: s.siswa.id, tipe: 'Wali', nama: 'Siti Rahma', no_telp: null },
    ]);
    const res = await api.call('GET', '/api/konsultasi/table-header-eksternal', { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      foto: null,
      main_path: '/api/files/',
      data1: [
        { title: 'Nama', description: s.siswa.nama },
        { title: 'NISN', description: s.siswa.nisn },
        { title: 'Kelas', description: period.rombel.nama },
        { title: 'Jenis Kelamin', description: 'Laki-Laki' },
      ],
      data2: [
        { title: 'Nama', description: 'Siti Rahma' },
        { title: 'Hubungan', description: 'Wali' },
        { title: 'No. Telp', description: '-' },
      ],
      data3: [
        { title: 'Nama', description: 'Dra. Nur Hidayati, M.Pd.' },
        { title: 'Jenis Kelamin', description: 'Perempuan' },
        { title: 'No. Telp', description: '0812-2765-4321' },
      ],
    });
  });

  it('falls back to the father without a guardian, and dashes without a class group or counsellor', async () => {
    const s = await studentWithCounsellor(undefined);
    await ctx.db.insert(orangTua).values({ siswa_id: s.siswa.id, tipe: 'Ayah', nama: 'Budi Santoso', no_telp: '081111111111' });
    const { data2, data3 } = (await api.call('GET', '/api/konsultasi/table-header-eksternal', { token: s.token })).body.data;
    expect(data2.map((p: { description: string }) => p.description)).toEqual(['Budi Santoso', 'Ayah', '081111111111']);
    expect(data3.map((p: { description: string }) => p.description)).toEqual(['-', '-', '-']);
    await ctx.db.delete(rombelSiswa).where(eq(rombelSiswa.siswa_id, s.siswa.id));
    const { data1 } = (await api.call('GET', '/api/konsultasi/table-header-eksternal', { token: s.token })).body.data;
    expect(data1[2]).toEqual({ title: 'Kelas', description: '-' });
  });
});

describe('a guardian', () => {
  it("reads the ward's consultations but writes none: no create, update or delete action", async () => {
    const s = await student();
    const wali = await guardianOf(s);
    const id = await draft(s);
    expect((await table(wali)).body.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await read(wali, id)).body.data.id).toBe(id);
    expect((await api.call('GET', '/api/konsultasi/table-header-eksternal', { token: wali.token })).body.data.data1[0].description).toBe(s.siswa.nama);
    const before = await stored(id);
    for (const res of [await create(wali), await update(wali, id), await remove(wali, id), await send(wali, id)]) {
      expect(res.status).toBe(403);
    }
    expect(await stored(id)).toEqual(before);
    expect((await table(s)).body.data.info.total).toBe(1);
  });
});

describe('who else may not', () => {
  it('refuses an alumnus (no entry) and a caller without a session', async () => {
    const { account } = await createAlumniAccount(ctx.db);
    const token = await api.token(account.email, PASSWORD);
    expect((await table({ token })).status).toBe(403);
    expect((await api.call('POST', '/api/konsultasi/table-eksternal', { body: {} })).status).toBe(401);
  });
});
