import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import type { NilaiGrid } from '@madrasah/contract/schemas/staf-nilai';
import { activityLog, gtk, mapel, nilaiFinal, nilaiRapor, nilaiSumatif, pembelajaran, penilaianSumatif, rombel } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod, createSiswa } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';
import { signedInStaff } from '../../../test/staff-accounts.js';
import { multipartBody } from '../../../test/access-matrix/staff-requests.js';
import ExcelJS from 'exceljs';

const ctx = useTestApp();
const api = client(ctx);

let period: Awaited<ReturnType<typeof createPeriod>>;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let classmate: { id: number };
let stranger: { id: number };
const pair = { own: 0, colleague: 0, otherClass: 0 };
const tokens = {} as Record<'guru' | 'colleague' | 'wali' | 'waliLain' | 'kepala' | 'operator', string>;
let a1: number;
let a2: number;
let foreignAssessment: number;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  const [t1, t2, w1, w2] = await ctx.db
    .insert(gtk)
    .values([{ nama_lengkap: 'Guru Matematika' }, { nama_lengkap: 'Guru Bahasa' }, { nama_lengkap: 'Wali Satu' }, { nama_lengkap: 'Wali Dua' }])
    .returning();
  await ctx.db.update(rombel).set({ wali_gtk_id: w1!.id }).where(eq(rombel.id, period.rombel.id));
  const [other] = await ctx.db
    .insert(rombel)
    .values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'X IPS 9', tingkatan_kelas: 'X', wali_gtk_id: w2!.id })
    .returning();
  const [mtk, bin] = await ctx.db
    .insert(mapel)
    .values([
      { nama: 'Matematika', singkatan: 'MTK' },
      { nama: 'Bahasa Indonesia', singkatan: 'BIN' },
    ])
    .returning();
  const s = period.semester.id;
  const pairs = await ctx.db
    .insert(pembelajaran)
    .values([
      { rombel_id: period.rombel.id, semester_id: s, mapel_id: mtk!.id, gtk_id: t1!.id },
      { rombel_id: period.rombel.id, semester_id: s, mapel_id: bin!.id, gtk_id: t2!.id },
      { rombel_id: other!.id, semester_id: s, mapel_id: mtk!.id, gtk_id: t1!.id },
    ])
    .returning();
  Object.assign(pair, { own: pairs[0]!.id, colleague: pairs[1]!.id, otherClass: pairs[2]!.id });
  student = await signedInStudent(ctx, period);
  classmate = await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id });
  stranger = await createSiswa(ctx.db, { rombelId: other!.id, tahunAjaranId: period.tahunAjaran.id });
  tokens.guru = (await signedInStaff(ctx, [STAFF_ROLE.guru], { gtkId: t1!.id })).token;
  tokens.colleague = (await signedInStaff(ctx, [STAFF_ROLE.guru], { gtkId: t2!.id })).token;
  tokens.wali = (await signedInStaff(ctx, [STAFF_ROLE.waliKelas], { gtkId: w1!.id })).token;
  tokens.waliLain = (await signedInStaff(ctx, [STAFF_ROLE.waliKelas], { gtkId: w2!.id })).token;
  tokens.kepala = (await signedInStaff(ctx, [STAFF_ROLE.kepala])).token;
  tokens.operator = (await signedInStaff(ctx, [STAFF_ROLE.operator])).token;
  const [x, y, z] = await ctx.db
    .insert(penilaianSumatif)
    .values([
      { pembelajaran_id: pair.own, nama: 'Sumatif 1', materi: 'Eksponen' },
      { pembelajaran_id: pair.own, nama: 'Sumatif 2', materi: 'Logaritma' },
      { pembelajaran_id: pair.colleague, nama: 'Sumatif Bahasa', materi: null },
    ])
    .returning();
  [a1, a2, foreignAssessment] = [x!.id, y!.id, z!.id];
});

