import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { pelanggaran, pelanggaranSiswa, penghargaan, penghargaanSiswa } from '../../db/schema/index.js';
import { withRoleActions } from '../../../test/access.js';
import { createAlumniAccount, createStudentAccount, PASSWORD } from '../../../test/factories.js';
import { historyFixture } from '../../../test/http.js';
import { useApiSuite } from '../../../test/suite.js';

const { ctx, api, fx } = useApiSuite(historyFixture);
type Period = typeof fx.thisYear;
const DOC = 'pelanggaran/2026/08/01/berita-acara-1.pdf';
// Criteria of this year, by code, for the delete tests.
const criteria: Record<string, number> = {};

const header = (kind: 'pelanggaran' | 'penghargaan', siswaId: number, rombelId: number, token = fx.own.token) =>
  api.call('GET', `/api/${kind}-siswa/table-header/${siswaId}/${rombelId}`, { token });
const riwayat = (kind: 'pelanggaran' | 'penghargaan', body: object, siswaId = fx.own.siswa.id, token = fx.own.token) =>
  api.call('POST', `/api/${kind}-siswa/table-riwayat/${siswaId}`, { token, body });
const codes = (res: { body: { data: { list: { kode: string }[] } } }) => res.body.data.list.map((r) => r.kode);

beforeAll(async () => {
  const [p5, p25, p10] = await ctx.db
    .insert(pelanggaran)
    .values([
      { kode: 'P01', aspek: 'Kedisiplinan', pelanggaran: 'Terlambat datang', poin: 5 },
      { kode: 'P02', aspek: 'Kesopanan', pelanggaran: 'Berkata tidak sopan kepada guru', poin: 25 },
      { kode: 'P03', aspek: 'Kedisiplinan', pelanggaran: 'Membolos', poin: 10 },
    ])
    .returning();
  await ctx.app.files.storage.put(DOC, Buffer.from('%PDF-1.4\n%%EOF\n'));
  const violation = (s: { id: number }, p: Period, pelanggaranId: number, tgl: string, file: string | null = null) => ({
    siswa_id: s.id,
    rombel_id: p.rombel.id,
    tahun_ajaran_id: p.tahunAjaran.id,
    pelanggaran_id: pelanggaranId,
    tgl,
    file,
  });
  await ctx.db
    .insert(pelanggaranSiswa)
    .values([
      violation(fx.own.siswa, fx.thisYear, p5!.id, '2026-08-01', DOC),
      violation(fx.own.siswa, fx.thisYear, p25!.id, '2026-09-15'),
      violation(fx.own.siswa, fx.thisYear, p10!.id, '2026-07-20'),
      violation(fx.own.siswa, fx.lastYear, p5!.id, '2025-10-01'),
      violation(fx.other.siswa, fx.thisYear, p25!.id, '2026-08-02'),
    ]);

  const [k3, k5, kLast, kNone] = await ctx.db
    .insert(penghargaan)
    .values([
      { tahun_ajaran_id: fx.thisYear.tahunAjaran.id, kode: 'PH01', bintang: 3, kriteria: 'Juara lomba tingkat kabupaten' },
      { tahun_ajaran_id: fx.thisYear.tahunAjaran.id, kode: 'PH02', bintang: 5, kriteria: 'Juara lomba tingkat nasional' },
      { tahun_ajaran_id: fx.lastYear.tahunAjaran.id, kode: 'PH09', bintang: 2, kriteria: 'Petugas upacara' },
      { tahun_ajaran_id: fx.thisYear.tahunAjaran.id, kode: 'PH03', bintang: 1, kriteria: 'Belum pernah diberikan' },
    ])
    .returning();
  Object.assign(criteria, { awarded: k3!.id, unawarded: kNone!.id });
  const award = (s: { id: number }, p: Period, penghargaanId: number, tgl: string, keterangan: string | null) => ({
    siswa_id: s.id,
    rombel_id: p.rombel.id,
    tahun_ajaran_id: p.tahunAjaran.id,
    penghargaan_id: penghargaanId,
    tgl,
    keterangan,
  });
  await ctx.db
    .insert(penghargaanSiswa)
    .values([
      award(fx.own.siswa, fx.thisYear, k3!.id, '2026-08-10', 'Juara 1 lomba kaligrafi'),
      award(fx.own.siswa, fx.thisYear, k5!.id, '2026-10-01', 'Olimpiade Sains Madrasah'),
      award(fx.own.siswa, fx.lastYear, kLast!.id, '2025-11-01', null),
      award(fx.other.siswa, fx.thisYear, k5!.id, '2026-09-01', 'Bukan milik siswa ini'),
    ]);
});

