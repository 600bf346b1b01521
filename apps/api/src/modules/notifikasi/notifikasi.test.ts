import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE, STAFF_ROLE } from '@madrasah/contract/access';
import { NOTIFIKASI_PAGE_SIZE } from '@madrasah/contract/schemas/notifikasi';
import { notifikasi, notifikasiOutbox, perizinanJenis, perizinanSiswa, pushLangganan, tahunAjaran } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { pushReceiver, verifyVapid } from '../../../test/push-receiver.js';
import { signedInStaff } from '../../../test/staff-accounts.js';
import { kabarBelumHadir, setJamBelumHadir } from './belum-hadir.js';
import { kirimOutbox, OUTBOX_ATTEMPTS } from './outbox.js';
import { notify } from '../../platform/notifikasi-notify.js';
import { notifyPresensi } from '../../platform/notifikasi-pemicu.js';

const ctx = useTestApp();
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;
let receiver: Awaited<ReturnType<typeof pushReceiver>>;

type Family = { siswaId: number; nama: string; studentId: number; waliId: number; token: string; waliToken: string };
async function family(): Promise<Family> {
  const s = await createStudentAccount(ctx.db, period);
  const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: s.siswa.id });
  return {
    siswaId: s.siswa.id,
    nama: s.siswa.nama,
    studentId: s.account.id,
    waliId: wali.id,
    token: await api.token(s.account.email, PASSWORD),
    waliToken: await api.token(wali.email, PASSWORD),
  };
}

const inbox = async (token: string, sebelum?: number) =>
  (await api.call('GET', `/api/notifikasi${sebelum ? `?sebelum=${sebelum}` : ''}`, { token })).body.data as {
    list: { id: number; jenis: string; judul: string; isi: string; dibaca: boolean }[];
    sebelum: number | null;
  };
const unread = async (token: string) => (await api.call('GET', '/api/notifikasi/belum-dibaca', { token })).body.data.jumlah as number;
const subscribe = (userId: number, route: string) =>
  ctx.db
    .insert(pushLangganan)
    .values({ user_id: userId, ...receiver.subscription(route) })
    .returning();
const drain = () => kirimOutbox(ctx.db, { subject: 'mailto:admin@madrasah.test', agent: receiver.agent });

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  receiver = await pushReceiver();
});
afterAll(() => receiver?.close());

