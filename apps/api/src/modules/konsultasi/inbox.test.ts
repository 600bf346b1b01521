import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { activityLog, gtk, konsultasi, konsultasiTopik, rombel } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';
import { signedInStaff } from '../../../test/staff-accounts.js';

const ctx = useTestApp();
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;
let topikId: number;
let student: Awaited<ReturnType<typeof signedInStudent>>;
const token = { bk: '', bk2: '', kepala: '', wali: '' };

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  const [guru, guru2] = await ctx.db
    .insert(gtk)
    .values([
      { nama_lengkap: 'Nur Hidayati', gelar_depan: 'Dra.', gelar_belakang: 'M.Pd.', no_telp: '0812-2765-4321' },
      { nama_lengkap: 'Ahmad Fauzan', gelar_belakang: 'S.Psi.', no_telp: '0813-1111-2222' },
    ])
    .returning();
  await ctx.db.update(rombel).set({ guru_bk_gtk_id: guru!.id }).where(eq(rombel.id, period.rombel.id));
  const [t] = await ctx.db.insert(konsultasiTopik).values({ nama: 'Mengelola emosi', bidang: 'Pribadi' }).returning();
  topikId = t!.id;
  student = await signedInStudent(ctx, period);
  token.bk = (await signedInStaff(ctx, [STAFF_ROLE.guruBk], { gtkId: guru!.id })).token;
  token.bk2 = (await signedInStaff(ctx, [STAFF_ROLE.guruBk], { gtkId: guru2!.id })).token;
  token.kepala = (await signedInStaff(ctx, [STAFF_ROLE.kepala])).token;
  token.wali = (await signedInStaff(ctx, [STAFF_ROLE.waliKelas])).token;
});

/** A consultation the student writes and, unless `draft`, sends to the class group's counsellor in the portal. */
async function asked(uraian: string, opts: { draft?: boolean } = {}): Promise<number> {
  const created = await api.call('POST', '/api/konsultasi/eksternal', { token: student.token, body: { tgl: '2026-11-20', topik_id: topikId, uraian } });
  expect(created.status, created.body.message).toBe(200);
  const id = created.body.data.id as number;
  if (!opts.draft) expect((await api.call('PUT', `/api/konsultasi/eksternal/terkirim/${id}`, { token: student.token })).status).toBe(200);
  return id;
}

const inbox = async (t: string, body: object = {}) => {
  const res = await api.call('POST', '/api/staf/konsultasi/table', { token: t, body: { pagination: { current: 1, pageSize: 100 }, ...body } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data as { list: { id: number; dibaca: boolean; status: string }[]; info: { total: number } };
};
const open = (t: string, id: number) => api.call('GET', `/api/staf/konsultasi/${id}`, { token: t });
const baca = (t: string, id: number) => api.call('POST', `/api/staf/konsultasi/${id}/baca`, { token: t });
const reply = (t: string, id: number, tanggapan: unknown) => api.call('POST', `/api/staf/konsultasi/${id}/tanggapan`, { token: t, body: { tanggapan } });
const close = (t: string, id: number) => api.call('POST', `/api/staf/konsultasi/${id}/selesai`, { token: t });
const stored = async (id: number) => (await ctx.db.select().from(konsultasi).where(eq(konsultasi.id, id)))[0]!;
const portalDetail = async (id: number) => (await api.call('GET', `/api/konsultasi/${id}`, { token: student.token })).body.data;

describe('the inbox', () => {
  it('lists what students sent, unread first, never a draft; opening marks it read once', async () => {
    const older = await asked('Pertama');
    const newer = await asked('Kedua');
    const draft = await asked('Masih draft', { draft: true });
    let list = (await inbox(token.bk)).list;
    expect(list.map((r) => r.id)).not.toContain(draft);
    expect(list.slice(0, 2).map((r) => r.id)).toEqual([newer, older]);
    expect(list.every((r) => !r.dibaca)).toBe(true);

    const detail = await open(token.bk, older);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: older, siswa_id: student.siswa.id, status: 'Terkirim', guru_bk: 'Dra. Nur Hidayati, M.Pd.', dibaca: false });
    expect(detail.body.data.wa_link).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(detail.body.data.wa_link)).toContain('Pertama');
    expect((await baca(token.bk, older)).status).toBe(200);
    const readAt = (await stored(older)).dibaca_at;
    expect(readAt).not.toBeNull();
    expect((await baca(token.bk2, older)).status).toBe(200);
    expect((await stored(older)).dibaca_at).toEqual(readAt);
    list = (await inbox(token.bk)).list;
    // The unread one comes first even though it is older... here the newer one is the unread one.
    expect(list[0]).toMatchObject({ id: newer, dibaca: false });
    expect(list.find((r) => r.id === older)).toMatchObject({ dibaca: true });
    expect((await inbox(token.bk, { filtering: { belum_dibaca: true } })).list.map((r) => r.id)).not.toContain(older);
    // Unread first whatever the sort: oldest first still puts the unread newer one on top.
    expect((await inbox(token.bk, { sorting: [{ field: 'terkirim_at', sort: 'ASC' }] })).list[0]!.id).toBe(newer);

    // Every counsellor sees the inbox; 'untuk saya' keeps the ones sent to the caller.
    expect((await inbox(token.bk2)).list.map((r) => r.id)).toContain(older);
    expect((await inbox(token.bk2, { filtering: { untuk_saya: true } })).list).toEqual([]);
    expect((await inbox(token.bk, { filtering: { untuk_saya: true } })).list.map((r) => r.id)).toContain(older);

    // One taken up or closed before the inbox kept a marker counts as read, and opening it logs nothing.
    const answered = await asked('Dijawab di luar portal');
    await ctx.db.update(konsultasi).set({ status: 'Selesai' }).where(eq(konsultasi.id, answered));
    expect((await inbox(token.bk)).list.find((r) => r.id === answered)).toMatchObject({ dibaca: true });
    expect((await inbox(token.bk, { filtering: { belum_dibaca: true } })).list.map((r) => r.id)).not.toContain(answered);
    expect((await baca(token.bk, answered)).status).toBe(200);
    expect((await stored(answered)).dibaca_at).toBeNull();

    expect((await open(token.bk, draft)).status).toBe(404);
    expect((await baca(token.bk, draft)).status).toBe(404);
    expect((await stored(draft)).dibaca_at).toBeNull();
  });

  it('lets the head read but not act, and keeps other staff out', async () => {
    const id = await asked('Kepala membaca');
    expect((await inbox(token.kepala)).list.map((r) => r.id)).toContain(id);
    expect((await open(token.kepala, id)).status).toBe(200);
    for (const call of [() => baca(token.kepala, id), () => reply(token.kepala, id, 'Tidak boleh'), () => close(token.kepala, id)]) {
      expect((await call()).status).toBe(403);
    }
    expect(await stored(id)).toMatchObject({ status: 'Terkirim', dibaca_at: null, tanggapan: null });
    expect((await api.call('POST', '/api/staf/konsultasi/table', { token: token.wali, body: {} })).status).toBe(403);
  });
});

