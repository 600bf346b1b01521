import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnTestDatabase, useTestApp } from '../../test/context.js';

const ctx = useTestApp();
const TILES = 'https://{s}.tiles.contoh.id/{z}/{x}/{y}.png';
let web: Awaited<ReturnType<typeof appOnTestDatabase>>;
let dist: string;

// The portal as `npm start` serves it: the built web app next to the API, from a small dist.
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index.js'), 'console.log(1);');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'const SHELL = {};');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Portal Madrasah Digital"}');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dist, 'icons'));
  fs.writeFileSync(path.join(dist, 'icons', 'icon-192.png'), 'png');
  web = await appOnTestDatabase(ctx, { WEB_DIST: dist, MAP_TILE_URL: TILES, TRUST_PROXY: '1' });
  await web.ready();
});

afterAll(async () => {
  await web?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

/** The policy as a map of directive to its sources. */
const policy = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

const get = (app: typeof web, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it.each([
    ['the API', '/api/health'],
    ['the web app’s page', '/'],
    ['a page of the web router', '/presensi/siswa'],
    ['a built asset', '/assets/index.js'],
    ['an unknown API path', '/api/tidak-ada'],
  ])('come with %s', async (_, url) => {
    const res = await get(web, url);
    expect(res.statusCode).toBe(url === '/api/tidak-ada' ? 404 : 200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    const csp = policy(res.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('serve the page itself as HTML, never cached', async () => {
    const res = await get(web, '/presensi/siswa');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('serve the service worker and the manifest with their types, never cached', async () => {
    const sw = await get(web, '/sw.js');
    expect(sw.headers['content-type']).toMatch(/^application\/javascript/);
    // A browser learns of a new release from a fresh sw.js.
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await get(web, '/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // The worker's scope is the portal: default-src 'self' and script-src 'self' allow it and the manifest.
    const csp = policy(sw.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('keep the hashed assets a year and the icons a day', async () => {
    expect((await get(web, '/assets/index.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The browser asks for the tab's icon at every change of page inside the app.
    expect((await get(web, '/favicon.svg')).headers['cache-control']).toBe('public, max-age=86400');
    expect((await get(web, '/icons/icon-192.png')).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('hold a policy the web app works under, and no more', async () => {
    const csp = policy((await get(web, '/')).headers['content-security-policy']);
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https://*.tiles.contoh.id'],
      'connect-src': ["'self'"],
      'font-src': ["'self'", 'data:'],
      'media-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it('ask the browser to upgrade requests only when the page came over HTTPS', async () => {
    // A school server on http://192.168.x.x would otherwise load no script at all.
    expect(policy((await get(web, '/')).headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
    const https = await get(web, '/', { 'x-forwarded-proto': 'https' });
    expect(policy(https.headers['content-security-policy']).get('upgrade-insecure-requests')).toEqual([]);
    // Without a trusted proxy the header is the client's word, and ignored.
    const claimed = await get(ctx.app, '/api/health', { 'x-forwarded-proto': 'https' });
    expect(policy(claimed.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
  });

  it('are the same for the API without the web app', async () => {
    const res = await get(ctx.app, '/api/health');
    const csp = policy(res.headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });
});
