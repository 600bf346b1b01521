/** The tatibsi endpoints. */
export const TATIBSI = {
  violationSummary: '/tatibsi/dashboard/label-header-eksternal',
  tatibsiDokumen: '/tatibsi/dokumen/file',
  pelanggaranTable: '/tatibsi/pelanggaran/table',
  penghargaanTable: '/tatibsi/penghargaan/table',
  penghargaan: '/tatibsi/penghargaan',
  penghargaanItem: (id: number | string) => `/tatibsi/penghargaan/${id}`,
} as const;
