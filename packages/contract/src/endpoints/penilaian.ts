import { z } from 'zod';
import { PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idSchema } from '../params.js';
import { nilaiFilterSchema, nilaiHeaderSchema, nilaiRowSchema, sumatifFilterSchema, sumatifRowSchema } from '../schemas/penilaian.js';
import { tableEndpoint } from '../table.js';

const tag = 'penilaian';
const page = PAGE.nilaiMapel;

/** `/:tahun_ajaran_id/:semester_id` */
const periodParams = z.object({ tahun_ajaran_id: idSchema, semester_id: idSchema });

/** The subject grades of the caller's student (a guardian's ward) on /penilaian/nilai-mapel, and their summative detail. */
export const PENILAIAN = {
  table: tableEndpoint({
    path: '/penilaian/siswa/table',
    summary: "The student's grades per subject of a semester (the active one by default)",
    tag,
    access: { path: page, action: 'view' },
    filtering: nilaiFilterSchema.optional().default({}),
    row: nilaiRowSchema,
    // 'mapel_id' is the school's order of subjects, the order when none is asked for; 'id' is
    // Tanggal Pembuatan (when the subject was set up for the class group).
    sortFields: ['mapel_id', 'mapel_nama', 'pas_nilai', 'rapor_nilai', 'id'],
  }),
  header: endpoint({
    method: 'GET',
    path: '/penilaian/siswa/rombel/:tahun_ajaran_id/:semester_id',
    summary: "The student's class group of the year, its homeroom teacher and curriculum",
    tag,
    access: { path: page, action: 'view' },
    params: periodParams,
    response: nilaiHeaderSchema,
  }),
  sumatifTable: tableEndpoint({
    path: '/penilaian/siswa/table-sumatif',
    summary: "The summative assessments of one subject with the student's grades",
    tag,
    access: { path: page, action: 'detail' },
    // A missing `filtering` is answered field by field.
    filtering: z.preprocess((v) => v ?? {}, sumatifFilterSchema),
    row: sumatifRowSchema,
    // 'id' is Tanggal Pembuatan, the order the assessments were given in.
    sortFields: ['id', 'sumatif_nama', 'nilai'],
  }),
} as const;