type Res = { status: number; body: { status: boolean; message: string; data: unknown } };
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) => api.call(method, url, { token, body }) as Promise<Res>;
const save = (token: string, body: Record<string, unknown>, id = pair.own) => call('PUT', `/api/staf/nilai/${id}`, token, body);
const grid = async (token = tokens.guru, id = pair.own) => (await call('GET', `/api/staf/nilai/${id}`, token)).body.data as NilaiGrid;
const sumatifRows = () =>
  ctx.db
    .select({ a: nilaiSumatif.penilaian_sumatif_id, s: nilaiSumatif.siswa_id, nilai: nilaiSumatif.nilai })
    .from(nilaiSumatif)
    .where(inArray(nilaiSumatif.penilaian_sumatif_id, [a1, a2, foreignAssessment]))
    .orderBy(asc(nilaiSumatif.id));
const audits = () => ctx.db.select().from(activityLog).where(eq(activityLog.entity, 'nilai')).orderBy(asc(activityLog.id));
const fieldOf = (res: Res) => (res.body as unknown as { data: { field: string }[] }).data?.[0]?.field;
const messageOf = (res: Res) => (res.body as unknown as { data: { message: string }[] }).data?.[0]?.message;

describe('the teaching pairs a caller reaches', () => {
  const ids = async (token: string) =>
    ((await call('POST', '/api/staf/nilai/pembelajaran/table', token, {})).body.data as { list: { id: number }[] }).list.map((r) => r.id).sort();
  it("is a guru's own, a wali kelas's class group's, the school's for the head", async () => {
    expect(await ids(tokens.guru)).toEqual([pair.own, pair.otherClass].sort());
    expect(await ids(tokens.wali)).toEqual([pair.own, pair.colleague].sort());
    expect(await ids(tokens.kepala)).toEqual(expect.arrayContaining([pair.own, pair.colleague, pair.otherClass]));
  });
  it("refuses another teacher's grid to a guru, and another class group's to a wali kelas", async () => {
    expect((await call('GET', `/api/staf/nilai/${pair.colleague}`, tokens.guru)).status).toBe(403);
    expect((await call('GET', `/api/staf/nilai/${pair.otherClass}`, tokens.wali)).status).toBe(403);
    expect((await call('GET', `/api/staf/nilai/${pair.own}`, tokens.wali)).status).toBe(200);
    expect((await call('GET', '/api/staf/nilai/2147483648', tokens.kepala)).status).toBe(400);
    expect((await call('GET', '/api/staf/nilai/2147483647', tokens.kepala)).status).toBe(404);
  });
});

