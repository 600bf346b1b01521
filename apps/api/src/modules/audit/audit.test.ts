import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { STAF_PAGE, STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { AUDIT_LIMITS } from '@madrasah/contract/audit-log';
import { activityLog, userRoles, users } from '../../db/schema/index.js';
import { DEMO_STAF_ACCOUNTS } from '../../db/seed/demo-accounts.js';
import { roleId } from '../../db/seed/reference.js';
import { openDemoApp } from '../../../test/access-matrix/demo-app.js';
import { hashOf } from '../../../test/factories.js';

const demo = await openDemoApp();
afterAll(() => demo.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = demo.stafTokens.operator) {
  const res = await demo.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: body as object | undefined });
  return { status: res.statusCode, payload: res.payload, body: res.json() as { status: boolean; message: string; data: any } };
}
const table = (body: object = {}, token?: string) => call('POST', '/api/staf/audit/table', body, token);
const [operator] = await demo.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAF_ACCOUNTS.operator));

// Entries on days of 2020, far from the demo's and the sign-ins': each test names its day.
const log = (at: string, entry: Partial<typeof activityLog.$inferInsert> = {}) =>
  demo.db
    .insert(activityLog)
    .values({ user_id: operator!.id, action: 'update', entity: 'siswa', entity_id: 7, created_at: new Date(at), ...entry })
    .returning({ id: activityLog.id })
    .then((rows) => rows[0]!.id);
const day = (tgl: string, extra: object = {}) => ({ filtering: { tgl_awal: tgl, tgl_akhir: tgl, ...extra } });

describe('the audit table', () => {
  it('answers who did what and when, newest first, with the fields that changed', async () => {
    const older = await log('2020-03-02T02:00:00Z', { action: 'create', detail: { before: null, after: { nama: 'Ani', nisn: '1' } } });
    const newer = await log('2020-03-02T03:00:00Z', {
      detail: { before: { nama: 'Ani', nisn: '1' }, after: { nama: 'Ani Lestari', nisn: '1' } },
      ip: '10.0.0.9',
    });
    const res = await table(day('2020-03-02'));
    expect(res.status, res.payload).toBe(200);
    expect(res.body.data.info.total).toBe(2);
    expect(res.body.data.list).toEqual([
      {
        rownum: 1,
        id: newer,
        created_at: '2020-03-02T03:00:00.000Z',
        user_id: operator!.id,
        user_name: 'Operator Madrasah',
        user_email: DEMO_STAF_ACCOUNTS.operator,
        action: 'update',
        entity: 'siswa',
        entity_id: 7,
        ip: '10.0.0.9',
        kolom_berubah: ['nama'],
      },
      expect.objectContaining({ rownum: 2, id: older, action: 'create', kolom_berubah: ['nama', 'nisn'] }),
    ]);
    const ascending = await table({ ...day('2020-03-02'), sorting: [{ field: 'id', sort: 'ASC' }] });
    expect(ascending.body.data.list.map((r: { id: number }) => r.id)).toEqual([older, newer]);
  });

  it('counts a school-local day in the school’s timezone', async () => {
    // 00:30 on 5 April in Jakarta is still 4 April in UTC.
    const id = await log('2020-04-04T17:30:00Z');
    expect((await table(day('2020-04-05'))).body.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await table(day('2020-04-04'))).body.data.list).toEqual([]);
  });

  it('filters by account, action, record and search', async () => {
    const [other] = await demo.db
      .insert(users)
      .values({
        email: 'tata.usaha@madrasah.test',
        name: 'Tata Usaha',
        password_hash: await hashOf('rahasia123'),
        role_id: await roleId(demo.db, STAFF_ROLE.operator),
        tipe: 'internal',
      })
      .returning({ id: users.id });
    const mine = await log('2020-05-06T03:00:00Z', { entity: 'rombel', entity_id: 3 });
    const theirs = await log('2020-05-06T04:00:00Z', { user_id: other!.id, action: 'delete', entity: 'ruangan', entity_id: 3 });
    const ids = async (extra: object, search = '') => (await table({ ...day('2020-05-06', extra), search })).body.data.list.map((r: { id: number }) => r.id);
    expect(await ids({})).toEqual([theirs, mine]);
    expect(await ids({ user_id: other!.id })).toEqual([theirs]);
    expect(await ids({ action: 'delete' })).toEqual([theirs]);
    expect(await ids({ entity: 'rombel' })).toEqual([mine]);
    expect(await ids({ entity: 'ruangan', entity_id: 4 })).toEqual([]);
    expect(await ids({}, 'tata usaha')).toEqual([theirs]);
    expect(await ids({}, 'tata.usaha@madrasah')).toEqual([theirs]);
    // The search is the account's: a record's table has its own filter.
    expect(await ids({}, 'ruangan')).toEqual([]);
  });

  it('leaves sign-ins and sign-outs out unless the action filter asks for them', async () => {
    const signIn = await log('2020-06-01T01:00:00Z', { action: 'login', entity: 'users', entity_id: operator!.id });
    const write = await log('2020-06-01T02:00:00Z');
    const ids = async (extra: object) => (await table(day('2020-06-01', extra))).body.data.list.map((r: { id: number }) => r.id);
    expect(await ids({})).toEqual([write]);
    expect(await ids({ action: 'login' })).toEqual([signIn]);
    // The demo's sign-ins of today are there as well, under the same filter.
    const today = await table({ filtering: { action: 'login' } });
    expect(today.body.data.list.map((r: { user_email: string }) => r.user_email)).toContain(DEMO_STAF_ACCOUNTS.kepala);
  });

  it('spans at most a year, and bounds the page', async () => {
    const tooLong = await table({ filtering: { tgl_awal: '2020-01-01', tgl_akhir: '2021-01-01' } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.data).toEqual([{ field: 'filtering.tgl_akhir', message: MSG.auditRangeTooLong }]);
    expect((await table({ filtering: { tgl_awal: '2020-01-01', tgl_akhir: '2020-12-31' } })).status).toBe(200);
    expect((await table({ filtering: { tgl_awal: '2020-02-01', tgl_akhir: '2020-01-01' } })).status).toBe(400);
    for (const day of ['0001-01-01', '9999-12-31']) {
      const far = await table({ filtering: { tgl_akhir: day } });
      expect(far.body.data, far.payload).toEqual([{ field: 'filtering.tgl_akhir', message: MSG.dateInvalid }]);
    }
    // One day given: the year after it, or before it.
    const id = await log('2020-12-30T03:00:00Z');
    expect((await table({ filtering: { tgl_awal: '2020-01-01' } })).body.data.list.map((r: { id: number }) => r.id)).toContain(id);
    expect((await table({ filtering: { tgl_akhir: '2021-06-30' } })).body.data.list.map((r: { id: number }) => r.id)).toContain(id);
    expect((await table({ filtering: { tgl_awal: '2019-01-01' } })).body.data.list.map((r: { id: number }) => r.id)).not.toContain(id);

    const big = await table({ pagination: { current: 1, pageSize: AUDIT_LIMITS.pageSizeMax + 1 } });
    expect(big.status).toBe(400);
    expect(big.body.message).toBe(MSG.auditPageSizeTooLarge(AUDIT_LIMITS.pageSizeMax));
    const far = await table({ pagination: { current: AUDIT_LIMITS.totalMax / 10 + 1, pageSize: 10 } });
    expect(far.status).toBe(400);
    expect(far.body.message).toBe(MSG.auditPageTooFar(AUDIT_LIMITS.totalMax));
    expect((await table({ sorting: [{ field: 'user_name', sort: 'ASC' }] })).status).toBe(400);
  });

  it('is read by the operator and the head only', async () => {
    expect((await table({}, demo.stafTokens.kepala)).status).toBe(200);
    for (const token of [demo.stafTokens.waliKelas, demo.stafTokens.bendahara, demo.tokens.siswa]) expect((await table({}, token)).status).toBe(403);
    expect((await call('GET', '/api/staf/audit/1', undefined, demo.stafTokens.guru)).status).toBe(403);
  });
});

