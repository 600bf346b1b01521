const KEY = 'madrasah.token';

/**
 * Where the bearer token lives: localStorage when the user ticked 'Ingat saya' (survives the
 * browser closing), sessionStorage otherwise (gone with the tab).
 */
export const tokenStorage = {
  get(): string | null {
    return localStorage.getItem(KEY) ?? sessionStorage.getItem(KEY);
  },
  set(token: string, remember: boolean): void {
    tokenStorage.clear();
    (remember ? localStorage : sessionStorage).setItem(KEY, token);
  },
  clear(): void {
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
  },
};
