import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE, ROLE, type ActionFlag } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { pelanggaran, penghargaan, tatibsiDokumen } from '../../db/schema/index.js';
import { withRoleActions } from '../../../test/access.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';

const ctx = useTestApp();
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;
let token: string;
beforeAll(async () => {
  period = await createPeriod(ctx.db);
  token = (await signedInStudent(ctx, period)).token;
});

/** Runs `body` with the student role's rules-page actions set to `actions`. */
const withActions = (actions: ActionFlag[], body: () => Promise<void>) => withRoleActions(ctx.db, ROLE.siswa, PAGE.tataTertib, () => actions, body);

const award = () => ({ kode: 'PH01', bintang: 3, kriteria: 'Juara lomba tingkat kabupaten', penghargaan: 'Piagam', tahun_ajaran_id: period.tahunAjaran.id });

describe('school rules', () => {
  it('answers nulls without an active PDF, then the newest active one by signed link', async () => {
    expect((await api.call('GET', '/api/tatibsi/dokumen/file', { token })).body.data).toMatchObject({ file: null, nama: null });
    await ctx.app.files.storage.put('tatibsi/2026/01/01/aturan-lama.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    await ctx.db.insert(tatibsiDokumen).values([
      { nama: 'Lama', file: 'tatibsi/2026/01/01/aturan-lama.pdf', is_active: false },
      { nama: 'Tata Tertib 2026', file: 'tatibsi/2026/01/01/aturan-lama.pdf', is_active: true },
    ]);
    const { nama, file, main_path } = (await api.call('GET', '/api/tatibsi/dokumen/file', { token })).body.data;
    expect(nama).toBe('Tata Tertib 2026');
    const served = await ctx.app.inject({ method: 'GET', url: `${main_path}${file}` });
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('lists the violation catalogue with search, sort and paging', async () => {
    await ctx.db.insert(pelanggaran).values([
      { kode: 'P02', aspek: 'Kerapian', pelanggaran: 'Rambut tidak rapi', poin: 5 },
      { kode: 'P01', aspek: 'Kehadiran', pelanggaran: 'Terlambat masuk kelas', poin: 10 },
      { kode: 'P03', aspek: 'Kehadiran', pelanggaran: 'Membolos', poin: 25, sanksi: 'Panggilan orang tua' },
    ]);
    const all = (await api.call('POST', '/api/tatibsi/pelanggaran/table', { token, body: {} })).body.data;
    expect(all.list.map((r: { kode: string }) => r.kode)).toEqual(['P01', 'P02', 'P03']);
    const found = await api.call('POST', '/api/tatibsi/pelanggaran/table', {
      token,
      body: { search: 'kehadiran', sorting: [{ field: 'poin', sort: 'DESC' }], pagination: { current: 1, pageSize: 1 } },
    });
    expect(found.body.data.list.map((r: { kode: string }) => r.kode)).toEqual(['P03']);
    expect(found.body.data.info.total).toBe(2);
  });
});

describe('award criteria', () => {
  it('are read by the year filter and kept with the create, update and delete actions', async () => {
    const other = await createPeriod(ctx.db);
    await ctx.db.insert(penghargaan).values({ ...award(), kode: 'LAIN', tahun_ajaran_id: other.tahunAjaran.id });
    await withActions(['view', 'create', 'update', 'delete'], async () => {
      const created = await api.call('POST', '/api/tatibsi/penghargaan', { token, body: award() });
      expect(created.body.message).toBe(MSG.saved);
      const list = (await api.call('POST', '/api/tatibsi/penghargaan/table', { token, body: { filtering: { tahun_ajaran: period.tahunAjaran.id } } })).body
        .data;
      expect(list.list).toHaveLength(1);
      expect(list.list[0]).toMatchObject({ kode: 'PH01', bintang: 3, log_activity: { aksi: 'create' } });
      const id = created.body.data.id;
      expect((await api.call('PUT', `/api/tatibsi/penghargaan/${id}`, { token, body: { ...award(), bintang: 5 } })).body.message).toBe(MSG.dataUpdated);
      expect((await api.call('DELETE', `/api/tatibsi/penghargaan/${id}`, { token })).body.message).toBe(MSG.deleted);
      expect((await api.call('DELETE', `/api/tatibsi/penghargaan/${id}`, { token })).status).toBe(404);
    });
    expect((await api.call('POST', '/api/tatibsi/penghargaan/table', { token, body: {} })).body.data.info.total).toBe(1);
  });

  it('applies the award form’s messages', async () => {
    await withActions(['view', 'create'], async () => {
      const res = await api.call('POST', '/api/tatibsi/penghargaan', {
        token,
        body: { kode: ' ', bintang: '', kriteria: '', tahun_ajaran_id: period.tahunAjaran.id },
      });
      expect(res.body.data).toEqual([
        { field: 'kode', message: MSG.mustFill },
        { field: 'bintang', message: MSG.mustChoose },
        { field: 'kriteria', message: MSG.mustFill },
      ]);
      expect((await api.call('POST', '/api/tatibsi/penghargaan', { token, body: { ...award(), bintang: 6 } })).body.data).toEqual([
        { field: 'bintang', message: MSG.optionInvalid },
      ]);
      expect((await api.call('POST', '/api/tatibsi/penghargaan', { token, body: { ...award(), tahun_ajaran_id: 999999 } })).body.data).toEqual([
        { field: 'tahun_ajaran_id', message: MSG.optionInvalid },
      ]);
    });
  });

  it('refuse a code another criterion of the same year holds, in any letter case', async () => {
    const other = await createPeriod(ctx.db);
    const [held] = await ctx.db
      .insert(penghargaan)
      .values({ ...award(), kode: 'PH90' })
      .returning();
    await withActions(['view', 'create', 'update'], async () => {
      const taken = await api.call('POST', '/api/tatibsi/penghargaan', { token, body: { ...award(), kode: 'ph90' } });
      expect(taken.status).toBe(400);
      expect(taken.body.data).toEqual([{ field: 'kode', message: MSG.kodeTaken }]);
      // The same code in another year is another criterion; a criterion keeps its own code on update.
      expect(
        (await api.call('POST', '/api/tatibsi/penghargaan', { token, body: { ...award(), kode: 'PH90', tahun_ajaran_id: other.tahunAjaran.id } })).status,
      ).toBe(200);
      expect((await api.call('PUT', `/api/tatibsi/penghargaan/${held!.id}`, { token, body: { ...award(), kode: 'PH90', bintang: 4 } })).status).toBe(200);
    });
    expect(await ctx.db.$count(penghargaan, eq(penghargaan.kode, 'ph90'))).toBe(0);
  });

  it('are read-only with the default student map', async () => {
    const [row] = await ctx.db.insert(penghargaan).values(award()).returning();
    expect((await api.call('POST', '/api/tatibsi/penghargaan', { token, body: award() })).status).toBe(403);
    expect((await api.call('PUT', `/api/tatibsi/penghargaan/${row!.id}`, { token, body: award() })).status).toBe(403);
    expect((await api.call('DELETE', `/api/tatibsi/penghargaan/${row!.id}`, { token })).status).toBe(403);
    expect((await api.call('POST', '/api/tatibsi/penghargaan/table', { token, body: {} })).status).toBe(200);
    await withActions([], async () => {
      expect((await api.call('GET', '/api/tatibsi/dokumen/file', { token })).status).toBe(403);
    });
  });
});
