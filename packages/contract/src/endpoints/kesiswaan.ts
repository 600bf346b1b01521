import { PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { siswaParams, siswaRombelParams } from '../params.js';
import {
  pelanggaranHeaderSchema,
  pelanggaranRiwayatRowSchema,
  penghargaanHeaderSchema,
  penghargaanRiwayatRowSchema,
  riwayatFilterSchema,
} from '../schemas/kesiswaan.js';
import { tableEndpoint } from '../table.js';

const tag = 'kesiswaan';
const pelanggaran = { path: PAGE.pelanggaranSiswa, action: 'detail' } as const;
const penghargaan = { path: PAGE.penghargaanSiswa, action: 'detail' } as const;
const filtering = riwayatFilterSchema.optional().default({});

/**
 * A student's violation and award history: the header of one class group, and the rows. Each is
 * on its page's entry with the detail action, and only ever the caller's own student or ward
 * (spec 02 section 6).
 */
export const KESISWAAN = {
  pelanggaranHeader: endpoint({
    method: 'GET',
    path: '/pelanggaran-siswa/table-header/:siswa/:rombel',
    summary: 'The violation history header of one class group',
    tag,
    access: pelanggaran,
    params: siswaRombelParams,
    response: pelanggaranHeaderSchema,
  }),
  pelanggaranRiwayat: tableEndpoint({
    path: '/pelanggaran-siswa/table-riwayat/:siswa',
    summary: "The student's violations",
    tag,
    access: pelanggaran,
    params: siswaParams,
    filtering,
    row: pelanggaranRiwayatRowSchema,
    sortFields: ['tgl', 'poin', 'id'],
  }),
  penghargaanHeader: endpoint({
    method: 'GET',
    path: '/penghargaan-siswa/table-header/:siswa/:rombel',
    summary: 'The award history header of one class group',
    tag,
    access: penghargaan,
    params: siswaRombelParams,
    response: penghargaanHeaderSchema,
  }),
  penghargaanRiwayat: tableEndpoint({
    path: '/penghargaan-siswa/table-riwayat/:siswa',
    summary: "The student's awards",
    tag,
    access: penghargaan,
    params: siswaParams,
    filtering,
    row: penghargaanRiwayatRowSchema,
    sortFields: ['tgl', 'bintang', 'id'],
  }),
} as const;
