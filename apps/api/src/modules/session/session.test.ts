import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { roleAccess, sessions, siswa, tahunAjaran, users, waliSiswa } from '../../db/schema/index.js';
import { roleId } from '../../db/seed/reference.js';
import { useTestApp } from '../../../test/context.js';
import { client } from '../../../test/http.js';
import { createAccount, createAlumniAccount, createPeriod, createSiswa, createStudentAccount, deactivatePeriods, PASSWORD } from '../../../test/factories.js';
import { WARD_HEADER } from '../../platform/wali-siswa.js';
import { THROTTLE } from './throttle.js';

// A route guarded like a module page, so the guard itself can be exercised. A smaller allowance
// per address than the default keeps the address's test short; the rule is the same.
const ctx = useTestApp({
  env: { SIGNIN_ADDRESS_FAILURES: '40' },
  extend: (app) => {
    app.get('/api/test/presensi', { config: { access: { path: PAGE.presensiSiswa, action: 'view' } } }, async () => ({ status: true }));
    app.get('/api/test/presensi-create', { config: { access: { path: PAGE.presensiSiswa, action: 'create' } } }, async () => ({ status: true }));
    app.get('/api/test/dashboard', { config: { access: { path: PAGE.dashboard } } }, async () => ({ status: true }));
    app.get('/api/test/undeclared', async () => ({ status: true }));
  },
});
const api = client(ctx);
let period: Awaited<ReturnType<typeof createPeriod>>;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
});

describe('POST login', () => {
  it('signs a student in with a bearer token stored only as its hash', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    const res = await api.login(account.email, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, data: { token_type: 'Bearer' } });
    const token = res.body.data.access_token as string;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await ctx.db.select().from(sessions).where(eq(sessions.user_id, account.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('answers the new session’s privilege as GET privilege/access gives it, a suspended student’s too', async () => {
    for (const opts of [{}, { suspended: 'Tunggakan administrasi' }]) {
      const { account } = await createStudentAccount(ctx.db, period, opts);
      const res = await api.login(account.email, PASSWORD);
      const access = await api.call('GET', '/api/privilege/access', { token: res.body.data.access_token });
      expect(res.body.data.privilege).toEqual(access.body.data);
    }
  });

  it('answers a guardian’s privilege for the child the sign-in names, else for the first', async () => {
    const [first, second, stranger] = await Promise.all(
      [1, 2, 3].map(() => createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id })),
    );
    const account = await createAccount(ctx.db, { role: ROLE.wali, siswaId: first!.id });
    await ctx.db.insert(waliSiswa).values({ user_id: account.id, siswa_id: second!.id });
    // A child's photo: its link is signed for the session the sign-in opened.
    await ctx.db.update(siswa).set({ foto: 'siswa/foto-anak.jpg' }).where(eq(siswa.id, second!.id));
    const childOf = async (header: Record<string, string>) => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: PASSWORD }, headers: header });
      return res.json().data.privilege.profile_ex.siswa_id as number;
    };
    const signedIn = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email: account.email, password: PASSWORD } });
    const [session] = await ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.token_hash, createHash('sha256').update(signedIn.json().data.access_token).digest('hex')));
    const foto = signedIn.json().data.privilege.profile_ex.anak.find((a: { siswa_id: number }) => a.siswa_id === second!.id).foto as string;
    expect(foto).toMatch(new RegExp(`^siswa/foto-anak\\.jpg\\?exp=\\d+&sig=[\\w-]+&s=${session!.id}$`));
    expect(await childOf({})).toBe(first!.id);
    expect(await childOf({ [WARD_HEADER]: String(second!.id) })).toBe(second!.id);
    // Another account's choice left in the browser: the first child, as the access check answers.
    expect(await childOf({ [WARD_HEADER]: String(stranger!.id) })).toBe(first!.id);
    // A header that names no child at all: the first too, never a refused sign-in.
    for (const header of ['abc', '0', '9'.repeat(400)]) expect(await childOf({ [WARD_HEADER]: header })).toBe(first!.id);
  });

  it('accepts the e-mail in any letter case and with spaces around it', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    expect((await api.login(`  ${account.email.toUpperCase()} `, PASSWORD)).status).toBe(200);
  });

  it('stores passwords as argon2id hashes', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    expect(account.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('requires both fields with the spec messages', async () => {
    const res = await api.login('', '');
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(false);
    expect(res.body.data).toEqual([
      { field: 'email', message: MSG.emailRequired },
      { field: 'password', message: MSG.passwordRequired },
    ]);
    const missing = await api.call('POST', '/api/login', { body: {} });
    expect(missing.body.data.map((d: { message: string }) => d.message)).toEqual([MSG.emailRequired, MSG.passwordRequired]);
  });

  it('refuses a wrong password and an unknown account with the same answer', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    const wrong = await api.login(account.email, 'salah-sekali', { ip: '10.9.0.1' });
    const unknown = await api.login('tidak-ada@uji.test', PASSWORD, { ip: '10.9.0.1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ status: false, message: MSG.wrongCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it.each([
    ['a staff account (tipe internal)', { role: 'guru', tipe: 'internal' }],
    ['a student role of tipe internal', { role: ROLE.siswa, tipe: 'internal' }],
    ['a staff role of tipe eksternal', { role: 'operator', tipe: 'eksternal' }],
  ])('refuses %s with the spec message and issues no token', async (_, opts) => {
    const account = await createAccount(ctx.db, opts);
    const res = await api.login(account.email, PASSWORD);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: false, message: MSG.forbiddenRole });
    expect(await ctx.db.select().from(sessions).where(eq(sessions.user_id, account.id))).toHaveLength(0);
  });

  it.each([ROLE.siswa, ROLE.wali, ROLE.alumni])('lets role %s in', async (role) => {
    const account = await createAccount(ctx.db, { role });
    expect((await api.login(account.email, PASSWORD)).status).toBe(200);
  });

  it('gives a short session, or a long one with remember', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    const hours = (iso: string) => (new Date(iso).getTime() - Date.now()) / 3_600_000;
    const short = await api.login(account.email, PASSWORD);
    const long = await api.login(account.email, PASSWORD, { remember: true });
    expect(hours(short.body.data.expires_at)).toBeCloseTo(ctx.config.SESSION_HOURS, 0);
    expect(hours(long.body.data.expires_at)).toBeCloseTo(ctx.config.SESSION_REMEMBER_DAYS * 24, 0);
  });
});