describe('the inbox', () => {
  let f: Family;
  beforeAll(async () => {
    f = await family();
  });

  it('tells the guardian of a clock-in, not the student who clocked in', async () => {
    await notifyPresensi(ctx.db, f.siswaId, 'masuk', '06:45:10');
    expect(await unread(f.waliToken)).toBe(1);
    expect(await unread(f.token)).toBe(0);
    const page = await inbox(f.waliToken);
    expect(page.list[0]).toMatchObject({ jenis: 'presensi', judul: 'Presensi masuk', dibaca: false });
    expect(page.list[0]!.isi).toMatch(/^Siswa Uji \d+ presensi masuk pukul 06:45\.$/);
  });

  it('tells the clock-ins that arrive together in one statement, each guardian of their own child at their own time', async () => {
    const [a, b, c] = [await family(), await family(), await family()];
    let statements = 0;
    // The database as the clock-ins reach it, counting the statements sent (a batch per database).
    const counted = new Proxy(ctx.db, {
      get: (db, name, receiver) =>
        name === 'execute' ? (...args: Parameters<typeof db.execute>) => (statements++, db.execute(...args)) : Reflect.get(db, name, receiver),
    });
    await Promise.all([
      notifyPresensi(counted, a.siswaId, 'masuk', '06:41:00'),
      notifyPresensi(counted, b.siswaId, 'masuk', '06:52:30'),
      notifyPresensi(counted, c.siswaId, 'pulang', '14:05:00'),
    ]);
    expect(statements).toBe(1);
    const told = async (x: Family) => (await inbox(x.waliToken)).list.map(({ judul, isi }) => ({ judul, isi }));
    expect(await told(a)).toEqual([{ judul: 'Presensi masuk', isi: `${a.nama} presensi masuk pukul 06:41.` }]);
    expect(await told(b)).toEqual([{ judul: 'Presensi masuk', isi: `${b.nama} presensi masuk pukul 06:52.` }]);
    expect(await told(c)).toEqual([{ judul: 'Presensi pulang', isi: `${c.nama} presensi pulang pukul 14:05.` }]);
    expect(await unread(a.token)).toBe(0);
  });

  it('marks one read, only the owner’s', async () => {
    const [n] = (await inbox(f.waliToken)).list;
    expect((await api.call('PUT', `/api/notifikasi/${n!.id}/dibaca`, { token: f.token })).status).toBe(404);
    expect(await unread(f.waliToken)).toBe(1);
    expect((await api.call('PUT', `/api/notifikasi/${n!.id}/dibaca`, { token: f.waliToken })).status).toBe(200);
    expect(await unread(f.waliToken)).toBe(0);
  });

  it('pages newest first by id, and marks all read', async () => {
    for (let i = 0; i < NOTIFIKASI_PAGE_SIZE + 2; i++) await notifyPresensi(ctx.db, f.siswaId, 'pulang', '14:00:00');
    const first = await inbox(f.waliToken);
    expect(first.list).toHaveLength(NOTIFIKASI_PAGE_SIZE);
    expect(first.sebelum).toBe(first.list.at(-1)!.id);
    const second = await inbox(f.waliToken, first.sebelum!);
    expect(second.list).toHaveLength(3);
    expect(second.sebelum).toBeNull();
    expect((await api.call('PUT', '/api/notifikasi/dibaca', { token: f.waliToken })).status).toBe(200);
    expect(await unread(f.waliToken)).toBe(0);
  });

  it('refuses the signed-out, and a suspended student', async () => {
    expect((await api.call('GET', '/api/notifikasi/belum-dibaca')).status).toBe(401);
    const suspended = await createStudentAccount(ctx.db, period, { suspended: 'Uji' });
    const token = await api.token(suspended.account.email, PASSWORD);
    expect((await api.call('GET', '/api/notifikasi', { token })).status).toBe(403);
  });

  it('stops a kind the guardian switched off, and the GET answer is accepted by the PUT', async () => {
    const prefs = (await api.call('GET', '/api/notifikasi/preferensi', { token: f.waliToken })).body.data;
    expect(Object.values(prefs).every(Boolean)).toBe(true);
    const put = await api.call('PUT', '/api/notifikasi/preferensi', { token: f.waliToken, body: { ...prefs, presensi: false } });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({ ...prefs, presensi: false });
    await notifyPresensi(ctx.db, f.siswaId, 'masuk', '07:00:00');
    expect(await unread(f.waliToken)).toBe(0);
    expect((await api.call('PUT', '/api/notifikasi/preferensi', { token: f.waliToken, body: { ...prefs, lain: true } })).status).toBe(400);
    await api.call('PUT', '/api/notifikasi/preferensi', { token: f.waliToken, body: prefs });
    await notifyPresensi(ctx.db, f.siswaId, 'masuk', '07:00:00');
    expect(await unread(f.waliToken)).toBe(1);
  });
});

describe('the hooks', () => {
  it('a staff decision on a permit tells the student and the guardian', async () => {
    const f = await family();
    const [year] = await ctx.db.select().from(tahunAjaran).where(eq(tahunAjaran.id, period.tahunAjaran.id));
    const [jenis] = await ctx.db.insert(perizinanJenis).values({ nama: 'Sakit Uji', inisial: 'SU' }).returning();
    const [permit] = await ctx.db
      .insert(perizinanSiswa)
      .values({
        siswa_id: f.siswaId,
        rombel_id: period.rombel.id,
        tahun_ajaran_id: year!.id,
        semester_id: period.semester.id,
        perizinan_jenis_id: jenis!.id,
        tgl_awal: `${year!.thn_awal}-08-03`,
        tgl_akhir: `${year!.thn_awal}-08-03`,
        keterangan: 'Demam',
        status: 'DIAJUKAN',
        created_by: f.studentId,
      })
      .returning();
    const staff = await signedInStaff(ctx, [STAFF_ROLE.kesiswaan]);
    const res = await api.call('POST', `/api/staf/perizinan/${permit!.id}/setujui`, { token: staff.token });
    expect(res.status).toBe(200);
    for (const token of [f.token, f.waliToken]) {
      expect((await inbox(token)).list[0]).toMatchObject({ jenis: 'perizinan', judul: 'Izin disetujui' });
    }
  });

  it('tells a student once however many rows name them (a billing run’s several invoices)', async () => {
    const f = await family();
    const told = await notify(ctx.db, {
      jenis: 'tagihan',
      siswa: sql`SELECT ${f.siswaId}::int UNION ALL SELECT ${f.siswaId}::int`,
      judul: 'Tagihan baru',
      isi: 'Tagihan baru telah terbit untuk {nama}.',
      tautan: '/keuangan/pembayaran-siswa',
    });
    expect(told).toBe(1);
    expect((await inbox(f.waliToken)).list).toMatchObject([{ judul: 'Tagihan baru', isi: `Tagihan baru telah terbit untuk ${f.nama}.` }]);
  });
});

