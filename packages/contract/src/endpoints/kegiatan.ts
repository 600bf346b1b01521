/** The kegiatan endpoints. */
export const KEGIATAN = {
  /** Extracurricular and scouting records, the school calendar. Score update and delete are ours (not named by the spec). */
  ekstrakurikulerSiswaTable: '/kaldik-kegiatan/ekstrakurikuler/siswa/table',
  ekstrakurikulerSiswaItem: (id: number | string) => `/kaldik-kegiatan/ekstrakurikuler/siswa/${id}`,
  pramukaSiswaTable: '/kaldik-kegiatan/pramuka/siswa/table',
  pramukaPenilaian: (siswaId: number | string) => `/kaldik-kegiatan/pramuka/penilaian/siswa/${siswaId}`,
  kaldikAgenda: '/kaldik-kegiatan/kaldik/agenda',
} as const;
