/** The demo accounts the README lists; the browser tests sign in with them too. */
export const DEMO_PASSWORD = 'rahasia123';

export const DEMO_ACCOUNTS = {
  siswa: 'siswa@madrasah.test',
  siswa2: 'siswa2@madrasah.test',
  wali: 'wali@madrasah.test',
  alumni: 'alumni@madrasah.test',
  alumni2: 'alumni2@madrasah.test',
  ditangguhkan: 'ditangguhkan@madrasah.test',
  guru: 'guru@madrasah.test',
} as const;
