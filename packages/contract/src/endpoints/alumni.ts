/** The alumni endpoints. */
export const ALUMNI = {
  alumniDataDiri: (alumniId: number | string) => `/alumni/data-diri/${alumniId}`,
  alumniTracing: (alumniId: number | string) => `/alumni/tracing/${alumniId}`,
} as const;
