/** The kesiswaan endpoints. */
export const KESISWAAN = {
  /** A student's violation and award history: the header of one class group, and the rows. */
  pelanggaranSiswaHeader: (siswaId: number | string, rombelId: number | string) => `/pelanggaran-siswa/table-header/${siswaId}/${rombelId}`,
  pelanggaranSiswaRiwayat: (siswaId: number | string) => `/pelanggaran-siswa/table-riwayat/${siswaId}`,
  penghargaanSiswaHeader: (siswaId: number | string, rombelId: number | string) => `/penghargaan-siswa/table-header/${siswaId}/${rombelId}`,
  penghargaanSiswaRiwayat: (siswaId: number | string) => `/penghargaan-siswa/table-riwayat/${siswaId}`,
} as const;
