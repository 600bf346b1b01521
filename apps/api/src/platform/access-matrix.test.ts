import { afterAll, describe, expect, it } from 'vitest';
import { PAGE, ROLE, type AccessRule, type ActionFlag } from '@madrasah/contract/access';
import { ACCESS_CATALOGUE } from '../db/seed/access-catalogue.js';
import { demoPdf } from '../db/seed/demo-files.js';
import { openDemoApp, type DemoAccount } from '../../test/access-matrix/demo-app.js';
import { demoTargets, secretsOf, snapshot, type Target } from '../../test/access-matrix/people.js';
import { missingResolvers, NOT_PERSONAL, paramsOf, PERSONAL_FIELDS, requestFor, routeKey, type Extras, type Route } from '../../test/access-matrix/requests.js';
import { withEntries } from '../../test/access-matrix/role-access.js';
import { webSelfie } from '../../test/images.js';
import { isStafRoute } from './staff-auth.js';
import { WARD_HEADER } from './wali-siswa.js';
import { asc, eq } from 'drizzle-orm';
import { rombel as rombelTable, rombelSiswa, siswa as siswaTable, users, waliSiswa } from '../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.js';

/*
 * The access matrix: every API route the app registers, called by the demo accounts with
 * somebody else's ids, without the action it needs, and by a suspended student. The routes
 * come from routeTable(), so a route added later is probed (or fails the coverage check)
 * without anybody listing it here.
 */

const demo = await openDemoApp();
afterAll(() => demo.close());
const targets = await demoTargets(demo.db);
const victim = targets.victim;
const secrets = await secretsOf(demo.db, victim);
const extras: Extras = {
  selfie: await webSelfie(7),
  pdf: demoPdf('Surat Izin', ['Uji akses']).toString('base64'),
  today: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
};

const list = <T>(v: T | readonly T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? [...v] : [v as T]);
const isRule = (access: Route['access']): access is AccessRule => typeof access === 'object';

// HEAD routes are Fastify's copies of the GET routes; public routes take no session; the staff
// side's routes have a matrix of their own (staff-access-matrix.test.ts).
const routes: Route[] = demo.app
  .routeTable()
  .filter((r) => r.url.startsWith('/api/') && !isStafRoute(r.url) && r.method !== 'HEAD' && r.access !== undefined && r.access !== 'public')
  .map((r) => ({ method: String(r.method), url: r.url, access: r.access! }));

/** The body fields of a route that name a student or a class group, from its OpenAPI schema. */
const openapi = demo.app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>> };
function personalBodyFields(route: Route): string[] {
  const op = openapi.paths[route.url.replace(/:([a-z_]+)/g, '{$1}')]?.[route.method.toLowerCase()];
  const found = new Set<string>();
  const walk = (schema: unknown) => {
    if (schema === null || typeof schema !== 'object') return;
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties') for (const name of Object.keys(value as object)) if ((PERSONAL_FIELDS as readonly string[]).includes(name)) found.add(name);
      walk(value);
    }
  };
  walk(op?.requestBody?.content['application/json']?.schema);
  return [...found];
}

/** Routes that take an id or a body field naming somebody's data, less the explained exceptions. */
const personal = routes.filter((r) => (paramsOf(r.url).length > 0 || personalBodyFields(r).length > 0) && !(routeKey(r) in NOT_PERSONAL));
/** it.each rows that name the route in the test's title. */
const named = (rows: Route[]) => rows.map((r) => [routeKey(r), r] as const);

/**
 * A list whose only personal input is a class-group filter: the list is the caller's own
 * student's, so another class group narrows it to nothing rather than being refused.
 */
function onlyNarrows(route: Route, body: unknown): boolean {
  const b = body as { filtering?: Record<string, unknown> } | undefined;
  return paramsOf(route.url).length === 0 && b?.filtering?.rombel_id !== undefined && !JSON.stringify(b).includes('"siswa_id"');
}

type Caller = { account: DemoAccount; role: string };
const CALLERS: Caller[] = [
  { account: 'siswa', role: ROLE.siswa },
  { account: 'wali', role: ROLE.wali },
  { account: 'alumni', role: ROLE.alumni },
];

async function call(method: string, url: string, token: string, body: unknown) {
  const res = await demo.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, payload: body as object | undefined });
  return { status: res.statusCode, payload: res.payload };
}

