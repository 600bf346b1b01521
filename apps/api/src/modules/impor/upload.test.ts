import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TYPE, STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { rombel, siswa, userRoles } from '../../db/schema/index.js';
import { roleId } from '../../db/seed/reference.js';
import { useTestApp } from '../../../test/context.js';
import { dapodikCsv, dapodikStudents, dapodikXlsx } from '../../../test/dapodik.js';
import { createAccount, createPeriod, PASSWORD } from '../../../test/factories.js';
import { multipartBody } from '../../../test/access-matrix/staff-requests.js';

/*
 * POST /api/staf/impor/siswa over HTTP, as the browser sends it: multipart field `file`,
 * `?dry_run=true` to check only. What a file holds and how it is read is impor.test.ts's.
 */

const ctx = useTestApp();
const ROMBELS = ['X UPLOAD 1'];
let token: string;

beforeAll(async () => {
  const period = await createPeriod(ctx.db);
  await ctx.db.insert(rombel).values(ROMBELS.map((nama) => ({ tahun_ajaran_id: period.tahunAjaran.id, nama, tingkatan_kelas: 'X' })));
  const operator = await createAccount(ctx.db, { role: STAFF_ROLE.operator, tipe: INTERNAL_TYPE });
  await ctx.db.insert(userRoles).values({ user_id: operator.id, role_id: await roleId(ctx.db, STAFF_ROLE.operator) });
  const login = await ctx.app.inject({ method: 'POST', url: '/api/staf/login', payload: { email: operator.email, password: PASSWORD } });
  token = login.json().data.access_token;
}, 60_000);

const upload = (data: Buffer, { dryRun = false, field = 'file', filename = 'daftar_pd.xlsx' } = {}) => {
  const { payload, contentType } = multipartBody({ field, filename, data });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/staf/impor/siswa${dryRun ? '?dry_run=true' : ''}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
};
const studentCount = async () => (await ctx.db.select({ n: count() }).from(siswa))[0]!.n;

describe('the student import over HTTP', () => {
  it('checks a file on a dry run, writes it on a commit, and changes nothing the second time', async () => {
    const file = await dapodikXlsx(dapodikStudents(5, { seed: 7, rombels: ROMBELS }));
    const before = await studentCount();
    const dry = await upload(file, { dryRun: true });
    expect(dry.statusCode, dry.payload).toBe(200);
    expect(dry.json().data).toMatchObject({ total: 5, baru: 5, diperbarui: 0, tetap: 0, galat: [] });
    expect(await studentCount()).toBe(before);
    const commit = await upload(file);
    expect(commit.statusCode, commit.payload).toBe(200);
    expect(commit.json().message).toBe(MSG.importDone);
    expect(await studentCount()).toBe(before + 5);
    expect((await upload(file)).json().data).toMatchObject({ total: 5, baru: 0, tetap: 5 });
  });

  it('answers a commit of a file with an error 422 with the report, and writes nothing', async () => {
    const rows = dapodikStudents(3, { seed: 8, rombels: ROMBELS });
    rows[1]!.rombel = 'Rombel Tidak Ada';
    const file = dapodikCsv(rows);
    const before = await studentCount();
    const dry = await upload(file, { dryRun: true, filename: 'daftar.csv' });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().data.galat).toHaveLength(1);
    const commit = await upload(file, { filename: 'daftar.csv' });
    expect(commit.statusCode).toBe(422);
    expect(commit.json()).toEqual({ status: false, message: MSG.importHasErrors, data: dry.json().data });
    expect(await studentCount()).toBe(before);
  });

  it('asks for a file when none is sent in the field `file`', async () => {
    const res = await upload(Buffer.from('a,b'), { field: 'lampiran' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG.importNoFile);
  });

  it('refuses a file over the limit as a whole, and one that is no spreadsheet', async () => {
    const big = await upload(Buffer.alloc(11 * 1024 * 1024, 0x41));
    expect([400, 413]).toContain(big.statusCode);
    const pdf = await upload(Buffer.from('%PDF-1.4 bukan spreadsheet'), { filename: 'daftar.xlsx' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe(MSG.importNotSpreadsheet);
  });
});

it('keeps the import to accounts whose map grants it', async () => {
  const guru = await createAccount(ctx.db, { role: STAFF_ROLE.guru, tipe: INTERNAL_TYPE });
  await ctx.db.insert(userRoles).values({ user_id: guru.id, role_id: await roleId(ctx.db, STAFF_ROLE.guru) });
  const login = await ctx.app.inject({ method: 'POST', url: '/api/staf/login', payload: { email: guru.email, password: PASSWORD } });
  const { payload, contentType } = multipartBody({ field: 'file', filename: 'a.csv', data: Buffer.from('Nama,NISN,JK\n') });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/staf/impor/siswa?dry_run=true',
    headers: { authorization: `Bearer ${login.json().data.access_token}`, 'content-type': contentType },
    payload,
  });
  expect(res.statusCode).toBe(403);
  expect(await ctx.db.select().from(siswa).where(eq(siswa.nama, 'x'))).toHaveLength(0);
});