describe('history headers', () => {
  it("give the student and the points and stars of the class group's year", async () => {
    const now = await header('pelanggaran', fx.own.siswa.id, fx.thisYear.rombel.id);
    // 5 + 25 + 10 this year; last year's 5 and the other student's 25 stay out.
    expect(now.body.data).toEqual({
      nisn: fx.own.siswa.nisn,
      nama: fx.own.siswa.nama,
      jenis_kelamin: 'Laki-Laki',
      rombel_nama: fx.thisYear.rombel.nama,
      total_poin: 40,
    });
    expect((await header('pelanggaran', fx.own.siswa.id, fx.lastYear.rombel.id)).body.data).toMatchObject({
      rombel_nama: fx.lastYear.rombel.nama,
      total_poin: 5,
    });
    // 3 + 5 stars this year; last year's 2 and the other student's 5 stay out.
    expect((await header('penghargaan', fx.own.siswa.id, fx.thisYear.rombel.id)).body.data).toMatchObject({ total_poin: 40, total_bintang: 8 });
    expect((await header('penghargaan', fx.own.siswa.id, fx.lastYear.rombel.id)).body.data).toMatchObject({ total_bintang: 2 });
  });

  it('answer 404 for a class group the student never belonged to', async () => {
    for (const kind of ['pelanggaran', 'penghargaan'] as const) {
      const res = await header(kind, fx.own.siswa.id, fx.strangerRombelId);
      expect(res.status).toBe(404);
      expect(res.body.data).toBeUndefined();
      expect((await header(kind, fx.own.siswa.id, 999_999)).status).toBe(404);
    }
  });
});

