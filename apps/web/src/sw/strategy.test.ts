import { describe, expect, it } from 'vitest';
import { cacheNames, chooseStrategy, staleCaches } from './strategy';

const ORIGIN = 'https://portal.contoh.sch.id';
const PRECACHED = new Set(['/index.html', '/start-abc.js', '/assets/start-abc.js', '/assets/app-def.css', '/offline.html', '/manifest.webmanifest']);
const choose = (path: string, mode = 'cors', method = 'GET', origin = ORIGIN) => chooseStrategy({ method, url: `${origin}${path}`, mode }, ORIGIN, PRECACHED);

describe('service worker strategy', () => {
  it('answers the app’s page navigations with the kept shell, whatever the route', () => {
    expect(choose('/', 'navigate')).toBe('shell');
    expect(choose('/profile', 'navigate')).toBe('shell');
    expect(choose('/penilaian/nilai-mapel/detail/1/2/3/4?tab=1', 'navigate')).toBe('shell');
    expect(choose('/staf/siswa', 'navigate')).toBe('shell');
  });

  it('never answers the API, not even a navigation to it (the API docs, a signed file link)', () => {
    expect(choose('/api/privilege/access')).toBe('network');
    expect(choose('/api/jadwal/pelajaran-siswa')).toBe('network');
    expect(choose('/api/docs', 'navigate')).toBe('network');
    expect(choose('/api/files/abc?sig=1', 'navigate')).toBe('network');
    expect(choose('/api', 'navigate')).toBe('network');
  });

  it('never answers the server’s metrics page with the app', () => {
    expect(choose('/metrics', 'navigate')).toBe('network');
    expect(choose('/metrics')).toBe('network');
  });

  it('leaves writes and other sites to the network', () => {
    expect(choose('/api/presensi', 'cors', 'POST')).toBe('network');
    expect(choose('/assets/start-abc.js', 'cors', 'POST')).toBe('network');
    expect(choose('/1/2/3.png', 'no-cors', 'GET', 'https://a.tiles.contoh.id')).toBe('network');
  });

  it('serves the shell’s files from the install cache and keeps hashed chunks on first use', () => {
    expect(choose('/assets/start-abc.js')).toBe('precache');
    expect(choose('/offline.html')).toBe('precache');
    expect(choose('/assets/ProfilePage-123.js')).toBe('runtime');
    // A file opened as a page is the file, not the app.
    expect(choose('/favicon.svg', 'navigate')).toBe('network');
    // Unhashed files outside the shell may change under the same name: the network decides.
    expect(choose('/sw.js')).toBe('network');
    expect(choose('/robots.txt')).toBe('network');
  });

  it('names caches by build and drops the other builds’ caches only', () => {
    const names = cacheNames('v2');
    expect(names).toEqual({ shell: 'madrasah-shell-v2', runtime: 'madrasah-runtime-v2' });
    expect(staleCaches(['madrasah-shell-v1', 'madrasah-runtime-v1', 'madrasah-shell-v2', 'madrasah-runtime-v2', 'lain'], 'v2')).toEqual([
      'madrasah-shell-v1',
      'madrasah-runtime-v1',
    ]);
  });
});
