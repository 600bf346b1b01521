import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import { savedIdSchema } from '../schemas/fields.js';
import {
  cariSiswaQuerySchema,
  cariSiswaSchema,
  kelulusanBodySchema,
  kelulusanResultSchema,
  kenaikanBodySchema,
  kenaikanResultSchema,
  keTahunQuerySchema,
  mutasiFilterSchema,
  mutasiKeluarBodySchema,
  mutasiMasukBodySchema,
  mutasiRowSchema,
  rombelBaruBodySchema,
  rombelBaruResultSchema,
  siswaSumberSchema,
  tahunBaruQuerySchema,
  tahunBaruSchema,
} from '../schemas/staf-tahun-baru.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';
const view = { path: STAF_PAGE.tahunBaru, action: 'view' } as const;
const run = { path: STAF_PAGE.tahunBaru, action: 'create' } as const;

/**
 * The school year's turn (/staf/pengaturan/tahun-ajaran-baru): the operator promotes, graduates
 * and records transfers. A whole-school step, so no route is scoped to a wali kelas's class groups.
 */
export const STAF_TAHUN_BARU = {
  ringkasan: endpoint({
    method: 'GET',
    path: '/staf/tahun-baru',
    summary: 'The year being closed and the next one, with the class groups of both',
    tag,
    access: view,
    query: tahunBaruQuerySchema,
    response: tahunBaruSchema,
  }),
  siswa: endpoint({
    method: 'GET',
    path: '/staf/tahun-baru/rombel/:id/siswa',
    summary: "A closing year's class group: its students and where each stands in the next year",
    tag,
    access: view,
    params: idParams,
    query: keTahunQuerySchema,
    response: z.array(siswaSumberSchema),
  }),
  rombelBaru: endpoint({
    method: 'POST',
    path: '/staf/tahun-baru/rombel-baru',
    summary: "Make the next year's class groups from the closing year's, one grade level up, skipping names taken",
    tag,
    access: run,
    body: rombelBaruBodySchema,
    response: rombelBaruResultSchema,
  }),
  kenaikan: endpoint({
    method: 'POST',
    path: '/staf/tahun-baru/kenaikan',
    summary: "Place a class group's students in the next year: up a grade or kept back (running it again changes nothing)",
    tag,
    access: run,
    body: kenaikanBodySchema,
    response: kenaikanResultSchema,
  }),
  kelulusan: endpoint({
    method: 'POST',
    path: '/staf/tahun-baru/kelulusan',
    summary: "Graduate a last-grade class group's students into alumni, or keep some in the last grade",
    tag,
    access: run,
    body: kelulusanBodySchema,
    response: kelulusanResultSchema,
  }),
  cariSiswa: endpoint({
    method: 'GET',
    path: '/staf/tahun-baru/siswa',
    summary: 'Active students by name or NISN, for a transfer out',
    tag,
    access: view,
    query: cariSiswaQuerySchema,
    response: cariSiswaSchema,
  }),
  mutasiKeluar: endpoint({
    method: 'POST',
    path: '/staf/tahun-baru/mutasi/keluar',
    summary: "A student leaves: status Keluar, the reason and date kept, the student's and guardians' accounts switched off",
    tag,
    access: run,
    body: mutasiKeluarBodySchema,
    response: savedIdSchema,
  }),
  mutasiMasuk: endpoint({
    method: 'POST',
    path: '/staf/tahun-baru/mutasi/masuk',
    summary: 'A student joins from another school: a new student record placed in a class group',
    tag,
    access: run,
    body: mutasiMasukBodySchema,
    response: savedIdSchema,
  }),
  mutasiTable: tableEndpoint({
    path: '/staf/tahun-baru/mutasi/table',
    summary: 'Recorded transfers in and out, newest first',
    tag,
    access: view,
    filtering: mutasiFilterSchema,
    row: mutasiRowSchema,
    sortFields: ['tanggal', 'nama', 'id'],
  }),
} as const;
