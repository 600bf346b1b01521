/** The dashboard endpoints. */
export const DASHBOARD = {
  dashboard: '/dashboard/utama',
  jadwalSiswa: '/jadwal/pelajaran-siswa',
} as const;
