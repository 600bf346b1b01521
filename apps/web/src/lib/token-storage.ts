import { DOOR } from './door';
import { START_CALLS_KEY } from './start-calls';

/** The portal's token; also read by the start script that vite-start-screen.ts builds into index.html. */
export const TOKEN_KEY = 'madrasah.token';
/** The staff side's token: its own, so that signing in on one side never signs out the other. */
export const STAF_TOKEN_KEY = 'madrasah.staf.token';
const key = DOOR === 'staf' ? STAF_TOKEN_KEY : TOKEN_KEY;
/** The answers kept for offline reading (lib/offline-copies.ts): they go with the session that read them. */
export const OFFLINE_COPIES_KEY = 'madrasah.offline';

/**
 * Where the bearer token lives: localStorage when the user ticked 'Ingat saya' (survives the
 * browser closing), sessionStorage otherwise (gone with the tab).
 */
export const tokenStorage = {
  get(): string | null {
    return localStorage.getItem(key) ?? sessionStorage.getItem(key);
  },
  /** The storage that holds the token, or null when signed out. */
  storage(): Storage | null {
    if (localStorage.getItem(key) !== null) return localStorage;
    return sessionStorage.getItem(key) !== null ? sessionStorage : null;
  },
  set(token: string, remember: boolean): void {
    tokenStorage.clear();
    (remember ? localStorage : sessionStorage).setItem(key, token);
  },
  clear(): void {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
    for (const kept of [OFFLINE_COPIES_KEY, START_CALLS_KEY]) {
      localStorage.removeItem(kept);
      sessionStorage.removeItem(kept);
    }
  },
};
