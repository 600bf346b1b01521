import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@madrasah/contract/endpoint';
import { ENDPOINTS } from '@madrasah/contract/endpoints';
import { useTestApp } from '../../test/context.js';

/*
 * The endpoint catalogue (`@madrasah/contract/endpoints`) is the API's one list of endpoints:
 * every route the app serves is declared there and registered from it, with the declaration's
 * access rule; the OpenAPI page lists each table's sort fields as an enum.
 */

const ctx = useTestApp();

const isEndpoint = (value: unknown): value is Endpoint => typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
const catalogued = Object.values(ENDPOINTS).flatMap((area) => Object.values(area).filter(isEndpoint));
const key = (method: string, path: string) => `${method} ${path}`;

/** The app's own API routes: not the OpenAPI page's, not HEAD twins of GET, not the not-found catch-all. */
function apiRoutes() {
  return ctx.app
    .routeTable()
    .flatMap((r) => [r.method].flat().map((method) => ({ ...r, method })))
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD' && r.url !== '/api/*');
}

describe('the endpoint catalogue', () => {
  it('declares every API route once, and the app registers every declaration', () => {
    const declared = catalogued.map((e) => key(e.method, `/api${e.path}`));
    expect(new Set(declared).size, 'an endpoint declared twice').toBe(declared.length);
    const served = apiRoutes().map((r) => key(r.method, r.url));
    expect([...served].sort()).toEqual([...declared].sort());
  });

  it('guards each route with its declaration’s access rule', () => {
    const byKey = new Map(catalogued.map((e) => [key(e.method, `/api${e.path}`), e.access]));
    for (const r of apiRoutes()) expect(r.access, key(r.method, r.url)).toEqual(byKey.get(key(r.method, r.url)));
  });

  it('shows each table’s sort fields as an enum on the OpenAPI page', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const tables = catalogued.filter((e) => e.sortFields);
    expect(tables.length).toBeGreaterThan(20);
    for (const e of tables) {
      const path = `/api${e.path}`.replace(/:(\w+)/g, '{$1}');
      const body = doc.paths[path]?.post?.requestBody?.content?.['application/json']?.schema;
      expect(body?.properties?.sorting?.items?.properties?.field?.enum, e.path).toEqual(e.sortFields);
    }
  });
});
