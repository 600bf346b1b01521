import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { bkDokumen, gtk, hasilTesSiswa, mediaInformasi, tatibsiDokumen } from '../../db/schema/index.js';
import { withRoleActions } from '../../../test/access.js';
import { createAlumniAccount, PASSWORD } from '../../../test/factories.js';
import { historyFixture } from '../../../test/http.js';
import { useApiSuite } from '../../../test/suite.js';

const { ctx, api, fx } = useApiSuite(historyFixture);
type Period = typeof fx.thisYear;
const DOC = 'hasil-tes/2026/09/07/laporan-minat-bakat.pdf';
const ids = {} as Record<'minat' | 'gaya' | 'lama' | 'others', number>;

const header = (siswaId: number, rombelId: number, token = fx.own.token) =>
  api.call('GET', `/api/bk/hasil-tes-siswa/table-header/${siswaId}/${rombelId}`, { token });
const riwayat = (body: object, siswaId = fx.own.siswa.id, token = fx.own.token) =>
  api.call('POST', `/api/bk/hasil-tes-siswa/table-riwayat/${siswaId}`, { token, body });
const item = (id: number, token = fx.own.token) => api.call('GET', `/api/bk/hasil-tes-siswa/${id}`, { token });
const kategori = (res: { body: { data: { list: { kategori_tes: string }[] } } }) => res.body.data.list.map((r) => r.kategori_tes);

beforeAll(async () => {
  const [guru] = await ctx.db.insert(gtk).values({ nama_lengkap: 'Nur Hidayati', gelar_depan: 'Dra.', gelar_belakang: 'M.Pd.' }).returning();
  await ctx.app.files.storage.put(DOC, Buffer.from('%PDF-1.4\n%%EOF\n'));
  const tes = (s: { id: number }, p: Period, tgl: string, kategori_tes: string, extra: object = {}) => ({
    siswa_id: s.id,
    rombel_id: p.rombel.id,
    tahun_ajaran_id: p.tahunAjaran.id,
    tgl,
    kategori_tes,
    keterangan: `Keterangan ${kategori_tes}`,
    ...extra,
  });
  const rows = await ctx.db
    .insert(hasilTesSiswa)
    .values([
      tes(fx.own.siswa, fx.thisYear, '2026-09-07', 'Tes Minat dan Bakat', { dokumen: DOC, hasil: 'Minat sains', penguji_gtk_id: guru!.id }),
      tes(fx.own.siswa, fx.thisYear, '2026-08-10', 'Tes Gaya Belajar'),
      tes(fx.own.siswa, fx.lastYear, '2025-10-01', 'Angket Kebutuhan Peserta Didik'),
      tes(fx.other.siswa, fx.thisYear, '2026-08-11', 'Tes Kepribadian'),
    ])
    .returning();
  [ids.minat, ids.gaya, ids.lama, ids.others] = rows.map((r) => r.id) as [number, number, number, number];
});

describe('GET bk/dokumen', () => {
  it('answers nulls without an active profile, then the newest active one by signed link; the rules PDF is another document', async () => {
    expect((await api.call('GET', '/api/bk/dokumen', { token: fx.own.token })).body.data).toMatchObject({ nama: null, file: null });
    const key = 'bk/2026/07/01/profil-bk.pdf';
    await ctx.app.files.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'));
    await ctx.db.insert(bkDokumen).values([
      { nama: 'Profil BK lama', file: key, is_active: true },
      { nama: 'Profil BK 2026', file: key, is_active: true },
      { nama: 'Draf', file: key, is_active: false },
    ]);
    await ctx.db.insert(tatibsiDokumen).values({ nama: 'Tata Tertib', file: key, is_active: true });
    const { nama, file, main_path } = (await api.call('GET', '/api/bk/dokumen', { token: fx.own.token })).body.data;
    expect(nama).toBe('Profil BK 2026');
    const served = await ctx.app.inject({ method: 'GET', url: `${main_path}${file}` });
    expect(served.headers['content-type']).toBe('application/pdf');
    expect((await api.call('GET', '/api/tatibsi/dokumen/file', { token: fx.own.token })).body.data.nama).toBe('Tata Tertib');
  });
});

