import { PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams, siswaParams, siswaRombelParams } from '../params.js';
import { bkDokumenSchema, hasilTesDetailSchema, hasilTesRowSchema, mediaFilterSchema, mediaRowSchema } from '../schemas/bk.js';
import { riwayatFilterSchema, siswaRombelHeaderSchema } from '../schemas/kesiswaan.js';
import { tableEndpoint } from '../table.js';

const tag = 'bk';
const hasilTes = { path: PAGE.hasilTes, action: 'detail' } as const;

/**
 * Guidance and counselling pages: the unit's profile PDF, the test results of the caller's own
 * student (or ward) and the media galleries. Consultations and their reports are in konsultasi.
 */
export const BK = {
  dokumen: endpoint({
    method: 'GET',
    path: '/bk/dokumen',
    summary: 'The active BK profile PDF',
    tag,
    access: { path: PAGE.profilBk, action: 'view' },
    response: bkDokumenSchema,
  }),
  hasilTesHeader: endpoint({
    method: 'GET',
    path: '/bk/hasil-tes-siswa/table-header/:siswa/:rombel',
    summary: 'The test results header of one class group',
    tag,
    access: hasilTes,
    params: siswaRombelParams,
    response: siswaRombelHeaderSchema,
  }),
  hasilTesTable: tableEndpoint({
    path: '/bk/hasil-tes-siswa/table-riwayat/:siswa',
    summary: "The student's test results",
    tag,
    access: hasilTes,
    params: siswaParams,
    filtering: riwayatFilterSchema.optional().default({}),
    row: hasilTesRowSchema,
    sortFields: ['tgl', 'kategori_tes', 'id'],
  }),
  /** One test result in full, for the detail route (not named by the spec). */
  hasilTesItem: endpoint({
    method: 'GET',
    path: '/bk/hasil-tes-siswa/:id',
    summary: 'One test result in full',
    tag,
    access: hasilTes,
    params: idParams,
    response: hasilTesDetailSchema,
  }),
  mediaTable: tableEndpoint({
    path: '/bk/media-informasi/table',
    summary: 'One gallery of the media page',
    tag,
    access: { path: PAGE.mediaInformasi, action: 'view' },
    filtering: mediaFilterSchema,
    row: mediaRowSchema,
    sortFields: ['nama', 'id'],
  }),
} as const;
