/** Where the chosen child is kept; the start script (vite-start-screen.ts) reads it too. */
export const ANAK_KEY = 'madrasah.anak';
/** The request header naming a guardian's chosen child (the API's platform/wali-siswa.ts). */
export const WARD_HEADER = 'X-Siswa-Id';

/** The child a guardian chose (decision 0054): this tab's choice first, else the last one made in this browser. */
export const anakStorage = {
  get(): string | null {
    return sessionStorage.getItem(ANAK_KEY) ?? localStorage.getItem(ANAK_KEY);
  },
  set(siswaId: number): void {
    sessionStorage.setItem(ANAK_KEY, String(siswaId));
    localStorage.setItem(ANAK_KEY, String(siswaId));
  },
  clear(): void {
    sessionStorage.removeItem(ANAK_KEY);
    localStorage.removeItem(ANAK_KEY);
  },
};
