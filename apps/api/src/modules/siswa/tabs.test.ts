import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { withRoleActions } from '../../../test/access.js';
import { countFiles } from '../../../test/fuzz/writes.js';
import { signedInStudent } from '../../../test/http.js';
import { b64 } from '../../../test/images.js';
import { periodFixture, useApiSuite } from '../../../test/suite.js';

const { ctx, api, fx } = useApiSuite(periodFixture);
const student = () => signedInStudent(ctx, fx.period);
type S = Awaited<ReturnType<typeof student>>;

const PDF = b64(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
const beasiswa = {
  tahun: '2025',
  nama: 'Beasiswa Prestasi Kabupaten',
  kategori: 'Anak Berprestasi',
  nama_instansi: 'Pemkab Sleman',
  jenis_instansi: 'Pemerintah Daerah',
  jangka_waktu: 12,
  nominal: '1.500.000',
};
const prestasi = {
  tahun: 2024,
  nama: 'Olimpiade Matematika',
  bidang_lomba: 'Sains',
  nama_penyelenggara: 'Kemenag',
  lomba_tingkat: 'Provinsi',
  peringkat: 'Juara 2',
  file: PDF,
};
const pendidikan = { tahun_belajar: '2019', nama_lembaga: 'TPQ Al-Ikhlas', jenis_lembaga: 'TPQ', frekuensi_belajar: 'Setiap Hari', lokasi_lembaga: 'Sleman' };
const berkas = { tipe: 'Kartu Keluarga', nama: 'KK 2024', keterangan: 'Terbaru', file: PDF };

const table = (s: S, tab: string, body: object = {}) => api.call('POST', `/api/siswa/${tab}/table/${s.siswa.id}`, { token: s.token, body });
const create = (s: S, tab: string, item: object) => api.call('POST', `/api/siswa/${tab}/${s.siswa.id}`, { token: s.token, body: [item] });

describe('student record tabs', () => {
  it.each([
    ['beasiswa', beasiswa],
    ['prestasi', prestasi],
    ['pendidikan', pendidikan],
    ['berkas', berkas],
  ])('%s: create, list with its LogActivity, update, delete', async (tab, item) => {
    const s = await student();
    const created = await create(s, tab, item);
    expect(created.status).toBe(200);
    const listed = await table(s, tab);
    expect(listed.body.data.info.total).toBe(1);
    const row = listed.body.data.list[0];
    expect(row.log_activity).toMatchObject({ aksi: 'create', oleh: s.account.name });
    const changed = await api.call('PUT', `/api/siswa/${tab}/${row.id}`, { token: s.token, body: { ...item, file: undefined } });
    expect(changed.body.message).toBe(MSG.dataUpdated);
    expect((await table(s, tab)).body.data.list[0].log_activity.aksi).toBe('update');
    expect((await api.call('DELETE', `/api/siswa/${tab}/${row.id}`, { token: s.token })).body.message).toBe(MSG.deleted);
    expect((await table(s, tab)).body.data.info.total).toBe(0);
  });

  it('searches, sorts by nama or id and pages', async () => {
    const s = await student();
    for (const nama of ['Beasiswa C', 'Beasiswa A', 'Bantuan B']) await create(s, 'beasiswa', { ...beasiswa, nama });
    const byName = await table(s, 'beasiswa', { sorting: [{ field: 'nama', sort: 'ASC', urutan: 1 }], pagination: { current: 1, pageSize: 2 } });
    expect(byName.body.data.list.map((r: { nama: string }) => r.nama)).toEqual(['Bantuan B', 'Beasiswa A']);
    expect(byName.body.data.info).toEqual({ total: 3, current: 1, pageSize: 2 });
    expect((await table(s, 'beasiswa', { search: 'beasiswa' })).body.data.info.total).toBe(2);
    expect((await table(s, 'beasiswa')).body.data.list[0].nama).toBe('Bantuan B');
    expect((await table(s, 'beasiswa', { sorting: [{ field: 'siswa_id', sort: 'ASC' }] })).status).toBe(400);
  });

  it('keeps a stored file when an update sends none, and serves it by signed link', async () => {
    const s = await student();
    await create(s, 'berkas', berkas);
    const [row] = (await table(s, 'berkas')).body.data.list;
    expect(row.file).toMatch(/\.pdf\?exp=/);
    await api.call('PUT', `/api/siswa/berkas/${row.id}`, { token: s.token, body: { tipe: 'Kartu Keluarga', nama: 'KK lama' } });
    const [after] = (await table(s, 'berkas')).body.data.list;
    expect(after.file.split('?')[0]).toBe(row.file.split('?')[0]);
    const download = await ctx.app.inject({ method: 'GET', url: `${after.main_path}${after.file}` });
    expect(download.headers['content-type']).toBe('application/pdf');
  });

  it('keeps no new file when an update is refused', async () => {
    const s = await student();
    await create(s, 'berkas', berkas);
    const [row] = (await table(s, 'berkas')).body.data.list;
    const files = countFiles(ctx.filesDir);
    // Text PostgreSQL refuses (a NUL character) is found only by the write.
    const res = await api.call('PUT', `/api/siswa/berkas/${row.id}`, { token: s.token, body: { ...berkas, nama: 'a\u0000b' } });
    expect(res.status).toBe(400);
    expect(countFiles(ctx.filesDir)).toBe(files);
    expect((await table(s, 'berkas')).body.data.list[0].file.split('?')[0]).toBe(row.file.split('?')[0]);
  });

  it('applies the spec’s messages', async () => {
    const s = await student();
    const empty = await create(s, 'pendidikan', {});
    expect(empty.body.data.map((d: { field: string }) => d.field)).toEqual([
      '0.tahun_belajar',
      '0.nama_lembaga',
      '0.jenis_lembaga',
      '0.frekuensi_belajar',
      '0.lokasi_lembaga',
    ]);
    expect(empty.body.data.every((d: { message: string }) => d.message === MSG.mustFill)).toBe(true);
    expect((await create(s, 'beasiswa', { ...beasiswa, nominal: 'banyak' })).body.data).toContainEqual({ field: '0.nominal', message: MSG.mustFill });
    expect((await create(s, 'prestasi', { ...prestasi, file: undefined })).body.data).toEqual([{ field: 'file', message: MSG.fileRequired }]);
    expect((await create(s, 'berkas', { ...berkas, file: undefined })).body.message).toBe(MSG.fileRequired);
    const disguised = await create(s, 'berkas', { ...berkas, file: b64(Buffer.from('GIF89a....')) });
    expect(disguised.body.data).toEqual([{ field: 'file', message: MSG.fileTypeJpgPngPdf }]);
    const big = await create(s, 'berkas', { ...berkas, file: b64(Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024)])) });
    expect(big.body.data).toEqual([{ field: 'file', message: MSG.fileTooLarge }]);
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect((await create(s, 'prestasi', { ...prestasi, file: b64(png) })).status).toBe(200);
    expect((await table(s, 'prestasi')).body.data.list[0].file).toMatch(/\.jpg\?exp=/);
  });

  it('refuses another student’s records and ids', async () => {
    const s = await student();
    const other = await student();
    await create(other, 'beasiswa', beasiswa);
    const [row] = (await table(other, 'beasiswa')).body.data.list;
    expect((await api.call('POST', `/api/siswa/beasiswa/table/${other.siswa.id}`, { token: s.token, body: {} })).status).toBe(403);
    expect((await api.call('POST', `/api/siswa/beasiswa/${other.siswa.id}`, { token: s.token, body: [beasiswa] })).status).toBe(403);
    expect((await api.call('PUT', `/api/siswa/beasiswa/${row.id}`, { token: s.token, body: beasiswa })).status).toBe(404);
    expect((await api.call('DELETE', `/api/siswa/beasiswa/${row.id}`, { token: s.token })).status).toBe(404);
    expect((await table(other, 'beasiswa')).body.data.list[0].nama).toBe(beasiswa.nama);
  });

  it('follows the per-tab flags of the access map', async () => {
    const s = await student();
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.siswaAktif,
      (actions) => actions.filter((a) => !['beasiswa_create', 'file_view'].includes(a)),
      async () => {
        expect((await create(s, 'beasiswa', beasiswa)).status).toBe(403);
        expect((await table(s, 'beasiswa')).status).toBe(200);
        expect((await table(s, 'berkas')).status).toBe(403);
        expect((await create(s, 'pendidikan', pendidikan)).status).toBe(200);
      },
    );
  });
});
