import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { activityLog, gtk, rombel } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { signedInStaff } from '../../../test/staff-accounts.js';

const ctx = useTestApp();
const api = client(ctx);
let operator: string;
let period: Awaited<ReturnType<typeof createPeriod>>;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  operator = (await signedInStaff(ctx, [STAFF_ROLE.operator])).token;
});

const post = (url: string, body: unknown) => api.call('POST', url, { token: operator, body });
const put = (url: string, body: unknown) => api.call('PUT', url, { token: operator, body });
const del = (url: string) => api.call('DELETE', url, { token: operator });
const table = async (body: unknown) => (await post('/api/staf/gtk/table', body)).body.data;

const guru = (extra: Record<string, unknown> = {}) => ({
  nama_lengkap: 'Ahmad Fauzi',
  gelar_depan: 'Drs.',
  gelar_belakang: 'M.Pd.',
  jenis_kelamin: 'Laki-Laki',
  nip: '198001012005011001',
  nuptk: '1234567890123456',
  email: 'ahmad.fauzi@madrasah.test',
  no_telp: '081234567890',
  jenis_ptk: 'Guru Mapel',
  is_active: true,
  ...extra,
});

async function lastActivity() {
  const [row] = await ctx.db.select().from(activityLog).where(eq(activityLog.entity, 'gtk')).orderBy(desc(activityLog.id)).limit(1);
  return row;
}

describe('the GTK list', () => {
  it('adds a GTK and finds them by name or number, with their titles', async () => {
    const res = await post('/api/staf/gtk', guru());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await post('/api/staf/gtk', guru({ nama_lengkap: 'Siti Rahma', gelar_depan: '', gelar_belakang: 'S.Pd.', nip: '', nuptk: null, email: '', no_telp: '' }));
    const found = await table({ search: '1980010120' });
    expect(found.list).toEqual([
      expect.objectContaining({ id: res.body.data.id, nama: 'Drs. Ahmad Fauzi, M.Pd.', nip: '198001012005011001', is_active: true, dipakai: false, rownum: 1 }),
    ]);
    expect((await table({ search: 'siti' })).list[0]).toMatchObject({ nama: 'Siti Rahma, S.Pd.', nip: null, nuptk: null, email: null, gelar_depan: null });
    expect(await lastActivity()).toMatchObject({ action: 'create', detail: { before: null, after: { nama_lengkap: 'Siti Rahma' } } });
  });

  it('refuses wrong numbers, addresses and names with the field’s message', async () => {
    for (const [field, value, message] of [
      ['nip', '19800101200501100', MSG.digitCount(18)],
      ['nuptk', '12345678901234ab', MSG.digitsOnly],
      ['email', 'bukan-email', MSG.emailInvalid('bukan-email')],
      ['no_telp', '12345', MSG.phoneInvalid('12345')],
      ['nama_lengkap', 'Guru 2', MSG.lettersOnly],
      ['nama_lengkap', '', MSG.mustFill],
      ['jenis_kelamin', 'L', MSG.optionInvalid],
    ] as const) {
      const res = await post('/api/staf/gtk', guru({ nip: null, nuptk: null, [field]: value }));
      expect(res.status, `${field} ${value}`).toBe(400);
      expect(res.body.data).toEqual([{ field, message }]);
    }
  });

  it('refuses a NIP or NUPTK another GTK holds, on its field, and changes nothing', async () => {
    const before = (await table({})).info.total;
    const nip = await post('/api/staf/gtk', guru({ nama_lengkap: 'Orang Lain', nuptk: null }));
    expect(nip).toMatchObject({ status: 409, body: { message: MSG.nipTaken, data: [{ field: 'nip', message: MSG.nipTaken }] } });
    const nuptk = await post('/api/staf/gtk', guru({ nama_lengkap: 'Orang Lain', nip: null }));
    expect(nuptk).toMatchObject({ status: 409, body: { message: MSG.nuptkTaken, data: [{ field: 'nuptk' }] } });
    expect((await table({})).info.total).toBe(before);
    // Without numbers, any number of GTK.
    expect((await post('/api/staf/gtk', guru({ nama_lengkap: 'Tanpa Nomor', nip: null, nuptk: null }))).status).toBe(200);
    expect((await post('/api/staf/gtk', guru({ nama_lengkap: 'Tanpa Nomor Dua', nip: '', nuptk: '' }))).status).toBe(200);
  });

  it('saves a change, keeping its own numbers, and deactivates through the form', async () => {
    const [row] = (await table({ search: 'Ahmad Fauzi' })).list;
    const res = await put(`/api/staf/gtk/${row.id}`, guru({ gelar_belakang: 'S.Pd., M.Pd.', is_active: false }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await table({ filtering: { status: 'Nonaktif' } })).list.map((r: { id: number }) => r.id)).toEqual([row.id]);
    expect(await lastActivity()).toMatchObject({
      action: 'update',
      detail: { before: { is_active: true }, after: { is_active: false, gelar_belakang: 'S.Pd., M.Pd.' } },
    });
    expect((await put('/api/staf/gtk/2147483647', guru({ nip: null, nuptk: null }))).status).toBe(404);
  });

  it('deletes a GTK nothing names, and deactivates one a class group names', async () => {
    const free = (await post('/api/staf/gtk', guru({ nama_lengkap: 'Guru Tamu', nip: null, nuptk: null }))).body.data.id;
    const removed = await del(`/api/staf/gtk/${free}`);
    expect(removed).toMatchObject({ status: 200, body: { message: MSG.deleted, data: { dihapus: true } } });
    expect(await ctx.db.select().from(gtk).where(eq(gtk.id, free))).toEqual([]);
    expect(await lastActivity()).toMatchObject({ action: 'delete', entity_id: free, detail: { after: null } });

    const named = (await post('/api/staf/gtk', guru({ nama_lengkap: 'Wali Kelas', nip: null, nuptk: null }))).body.data.id;
    await ctx.db.update(rombel).set({ wali_gtk_id: named }).where(eq(rombel.id, period.rombel.id));
    expect((await table({ search: 'Wali Kelas' })).list[0].dipakai).toBe(true);
    const kept = await del(`/api/staf/gtk/${named}`);
    expect(kept).toMatchObject({ status: 200, body: { message: MSG.gtkDeactivated, data: { dihapus: false } } });
    const [row] = await ctx.db.select().from(gtk).where(eq(gtk.id, named));
    expect(row!.is_active).toBe(false);
    expect(await lastActivity()).toMatchObject({ action: 'update', entity_id: named, detail: { before: { is_active: true }, after: { is_active: false } } });

    expect((await del('/api/staf/gtk/2147483647')).status).toBe(404);
  });

  it('is read by the head, who changes nothing', async () => {
    const { token } = await signedInStaff(ctx, [STAFF_ROLE.kepala]);
    expect((await api.call('POST', '/api/staf/gtk/table', { token, body: {} })).status).toBe(200);
    expect((await api.call('POST', '/api/staf/gtk', { token, body: guru({ nip: null, nuptk: null }) })).status).toBe(403);
  });
});
