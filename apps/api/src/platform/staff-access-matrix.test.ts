import { afterAll, describe, expect, it } from 'vitest';
import { INTERNAL_TYPE, ROLE, SCOPED_STAFF_ROLES, STAFF_ROLE, type AccessRule } from '@madrasah/contract/access';
import type { StaffScope } from '@madrasah/contract/endpoint';
import { MSG } from '@madrasah/contract/messages';
import { userRoles, users } from '../db/schema/index.js';
import { ACCESS_CATALOGUE } from '../db/seed/access-catalogue.js';
import { DEMO_PASSWORD, DEMO_STAF_ACCOUNTS } from '../db/seed/demo-accounts.js';
import { roleId } from '../db/seed/reference.js';
import { openDemoApp, type DemoAccount } from '../../test/access-matrix/demo-app.js';
import { routeKey, type Route } from '../../test/access-matrix/requests.js';
import { withEntries } from '../../test/access-matrix/role-access.js';
import { allowedByDefault, STAFF } from '../../test/access-matrix/staff-callers.js';
import { STAF_REQUESTS, isMultipart, stafRequestFor, stafTargets } from '../../test/access-matrix/staff-requests.js';
import { hashOf } from '../../test/factories.js';
import { isStafRoute } from './staff-auth.js';

/*
 * The staff side's access matrix: every staff route the app registers, called by every demo
 * staff role (allowed exactly where its default map says), by the portal's accounts (refused),
 * by a wali kelas with another class group's ids (refused by the scope), and by an account that
 * must change its password first. Routes come from routeTable(), as in access-matrix.test.ts.
 */

const demo = await openDemoApp();
afterAll(() => demo.close());
const targets = await stafTargets(demo.db);

type StafRoute = Route & { scope: StaffScope | undefined };
const all = demo.app.routeTable().filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.access !== undefined && r.access !== 'public');
const routes: StafRoute[] = all.filter((r) => isStafRoute(r.url)).map((r) => ({ method: String(r.method), url: r.url, access: r.access!, scope: r.scope }));
const portalRoutes = all.filter((r) => !isStafRoute(r.url));
const named = (rows: StafRoute[]) => rows.map((r) => [routeKey(r), r] as const);
const list = <T>(v: T | readonly T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? [...v] : [v as T]);

async function call(method: string, url: string, token: string, body?: unknown) {
  const file = isMultipart(body) ? body : undefined;
  const res = await demo.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, ...(file && { 'content-type': file.contentType }) },
    payload: file ? file.payload : (body as object | undefined),
  });
  return { status: res.statusCode, payload: res.payload, message: (res.json() as { message?: string }).message };
}
/** Signing out ends the token: that route gets a session of its own. */
const tokenFor = async (route: StafRoute, token: string, email: string) => (route.url === '/api/staf/logout' ? demo.signIn('/api/staf/login', email) : token);

describe('the staff matrix covers every staff route', () => {
  it('finds the staff routes', () => {
    expect(routes.map(routeKey)).toContain('GET /api/staf/privilege');
  });
  it('has a request for each of them, and none for a route that is gone', () => {
    expect(routes.map(routeKey).filter((k) => !(k in STAF_REQUESTS))).toEqual([]);
    expect(Object.keys(STAF_REQUESTS).filter((k) => !routes.some((r) => routeKey(r) === k))).toEqual([]);
  });
});

describe.each(STAFF)('as %s (%s)', (account, role) => {
  it.each(named(routes))('%s answers as the default map says', async (_, route) => {
    const { url, body } = stafRequestFor(route, targets.own);
    const res = await call(route.method, url, await tokenFor(route, demo.stafTokens[account], DEMO_STAF_ACCOUNTS[account]), body);
    const answer = `${route.method} ${url} answered ${res.status}: ${res.payload.slice(0, 300)}`;
    if (allowedByDefault(role, route.access)) expect([401, 403], answer).not.toContain(res.status);
    else expect(res.status, answer).toBe(403);
  });
});

const PORTAL: DemoAccount[] = ['siswa', 'wali', 'alumni'];
describe.each(PORTAL)('the portal account %s', (account) => {
  it.each(named(routes))('%s is refused with the spec message', async (_, route) => {
    const { url, body } = stafRequestFor(route, targets.own);
    const res = await call(route.method, url, demo.tokens[account], body);
    expect(res.status).toBe(403);
    expect(res.message).toBe(MSG.forbiddenRole);
  });
});