describe('push delivery', () => {
  it('sends the payload encrypted to the browser’s keys, signed with the stored VAPID key', async () => {
    const f = await family();
    await subscribe(f.waliId, 'ok/satu');
    await notifyPresensi(ctx.db, f.siswaId, 'masuk', '06:50:00');
    expect(await ctx.db.$count(notifikasiOutbox)).toBe(1);
    const run = await drain();
    expect(run).toEqual({ terkirim: 1, gagal: 0, dibuang: 0 });
    const got = receiver.received.find((r) => r.path === '/ok/satu')!;
    expect(got.payload).toMatchObject({ judul: 'Presensi masuk', jenis: 'presensi', tautan: '/presensi/siswa' });
    const key = (await api.call('GET', '/api/notifikasi/push/kunci', { token: f.waliToken })).body.data.public_key;
    expect(verifyVapid(got.authorization)).toBe(key);
    expect(await ctx.db.$count(notifikasiOutbox)).toBe(0);
    const [sub] = await ctx.db.select().from(pushLangganan).where(eq(pushLangganan.user_id, f.waliId));
    expect(sub!.last_ok).not.toBeNull();
  });

  it.each(['404', '410'])('drops a subscription whose push service answers %s', async (status) => {
    const f = await family();
    const [sub] = await subscribe(f.waliId, `${status}/x`);
    await notifyPresensi(ctx.db, f.siswaId, 'masuk', '06:50:00');
    expect(await drain()).toEqual({ terkirim: 0, gagal: 0, dibuang: 1 });
    expect(await ctx.db.$count(pushLangganan, eq(pushLangganan.id, sub!.id))).toBe(0);
    expect(await ctx.db.$count(notifikasiOutbox)).toBe(0);
    // The inbox keeps it.
    expect(await unread(f.waliToken)).toBe(1);
  });

  it('tries a failing push service again later, a bounded number of times', async () => {
    const f = await family();
    await subscribe(f.waliId, '500/x');
    await notifyPresensi(ctx.db, f.siswaId, 'masuk', '06:50:00');
    expect(await drain()).toEqual({ terkirim: 0, gagal: 1, dibuang: 0 });
    const [row] = await ctx.db.select().from(notifikasiOutbox);
    expect(row!.percobaan).toBe(1);
    // Not due yet: the backoff holds it.
    expect(await drain()).toEqual({ terkirim: 0, gagal: 0, dibuang: 0 });
    for (let i = 1; i < OUTBOX_ATTEMPTS; i++) {
      await ctx.db.update(notifikasiOutbox).set({ coba_at: sql`now()` });
      await drain();
    }
    expect(await ctx.db.$count(notifikasiOutbox)).toBe(0);
  });

  it('two workers at once send each message once', async () => {
    const f = await family();
    for (let i = 0; i < 3; i++) await subscribe(f.waliId, `ok/dua-${i}`);
    for (let i = 0; i < 15; i++) await notifyPresensi(ctx.db, f.siswaId, 'pulang', `14:${String(i).padStart(2, '0')}:00`);
    const before = receiver.received.length;
    const runs = await Promise.all([drain(), drain()]);
    expect(runs.reduce((n, r) => n + r.terkirim, 0)).toBe(45);
    const got = receiver.received.slice(before).map((r) => `${r.path} ${(r.payload as { isi: string }).isi}`);
    expect(new Set(got).size).toBe(45);
    expect(got).toHaveLength(45);
  });

  it('refuses an endpoint outside the browsers’ push services, and removes only one’s own', async () => {
    const f = await family();
    const keys = { p256dh: receiver.subscription('ok').p256dh, auth: receiver.subscription('ok').auth };
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/a',
      'https://10.0.0.1/push',
      'https://fcm.googleapis.com.evil.test/x',
      `https://fcm.googleapis.com/${'a'.repeat(1000)}`,
    ]) {
      expect((await api.call('POST', '/api/notifikasi/push/langganan', { token: f.waliToken, body: { endpoint, keys } })).status).toBe(400);
    }
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';
    expect((await api.call('POST', '/api/notifikasi/push/langganan', { token: f.waliToken, body: { endpoint, keys } })).status).toBe(200);
    expect((await api.call('DELETE', '/api/notifikasi/push/langganan', { token: f.token, body: { endpoint } })).status).toBe(200);
    expect(await ctx.db.$count(pushLangganan, eq(pushLangganan.endpoint, endpoint))).toBe(1);
    expect((await api.call('DELETE', '/api/notifikasi/push/langganan', { token: f.waliToken, body: { endpoint } })).status).toBe(200);
    expect(await ctx.db.$count(pushLangganan, eq(pushLangganan.endpoint, endpoint))).toBe(0);
  });
});

