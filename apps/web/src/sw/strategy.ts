import { METRICS_PATH } from '@madrasah/contract/metrics';

/**
 * The service worker's choices, as plain functions (sw.ts applies them): which requests it
 * answers, from which cache, and which caches a new version drops.
 */

/** What the worker does with one request. */
export type SwChoice =
  /** Not answered: the browser asks the network as if there were no worker (the API, other sites, writes). */
  | 'network'
  /** A page of the app: the kept index.html (the app's router decides), else the network, else offline.html. */
  | 'shell'
  /** A file kept at install: from the cache, else the network. */
  | 'precache'
  /** A built, content-hashed file (a page's chunk): from the cache, else from the network and kept. */
  | 'runtime';

/** What the choice depends on: a Request's method, URL and mode, and the worker's own origin. */
export type RequestFacts = { method: string; url: string; mode: string };

const CACHE_PREFIX = 'madrasah-';

/** The cache names of one build: a new build's worker starts with empty ones. */
export function cacheNames(version: string) {
  return { shell: `${CACHE_PREFIX}shell-${version}`, runtime: `${CACHE_PREFIX}runtime-${version}` };
}

/** The caches an activated version deletes: the app's caches of any other version. */
export function staleCaches(names: readonly string[], version: string): string[] {
  const current = Object.values(cacheNames(version));
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && !current.includes(name));
}

/** The server's own addresses: the API, and the metrics page, which is no page of the app. */
const isServer = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/') || pathname === METRICS_PATH;
/** A file's address ('/favicon.svg', a PDF): the app's pages have no dot in their last segment. */
const isFile = (pathname: string) => /\.[^/]*$/.test(pathname);

/**
 * The choice for one request. API calls are never answered by the worker: the app keeps the
 * few answers it shows offline itself, per account (lib/offline-copies.ts).
 */
export function chooseStrategy(request: RequestFacts, origin: string, precached: ReadonlySet<string>): SwChoice {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || isServer(url.pathname)) return 'network';
  if (request.mode === 'navigate') return isFile(url.pathname) ? 'network' : 'shell';
  if (precached.has(url.pathname)) return 'precache';
  if (url.pathname.startsWith('/assets/')) return 'runtime';
  return 'network';
}
