import { beforeAll, describe, expect, it } from 'vitest';
import { ensureRegions } from '../../db/seed/regions.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { client } from '../../../test/http.js';

const ctx = useTestApp();
const api = client(ctx);
let token: string;

beforeAll(async () => {
  await ensureRegions(ctx.db);
  const { account } = await createStudentAccount(ctx.db, await createPeriod(ctx.db));
  token = await api.token(account.email, PASSWORD);
}, 60_000);

const search = (search: string, pagination?: object) => api.call('POST', '/api/region', { token, body: { search, pagination } });

describe('POST region', () => {
  it('finds a kecamatan by its regency’s name, in any letter case, ten to a page', async () => {
    const res = await search('SLEMAN');
    expect(res.status).toBe(200);
    expect(res.body.data.info).toEqual({ total: 17, current: 1, pageSize: 10 });
    expect(res.body.data.list).toHaveLength(10);
    expect(res.body.data.list).toContainEqual({
      kecamatan_id: '34.04.01',
      kecamatan_nama: 'Gamping',
      kabkot_id: '34.04',
      kabkot_nama: 'Kabupaten Sleman',
      provinsi_id: '34',
      provinsi_nama: 'Daerah Istimewa Yogyakarta',
    });
    const page2 = await search('sleman', { current: 2, pageSize: 10 });
    expect(page2.body.data.list).toHaveLength(7);
  });

  it('finds by the kecamatan’s own name and by the province, and narrows by every word', async () => {
    expect((await search('gamping')).body.data.list.map((r: { kecamatan_nama: string }) => r.kecamatan_nama)).toContain('Gamping');
    const province = await search('yogyakarta');
    expect(province.body.data.info.total).toBe(78);
    const both = await search('depok sleman');
    expect(both.body.data.list.map((r: { kecamatan_id: string }) => r.kecamatan_id)).toEqual(['34.04.07']);
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await search('%')).body.data.info.total).toBe(0);
    expect((await search('_')).body.data.info.total).toBe(0);
  });

  it('holds the whole country: every province is reachable', async () => {
    for (const name of ['aceh', 'papua barat daya', 'dki jakarta', 'kalimantan utara']) {
      expect((await search(name)).body.data.info.total).toBeGreaterThan(0);
    }
  });

  it('needs a session', async () => {
    expect((await api.call('POST', '/api/region', { body: { search: 'sleman' } })).status).toBe(401);
  });
});

describe('POST region/{kecamatan_id}', () => {
  it('lists the villages of a kecamatan, thirty to a page', async () => {
    const res = await api.call('POST', '/api/region/34.04.01', { token, body: { pagination: { current: 1, pageSize: 30 } } });
    expect(res.body.data.info).toEqual({ total: 5, current: 1, pageSize: 30 });
    expect(res.body.data.list.map((v: { nama: string }) => v.nama)).toEqual(['Ambarketawang', 'Balecatur', 'Banyuraden', 'Nogotirto', 'Trihanggo']);
    const big = await api.call('POST', '/api/region/32.01.01', { token, body: {} });
    expect(big.body.data.info.pageSize).toBe(30);
  });

  it('answers an unknown kecamatan with an empty list and a malformed code with 400', async () => {
    expect((await api.call('POST', '/api/region/99.99.99', { token, body: {} })).body.data.info.total).toBe(0);
    expect((await api.call('POST', '/api/region/1%3B%20DROP', { token, body: {} })).status).toBe(400);
  });
});
