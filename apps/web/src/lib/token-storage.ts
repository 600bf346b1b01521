/** Also read by the start script that vite-start-screen.ts builds into index.html. */
export const TOKEN_KEY = 'madrasah.token';

/**
 * Where the bearer token lives: localStorage when the user ticked 'Ingat saya' (survives the
 * browser closing), sessionStorage otherwise (gone with the tab).
 */
export const tokenStorage = {
  get(): string | null {
    return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
  },
  set(token: string, remember: boolean): void {
    tokenStorage.clear();
    (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
  },
};
