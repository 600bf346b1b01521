/** The lookup endpoints. */
export const LOOKUP = {
  tahunAjaranList: '/tahun-ajaran/tahun',
  semesterList: (tahunAjaranId: number | string) => `/tahun-ajaran/semester/${tahunAjaranId}`,
  rombelDropdown: (tahunAjaranId: number | string, semesterId: number | string) => `/rombel/dropdown/${tahunAjaranId}/${semesterId}`,
  rombelList: '/rombel',
  rombelItem: (id: number | string) => `/rombel/${id}`,
  rombelTable: '/rombel/dropdown',
} as const;