describe('saving the grid', () => {
  const body = () => ({
    nilai_sumatif: [
      { penilaian_sumatif_id: a1, siswa_id: student.siswa.id, nilai: 80 },
      { penilaian_sumatif_id: a2, siswa_id: student.siswa.id, nilai: '85,5' },
      { penilaian_sumatif_id: a1, siswa_id: classmate.id, nilai: 70.25 },
    ],
    nilai_rapor: [{ siswa_id: student.siswa.id, pas_nilai: 90, rapor_nilai: 84.5, capaian_kompetensi: 'Menguasai eksponen' }],
  });

  it('writes the cells in one request, answers the grid with the mean the portal shows, and audits once', async () => {
    const res = await save(tokens.guru, body());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { diubah: number; grid: NilaiGrid };
    expect(data.diubah).toBe(4);
    expect(data.grid.siswa.find((s) => s.siswa_id === student.siswa.id)!.sumatif_rerata).toBe(82.75);
    expect(await sumatifRows()).toEqual([
      { a: a1, s: student.siswa.id, nilai: 80 },
      { a: a2, s: student.siswa.id, nilai: 85.5 },
      { a: a1, s: classmate.id, nilai: 70.25 },
    ]);
    const log = await audits();
    expect(log).toHaveLength(1);
    expect(log[0]!.entity_id).toBe(pair.own);
    expect(log[0]!.detail).toMatchObject({
      before: { nilai_sumatif: expect.arrayContaining([{ penilaian_sumatif_id: a1, siswa_id: student.siswa.id, nilai: null }]) },
      after: { nilai_rapor: [{ siswa_id: student.siswa.id, pas_nilai: 90, rapor_nilai: 84.5, capaian_kompetensi: 'Menguasai eksponen' }] },
    });
  });

  it('is idempotent: the same save again changes no row, doubles none and logs nothing', async () => {
    const rows = await sumatifRows();
    const res = await save(tokens.guru, body());
    expect((res.body.data as { diubah: number }).diubah).toBe(0);
    expect(await sumatifRows()).toEqual(rows);
    expect(await ctx.db.select().from(nilaiRapor).where(eq(nilaiRapor.pembelajaran_id, pair.own))).toHaveLength(1);
    expect(await audits()).toHaveLength(1);
  });

  it('accepts what the grid answered, unchanged, and changes nothing', async () => {
    const before = await grid();
    const res = await save(tokens.guru, before as unknown as Record<string, unknown>);
    expect(res.status).toBe(200);
    expect((res.body.data as { diubah: number }).diubah).toBe(0);
    expect(await grid()).toEqual(before);
  });

  it('clears a cell with null, and keeps a report field left out', async () => {
    const res = await save(tokens.guru, {
      nilai_sumatif: [{ penilaian_sumatif_id: a1, siswa_id: classmate.id, nilai: null }],
      nilai_rapor: [{ siswa_id: student.siswa.id, pas_nilai: 91 }],
    });
    expect(res.status).toBe(200);
    expect((await sumatifRows()).some((r) => r.s === classmate.id)).toBe(false);
    const [row] = await ctx.db.select().from(nilaiRapor).where(eq(nilaiRapor.pembelajaran_id, pair.own));
    expect(row).toMatchObject({ pas_nilai: 91, rapor_nilai: 84.5, capaian_kompetensi: 'Menguasai eksponen' });
  });

  it('shows the saved grades on the portal’s grades pages', async () => {
    const res = await call('POST', '/api/penilaian/siswa/table', student.token, {});
    const row = (res.body.data as { list: { id: number; sumatif_nilai: number; pas_nilai: number; rapor_nilai: number }[] }).list.find(
      (r) => r.id === pair.own,
    )!;
    expect(row).toMatchObject({ sumatif_nilai: 82.75, pas_nilai: 91, rapor_nilai: 84.5 });
    const detail = await call('POST', '/api/penilaian/siswa/table-sumatif', student.token, {
      filtering: {
        tahun_ajaran_id: period.tahunAjaran.id,
        semester_id: period.semester.id,
        rombel_id: period.rombel.id,
        mapel_id: (await ctx.db.select().from(pembelajaran).where(eq(pembelajaran.id, pair.own)))[0]!.mapel_id,
      },
    });
    expect((detail.body.data as { list: { nilai: number }[] }).list.map((r) => r.nilai)).toEqual([80, 85.5]);
  });

  it('keeps both of two saves of different cells made at once', async () => {
    const [x, y] = await Promise.all([
      save(tokens.guru, { nilai_sumatif: [{ penilaian_sumatif_id: a1, siswa_id: classmate.id, nilai: 61 }] }),
      save(tokens.guru, { nilai_sumatif: [{ penilaian_sumatif_id: a2, siswa_id: classmate.id, nilai: 62 }] }),
    ]);
    expect([x.status, y.status]).toEqual([200, 200]);
    expect(
      (await sumatifRows())
        .filter((r) => r.s === classmate.id)
        .map((r) => r.nilai)
        .sort(),
    ).toEqual([61, 62]);
  });
});