describe('the not-yet-clocked-in alert', () => {
  it('is set by the operator, read by the head, refused to the guardian', async () => {
    const url = '/api/staf/pengaturan/notifikasi-belum-hadir';
    const operator = await signedInStaff(ctx, [STAFF_ROLE.operator]);
    const kepala = await signedInStaff(ctx, [STAFF_ROLE.kepala]);
    const f = await family();
    expect((await api.call('GET', url, { token: operator.token })).body.data).toEqual({ jam: null });
    expect((await api.call('PUT', url, { token: kepala.token, body: { jam: '07:30' } })).status).toBe(403);
    expect((await api.call('PUT', url, { token: f.waliToken, body: { jam: '07:30' } })).status).toBe(403);
    expect((await api.call('PUT', url, { token: operator.token, body: { jam: '7:30' } })).status).toBe(400);
    expect((await api.call('PUT', url, { token: operator.token, body: { jam: '23:00' } })).status).toBe(400);
    expect((await api.call('PUT', url, { token: operator.token, body: { jam: '07:45' } })).status).toBe(200);
    expect((await api.call('GET', url, { token: kepala.token })).body.data).toEqual({ jam: '07:45' });
    expect((await api.call('PUT', url, { token: operator.token, body: { jam: null } })).body.data).toEqual({ jam: null });
  });

  it('is off by default, and once a school day at the school’s time', async () => {
    const f = await family();
    await ctx.db.update(tahunAjaran).set({ is_active: true }).where(eq(tahunAjaran.id, period.tahunAjaran.id));
    // A Monday, 07:40 in Jakarta.
    ctx.clock = new Date('2026-08-03T07:40:00+07:00');
    expect(await kabarBelumHadir(ctx.app)).toBeNull();
    await setJamBelumHadir(ctx.app, null, '07:30');
    const first = await kabarBelumHadir(ctx.app);
    expect(first?.tgl).toBe('2026-08-03');
    expect(first!.jumlah).toBeGreaterThan(0);
    expect((await inbox(f.waliToken)).list[0]).toMatchObject({ jenis: 'belum_hadir', judul: 'Belum presensi masuk' });
    expect(await unread(f.token)).toBe(0);
    // A second run, or a second process, finds the day claimed.
    expect(await kabarBelumHadir(ctx.app)).toBeNull();
    expect(await ctx.db.$count(notifikasi, eq(notifikasi.jenis, 'belum_hadir'))).toBe(first!.jumlah);
    ctx.clock = undefined;
  });
});
