/**
 * The service worker (built into dist/sw.js by vite-service-worker.ts, with SHELL set): keeps
 * the app's shell so that a second visit starts without the network, keeps each page's chunk
 * on first use, and shows offline.html for a page navigation it cannot answer. It never answers
 * an API call. A new build's worker waits until the app asks it to take over (the shell's
 * 'Versi baru tersedia — Muat ulang') or every tab of the old one has closed.
 */
import { cacheNames, chooseStrategy, staleCaches } from './strategy';

/** Set by the build: its version and the files of the shell, as absolute paths. */
declare const SHELL: { version: string; files: string[] };

// The worker's own types, in the few shapes used here (the app's TypeScript has the DOM's).
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(answer: Promise<Response>): void };
type MessageEvent = ExtendableEvent & { data: unknown };
type PushEvent = ExtendableEvent & { data: { json(): unknown } | null };
type NotificationEvent = ExtendableEvent & { notification: Notification };
type WindowClient = { url: string; focus(): Promise<WindowClient>; navigate(url: string): Promise<WindowClient | null> };
type WorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
};

const worker = self as unknown as WorkerScope;
const CACHES = cacheNames(SHELL.version);
const PRECACHED = new Set(SHELL.files);
const INDEX = '/index.html';
const OFFLINE = '/offline.html';

worker.addEventListener('install', (event) => {
  // Past the browser's HTTP cache, so that the shell kept is this build's.
  event.waitUntil(caches.open(CACHES.shell).then((cache) => cache.addAll(SHELL.files.map((file) => new Request(file, { cache: 'reload' })))));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, SHELL.version).map((name) => caches.delete(name))))
      // The first visit's page is taken over at once, so that the chunks it loads next are kept.
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const choice = chooseStrategy(request, worker.location.origin, PRECACHED);
  if (choice === 'shell') event.respondWith(shell(request));
  else if (choice === 'precache') event.respondWith(fromCache(CACHES.shell, request));
  else if (choice === 'runtime') event.respondWith(fromCache(CACHES.runtime, request, event));
});

/** A page of the app: the kept index.html; else the network; else the offline page. */
async function shell(request: Request): Promise<Response> {
  const kept = await caches.match(INDEX, { cacheName: CACHES.shell });
  if (kept) return kept;
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE, { cacheName: CACHES.shell })) ?? Response.error();
  }
}

/**
 * A file from `cacheName`, else from the network; kept there, if it is a whole 200, when the
 * fetch event to keep it within is given. The page gets the response at once and the copy is
 * written beside it: awaiting the write first stalls a large chunk, as the browser does not read
 * one branch of a cloned body far ahead of the other (a page stayed on 'Memuat…').
 */
async function fromCache(cacheName: string, request: Request, keepWithin?: ExtendableEvent): Promise<Response> {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (keepWithin && response.status === 200) keepWithin.waitUntil(cache.put(request, response.clone()));
  return response;
}

// Web Push (decision 0055): a message's payload is the notification's JSON
// { judul, isi, tautan, jenis }; an empty or unreadable one still shows that something happened.
worker.addEventListener('push', (event) => {
  let data = { judul: 'Notifikasi', isi: '', tautan: '/', jenis: undefined as string | undefined };
  try {
    data = { ...data, ...(event.data?.json() as Partial<typeof data>) };
  } catch {
    // Shown with the defaults.
  }
  event.waitUntil(
    worker.registration.showNotification(data.judul, { body: data.isi, icon: '/icons/icon-192.png', tag: data.jenis, data: { tautan: data.tautan } }),
  );
});

// A tap on the notification: an open portal tab goes to its page, or a new one opens there.
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const tautan = (event.notification.data as { tautan?: string } | null)?.tautan ?? '/';
  const url = new URL(tautan, worker.location.origin).href;
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === worker.location.origin);
      if (open) return open.navigate(url).then((w) => (w ?? open).focus());
      return worker.clients.openWindow(url);
    }),
  );
});