describe('refused saves write nothing', () => {
  const one = (cell: Record<string, unknown>) => ({ nilai_sumatif: [{ penilaian_sumatif_id: a1, siswa_id: student.siswa.id, nilai: 50, ...cell }] });
  let rowsBefore: Awaited<ReturnType<typeof sumatifRows>>;
  let auditsBefore: number;
  beforeAll(async () => {
    rowsBefore = await sumatifRows();
    auditsBefore = (await audits()).length;
  });
  const unchanged = async () => {
    expect(await sumatifRows()).toEqual(rowsBefore);
    expect(await audits()).toHaveLength(auditsBefore);
  };

  it("another teacher's subject: 403", async () => {
    const res = await save(tokens.colleague, one({}));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.outOfScope);
    await unchanged();
  });
  it('the wali kelas and the head, who read only: 403', async () => {
    expect((await save(tokens.wali, one({}))).status).toBe(403);
    expect((await save(tokens.kepala, one({}))).status).toBe(403);
    await unchanged();
  });
  it('out of range or more than 2 decimals: 400 naming the cell', async () => {
    const over = await save(tokens.guru, { nilai_sumatif: [...one({}).nilai_sumatif, { penilaian_sumatif_id: a2, siswa_id: student.siswa.id, nilai: 100.5 }] });
    expect(over.status).toBe(400);
    expect(fieldOf(over)).toBe('nilai_sumatif.1.nilai');
    expect((await save(tokens.guru, one({ nilai: -1 }))).status).toBe(400);
    const decimals = await save(tokens.guru, one({ nilai: 80.125 }));
    expect(decimals.status).toBe(400);
    expect(messageOf(decimals)).toBe(MSG.nilaiDecimals);
    expect((await save(tokens.guru, one({ nilai: 'delapan' }))).status).toBe(400);
    expect((await save(tokens.guru, { nilai_rapor: [{ siswa_id: student.siswa.id, rapor_nilai: 101 }] })).status).toBe(400);
    await unchanged();
  });
  it("a student of another class group, or another subject's assessment: 400 naming the cell, and the valid cells before it are not written", async () => {
    const res = await save(tokens.guru, { nilai_sumatif: [...one({}).nilai_sumatif, { penilaian_sumatif_id: a1, siswa_id: stranger.id, nilai: 70 }] });
    expect(res.status).toBe(400);
    expect(fieldOf(res)).toBe('nilai_sumatif.1.siswa_id');
    expect(res.body.message).toBe(MSG.nilaiSiswaAsing);
    const foreign = await save(tokens.guru, one({ penilaian_sumatif_id: foreignAssessment }));
    expect(fieldOf(foreign)).toBe('nilai_sumatif.0.penilaian_sumatif_id');
    expect((await save(tokens.guru, { nilai_rapor: [{ siswa_id: stranger.id, pas_nilai: 70 }] })).status).toBe(400);
    await unchanged();
  });
  it('ids beyond PostgreSQL’s integer, a cell sent twice, too many cells: 400', async () => {
    expect((await save(tokens.guru, one({ siswa_id: 2_147_483_648 }))).status).toBe(400);
    expect((await save(tokens.guru, one({ penilaian_sumatif_id: 2_147_483_648 }))).status).toBe(400);
    expect((await call('PUT', '/api/staf/nilai/2147483648', tokens.guru, one({}))).status).toBe(400);
    const twice = await save(tokens.guru, { nilai_sumatif: [...one({}).nilai_sumatif, ...one({ nilai: 60 }).nilai_sumatif] });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(MSG.nilaiSelGanda);
    const flood = Array.from({ length: 2401 }, (_, i) => ({ penilaian_sumatif_id: a1, siswa_id: i + 1, nilai: 50 }));
    expect((await save(tokens.guru, { nilai_sumatif: flood })).status).toBe(400);
    await unchanged();
  });
});