describe('sign-in without an active school year or semester', () => {
  it('is denied with the spec message', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    const token = await api.token(account.email, PASSWORD);
    await deactivatePeriods(ctx.db);
    try {
      const res = await api.login(account.email, PASSWORD);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(MSG.noActiveYear);
      const access = await api.call('GET', '/api/privilege/access', { token });
      expect(access.status).toBe(403);
      expect(access.body.message).toBe(MSG.noActiveYear);
      // A year whose semester is not active counts as no period either.
      await createPeriod(ctx.db, { activeSemester: false });
      expect((await api.login(account.email, PASSWORD)).body.message).toBe(MSG.noActiveYear);
    } finally {
      await deactivatePeriods(ctx.db);
      await ctx.db.update(tahunAjaran).set({ is_active: true }).where(eq(tahunAjaran.id, period.tahunAjaran.id));
    }
  });
});

describe('rate limit on failed sign-ins', () => {
  it('locks an account after repeated failures, even for the right password, from any address', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    for (let i = 0; i < THROTTLE.account.free; i++) {
      expect((await api.login(account.email, 'salah', { ip: `10.1.0.${i}` })).status).toBe(401);
    }
    const locked = await api.login(account.email, PASSWORD, { ip: '10.1.1.1' });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(MSG.tooManyAttempts(THROTTLE.account.lockMinutes()));
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('slows an address that fails across many accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < ctx.config.SIGNIN_ADDRESS_FAILURES; i++) {
      expect((await api.login(`acak${i}@uji.test`, 'salah', { ip })).status).toBe(401);
    }
    const { account } = await createStudentAccount(ctx.db, period);
    expect((await api.login(account.email, PASSWORD, { ip })).status).toBe(429);
    expect((await api.login(account.email, PASSWORD, { ip: '10.2.0.2' })).status).toBe(200);
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < THROTTLE.account.free - 1; i++) await api.login(account.email, 'salah', { ip: `10.3.${round}.${i}` });
      expect((await api.login(account.email, PASSWORD, { ip: `10.3.${round}.99` })).status).toBe(200);
    }
  });
});

