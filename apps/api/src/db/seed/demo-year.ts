/** What the later demo seeds build on: the active and the previous school year, and every student with their class group. */
export type DemoYear = {
  ta: { id: number; thn_awal: number; thn_akhir: number };
  lastYear: { id: number; thn_awal: number; thn_akhir: number };
  placed: { id: number; rombelId: number }[];
  /** The demo accounts' students: siswa@ (and wali@'s ward) and siswa2@. */
  siswa: number;
  siswa2: number;
};