describe('an entry’s detail', () => {
  it('compares the record field by field', async () => {
    const id = await log('2020-07-01T03:00:00Z', {
      detail: { before: { nama: 'Ani', alamat: 'Jl. Mawar' }, after: { nama: 'Ani', alamat: 'Jl. Melati', rt: '02' }, alasan: 'pindah rumah' },
    });
    const res = await call('GET', `/api/staf/audit/${id}`);
    expect(res.status, res.payload).toBe(200);
    expect(res.body.data).toMatchObject({ id, action: 'update', entity: 'siswa', user_name: 'Operator Madrasah', keterangan: { alasan: 'pindah rumah' } });
    expect(res.body.data.perubahan).toEqual([
      { kolom: 'alamat', sebelum: 'Jl. Mawar', sesudah: 'Jl. Melati', berubah: true },
      { kolom: 'rt', sebelum: null, sesudah: '02', berubah: true },
      { kolom: 'nama', sebelum: 'Ani', sesudah: 'Ani', berubah: false },
    ]);
  });

  it('shows a status change as the field status, and other details as they are', async () => {
    const status = await log('2020-07-02T03:00:00Z', { action: 'status', detail: { from: 'DIAJUKAN', to: 'DISETUJUI' } });
    expect((await call('GET', `/api/staf/audit/${status}`)).body.data).toMatchObject({
      perubahan: [{ kolom: 'status', sebelum: 'DIAJUKAN', sesudah: 'DISETUJUI', berubah: true }],
      keterangan: null,
    });
    const imported = await log('2020-07-02T04:00:00Z', { action: 'import', detail: { impor: 'daftar_pd.xlsx', total: 30 } });
    expect((await call('GET', `/api/staf/audit/${imported}`)).body.data).toMatchObject({ perubahan: [], keterangan: { impor: 'daftar_pd.xlsx', total: 30 } });
    expect((await call('GET', '/api/staf/audit/2000000000')).status).toBe(404);
  });

  it('shows a change to an access map', async () => {
    const kepala = await roleId(demo.db, STAFF_ROLE.kepala);
    const saved = await call('PUT', `/api/staf/hak-akses/${kepala}`, { akses: { [STAF_PAGE.akun]: { status: false, action: {} } } });
    expect(saved.status, saved.payload).toBe(200);
    const [row] = (await table({ filtering: { entity: 'role_access', entity_id: kepala } })).body.data.list;
    expect(row).toMatchObject({ action: 'update', user_email: DEMO_STAF_ACCOUNTS.operator, kolom_berubah: [STAF_PAGE.akun] });
    expect((await call('GET', `/api/staf/audit/${row.id}`)).body.data).toMatchObject({
      keterangan: { peran: STAFF_ROLE.kepala },
      perubahan: [{ kolom: STAF_PAGE.akun, sebelum: { status: true, actions: ['view', 'detail'] }, sesudah: { status: false, actions: [] }, berubah: true }],
    });
  });
});