describe('the reply and the close', () => {
  it('replies (Diproses, today’s date), which the student reads in Detail Konseling; closes (Selesai); audited', async () => {
    ctx.clock = new Date('2026-11-21T18:30:00Z'); // 22 November in Jakarta
    try {
      const id = await asked('Saya cemas menjelang ujian');
      const res = await reply(token.bk, id, '  Mari bertemu di ruang BK hari Senin.  ');
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.message).toBe(MSG.konsultasiReplied);
      expect(res.body.data).toMatchObject({ status: 'Diproses', tanggapan: 'Mari bertemu di ruang BK hari Senin.', tgl_tanggapan: '2026-11-22', dibaca: true });
      expect(await portalDetail(id)).toMatchObject({ status: 'Diproses', tanggapan: 'Mari bertemu di ruang BK hari Senin.', tgl_tanggapan: '2026-11-22' });
      // A second reply replaces the first while it is not closed.
      expect((await reply(token.bk2, id, 'Jadwal diganti hari Selasa.')).status).toBe(200);

      const closed = await close(token.bk, id);
      expect(closed.status).toBe(200);
      expect(closed.body.data).toMatchObject({ status: 'Selesai', tanggapan: 'Jadwal diganti hari Selasa.' });
      expect(await portalDetail(id)).toMatchObject({ status: 'Selesai', tanggapan: 'Jadwal diganti hari Selasa.' });
      const entries = await ctx.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.entity, 'konsultasi'), eq(activityLog.entity_id, id)));
      expect(entries.map((e) => e.action)).toEqual(['create', 'status', 'update', 'update', 'status']);
      expect(entries.at(-1)!.detail).toEqual({ before: { status: 'Diproses' }, after: { status: 'Selesai' } });
    } finally {
      ctx.clock = undefined;
    }
  });

  it('refuses a closed one, a draft and bad input, writing nothing', async () => {
    const id = await asked('Sudah selesai');
    expect((await close(token.bk, id)).status).toBe(200);
    const before = await stored(id);
    for (const call of [() => reply(token.bk, id, 'Terlambat'), () => close(token.bk, id)]) {
      const res = await call();
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MSG.konsultasiClosed);
    }
    expect(await stored(id)).toEqual(before);

    const draft = await asked('Draft', { draft: true });
    expect((await reply(token.bk, draft, 'Halo')).status).toBe(404);
    expect((await close(token.bk, draft)).status).toBe(404);
    expect((await stored(draft)).status).toBe('Draft');

    const open = await asked('Belum dijawab');
    for (const [tanggapan, message] of [
      [undefined, MSG.konsultasiTanggapanRequired],
      ['   ', MSG.konsultasiTanggapanRequired],
      ['x'.repeat(2001), MSG.maxChars(2000)],
    ] as const) {
      const res = await reply(token.bk, open, tanggapan);
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([{ field: 'tanggapan', message }]);
    }
    expect(await stored(open)).toMatchObject({ status: 'Terkirim', tanggapan: null });
    const badFilter = await api.call('POST', '/api/staf/konsultasi/table', { token: token.bk, body: { filtering: { status: 'Draft' } } });
    expect(badFilter.status).toBe(400);
  });

  it('of a reply and a close at once, the reply either lands first or is refused', async () => {
    const id = await asked('Bersamaan');
    const [r, c] = await Promise.all([reply(token.bk, id, 'Balasan'), close(token.bk2, id)]);
    expect(c.status).toBe(200);
    expect([200, 409]).toContain(r.status);
    expect((await stored(id)).status).toBe('Selesai');
  });
});
