import { afterAll, describe, expect, it } from 'vitest';
import { ROLE, type AccessRule } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { demoPdf } from '../db/seed/demo-files.js';
import { openDemoApp } from '../../test/access-matrix/demo-app.js';
import { demoTargets } from '../../test/access-matrix/people.js';
import { requestFor, routeKey, type Extras, type Route } from '../../test/access-matrix/requests.js';
import { withEntries } from '../../test/access-matrix/role-access.js';
import { webSelfie } from '../../test/images.js';
import { stafCallerFor } from '../../test/access-matrix/staff-callers.js';
import { stafRequestFor, stafTargets } from '../../test/access-matrix/staff-requests.js';
import { isStafRoute } from './staff-auth.js';

/*
 * Every table route of the route table, asked to sort by a name every object inherits: the
 * sortable map's own entries alone are sort fields, so each answers 400 with the Indonesian
 * message, never a 500 or SQL built from a function.
 */

const demo = await openDemoApp();
afterAll(() => demo.close());
const { victim: owner } = await demoTargets(demo.db);
const staf = await stafTargets(demo.db);
const extras: Extras = { selfie: await webSelfie(7), pdf: demoPdf('Surat', ['Uji']).toString('base64'), today: new Date().toISOString().slice(0, 10) };

const tables: Route[] = demo.app
  .routeTable()
  .filter((r) => r.method === 'POST' && /\/table/.test(r.url) && typeof r.access === 'object')
  .map((r) => ({ method: 'POST', url: r.url, access: r.access! }));
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

describe('table sort fields', () => {
  it('finds the table routes', () => expect(tables.length).toBeGreaterThan(15));

  const portalTables = tables.filter((t) => !isStafRoute(t.url));
  it.each(portalTables.flatMap((t) => INHERITED.map((field) => [`${routeKey(t)} by ${field}`, t, field] as const)))(
    '%s answers 400',
    async (_, route, field) => {
      const { url, body } = requestFor(route, owner, extras);
      const [account, role] = route.url.startsWith('/api/alumni/') ? (['alumni2', ROLE.alumni] as const) : (['siswa2', ROLE.siswa] as const);
      const rule = route.access as AccessRule;
      const res = await withEntries(
        demo.db,
        role,
        [rule.path].flat(),
        (e) => ({ status: true, actions: [...new Set([...e.actions, ...[rule.action ?? []].flat()])] }),
        () =>
          demo.app.inject({
            method: 'POST',
            url,
            headers: { authorization: `Bearer ${demo.tokens[account]}` },
            payload: { ...(body as object), sorting: [{ field, sort: 'ASC' }] },
          }),
      );
      expect(res.statusCode, res.payload.slice(0, 300)).toBe(400);
      expect(res.json().message).toBe(MSG.sortFieldUnknown(field));
    },
  );

  // The staff side's tables, each as a staff account whose default map opens it.
  const stafTables = tables.filter((t) => isStafRoute(t.url));
  it.each(stafTables.flatMap((t) => INHERITED.map((field) => [`${routeKey(t)} by ${field}`, t, field] as const)))('%s answers 400', async (_, route, field) => {
    const { url, body } = stafRequestFor(route, staf.own);
    const res = await demo.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${demo.stafTokens[stafCallerFor(route.access)]}` },
      payload: { ...(body as object), sorting: [{ field, sort: 'ASC' }] },
    });
    expect(res.statusCode, res.payload.slice(0, 300)).toBe(400);
    expect(res.json().message).toBe(MSG.sortFieldUnknown(field));
  });
});
