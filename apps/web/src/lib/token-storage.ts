import { DOOR } from './door';

/** The portal's token; also read by the start script that vite-start-screen.ts builds into index.html. */
export const TOKEN_KEY = 'madrasah.token';
/** The staff side's token: its own, so that signing in on one side never signs out the other. */
const STAF_TOKEN_KEY = 'madrasah.staf.token';
const key = DOOR === 'staf' ? STAF_TOKEN_KEY : TOKEN_KEY;

/**
 * Where the bearer token lives: localStorage when the user ticked 'Ingat saya' (survives the
 * browser closing), sessionStorage otherwise (gone with the tab).
 */
export const tokenStorage = {
  get(): string | null {
    return localStorage.getItem(key) ?? sessionStorage.getItem(key);
  },
  set(token: string, remember: boolean): void {
    tokenStorage.clear();
    (remember ? localStorage : sessionStorage).setItem(key, token);
  },
  clear(): void {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  },
};
