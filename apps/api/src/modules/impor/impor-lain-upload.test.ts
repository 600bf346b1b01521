import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { gtk, jadwalPelajaran, users } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod, createSiswa } from '../../../test/factories.js';
import { client } from '../../../test/http.js';
import { multipartBody } from '../../../test/access-matrix/staff-requests.js';
import { sheetCsv } from '../../../test/impor-sheets.js';
import { signedInStaff } from '../../../test/staff-accounts.js';

/*
 * The GTK, timetable and guardian-account imports and the templates over HTTP: the same
 * multipart field, dry run and 422 rule as the student import (upload.test.ts).
 */

const ctx = useTestApp();
let token: string;
let nisn: string;
beforeAll(async () => {
  const period = await createPeriod(ctx.db);
  nisn = (await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id })).nisn;
  token = (await signedInStaff(ctx, [STAFF_ROLE.operator])).token;
}, 60_000);

const upload = (jenis: string, data: Buffer, { dryRun = false, as = token } = {}) => {
  const { payload, contentType } = multipartBody({ field: 'file', filename: `${jenis}.csv`, data });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/staf/impor/${jenis}${dryRun ? '?dry_run=true' : ''}`,
    headers: { authorization: `Bearer ${as}`, 'content-type': contentType },
    payload,
  });
};
const countOf = async (table: typeof gtk | typeof jadwalPelajaran | typeof users) => (await ctx.db.select({ n: count() }).from(table))[0]!.n;

const CASES = [
  {
    jenis: 'gtk',
    table: gtk,
    good: () => sheetCsv(['Nama', 'NIP'], [['Guru Satu', '198001012005011011']]),
    bad: () =>
      sheetCsv(
        ['Nama', 'NIP'],
        [
          ['Guru Dua', '198001012005011012'],
          ['', '198001012005011013'],
        ],
      ),
  },
  {
    jenis: 'jadwal',
    table: jadwalPelajaran,
    good: () => sheetCsv(['Rombel', 'Hari', 'Jam ke', 'Mata pelajaran'], []),
    bad: () => sheetCsv(['Rombel', 'Hari', 'Jam ke', 'Mata pelajaran'], [['Tidak Ada', 'Senin', '1', 'Matematika']]),
  },
  {
    jenis: 'wali',
    table: users,
    good: () => sheetCsv(['NISN', 'Hubungan', 'Nama', 'Email'], [[nisn, 'Ibu', 'Ibu Uji', 'ibu.uji@contoh.test']]),
    bad: () => sheetCsv(['NISN', 'Hubungan', 'Nama', 'Email'], [[nisn, 'Ibu', 'Ibu Uji', 'bukan-email']]),
  },
] as const;

describe.each(CASES)('POST /api/staf/impor/$jenis', ({ jenis, table, bad }) => {
  it('answers a commit of a file with an error 422 with the dry run’s report, and writes nothing', async () => {
    const before = await countOf(table);
    const dry = await upload(jenis, bad(), { dryRun: true });
    expect(dry.statusCode, dry.payload).toBe(200);
    expect(dry.json().data.galat.length).toBeGreaterThan(0);
    const commit = await upload(jenis, bad());
    expect(commit.statusCode).toBe(422);
    expect(commit.json()).toEqual({ status: false, message: MSG.importHasErrors, data: dry.json().data });
    expect(await countOf(table)).toBe(before);
  });
});

it('writes a clean GTK and guardian file, and the imported guardian cannot sign in before a reset', async () => {
  const gtkCommit = await upload('gtk', CASES[0].good());
  expect(gtkCommit.statusCode, gtkCommit.payload).toBe(200);
  expect(gtkCommit.json()).toMatchObject({ message: MSG.importDone, data: { baru: 1 } });
  const wali = await upload('wali', CASES[2].good());
  expect(wali.statusCode, wali.payload).toBe(200);
  const [account] = await ctx.db.select().from(users).where(eq(users.email, 'ibu.uji@contoh.test'));
  expect(account).toMatchObject({ must_change_password: true });
  for (const password of ['', '!impor', 'rahasia123']) expect((await client(ctx).login('ibu.uji@contoh.test', password)).status).not.toBe(200);
});

it('keeps the imports and templates to accounts whose map grants the page', async () => {
  const guru = (await signedInStaff(ctx, [STAFF_ROLE.guru])).token;
  for (const jenis of ['gtk', 'jadwal', 'wali']) expect((await upload(jenis, CASES[0].good(), { dryRun: true, as: guru })).statusCode).toBe(403);
  const template = await ctx.app.inject({ method: 'GET', url: '/api/staf/impor/gtk/template', headers: { authorization: `Bearer ${guru}` } });
  expect(template.statusCode).toBe(403);
});

it('GET /api/staf/impor/:jenis/template answers the workbook as base64 under its file name; an unknown kind is refused', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/staf/impor/jadwal/template', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.payload).toBe(200);
  const { nama_file, xlsx } = res.json().data;
  expect(nama_file).toBe('templat-impor-jadwal.xlsx');
  expect(Buffer.from(xlsx, 'base64').subarray(0, 2).toString()).toBe('PK');
  const unknown = await ctx.app.inject({ method: 'GET', url: '/api/staf/impor/nilai/template', headers: { authorization: `Bearer ${token}` } });
  expect(unknown.statusCode).toBe(400);
});
