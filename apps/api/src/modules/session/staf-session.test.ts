import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INTERNAL_TYPE, ROLE, STAF_PAGE, STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { sessions, userRoles, users } from '../../db/schema/index.js';
import { roleId } from '../../db/seed/reference.js';
import { createOperator } from '../../db/admin/operator.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, deactivatePeriods, PASSWORD } from '../../../test/factories.js';

const ctx = useTestApp();
const signIn = (email: string, password = PASSWORD) => ctx.app.inject({ method: 'POST', url: '/api/staf/login', payload: { email, password } });
const get = (url: string, token: string) => ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** A staff account holding `roles`. */
async function staff(...roles: string[]) {
  const account = await createAccount(ctx.db, { role: roles[0], tipe: INTERNAL_TYPE });
  for (const role of roles) await ctx.db.insert(userRoles).values({ user_id: account.id, role_id: await roleId(ctx.db, role) });
  return account;
}

beforeAll(async () => {
  await createPeriod(ctx.db);
});

describe('the staff door', () => {
  it.each([ROLE.siswa, ROLE.wali, ROLE.alumni])('refuses a %s account with the spec message and issues no token', async (role) => {
    const account = await createAccount(ctx.db, { role });
    const res = await signIn(account.email);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, message: MSG.forbiddenRole });
    expect(await ctx.db.select().from(sessions).where(eq(sessions.user_id, account.id))).toHaveLength(0);
  });

  it('refuses a wrong password as the portal does', async () => {
    const account = await staff(STAFF_ROLE.guru);
    const res = await signIn(account.email, 'salah');
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.wrongCredentials);
  });

  it('lets a staff account in, whose privilege lists every role and the union of their maps', async () => {
    const account = await staff(STAFF_ROLE.guru, STAFF_ROLE.kepala);
    const res = await signIn(account.email);
    expect(res.statusCode).toBe(200);
    const privilege = (await get('/api/staf/privilege', res.json().data.access_token)).json().data;
    // The sign-in answered the same privilege.
    expect(res.json().data.privilege).toEqual(privilege);
    expect(privilege.profile.roles.sort()).toEqual([STAFF_ROLE.guru, STAFF_ROLE.kepala].sort());
    // The head's pages come with the teacher's; no portal page is in a staff map.
    expect(privilege.access[STAF_PAGE.audit].status).toBe(true);
    expect(Object.keys(privilege.access).every((p: string) => p.startsWith('/staf'))).toBe(true);
    expect(privilege.menu.map((m: { path: string }) => m.path)).toContain(STAF_PAGE.beranda);
  });

  it('lets the operator of a new school in before any school year exists', async () => {
    await deactivatePeriods(ctx.db);
    try {
      const account = await staff(STAFF_ROLE.operator);
      const res = await signIn(account.email);
      expect(res.statusCode).toBe(200);
      const privilege = (await get('/api/staf/privilege', res.json().data.access_token)).json().data;
      // The sign-in answered the same privilege.
      expect(res.json().data.privilege).toEqual(privilege);
      expect(privilege.tahun_ajaran).toBeNull();
    } finally {
      await createPeriod(ctx.db);
    }
  });

  it('refuses a suspended staff account after its password', async () => {
    const account = await staff(STAFF_ROLE.guru);
    await ctx.db.update(users).set({ is_active: false }).where(eq(users.id, account.id));
    expect((await signIn(account.email, 'salah')).statusCode).toBe(401);
    expect((await signIn(account.email)).statusCode).toBe(403);
  });
});

describe('npm run admin -- create-operator', () => {
  it('creates an operator whose one-time password must be changed first', async () => {
    const { email, password } = await createOperator(ctx.db, 'Operator@Sekolah.sch.id', 'Operator Sekolah');
    expect(email).toBe('operator@sekolah.sch.id');
    expect(password).toMatch(/^[a-z2-9]{10}$/);
    const res = await signIn(email, password);
    expect(res.statusCode).toBe(200);
    const token = res.json().data.access_token;
    expect((await get('/api/staf/privilege', token)).json().data.profile).toMatchObject({ roles: [STAFF_ROLE.operator], wajib_ganti_password: true });
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/staf/siswa/table', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.passwordChangeRequired);
  });

  it('refuses an email that has an account, and one that is not an email', async () => {
    await createOperator(ctx.db, 'dua@sekolah.sch.id', 'Operator Dua');
    await expect(createOperator(ctx.db, 'DUA@sekolah.sch.id', 'Lagi')).rejects.toThrow(/exists already/);
    await expect(createOperator(ctx.db, 'bukan-email', 'Lagi')).rejects.toThrow(/not an email/);
  });
});