describe('hasil tes', () => {
  it('heads a class group of the student, and refuses another student (403) or a class group never joined (404)', async () => {
    expect((await header(fx.own.siswa.id, fx.thisYear.rombel.id)).body.data).toEqual({
      nisn: fx.own.siswa.nisn,
      nama: fx.own.siswa.nama,
      jenis_kelamin: 'Laki-Laki',
      rombel_nama: fx.thisYear.rombel.nama,
    });
    expect((await header(fx.own.siswa.id, fx.lastYear.rombel.id)).body.data.rombel_nama).toBe(fx.lastYear.rombel.nama);
    const foreign = await header(fx.other.siswa.id, fx.thisYear.rombel.id);
    expect(foreign.status).toBe(403);
    expect(foreign.body.data).toBeUndefined();
    expect((await header(fx.own.siswa.id, fx.strangerRombelId)).status).toBe(404);
  });

  it('lists the own results newest first, filtered, searched and sorted, documentation by signed link', async () => {
    const all = await riwayat({});
    expect(all.status).toBe(200);
    expect(kategori(all)).toEqual(['Tes Minat dan Bakat', 'Tes Gaya Belajar', 'Angket Kebutuhan Peserta Didik']);
    expect(all.body.data.list[0]).toMatchObject({
      id: ids.minat,
      rownum: 1,
      rombel_id: fx.thisYear.rombel.id,
      tgl: '2026-09-07',
      keterangan: 'Keterangan Tes Minat dan Bakat',
    });
    const served = await ctx.app.inject({ method: 'GET', url: `${all.body.data.list[0].main_path}${all.body.data.list[0].dokumen}` });
    expect(served.statusCode).toBe(200);
    expect(all.body.data.list[1].dokumen).toBeNull();

    expect(kategori(await riwayat({ filtering: { rombel_id: fx.lastYear.rombel.id } }))).toEqual(['Angket Kebutuhan Peserta Didik']);
    expect(kategori(await riwayat({ filtering: { tahun_ajaran_id: fx.thisYear.tahunAjaran.id } }))).toEqual(['Tes Minat dan Bakat', 'Tes Gaya Belajar']);
    expect(kategori(await riwayat({ search: 'gaya' }))).toEqual(['Tes Gaya Belajar']);
    expect(kategori(await riwayat({ sorting: [{ field: 'kategori_tes', sort: 'ASC' }] }))).toEqual([
      'Angket Kebutuhan Peserta Didik',
      'Tes Gaya Belajar',
      'Tes Minat dan Bakat',
    ]);
    const paged = (await riwayat({ pagination: { current: 2, pageSize: 2 } })).body.data;
    expect(paged.list.map((r: { rownum: number }) => r.rownum)).toEqual([3]);
    expect(paged.info.total).toBe(3);
  });

  it("refuses another student's list (403, no data)", async () => {
    const res = await riwayat({}, fx.other.siswa.id);
    expect(res.status).toBe(403);
    expect(res.body.data).toBeUndefined();
  });

  it("gives one result in full, and another student's result as not found", async () => {
    const res = await item(ids.minat);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: ids.minat,
      rombel_id: fx.thisYear.rombel.id,
      rombel_nama: fx.thisYear.rombel.nama,
      siswa_nama: fx.own.siswa.nama,
      nisn: fx.own.siswa.nisn,
      tahun_ajaran: `${fx.thisYear.tahunAjaran.thn_awal}/${fx.thisYear.tahunAjaran.thn_akhir}`,
      kategori_tes: 'Tes Minat dan Bakat',
      hasil: 'Minat sains',
      penguji: 'Dra. Nur Hidayati, M.Pd.',
    });
    expect(res.body.data.dokumen).toMatch(/^hasil-tes\/.+\.pdf\?exp=/);
    expect((await item(ids.gaya)).body.data).toMatchObject({ penguji: null, hasil: null, dokumen: null });
    const foreign = await item(ids.others);
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toBeUndefined();
    expect((await item(999_999)).status).toBe(404);
  });

  it("lets the guardian read the ward's results, and refuses without the detail action or the page", async () => {
    expect(kategori(await riwayat({}, fx.own.siswa.id, fx.waliToken))).toHaveLength(3);
    expect((await item(ids.minat, fx.waliToken)).status).toBe(200);
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.hasilTes,
      (a) => a.filter((x) => x !== 'detail'),
      async () => {
        expect((await riwayat({})).status).toBe(403);
        expect((await item(ids.minat)).status).toBe(403);
      },
    );
    const { account } = await createAlumniAccount(ctx.db);
    const alumniToken = await api.token(account.email, PASSWORD);
    expect((await riwayat({}, fx.own.siswa.id, alumniToken)).status).toBe(403);
  });
});

describe('POST bk/media-informasi/table', () => {
  it('lists one gallery, searched on the name, with signed images, up to 1000 a page', async () => {
    const key = 'media/2026/07/01/poster.jpg';
    await ctx.app.files.storage.put(
      key,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2b6cb0' } })
        .jpeg()
        .toBuffer(),
    );
    await ctx.db.insert(mediaInformasi).values([
      { tipe: 'Leater', nama: 'Stop Perundungan', file: key },
      { tipe: 'PTN', nama: 'SNBP', file: key, link: 'https://snpmb.id' },
      { tipe: 'PTN', nama: 'SNBT', file: key, link: '#' },
      { tipe: 'Kedinasan', nama: 'PKN STAN', file: null, link: 'https://pknstan.ac.id' },
    ]);
    const call = (body: object) => api.call('POST', '/api/bk/media-informasi/table', { token: fx.own.token, body });
    const ptn = await call({ filtering: { tipe: 'PTN' }, pagination: { current: 1, pageSize: 1000 } });
    expect(ptn.status).toBe(200);
    expect(ptn.body.data.info).toEqual({ total: 2, current: 1, pageSize: 1000 });
    expect(ptn.body.data.list.map((m: { nama: string; link: string }) => [m.nama, m.link])).toEqual([
      ['SNBT', '#'],
      ['SNBP', 'https://snpmb.id'],
    ]);
    const image = await ctx.app.inject({ method: 'GET', url: `${ptn.body.data.list[0].main_path}${ptn.body.data.list[0].file}` });
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await call({ filtering: { tipe: 'PTN' }, search: 'snbp' })).body.data.list.map((m: { nama: string }) => m.nama)).toEqual(['SNBP']);
    expect((await call({ filtering: { tipe: 'Kedinasan' } })).body.data.list[0]).toMatchObject({ nama: 'PKN STAN', file: null, tipe: 'Kedinasan' });

    const noTipe = await call({});
    expect(noTipe.status).toBe(400);
    expect((await call({ filtering: { tipe: 'Poster' } })).status).toBe(400);
    const { account } = await createAlumniAccount(ctx.db);
    expect(
      (await api.call('POST', '/api/bk/media-informasi/table', { token: await api.token(account.email, PASSWORD), body: { filtering: { tipe: 'PTN' } } }))
        .status,
    ).toBe(403);
  });
});