describe('session token', () => {
  it('is refused when missing, forged, malformed or expired', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    const token = await api.token(account.email, PASSWORD);
    expect((await api.call('GET', '/api/privilege/access')).status).toBe(401);
    expect((await api.call('GET', '/api/privilege/access', { token: `${token}x` })).status).toBe(401);
    const basic = await ctx.app.inject({ method: 'GET', url: '/api/privilege/access', headers: { authorization: `Basic ${token}` } });
    expect(basic.statusCode).toBe(401);
    expect((await api.call('GET', '/api/privilege/access', { token })).status).toBe(200);
    await ctx.db
      .update(sessions)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(sessions.user_id, account.id));
    const expired = await api.call('GET', '/api/privilege/access', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ status: false, message: MSG.sessionEnded });
  });

  it('is revoked on the server by logout', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    const token = await api.token(account.email, PASSWORD);
    const other = await api.token(account.email, PASSWORD);
    const out = await api.call('POST', '/api/logout', { token });
    expect(out.status).toBe(200);
    expect((await api.call('GET', '/api/privilege/access', { token })).status).toBe(401);
    expect((await api.call('POST', '/api/logout', { token })).status).toBe(401);
    // Only that session ends.
    expect((await api.call('GET', '/api/privilege/access', { token: other })).status).toBe(200);
  });

  it('stops working when the account is switched off or becomes staff', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    const token = await api.token(account.email, PASSWORD);
    await ctx.db.update(users).set({ is_active: false }).where(eq(users.id, account.id));
    expect((await api.call('GET', '/api/privilege/access', { token })).status).toBe(403);
    await ctx.db.update(users).set({ is_active: true, tipe: 'internal' }).where(eq(users.id, account.id));
    const res = await api.call('GET', '/api/privilege/menu', { token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MSG.forbiddenRole);
  });
});

describe('GET privilege/access and privilege/menu', () => {
  it('describes a student: profile, own record and class group, period, clock-in and access map', async () => {
    const { siswa, account } = await createStudentAccount(ctx.db, period);
    const token = await api.token(account.email, PASSWORD);
    ctx.clock = new Date('2026-11-23T01:00:00Z'); // a Monday morning in Jakarta: a clock-in day
    const { status, body } = await api.call('GET', '/api/privilege/access', { token });
    ctx.clock = undefined;
    expect(status).toBe(200);
    expect(body.data.profile).toEqual({
      id: account.id,
      name: account.name,
      email: account.email,
      roles: ROLE.siswa,
      tipe: 'eksternal',
      wajib_ganti_password: false,
    });
    expect(body.data.profile_ex).toMatchObject({
      siswa_id: siswa.id,
      nama: siswa.nama,
      rombel_id: period.rombel.id,
      rombel_nama: period.rombel.nama,
      siswa_akun_ditangguhkan: 0,
      siswa_alasan_akun_ditangguhkan: null,
    });
    expect(body.data.tahun_ajaran.id).toBe(period.tahunAjaran.id);
    expect(body.data.semester.id).toBe(period.semester.id);
    expect(body.data.presensi.is_allow).toBe(true);
    expect(body.data.presensi.setting.radius_active).toMatch(/^[01]$/);
    expect(body.data.access[PAGE.dashboard]).toEqual({ status: true, action: { view: true } });
    expect(body.data.access[PAGE.siswaAktif].action).toMatchObject({ detail: true, beasiswa_view: true, file_delete: true });
    expect(body.data.access[PAGE.alumni]).toEqual({ status: false, action: {} });
    const menu = await api.call('GET', '/api/privilege/menu', { token });
    expect(menu.body.data.map((m: { path: string }) => m.path)).toEqual([
      PAGE.dashboard,
      '/peserta-didik',
      '/kesiswaan',
      '/presensi',
      '/bimbingan-konseling',
      '/ekstrakurikuler-pramuka',
      '/kalender-kegiatan',
      '/keuangan',
      '/penilaian',
      PAGE.logExport,
      PAGE.profile,
    ]);
    // A group keeps only the children the map opens: a student has no alumni page, nor the counselling report.
    expect(menu.body.data[1].children).toEqual([{ name: 'Peserta Didik Aktif', path: PAGE.siswaAktif, icon: 'user' }]);
    expect(menu.body.data[4].children.map((c: { path: string }) => c.path)).toEqual([PAGE.profilBk, PAGE.hasilTes, PAGE.konsultasi, PAGE.mediaInformasi]);
    expect(menu.body.data[7].children.map((c: { path: string }) => c.path)).toEqual([PAGE.pembayaranSiswa, PAGE.tagihanSiswa]);
  });

  it('gives a suspended student only the dashboard, with the reason', async () => {
    const reason = 'Tunggakan administrasi';
    const { account } = await createStudentAccount(ctx.db, period, { suspended: reason });
    const token = await api.token(account.email, PASSWORD);
    const { body } = await api.call('GET', '/api/privilege/access', { token });
    expect(Object.keys(body.data.access)).toEqual([PAGE.dashboard]);
    expect(body.data.profile_ex).toMatchObject({ siswa_akun_ditangguhkan: 1, siswa_alasan_akun_ditangguhkan: reason });
    expect(body.data.presensi.is_allow).toBe(false);
    const menu = await api.call('GET', '/api/privilege/menu', { token });
    expect(menu.body.data).toEqual([{ name: 'Dashboard', path: PAGE.dashboard, icon: 'dashboard' }]);
    expect((await api.call('GET', '/api/test/presensi', { token })).status).toBe(403);
    expect((await api.call('GET', '/api/test/dashboard', { token })).status).toBe(200);
  });

  it('treats a student account with no student record as suspended', async () => {
    const account = await createAccount(ctx.db, { role: ROLE.siswa });
    const token = await api.token(account.email, PASSWORD);
    const { body } = await api.call('GET', '/api/privilege/access', { token });
    expect(Object.keys(body.data.access)).toEqual([PAGE.dashboard]);
    expect(body.data.profile_ex.siswa_akun_ditangguhkan).toBe(1);
  });

  it('gives a guardian their ward, no clock-in, and the approval action on permits', async () => {
    const ward = await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id, suspended: 'Skors' });
    const account = await createAccount(ctx.db, { role: ROLE.wali, siswaId: ward.id });
    const token = await api.token(account.email, PASSWORD);
    const { body } = await api.call('GET', '/api/privilege/access', { token });
    expect(body.data.profile_ex).toMatchObject({ siswa_id: ward.id, rombel_id: period.rombel.id, siswa_akun_ditangguhkan: 1 });
    // The ward's suspension is shown to the guardian but does not close the guardian's pages.
    expect(body.data.access[PAGE.perizinanSiswa]).toEqual({ status: true, action: { view: true, detail: true, approval: true } });
    expect(body.data.presensi.is_allow).toBe(false);
  });

  it('gives an alumnus their alumni record and the alumni pages', async () => {
    const { alumni, account } = await createAlumniAccount(ctx.db);
    const token = await api.token(account.email, PASSWORD);
    const { body } = await api.call('GET', '/api/privilege/access', { token });
    expect(body.data.profile_ex).toMatchObject({ siswa_id: null, alumni_id: alumni.id, nama: alumni.nama, siswa_akun_ditangguhkan: 0 });
    expect(body.data.access[PAGE.alumni].status).toBe(true);
    expect(body.data.access[PAGE.siswaAktif].status).toBe(false);
  });
});

