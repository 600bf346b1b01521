import { integer } from 'drizzle-orm/pg-core';
import { rombel, tahunAjaran } from './akademik.js';
import { siswa } from './siswa.js';

/**
 * Whose a student's record is and where they stood: the student, their class group (none when
 * they had none) and the school year. Shared by clock-ins, permits, violations, awards, test
 * results and consultations.
 */
export const studentPlacement = () => ({
  siswa_id: integer('siswa_id')
    .notNull()
    .references(() => siswa.id),
  rombel_id: integer('rombel_id').references(() => rombel.id),
  tahun_ajaran_id: integer('tahun_ajaran_id')
    .notNull()
    .references(() => tahunAjaran.id),
});