describe('the summative assessments', () => {
  it('are added, renamed and deleted by the subject teacher; a graded one is not deleted', async () => {
    const added = await call('POST', `/api/staf/nilai/${pair.own}/penilaian`, tokens.guru, { nama: 'Sumatif 3', materi: 'Vektor' });
    expect(added.status).toBe(200);
    const id = (added.body.data as { id: number }).id;
    expect((await call('POST', `/api/staf/nilai/${pair.own}/penilaian`, tokens.colleague, { nama: 'Curang' })).status).toBe(403);
    const renamed = await call('PUT', `/api/staf/nilai/penilaian/${id}`, tokens.guru, { nama: 'Sumatif 3 (ulang)', materi: 'Vektor' });
    expect(renamed.body.data).toMatchObject({ nama: 'Sumatif 3 (ulang)', terisi: 0 });
    expect((await call('PUT', `/api/staf/nilai/penilaian/${id}`, tokens.colleague, { nama: 'X' })).status).toBe(403);
    const graded = await call('DELETE', `/api/staf/nilai/penilaian/${a1}`, tokens.guru);
    expect(graded.status).toBe(409);
    expect(graded.body.message).toBe(MSG.nilaiPenilaianTerisi(2));
    expect((await call('DELETE', `/api/staf/nilai/penilaian/${id}`, tokens.guru)).status).toBe(200);
    expect(await ctx.db.select().from(penilaianSumatif).where(eq(penilaianSumatif.id, id))).toEqual([]);
  });
});

describe('finalising a class group’s semester', () => {
  const final = (token: string, body: Record<string, unknown>) =>
    call('POST', '/api/staf/nilai/final', token, { rombel_id: period.rombel.id, semester_id: period.semester.id, ...body });

  it('is refused to a wali kelas of another class group and to a guru', async () => {
    const res = await final(tokens.waliLain, { final: true });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.outOfScope);
    expect((await final(tokens.guru, { final: true })).status).toBe(403);
    expect(await ctx.db.select().from(nilaiFinal)).toEqual([]);
  });

  it('locks the grades: saves and assessment changes answer 409, and the database refuses a write that slips past', async () => {
    expect((await final(tokens.wali, { final: true })).status).toBe(200);
    expect((await final(tokens.wali, { final: true })).status).toBe(200);
    expect(await ctx.db.select().from(nilaiFinal)).toHaveLength(1);
    const res = await save(tokens.guru, { nilai_sumatif: [{ penilaian_sumatif_id: a1, siswa_id: student.siswa.id, nilai: 10 }] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MSG.nilaiSudahFinal);
    expect((await call('POST', `/api/staf/nilai/${pair.own}/penilaian`, tokens.guru, { nama: 'Telat' })).status).toBe(409);
    expect((await call('DELETE', `/api/staf/nilai/penilaian/${a2}`, tokens.guru)).status).toBe(409);
    expect((await grid()).boleh_ubah).toBe(false);
    expect((await grid(tokens.wali)).final).not.toBeNull();
    await expect(ctx.db.update(nilaiSumatif).set({ nilai: 1 }).where(eq(nilaiSumatif.penilaian_sumatif_id, a1))).rejects.toThrow();
    await expect(ctx.db.insert(nilaiRapor).values({ pembelajaran_id: pair.colleague, siswa_id: classmate.id, pas_nilai: 1 })).rejects.toThrow();
    // Another class group's subject of the same teacher is still open.
    expect((await save(tokens.guru, { nilai_sumatif: [] }, pair.otherClass)).status).toBe(200);
  });

  it('reopens with a reason only, audited, and the grades are writable again', async () => {
    const noReason = await final(tokens.wali, { final: false });
    expect(noReason.status).toBe(400);
    expect(messageOf(noReason)).toBe(MSG.nilaiAlasanBuka);
    expect((await final(tokens.operator, { final: false, alasan: 'Salah input PAS' })).status).toBe(200);
    const [entry] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'nilai_final'), eq(activityLog.entity_id, period.rombel.id)))
      .orderBy(asc(activityLog.id))
      .offset(1);
    expect(entry!.detail).toMatchObject({ alasan: 'Salah input PAS', after: { final: false } });
    expect((await save(tokens.guru, { nilai_sumatif: [{ penilaian_sumatif_id: a1, siswa_id: student.siswa.id, nilai: 81 }] })).status).toBe(200);
  });
});