describe('access guard', () => {
  it('answers 403 for a page whose status is false, or without the action', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    const token = await api.token(account.email, PASSWORD);
    expect((await api.call('GET', '/api/test/presensi', { token })).status).toBe(200);
    expect((await api.call('GET', '/api/test/presensi-create', { token })).status).toBe(403);

    const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: account.siswa_id });
    const waliToken = await api.token(wali.email, PASSWORD);
    const waliRole = await roleId(ctx.db, ROLE.wali);
    const where = and(eq(roleAccess.role_id, waliRole), eq(roleAccess.path, PAGE.presensiSiswa));
    expect((await api.call('GET', '/api/test/presensi', { token: waliToken })).status).toBe(200);
    await ctx.db.update(roleAccess).set({ status: false }).where(where);
    try {
      const res = await api.call('GET', '/api/test/presensi', { token: waliToken });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: false, message: MSG.forbidden });
      const access = await api.call('GET', '/api/privilege/access', { token: waliToken });
      expect(access.body.data.access[PAGE.presensiSiswa].status).toBe(false);
    } finally {
      await ctx.db.update(roleAccess).set({ status: true }).where(where);
    }
  });

  it('refuses a route that declares no access', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    const token = await api.token(account.email, PASSWORD);
    expect((await api.call('GET', '/api/test/undeclared', { token })).status).toBe(403);
  });

  it('has an access declaration on every API route', () => {
    const undeclared = ctx.app
      .routeTable()
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/test/'))
      .filter((r) => r.access === undefined);
    expect(undeclared).toEqual([]);
    const publicRoutes = ctx.app
      .routeTable()
      .filter((r) => r.url.startsWith('/api/') && r.access === 'public' && !r.url.startsWith('/api/docs'))
      .map((r) => r.url);
    // Files are public routes whose links carry their own signature.
    expect([...new Set(publicRoutes)].sort()).toEqual(['/api/config', '/api/files/*', '/api/health', '/api/login', '/api/staf/login']);
  });
});