/** Opens the route's pages with its actions for the role, so only the service can refuse. */
function withRouteOpen<T>(role: string, access: Route['access'], body: () => Promise<T>): Promise<T> {
  if (!isRule(access)) return body();
  const flags = list(access.action);
  return withEntries(demo.db, role, list(access.path), (e) => ({ status: true, actions: [...new Set([...e.actions, ...flags])] }), body);
}

describe('the matrix covers every route', () => {
  it('finds the personal routes among the registered ones', () => {
    expect(personal.length).toBeGreaterThan(40);
    expect(personal.map(routeKey)).toContain('PUT /api/siswa/data-diri/:siswa_id');
    expect(personal.map(routeKey)).toContain('POST /api/keuangan/pemasukan/pembayaran/table');
  });

  it('resolves every id parameter and student-naming body field of a personal route', () => {
    const missing = personal.map((r) => [routeKey(r), missingResolvers(r, personalBodyFields(r), victim, extras)] as const).filter(([, m]) => m.length > 0);
    expect(missing).toEqual([]);
  });

  it('lists only registered routes as not personal', () => {
    const keys = new Set(routes.map(routeKey));
    expect(Object.keys(NOT_PERSONAL).filter((k) => !keys.has(k))).toEqual([]);
  });
});

describe.each(CALLERS)('as $account with siswa2@’s ids', (caller) => {
  it.each(named(personal))('%s is refused and reveals and changes nothing', async (_, route) => {
    const { url, body } = requestFor(route, victim, extras);
    const writes = route.method !== 'GET' && !route.url.includes('/table');
    const before = writes ? await snapshot(demo.db, victim) : undefined;
    const res = await withRouteOpen(caller.role, route.access, () => call(route.method, url, demo.tokens[caller.account], body));
    const answer = `${route.method} ${url} answered ${res.status}: ${res.payload.slice(0, 300)}`;
    if (res.status === 200 && onlyNarrows(route, body)) expect(JSON.parse(res.payload).data.list, answer).toEqual([]);
    else expect([403, 404], answer).toContain(res.status);
    expect(secrets.filter((s) => res.payload.includes(s))).toEqual([]);
    if (writes) expect(await snapshot(demo.db, victim)).toEqual(before);
  });
});

/**
 * A body the route refuses: each field of its valid body of the wrong type, or a list where a
 * form is expected.
 */
function invalidBody(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(invalidBody);
  if (body !== null && typeof body === 'object' && Object.keys(body).length > 0) return Object.fromEntries(Object.keys(body).map((k) => [k, true]));
  return [];
}

/** Personal routes whose path names the record and that take a body: ownership comes before its validation. */
const withBody = personal.filter(
  (r) => paramsOf(r.url).length > 0 && openapi.paths[r.url.replace(/:([a-z_]+)/g, '{$1}')]?.[r.method.toLowerCase()]?.requestBody,
);

describe.each(CALLERS)('as $account with siswa2@’s ids and an invalid body', (caller) => {
  it.each(named(withBody))('%s is refused as a stranger, not as a bad form', async (_, route) => {
    const { url, body } = requestFor(route, victim, extras);
    const res = await withRouteOpen(caller.role, route.access, () => call(route.method, url, demo.tokens[caller.account], invalidBody(body)));
    expect([403, 404], `${route.method} ${url} answered ${res.status}: ${res.payload.slice(0, 300)}`).toContain(res.status);
  });
});

describe('siswa2@ and alumni2@, the owners, with an invalid body', () => {
  it('finds the routes that take a body about a record in their path', () => {
    expect(withBody.map(routeKey)).toContain('PUT /api/siswa/data-diri/:siswa_id');
  });

  // The invalid bodies above are invalid: their owner is told so.
  it.each(named(withBody))('%s answers its owner 400', async (_, route) => {
    const { url, body } = requestFor(route, victim, extras);
    const [account, role] = route.url.startsWith('/api/alumni/') ? (['alumni2', ROLE.alumni] as const) : (['siswa2', ROLE.siswa] as const);
    const res = await withRouteOpen(role, route.access, () => call(route.method, url, demo.tokens[account], invalidBody(body)));
    expect(res.status, res.payload.slice(0, 300)).toBe(400);
  });
});

// The probes' ids and bodies are right: the owner's own reads with them succeed.
describe('siswa2@ and alumni2@, the owners', () => {
  const reads = personal.filter((r) => r.method === 'GET' || r.url.includes('/table'));
  it('shows the secrets the probes look for', async () => {
    const res = await call('GET', `/api/siswa/data-diri/${victim.siswaId}`, demo.tokens.siswa2, undefined);
    expect(secrets.filter((s) => res.payload.includes(s)).length).toBeGreaterThanOrEqual(3);
  });

  it.each(named(reads))('%s answers its owner', async (_, route) => {
    const { url, body } = requestFor(route, victim, extras);
    const [account, role] = route.url.startsWith('/api/alumni/') ? (['alumni2', ROLE.alumni] as const) : (['siswa2', ROLE.siswa] as const);
    const res = await withRouteOpen(role, route.access, () => call(route.method, url, demo.tokens[account], body));
    expect(res.status, res.payload.slice(0, 300)).toBe(200);
  });
});