describe('the spreadsheet: template and import under the grid’s rules', () => {
  const upload = (csv: string, { dryRun = false, as = tokens.guru } = {}) => {
    const { payload, contentType } = multipartBody({ field: 'file', filename: 'nilai.csv', data: Buffer.from(csv) });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/staf/nilai/${pair.own}/impor${dryRun ? '?dry_run=true' : ''}`,
      headers: { authorization: `Bearer ${as}`, 'content-type': contentType },
      payload,
    });
  };

  it('gives the subject teacher a template with the students and the stored grades', async () => {
    const res = await call('GET', `/api/staf/nilai/${pair.own}/templat`, tokens.guru);
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from((res.body.data as { xlsx: string }).xlsx, 'base64') as never);
    const sheet = book.worksheets[0]!;
    const values: unknown[][] = [];
    sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    const header = values.findIndex((r) => r[0] === 'ID');
    expect(values[header]).toEqual(['ID', 'NISN', 'Nama', `Sumatif 1 (#${a1})`, `Sumatif 2 (#${a2})`, 'PAS', 'Nilai Rapor', 'Capaian Kompetensi']);
    const mine = values.slice(header + 1).find((r) => r[0] === student.siswa.id)!;
    expect(mine.slice(3, 5)).toEqual([81, 85.5]);
    expect((await call('GET', `/api/staf/nilai/${pair.own}/templat`, tokens.colleague)).status).toBe(403);
  });

  it('reports errors by row and column in a dry run, refuses a commit with any (422), and writes nothing', async () => {
    const before = await sumatifRows();
    const csv = [`ID;Nama;Sumatif 1 (#${a1});PAS`, `${student.siswa.id};Siswa;77,5;80`, `${stranger.id};Orang lain;50;`, `${classmate.id};Teman;150;`].join(
      '\n',
    );
    const dry = await upload(csv, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().data.galat).toEqual([
      { baris: 3, kolom: 'ID', pesan: MSG.nilaiSiswaAsing },
      { baris: 4, kolom: `Sumatif 1 (#${a1})`, pesan: MSG.nilaiRange },
    ]);
    expect((await upload(csv)).statusCode).toBe(422);
    expect(await sumatifRows()).toEqual(before);
    expect((await upload(csv, { as: tokens.colleague })).statusCode).toBe(403);
  });

  it('commits a clean file in one transaction, as the grid would save it; the same file again changes nothing', async () => {
    const csv = [`ID;Nama;Sumatif 1 (#${a1});PAS;Capaian Kompetensi`, `${student.siswa.id};Siswa;77,5;80;Menguasai logaritma`, `${classmate.id};Teman;;`].join(
      '\n',
    );
    const res = await upload(csv);
    expect(res.statusCode, res.payload).toBe(200);
    expect(res.json().data).toMatchObject({ total: 2, diperbarui: 1, tetap: 1, galat: [] });
    const g = await grid();
    expect(g.nilai_sumatif).toContainEqual({ penilaian_sumatif_id: a1, siswa_id: student.siswa.id, nilai: 77.5 });
    // An empty cell keeps what is stored.
    expect(g.nilai_sumatif).toContainEqual({ penilaian_sumatif_id: a1, siswa_id: classmate.id, nilai: 61 });
    expect(g.nilai_rapor.find((r) => r.siswa_id === student.siswa.id)).toMatchObject({
      pas_nilai: 80,
      rapor_nilai: 84.5,
      capaian_kompetensi: 'Menguasai logaritma',
    });
    expect((await upload(csv)).json().data).toMatchObject({ diperbarui: 0, tetap: 2 });
  });
});