describe('violation history', () => {
  it('lists every year newest first, numbered, or one year whose points add up to the header', async () => {
    const all = await riwayat('pelanggaran', {});
    expect(all.body.data.list.map((r: { tgl: string }) => r.tgl)).toEqual(['2026-09-15', '2026-08-01', '2026-07-20', '2025-10-01']);
    const year = (await riwayat('pelanggaran', { filtering: { tahun_ajaran_id: fx.thisYear.tahunAjaran.id } })).body.data;
    expect(year.info.total).toBe(3);
    expect(year.list.reduce((sum: number, r: { poin: number }) => sum + r.poin, 0)).toBe(40);
    expect(year.list.map((r: { rownum: number }) => r.rownum)).toEqual([1, 2, 3]);
    expect(year.list[0]).toMatchObject({ kode: 'P02', pelanggaran: 'Berkata tidak sopan kepada guru', poin: 25 });
    expect((await riwayat('pelanggaran', { filtering: { rombel_id: fx.lastYear.rombel.id } })).body.data.info.total).toBe(1);
  });

  it('sorts, searches and pages in the server', async () => {
    const filtering = { tahun_ajaran_id: fx.thisYear.tahunAjaran.id };
    expect(codes(await riwayat('pelanggaran', { filtering, sorting: [{ field: 'poin', sort: 'ASC' }] }))).toEqual(['P01', 'P03', 'P02']);
    expect(codes(await riwayat('pelanggaran', { filtering, sorting: [{ field: 'id', sort: 'DESC' }] }))).toEqual(['P03', 'P02', 'P01']);
    const found = await riwayat('pelanggaran', { search: 'sopan' });
    expect(codes(found)).toEqual(['P02']);
    expect(found.body.data.info.total).toBe(1);
    const page2 = (await riwayat('pelanggaran', { filtering, pagination: { current: 2, pageSize: 2 } })).body.data;
    expect(page2.list).toHaveLength(1);
    expect(page2.list[0]).toMatchObject({ kode: 'P03', rownum: 3 });
    expect(page2.info).toEqual({ total: 3, current: 2, pageSize: 2 });
    expect((await riwayat('pelanggaran', { sorting: [{ field: 'siswa_id', sort: 'ASC' }] })).status).toBe(400);
  });

  it('links the documentation by a signed link, and gives null without one', async () => {
    const list = (await riwayat('pelanggaran', { filtering: { tahun_ajaran_id: fx.thisYear.tahunAjaran.id } })).body.data.list;
    const documented = list.find((r: { kode: string }) => r.kode === 'P01');
    expect(documented.file).toMatch(/^pelanggaran\/2026\/08\/01\/berita-acara-1\.pdf\?exp=\d+&sig=/);
    const served = await ctx.app.inject({ method: 'GET', url: `${documented.main_path}${documented.file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    // The rules page embeds PDFs: the portal itself may frame a stored file.
    expect(served.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(list.filter((r: { file: string | null }) => r.file === null).map((r: { kode: string }) => r.kode)).toEqual(['P02', 'P03']);
    expect(list[1].main_path).toBe('/api/files/');
  });
});

describe('award history', () => {
  it('lists the awards with their criteria, sorted and searched in the server', async () => {
    const all = (await riwayat('penghargaan', {})).body.data;
    expect(all.list).toEqual([
      {
        id: expect.any(Number),
        rownum: 1,
        tgl: '2026-10-01',
        kode: 'PH02',
        kriteria: 'Juara lomba tingkat nasional',
        bintang: 5,
        keterangan: 'Olimpiade Sains Madrasah',
      },
      {
        id: expect.any(Number),
        rownum: 2,
        tgl: '2026-08-10',
        kode: 'PH01',
        kriteria: 'Juara lomba tingkat kabupaten',
        bintang: 3,
        keterangan: 'Juara 1 lomba kaligrafi',
      },
      { id: expect.any(Number), rownum: 3, tgl: '2025-11-01', kode: 'PH09', kriteria: 'Petugas upacara', bintang: 2, keterangan: null },
    ]);
    expect(codes(await riwayat('penghargaan', { sorting: [{ field: 'bintang', sort: 'ASC' }] }))).toEqual(['PH09', 'PH01', 'PH02']);
    expect(codes(await riwayat('penghargaan', { search: 'kaligrafi' }))).toEqual(['PH01']);
    expect(codes(await riwayat('penghargaan', { filtering: { tahun_ajaran_id: fx.lastYear.tahunAjaran.id } }))).toEqual(['PH09']);
  });

  it('keeps a criterion a student holds: deleting it is refused with 409', async () => {
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.tataTertib,
      (actions) => [...actions, 'delete'],
      async () => {
        const refused = await api.call('DELETE', `/api/tatibsi/penghargaan/${criteria.awarded}`, { token: fx.own.token });
        expect(refused.status).toBe(409);
        expect(refused.body.message).toBe(MSG.penghargaanAwarded);
        expect((await api.call('DELETE', `/api/tatibsi/penghargaan/${criteria.unawarded}`, { token: fx.own.token })).status).toBe(200);
        expect((await api.call('DELETE', `/api/tatibsi/penghargaan/${criteria.unawarded}`, { token: fx.own.token })).status).toBe(404);
      },
    );
    expect(codes(await riwayat('penghargaan', { search: 'kaligrafi' }))).toEqual(['PH01']);
  });
});

describe('who may read a history', () => {
  it("refuses another student's id with 403 and no data, for a student and for a guardian", async () => {
    for (const kind of ['pelanggaran', 'penghargaan'] as const) {
      for (const token of [fx.own.token, fx.waliToken]) {
        const head = await header(kind, fx.other.siswa.id, fx.thisYear.rombel.id, token);
        expect(head.status).toBe(403);
        expect(head.body).toEqual({ status: false, message: MSG.notYourStudent });
        const rows = await riwayat(kind, {}, fx.other.siswa.id, token);
        expect(rows.status).toBe(403);
        expect(rows.body.data).toBeUndefined();
      }
    }
  });

  it("lets the guardian read the ward's history", async () => {
    expect((await header('pelanggaran', fx.own.siswa.id, fx.thisYear.rombel.id, fx.waliToken)).body.data.total_poin).toBe(40);
    expect((await riwayat('penghargaan', {}, fx.own.siswa.id, fx.waliToken)).body.data.info.total).toBe(3);
  });

  it('needs the detail action of each page', async () => {
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.pelanggaranSiswa,
      (actions) => actions.filter((a) => a !== 'detail'),
      async () => {
        expect((await header('pelanggaran', fx.own.siswa.id, fx.thisYear.rombel.id)).status).toBe(403);
        expect((await riwayat('pelanggaran', {})).status).toBe(403);
        expect((await riwayat('penghargaan', {})).status).toBe(200);
      },
    );
    await withRoleActions(
      ctx.db,
      ROLE.wali,
      PAGE.penghargaanSiswa,
      () => ['view'],
      async () => {
        expect((await header('penghargaan', fx.own.siswa.id, fx.thisYear.rombel.id, fx.waliToken)).status).toBe(403);
        expect((await riwayat('penghargaan', {}, fx.own.siswa.id, fx.waliToken)).status).toBe(403);
      },
    );
    expect((await riwayat('pelanggaran', {})).status).toBe(200);
  });

  it('refuses alumni (even with the old student record) and suspended students', async () => {
    const alumnus = await createAlumniAccount(ctx.db, 'Alumni Internal', { siswaId: fx.own.siswa.id });
    const suspended = await createStudentAccount(ctx.db, fx.thisYear, { suspended: 'Administrasi belum selesai' });
    for (const [account, siswaId] of [
      [alumnus.account, fx.own.siswa.id],
      [suspended.account, suspended.siswa.id],
    ] as const) {
      const token = await api.token(account.email, PASSWORD);
      expect((await header('pelanggaran', siswaId, fx.thisYear.rombel.id, token)).status).toBe(403);
      expect((await riwayat('penghargaan', {}, siswaId, token)).status).toBe(403);
    }
  });
});
