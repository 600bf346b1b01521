import { beforeAll, describe, expect, it } from 'vitest';
import { rombel, semester, tahunAjaran } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createAlumniAccount, createPeriod, PASSWORD } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';

const ctx = useTestApp();
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;
beforeAll(async () => {
  period = await createPeriod(ctx.db);
});

describe('period lookups', () => {
  it('lists school years newest first and a year’s semesters', async () => {
    const s = await signedInStudent(ctx, period);
    const [older] = await ctx.db.insert(tahunAjaran).values({ thn_awal: 1990, thn_akhir: 1991 }).returning();
    await ctx.db.insert(semester).values([
      { tahun_ajaran_id: older!.id, tipe_semester: 'Genap' },
      { tahun_ajaran_id: older!.id, tipe_semester: 'Ganjil' },
      { tahun_ajaran_id: older!.id, tipe_semester: 'Pendek', is_deleted: true },
    ]);
    const years = (await api.call('GET', '/api/tahun-ajaran/tahun', { token: s.token })).body.data;
    expect(years[0]).toMatchObject({ id: period.tahunAjaran.id, nama: `${period.tahunAjaran.thn_awal}/${period.tahunAjaran.thn_akhir}`, is_active: true });
    expect(years.at(-1)).toMatchObject({ id: older!.id, nama: '1990/1991', is_active: false });
    const semesters = (await api.call('GET', `/api/tahun-ajaran/semester/${older!.id}`, { token: s.token })).body.data;
    expect(semesters.map((x: { tipe_semester: string }) => x.tipe_semester)).toEqual(['Ganjil', 'Genap']);
    expect((await api.call('GET', '/api/tahun-ajaran/tahun')).status).toBe(401);
  });

  it('offers only the class groups of the caller’s own student in that year', async () => {
    const s = await signedInStudent(ctx, period);
    await ctx.db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'Kelas orang lain', tingkatan_kelas: 'X' });
    const url = `/api/rombel/dropdown/${period.tahunAjaran.id}/${period.semester.id}`;
    expect((await api.call('GET', url, { token: s.token })).body.data).toEqual([{ id: period.rombel.id, nama: period.rombel.nama, tingkatan_kelas: 'X' }]);
    // A semester of another year is not this year's.
    const other = await createPeriod(ctx.db);
    expect((await api.call('GET', `/api/rombel/dropdown/${period.tahunAjaran.id}/${other.semester.id}`, { token: s.token })).status).toBe(404);
    expect((await api.call('GET', `/api/rombel/dropdown/${other.tahunAjaran.id}/${other.semester.id}`, { token: s.token })).body.data).toEqual([]);
  });

  it('gives an internal alumnus the class group of their old record, an external one none', async () => {
    const internal = await createAlumniAccount(ctx.db, 'Alumni Internal', { siswaId: (await signedInStudent(ctx, period)).siswa.id });
    const external = await createAlumniAccount(ctx.db, 'Alumni Eksternal');
    const url = `/api/rombel/dropdown/${period.tahunAjaran.id}/${period.semester.id}`;
    const asInternal = await api.call('GET', url, { token: await api.token(internal.account.email, PASSWORD) });
    expect(asInternal.body.data.map((r: { id: number }) => r.id)).toEqual([period.rombel.id]);
    expect((await api.call('GET', url, { token: await api.token(external.account.email, PASSWORD) })).body.data).toEqual([]);
  });

  it('reads only the caller’s own class groups, one by one and as a table', async () => {
    const s = await signedInStudent(ctx, period);
    const other = await createPeriod(ctx.db);
    const own = {
      id: period.rombel.id,
      nama: period.rombel.nama,
      tahun_ajaran_id: period.tahunAjaran.id,
      tahun_ajaran: `${period.tahunAjaran.thn_awal}/${period.tahunAjaran.thn_akhir}`,
    };
    expect((await api.call('GET', '/api/rombel', { token: s.token })).body.data).toEqual([expect.objectContaining(own)]);
    expect((await api.call('GET', `/api/rombel/${period.rombel.id}`, { token: s.token })).body.data).toMatchObject(own);
    // Another class group, which the student never belonged to, is unknown to them.
    const refused = await api.call('GET', `/api/rombel/${other.rombel.id}`, { token: s.token });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain(other.rombel.nama);
    const table = await api.call('POST', '/api/rombel/dropdown', {
      token: s.token,
      body: { search: '', pagination: { current: 1, pageSize: 10 }, sorting: [] },
    });
    expect(table.body.data).toMatchObject({ list: [own], info: { total: 1 } });
    const searched = await api.call('POST', '/api/rombel/dropdown', { token: s.token, body: { search: 'tidak ada kelas begini' } });
    expect(searched.body.data.info.total).toBe(0);
    const external = await createAlumniAccount(ctx.db, 'Alumni Eksternal');
    const asExternal = await api.token(external.account.email, PASSWORD);
    expect((await api.call('GET', '/api/rombel', { token: asExternal })).body.data).toEqual([]);
    expect((await api.call('GET', `/api/rombel/${period.rombel.id}`, { token: asExternal })).status).toBe(404);
  });
});
