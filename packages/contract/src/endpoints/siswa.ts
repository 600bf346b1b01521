/** The record tabs: beasiswa, prestasi, pendidikan, berkas. */
export type SiswaTab = 'beasiswa' | 'prestasi' | 'pendidikan' | 'berkas';

/** The siswa endpoints. */
export const SISWA = {
  dataDiri: (siswaId: number | string) => `/siswa/data-diri/${siswaId}`,
  orangTua: (siswaId: number | string) => `/siswa/data-orang-tua/${siswaId}`,
  orangTuaItem: (id: number | string) => `/siswa/data-orang-tua/${id}`,
  aktivitasBelajar: (siswaId: number | string) => `/siswa/aktivitas-belajar/${siswaId}`,
  aktivitasBelajarItem: (id: number | string) => `/siswa/aktivitas-belajar/${id}`,
  /** The record tabs: beasiswa, prestasi, pendidikan, berkas. */
  siswaTabTable: (tab: SiswaTab, siswaId: number | string) => `/siswa/${tab}/table/${siswaId}`,
  siswaTabCreate: (tab: SiswaTab, siswaId: number | string) => `/siswa/${tab}/${siswaId}`,
  siswaTabItem: (tab: SiswaTab, id: number | string) => `/siswa/${tab}/${id}`,
} as const;
