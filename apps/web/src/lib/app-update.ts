/**
 * The service worker's registration and its update: a new build's worker installs in the
 * background and waits; the shell then offers 'Versi baru tersedia — Muat ulang', which lets it
 * take over and reloads the page. Ignored, it takes over once every tab of the portal is closed.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let waiting: ServiceWorker | null = null;

function setWaiting(next: ServiceWorker | null) {
  waiting = next;
  listeners.forEach((l) => l());
}

/** Notes a worker that finished installing while another controls the page: an update. */
function watch(registration: ServiceWorkerRegistration) {
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) setWaiting(installing);
    });
  });
}

/** Registers /sw.js once the page has loaded, so that its install never competes with the start. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // A browser that refuses workers (a policy, an automated browser told to) answers nothing to watch.
  const register = () =>
    void navigator.serviceWorker.register('/sw.js').then(
      (registration) => registration && watch(registration),
      () => undefined,
    );
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export const appUpdate = {
  /** Whether a new version waits. */
  ready: () => waiting !== null,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The waiting version takes over; the page reloads into it. */
  apply(): void {
    if (!waiting) return;
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage('skip-waiting');
  },
};