describe('a staff token on the portal', () => {
  it.each(portalRoutes.map((r) => [`${String(r.method)} ${r.url}`, r] as const))('%s is refused', async (_, route) => {
    const url = route.url.replace(/:([a-z_]+)/g, '1');
    const res = await call(String(route.method), url, demo.stafTokens.operator, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
    expect(res.status, res.payload.slice(0, 200)).toBe(403);
  });
});

/**
 * Runs `body` with the route's page and action granted to the wali kelas where the default map
 * does not grant them: a school may grant any page, and the scope still holds there.
 */
function openedToWaliKelas<T>(route: StafRoute, body: () => Promise<T>): Promise<T> {
  if (allowedByDefault(STAFF_ROLE.waliKelas, route.access)) return body();
  const rule = route.access as AccessRule;
  const grant = (e: { actions: string[] }) => ({ status: true, actions: [...new Set([...e.actions, ...list(rule.action)])] });
  return withEntries(demo.db, STAFF_ROLE.waliKelas, list(rule.path), grant, body);
}

describe('a wali kelas with another class group’s ids', () => {
  const scoped = routes.filter((r) => r.scope !== undefined && r.scope !== 'list');
  it('finds the scoped routes', () => expect(scoped.length).toBeGreaterThan(0));
  it.each(named(scoped))('%s is refused, and answers for their own class group', async (_, route) =>
    openedToWaliKelas(route, async () => {
      const other = stafRequestFor(route, targets.other);
      const refused = await call(route.method, other.url, demo.stafTokens.waliKelas, other.body);
      expect(refused.status, refused.payload.slice(0, 300)).toBe(403);
      expect(refused.message).toBe(MSG.outOfScope);
      const own = stafRequestFor(route, targets.own);
      const allowed = await call(route.method, own.url, demo.stafTokens.waliKelas, own.body);
      expect(allowed.status, allowed.payload.slice(0, 300)).toBe(200);
      // A role of the whole school whose default map grants the route reaches the other class group.
      const [wholeSchool] = STAFF.find(([, role]) => !SCOPED_STAFF_ROLES.includes(role) && allowedByDefault(role, route.access))!;
      expect((await call(route.method, other.url, demo.stafTokens[wholeSchool], other.body)).status).toBe(200);
    }),
  );
});

describe('a list without a class group named', () => {
  it('is cut to the wali kelas’s own class group, and is the school’s for the head', async () => {
    const body = { pagination: { current: 1, pageSize: 1000 } };
    const own = JSON.parse((await call('POST', '/api/staf/siswa/table', demo.stafTokens.waliKelas, body)).payload).data;
    expect(own.info.total).toBeGreaterThan(0);
    expect(new Set(own.list.map((r: { rombel_id: number }) => r.rombel_id))).toEqual(new Set([targets.own.rombelId]));
    const school = JSON.parse((await call('POST', '/api/staf/siswa/table', demo.stafTokens.kepala, body)).payload).data;
    expect(school.info.total).toBeGreaterThan(own.info.total);
  });
});

describe('an account whose password someone else chose', async () => {
  const operator = await roleId(demo.db, STAFF_ROLE.operator);
  const [user] = await demo.db
    .insert(users)
    .values({
      email: 'operator-baru@madrasah.test',
      name: 'Operator Baru',
      password_hash: await hashOf(DEMO_PASSWORD),
      role_id: operator,
      tipe: INTERNAL_TYPE,
      must_change_password: true,
    })
    .returning();
  await demo.db.insert(userRoles).values({ user_id: user!.id, role_id: operator });
  const token = await demo.signIn('/api/staf/login', user!.email);

  it.each(named(routes.filter((r) => r.access !== 'session')))('%s answers 403 until it is changed', async (_, route) => {
    const { url, body } = stafRequestFor(route, targets.own);
    const res = await call(route.method, url, token, body);
    expect(res.status).toBe(403);
    expect(res.message).toBe(MSG.passwordChangeRequired);
  });

  it('is told so by the privilege, and is let in once it has changed it', async () => {
    expect(JSON.parse((await call('GET', '/api/staf/privilege', token)).payload).data.profile.wajib_ganti_password).toBe(true);
    const changed = await call('PUT', '/api/staf/profil/password', token, {
      password_old: DEMO_PASSWORD,
      password_new: 'kataSandiBaru9',
      password_confirm: 'kataSandiBaru9',
    });
    expect(changed.status, changed.payload).toBe(200);
    expect(JSON.parse((await call('GET', '/api/staf/privilege', token)).payload).data.profile.wajib_ganti_password).toBe(false);
    expect((await call('POST', '/api/staf/siswa/table', token, {})).status).toBe(200);
  });
});

it('keeps the portal’s roles out of the staff maps', () => {
  for (const role of Object.values(ROLE)) expect(Object.keys(ACCESS_CATALOGUE[role] ?? {}).filter((p) => p.startsWith('/staf'))).toEqual([]);
});