/** Demo roles in the order they are tried for a route's action, with the account that signs in. */
type Actor = 'siswa' | 'wali' | 'alumni';
const ROLE_ACCOUNTS: [string, Actor][] = [
  [ROLE.siswa, 'siswa'],
  [ROLE.wali, 'wali'],
  [ROLE.alumni, 'alumni'],
];
/** Each account's own data: the internal alumnus acts only on their alumni record here. */
const OWN: Record<Actor, Target> = {
  siswa: targets.siswa,
  wali: targets.siswa,
  alumni: { ...targets.siswa, alumniId: targets.alumni.alumniId, userId: targets.alumni.userId },
};

/**
 * The role that best shows a route's action: one whose default map opens a page of the route
 * with the action, else one that opens a page of it (the action is then granted for the
 * control call).
 */
function roleFor(rule: AccessRule): [string, Actor] {
  const pages = list(rule.path);
  const flags = list(rule.action);
  const opens = (role: string, withAction: boolean) =>
    pages.some((p) => {
      const granted = ACCESS_CATALOGUE[role]?.[p];
      return granted !== undefined && (!withAction || granted.some((f) => flags.includes(f)));
    });
  const found = ROLE_ACCOUNTS.find(([role]) => opens(role, true)) ?? ROLE_ACCOUNTS.find(([role]) => opens(role, false));
  if (!found) throw new Error(`no demo role opens ${pages.join(', ')}`);
  return found;
}

const actionRoutes = routes.filter((r) => isRule(r.access) && r.access.action !== undefined);

describe('action flags', () => {
  it.each(named(actionRoutes))('%s answers 403 without its action', async (_, route) => {
    const rule = route.access as AccessRule;
    const [role, account] = roleFor(rule);
    const flags = list(rule.action) as ActionFlag[];
    const pages = list(rule.path);
    const { url, body } = requestFor(route, OWN[account], extras);
    const send = () => call(route.method, url, demo.tokens[account], body);

    const refused = await withEntries(demo.db, role, pages, (e) => ({ ...e, actions: e.actions.filter((f) => !flags.includes(f as ActionFlag)) }), send);
    expect(refused.status, refused.payload.slice(0, 300)).toBe(403);
    // The same request with the action granted passes the guard: the flag alone made the difference.
    const allowed = await withEntries(demo.db, role, pages, (e) => (e.status ? { ...e, actions: [...new Set([...e.actions, ...flags])] } : e), send);
    expect([400, 401, 403], `${route.method} ${url} with ${flags.join('|')} answered ${allowed.status}: ${allowed.payload.slice(0, 300)}`).not.toContain(
      allowed.status,
    );
  });
});

const dashboardOnly = (access: Route['access']) => access === 'session' || (isRule(access) && list(access.path).every((p) => p === PAGE.dashboard));

describe('a suspended student', () => {
  const token = demo.tokens.ditangguhkan;
  it.each(named(routes.filter((r) => !dashboardOnly(r.access))))('%s answers 403', async (_, route) => {
    const url = route.url.replace(/:([a-z_]+)/g, String(victim.siswaId));
    const res = await call(route.method, url, token, route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
    expect(res.status, res.payload.slice(0, 300)).toBe(403);
  });

  // auth.ts lets a suspended student through to the dashboard's page and to 'session' routes (not 'lookup' ones).
  const reachable = routes.filter((r) => dashboardOnly(r.access) && r.method === 'GET' && paramsOf(r.url).length === 0);
  it.each(named(reachable))('%s still answers', async (_, route) => {
    const res = await call(route.method, route.url, token, undefined);
    expect(res.status, res.payload.slice(0, 300)).toBe(200);
  });
});

/*
 * Guardians' children (decision 0054): the child a call is about travels in X-Siswa-Id and the
 * guard checks it against the account's links; it never widens what a call reaches.
 */
async function callAs(method: string, url: string, token: string, body: unknown, siswaId: number) {
  const res = await demo.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, [WARD_HEADER]: String(siswaId) },
    payload: body as object | undefined,
  });
  return { status: res.statusCode, payload: res.payload };
}

