/** The penilaian endpoints. */
export const PENILAIAN = {
  /** Subject grades: the list, its header and the summative detail. */
  nilaiTable: '/penilaian/siswa/table',
  nilaiHeader: (tahunAjaranId: number | string, semesterId: number | string) => `/penilaian/siswa/rombel/${tahunAjaranId}/${semesterId}`,
  nilaiSumatifTable: '/penilaian/siswa/table-sumatif',
} as const;