describe('secrets in the log', () => {
  const argon = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
  const tokenHash = 'f'.repeat(64);

  it('never leave in an answer, though a write recorded them', async () => {
    const id = await log('2020-08-03T03:00:00Z', {
      entity: 'users',
      detail: {
        before: { email: 'a@madrasah.test', password_hash: argon, must_change_password: true },
        after: { email: 'a@madrasah.test', password_hash: `${argon}x`, must_change_password: false },
        sesi: [{ token_hash: tokenHash, ip: '10.0.0.1' }],
        akun: { password: 'rahasia123', catatan: argon },
        access_token: 'tok-en',
      },
    });
    const listed = await table(day('2020-08-03'));
    const detail = await call('GET', `/api/staf/audit/${id}`);
    for (const answer of [listed.payload, detail.payload]) {
      expect(answer).not.toContain('$argon2');
      expect(answer).not.toContain(tokenHash);
      expect(answer).not.toContain('rahasia123');
      expect(answer).not.toContain('tok-en');
    }
    // Still told: the password changed.
    expect(listed.body.data.list[0].kolom_berubah).toEqual(['must_change_password', 'password_hash']);
    expect(detail.body.data.perubahan).toContainEqual({ kolom: 'password_hash', sebelum: MSG.secretMasked, sesudah: MSG.secretMasked, berubah: true });
    expect(detail.body.data.keterangan).toEqual({
      sesi: [{ token_hash: MSG.secretMasked, ip: '10.0.0.1' }],
      akun: { password: MSG.secretMasked, catatan: MSG.secretMasked },
      access_token: MSG.secretMasked,
    });
  });

  it('are not stored by today’s sign-ins, sign-outs and password changes', async () => {
    const [account] = await demo.db
      .insert(users)
      .values({
        email: 'staf.baru@madrasah.test',
        name: 'Staf Baru',
        password_hash: await hashOf('rahasia123'),
        role_id: await roleId(demo.db, STAFF_ROLE.kepala),
        tipe: 'internal',
      })
      .returning({ id: users.id });
    await demo.db.insert(userRoles).values({ user_id: account!.id, role_id: await roleId(demo.db, STAFF_ROLE.kepala) });
    const token = await demo.signIn('/api/staf/login', 'staf.baru@madrasah.test');
    const body = { password_old: 'rahasia123', password_new: 'kataSandiUji1', password_confirm: 'kataSandiUji1' };
    expect((await call('PUT', '/api/staf/profil/password', body, token)).status).toBe(200);
    expect((await call('POST', '/api/staf/logout', undefined, token)).status).toBe(200);

    const [user] = await demo.db.select({ hash: users.password_hash }).from(users).where(eq(users.id, account!.id));
    // Today's entries: those this file made up are dated 2020.
    const rows = await demo.db
      .select()
      .from(activityLog)
      .where(gt(activityLog.created_at, new Date('2021-01-01')))
      .orderBy(asc(activityLog.id));
    expect(rows.filter((r) => r.user_id === account!.id).map((r) => r.action)).toEqual(['login', 'password', 'logout']);
    expect(JSON.stringify(rows)).not.toContain(user!.hash);
    expect(JSON.stringify(rows)).not.toContain('$argon2');
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('the account filter', () => {
  it('finds accounts by name or email', async () => {
    const res = await call('GET', '/api/staf/audit/pengguna?q=operator%40madrasah');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ id: operator!.id, name: 'Operator Madrasah', email: DEMO_STAF_ACCOUNTS.operator }]);
    const all = (await call('GET', '/api/staf/audit/pengguna')).body.data;
    expect(all.length).toBeGreaterThan(1);
    expect(all.length).toBeLessThanOrEqual(20);
  });
});