describe('wali@ naming siswa2@’s student as the child', () => {
  // The session's own calls (sign-out, password) are the exception: see the next test.
  it.each(named(routes.filter((r) => r.access !== 'session')))('%s is refused and reveals nothing', async (_, route) => {
    // A route that names nobody (a region's lists) is called with any id: the child alone is refused.
    const personalRoute = paramsOf(route.url).length === 0 || personal.includes(route);
    const { url, body } = personalRoute ? requestFor(route, OWN.wali, extras) : { url: route.url.replace(/:([a-z_]+)/g, '1'), body: undefined };
    const res = await withRouteOpen(ROLE.wali, route.access, () => callAs(route.method, url, demo.tokens.wali, body, victim.siswaId));
    expect(res.status, `${route.method} ${url} answered ${res.status}: ${res.payload.slice(0, 300)}`).toBe(403);
    expect(secrets.filter((s) => res.payload.includes(s))).toEqual([]);
  });

  it('is answered the own child by the session, so that the web can mend a stale choice', async () => {
    const res = await callAs('GET', '/api/privilege/access', demo.tokens.wali, undefined, victim.siswaId);
    expect(secrets.filter((s) => res.payload.includes(s))).toEqual([]);
    expect(JSON.parse(res.payload).data.profile_ex.siswa_id).toBe(targets.siswa.siswaId);
  });
});

describe('a student naming another student as the child', () => {
  it('is ignored: the call stays about the student’s own record', async () => {
    const res = await callAs('GET', '/api/dashboard/wali', demo.tokens.siswa, undefined, victim.siswaId);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.payload).data.siswa.id).toBe(targets.siswa.siswaId);
  });
});

const children = await demo.db
  .select({ id: waliSiswa.siswa_id, nama: siswaTable.nama, rombelId: rombelSiswa.rombel_id })
  .from(waliSiswa)
  .innerJoin(users, eq(users.id, waliSiswa.user_id))
  .innerJoin(siswaTable, eq(siswaTable.id, waliSiswa.siswa_id))
  .innerJoin(rombelSiswa, eq(rombelSiswa.siswa_id, waliSiswa.siswa_id))
  .where(eq(users.email, DEMO_ACCOUNTS.wali2))
  .orderBy(asc(waliSiswa.created_at));

describe('wali2@, a guardian of two children', () => {
  const token = demo.tokens.wali2;

  it('has two children in different class groups', () => {
    expect(children).toHaveLength(2);
    expect(children[0]!.rombelId).not.toBe(children[1]!.rombelId);
  });

  it.each([0, 1])('sees child %i’s own dashboard, record, timetable and invoices, and not the other’s', async (i) => {
    const [child, other] = [children[i]!, children[1 - i]!];
    const get = (url: string) => callAs('GET', url, token, undefined, child.id);
    const dashboard = JSON.parse((await get('/api/dashboard/wali')).payload).data;
    expect(dashboard.siswa).toMatchObject({ id: child.id, nama: child.nama });
    const own = await get(`/api/siswa/data-diri/${child.id}`);
    expect(own.status).toBe(200);
    expect(own.payload).toContain(child.nama);
    expect((await get(`/api/siswa/data-diri/${other.id}`)).status).toBe(403);
    const [rombelNama] = await demo.db.select({ nama: rombelTable.nama }).from(rombelTable).where(eq(rombelTable.id, child.rombelId));
    expect(JSON.parse((await get('/api/jadwal/pelajaran-siswa')).payload).data.header.rombel_nama).toBe(rombelNama!.nama);
    const tagihan = (siswaId: number) =>
      callAs('POST', '/api/keuangan/pemasukan/pembayaran/tagihan/table', token, { filtering: { siswa_id: siswaId } }, child.id);
    expect((await tagihan(child.id)).status).toBe(200);
    expect((await tagihan(other.id)).status).toBe(403);
    const kehadiran = await callAs(
      'POST',
      '/api/presensi/siswa/kehadiran/table',
      token,
      { filtering: { aktivitas: 'PEMBELAJARAN KELAS', rombel_id: child.rombelId } },
      child.id,
    );
    expect(kehadiran.status, kehadiran.payload.slice(0, 300)).toBe(200);
    expect(kehadiran.payload).not.toContain(other.nama);
  });

  it('answers the first child without the header', async () => {
    const res = await call('GET', '/api/dashboard/wali', token, undefined);
    expect(JSON.parse(res.payload).data.siswa.id).toBe(children[0]!.id);
  });
});