describe('PUT user/ubah-password/{id}', () => {
  const url = (id: number) => `/api/user/ubah-password/${id}`;

  it('changes one’s own password and ends the other sessions only', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    const token = await api.token(account.email, PASSWORD);
    const other = await api.token(account.email, PASSWORD);
    const res = await api.call('PUT', url(account.id), {
      token,
      body: { password_old: PASSWORD, password_new: 'kataSandiBaru1', password_confirm: 'kataSandiBaru1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.passwordChanged);
    expect((await api.call('GET', '/api/privilege/access', { token })).status).toBe(200);
    expect((await api.call('GET', '/api/privilege/access', { token: other })).status).toBe(401);
    expect((await api.login(account.email, PASSWORD, { ip: '10.5.0.1' })).status).toBe(401);
    expect((await api.login(account.email, 'kataSandiBaru1')).status).toBe(200);
  });

  it('refuses another account’s id', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    const { account: victim } = await createStudentAccount(ctx.db, period);
    const token = await api.token(account.email, PASSWORD);
    const res = await api.call('PUT', url(victim.id), {
      token,
      body: { password_old: PASSWORD, password_new: 'kataSandiBaru1', password_confirm: 'kataSandiBaru1' },
    });
    expect(res.status).toBe(403);
    expect((await api.login(victim.email, PASSWORD)).status).toBe(200);
  });

  it('needs a session', async () => {
    expect((await api.call('PUT', url(1), { body: { password_old: 'a', password_new: 'b', password_confirm: 'b' } })).status).toBe(401);
  });

  const long = 'x'.repeat(101);
  it.each([
    [
      'all empty',
      { password_old: '', password_new: '', password_confirm: '' },
      [
        ['password_old', MSG.required],
        ['password_new', MSG.required],
        ['password_confirm', MSG.required],
      ],
    ],
    [
      'over 100 characters',
      { password_old: long, password_new: long, password_confirm: long },
      [
        ['password_old', MSG.maxChars(100)],
        ['password_new', MSG.maxChars(100)],
        ['password_confirm', MSG.maxChars(100)],
      ],
    ],
    [
      'confirmation differs',
      { password_old: PASSWORD, password_new: 'kataSandiBaru1', password_confirm: 'kataSandiBaru2' },
      [['password_confirm', MSG.mustMatchNewPassword]],
    ],
    ['new equals old', { password_old: PASSWORD, password_new: PASSWORD, password_confirm: PASSWORD }, [['password_new', MSG.newPasswordSameAsOld]]],
    ['new too short', { password_old: PASSWORD, password_new: 'abc', password_confirm: 'abc' }, [['password_new', MSG.newPasswordTooShort(8)]]],
  ])('refuses %s with the field messages', async (_, body, expected) => {
    const { account } = await createStudentAccount(ctx.db, period);
    const token = await api.token(account.email, PASSWORD);
    const res = await api.call('PUT', url(account.id), { token, body });
    expect(res.status).toBe(400);
    expect(res.body.data.map((d: { field: string; message: string }) => [d.field, d.message])).toEqual(expected);
  });

  it('refuses a wrong old password on its field', async () => {
    const { account } = await createStudentAccount(ctx.db, period);
    const token = await api.token(account.email, PASSWORD);
    const res = await api.call('PUT', url(account.id), {
      token,
      body: { password_old: 'bukan-ini', password_new: 'kataSandiBaru1', password_confirm: 'kataSandiBaru1' },
    });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([{ field: 'password_old', message: MSG.oldPasswordWrong }]);
    expect((await api.login(account.email, PASSWORD)).status).toBe(200);
  });
});

describe('platform', () => {
  it('answers health, OpenAPI and unknown API paths in the envelope', async () => {
    expect((await api.call('GET', '/api/health')).body).toMatchObject({ status: true, data: { database: 'ok' } });
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(expect.arrayContaining(['/api/login', '/api/privilege/access', '/api/user/ubah-password/{id}']));
    const missing = await api.call('GET', '/api/tidak-ada');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: false, message: MSG.routeNotFound });
  });

  it('gives the web its public settings before sign-in', async () => {
    const res = await api.call('GET', '/api/config');
    expect(res.body.data).toMatchObject({ external_signin_url: '/login', map_default_center: [-6.2, 106.816666] });
    expect(res.body.data.map_tile_attribution).toContain('OpenStreetMap');
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: MSG.invalidRequest });
  });
});
