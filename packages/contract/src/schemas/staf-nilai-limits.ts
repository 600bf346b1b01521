// The grade book's bounds, free of zod: the web's grid reads them without the schemas.
/** Most students a class group's grid carries, and most assessments a subject has. */
export const NILAI_SISWA_MAX = 80;
export const NILAI_PENILAIAN_MAX = 30;
/** Most summative cells one save carries: the whole grid at its largest. */
export const NILAI_SEL_MAX = NILAI_SISWA_MAX * NILAI_PENILAIAN_MAX;
export const CAPAIAN_MAX = 1000;
export const PENILAIAN_NAMA_MAX = 100;
export const PENILAIAN_MATERI_MAX = 255;
