/** The bk endpoints. */
export const BK = {
  /** Guidance and counselling: the profile PDF, test results, reports and media galleries. */
  bkDokumen: '/bk/dokumen',
  hasilTesHeader: (siswaId: number | string, rombelId: number | string) => `/bk/hasil-tes-siswa/table-header/${siswaId}/${rombelId}`,
  hasilTesRiwayat: (siswaId: number | string) => `/bk/hasil-tes-siswa/table-riwayat/${siswaId}`,
  /** One test result in full, for the detail route (not named by the spec). */
  hasilTesItem: (id: number | string) => `/bk/hasil-tes-siswa/${id}`,
  mediaInformasiTable: '/bk/media-informasi/table',
} as const;
