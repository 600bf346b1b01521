/** The child a guardian chose (decision 0054): this tab's choice first, else the last one made in this browser. */
const KEY = 'madrasah.anak';

export const anakStorage = {
  get(): string | null {
    return sessionStorage.getItem(KEY) ?? localStorage.getItem(KEY);
  },
  set(siswaId: number): void {
    sessionStorage.setItem(KEY, String(siswaId));
    localStorage.setItem(KEY, String(siswaId));
  },
  clear(): void {
    sessionStorage.removeItem(KEY);
    localStorage.removeItem(KEY);
  },
};
