/** The konsultasi endpoints. */
export const KONSULTASI = {
  laporanKonsultasiTable: '/konsultasi/table-laporan',
  laporanKonsultasiExport: '/konsultasi/export-laporan',
  laporanKonsultasiRombelTable: '/konsultasi/table-laporan-by-rombel',
  laporanKonsultasiRombelExport: '/konsultasi/export-laporan-by-rombel',
  /** A student's consultations: topics, header, list, one, write, delete and send. */
  konsultasiTopik: '/konsultasi/topik',
  konsultasiHeader: '/konsultasi/table-header-eksternal',
  konsultasiTable: '/konsultasi/table-eksternal',
  konsultasiItem: (id: number | string) => `/konsultasi/${id}`,
  konsultasiCreate: '/konsultasi/eksternal',
  konsultasiUpdate: (id: number | string) => `/konsultasi/eksternal/${id}`,
  konsultasiTerkirim: (id: number | string) => `/konsultasi/eksternal/terkirim/${id}`,
} as const;
