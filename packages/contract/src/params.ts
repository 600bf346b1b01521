import { z } from 'zod';

/** The largest id PostgreSQL's integer holds: a larger one names no row and is refused. */
const MAX_ID = 2_147_483_647;

/** An id in the path, as every item endpoint names it. */
export const idSchema = z.coerce.number().int().positive().max(MAX_ID);

/** `/:id` */
export const idParams = z.object({ id: idSchema });

/** `/:siswa`: a student's history (violations, awards, test results). */
export const siswaParams = z.object({ siswa: idSchema });

/** `/:siswa/:rombel`: the header of a student's history in one class group. */
export const siswaRombelParams = z.object({ siswa: idSchema, rombel: idSchema });

/** `/:siswa_id`: a student's record, as the record's endpoints and a student's activities name it. */
export const siswaIdParams = z.object({ siswa_id: idSchema });
