/** The demo accounts the README lists; the browser tests sign in with them too. */
export const DEMO_PASSWORD = 'rahasia123';

export const DEMO_ACCOUNTS = {
  siswa: 'siswa@madrasah.test',
  siswa2: 'siswa2@madrasah.test',
  wali: 'wali@madrasah.test',
  /** A guardian of two children in different class groups. */
  wali2: 'wali2@madrasah.test',
  alumni: 'alumni@madrasah.test',
  alumni2: 'alumni2@madrasah.test',
  ditangguhkan: 'ditangguhkan@madrasah.test',
  /** A staff account: the portal refuses it. */
  guru: 'guru@madrasah.test',
} as const;

/** The staff side's demo accounts, one per role (spec/03-staff.md), keyed by role. */
export const DEMO_STAF_ACCOUNTS = {
  operator: 'operator@madrasah.test',
  kepala: 'kepala@madrasah.test',
  waliKelas: 'walikelas@madrasah.test',
  guru: DEMO_ACCOUNTS.guru,
  guruBk: 'bk@madrasah.test',
  kesiswaan: 'kesiswaan@madrasah.test',
  bendahara: 'bendahara@madrasah.test',
} as const;
