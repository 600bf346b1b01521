/** The presensi endpoints. */
export const PRESENSI = {
  presensiHariIni: (siswaId: number | string, date: string) => `/presensi/siswa/temporary/${siswaId}/${date}`,
  presensiMasuk: '/presensi/siswa/temporary',
  presensiPulang: (id: number | string) => `/presensi/siswa/temporary/${id}`,
  /** The attendance lists (class and scouting) of the caller's student. */
  presensiKehadiranTable: '/presensi/siswa/kehadiran/table',
} as const;
