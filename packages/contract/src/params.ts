import { z } from 'zod';

/** The largest id PostgreSQL's integer holds: a larger one names no row and is refused. */
const MAX_ID = 2_147_483_647;

/** An id in the path, as every item endpoint names it. */
export const idSchema = z.coerce.number().int().positive().max(MAX_ID);

/** `/:id` */
export const idParams = z.object({ id: idSchema });

/** `/:siswa`: a student's records (their histories). */
export const siswaParams = z.object({ siswa: idSchema });

/** `/:siswa/:rombel`: a student in one class group (a history's header). */
export const siswaRombelParams = z.object({ siswa: idSchema, rombel: idSchema });
