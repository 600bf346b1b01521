// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@madrasah/contract/endpoint';
import { startScript } from '../../vite-start-screen';
import { api } from './api-client';
import { ANAK_KEY, WARD_HEADER } from './anak-storage';
import { EARLY_CALLS, START_CALLS_KEY, START_CALLS_MAX, startCalls } from './start-calls';
import { TOKEN_KEY, tokenStorage } from './token-storage';

vi.mock('./notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

// Reads of the test's own; the client only reads their method and path.
const read = (path: string) => endpoint({ method: 'GET', path, summary: '', tag: 'uji', access: 'session', response: z.object({ a: z.number() }) });
const X = read('/x');
const Y = read('/y');

const answer = (a: number) => new Response(JSON.stringify({ status: true, message: 'Berhasil', data: { a } }), { status: 200 });
const fetchMock = vi.fn<typeof fetch>();

/** A full load of the page at `path`: the start script as index.html runs it, then the entry's start (main.tsx). */
function runStartScript(path: string) {
  window.history.replaceState(null, '', path);
  new Function(startScript([], []))();
  startCalls.begin(() => tokenStorage.storage());
}

const learned = (storage: Storage) => JSON.parse(storage.getItem(START_CALLS_KEY) ?? '{}') as Record<string, string[]>;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(answer(1)));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  tokenStorage.clear();
  localStorage.clear();
  sessionStorage.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_CALLS];
  vi.unstubAllGlobals();
});

describe("a start's reads", () => {
  it('are noted from the start until the user first acts, and kept for that page', async () => {
    tokenStorage.set('t1', true);
    window.history.replaceState(null, '', '/presensi/siswa');
    startCalls.begin(() => tokenStorage.storage());
    await api.call(X);
    await api.call(Y);
    await api.call(X);
    window.dispatchEvent(new Event('pointerdown'));
    await api.call(read('/later'));
    expect(learned(localStorage)).toEqual({ '/presensi/siswa': ['/api/x', '/api/y'] });
  });

  it('are noted until another page is shown, at most eight, for the last ten pages, and go with the token', async () => {
    tokenStorage.set('t1', false);
    for (let page = 0; page < 12; page++) {
      window.history.replaceState(null, '', `/page-${page}`);
      startCalls.begin(() => tokenStorage.storage());
      for (let i = 0; i < 10; i++) await api.call(read(`/p${i}`));
    }
    window.history.replaceState(null, '', '/short');
    startCalls.begin(() => tokenStorage.storage());
    await api.call(X);
    window.history.replaceState(null, '', '/elsewhere');
    await api.call(read('/later'));
    const pages = learned(sessionStorage);
    expect(Object.keys(pages)).toEqual([...Array.from({ length: 9 }, (_, i) => `/page-${i + 3}`), '/short']);
    expect(pages['/short']).toEqual(['/api/x']);
    expect(pages['/page-11']).toEqual(Array.from({ length: START_CALLS_MAX }, (_, i) => `/api/p${i}`));
    tokenStorage.clear();
    expect(sessionStorage.getItem(START_CALLS_KEY)).toBeNull();
  });

  it('are sent by the next start on that page, with the token and the child, and the client takes their answers', async () => {
    localStorage.setItem(TOKEN_KEY, 't1');
    localStorage.setItem(ANAK_KEY, '7');
    localStorage.setItem(START_CALLS_KEY, JSON.stringify({ '/presensi/siswa': ['/api/x', '/api/y'], '/': ['/api/z'] }));
    fetchMock.mockImplementationOnce(() => Promise.resolve(answer(41))).mockImplementationOnce(() => Promise.resolve(answer(42)));
    runStartScript('/presensi/siswa');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/x', '/api/y']);
    expect(fetchMock.mock.calls[0]![1]).toEqual({ headers: { Accept: 'application/json', Authorization: 'Bearer t1', [WARD_HEADER]: '7' } });

    expect((await api.call(Y)).data.a).toBe(42);
    expect((await api.call(X)).data.a).toBe(41);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Taken once: the same read later asks the server.
    expect((await api.call(X)).data.a).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('are asked again by the client when the session or the child has changed since the start', async () => {
    localStorage.setItem(TOKEN_KEY, 't1');
    localStorage.setItem(START_CALLS_KEY, JSON.stringify({ '/': ['/api/x', '/api/y'] }));
    runStartScript('/');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    localStorage.setItem(ANAK_KEY, '7');
    await api.call(Y);
    localStorage.removeItem(ANAK_KEY);
    localStorage.setItem(TOKEN_KEY, 't2');
    await api.call(X);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(fetchMock.mock.calls[3]![1]?.headers).toMatchObject({ Authorization: 'Bearer t2' });
  });

  it('are dropped once the user acts or another page is shown: a read after that asks the server', async () => {
    localStorage.setItem(TOKEN_KEY, 't1');
    localStorage.setItem(START_CALLS_KEY, JSON.stringify({ '/': ['/api/x', '/api/y'] }));
    runStartScript('/');
    window.dispatchEvent(new Event('keydown'));
    await api.call(X);
    runStartScript('/');
    window.history.replaceState(null, '', '/profile');
    await api.call(Y);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/x', '/api/y', '/api/x', '/api/x', '/api/y', '/api/y']);
  });

  it('are not sent signed out, on the staff side, or outside the API', () => {
    const pages = JSON.stringify({ '/': ['/api/x'], '/staf': ['/api/x'], '/p': ['https://elsewhere.example/x', '/other'] });
    sessionStorage.setItem(START_CALLS_KEY, pages);
    runStartScript('/');
    sessionStorage.setItem(TOKEN_KEY, 't1');
    runStartScript('/staf');
    runStartScript('/p');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
