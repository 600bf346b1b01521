/** The region endpoints. */
export const REGION = {
  region: '/region',
  regionVillages: (kecamatanId: string) => `/region/${kecamatanId}`,
} as const;
