import { z } from 'zod';
import { PAGE, type ActionFlag } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import { laporanFilterSchema, laporanRombelFilterSchema, laporanRombelRowSchema, laporanSiswaRowSchema } from '../schemas/bk.js';
import { exportResultSchema } from '../schemas/export-log.js';
import {
  konsultasiBodySchema,
  konsultasiDetailSchema,
  konsultasiFilterSchema,
  konsultasiHeaderSchema,
  konsultasiRowSchema,
  konsultasiTerkirimSchema,
  topikOptionSchema,
} from '../schemas/konsultasi.js';
import { tableEndpoint } from '../table.js';

const tag = 'konsultasi';
const on = <A extends ActionFlag>(action: A) => ({ path: PAGE.konsultasi, action });
const laporan = <A extends ActionFlag>(action: A) => ({ path: PAGE.laporanBk, action });

/**
 * Consultations of the caller's student (a guardian's ward) on the /bimbingan-konseling/konsultasi
 * entry: topics, header, list, one, write, delete and send; and the counselling reports on
 * /bimbingan-konseling/laporan.
 */
export const KONSULTASI = {
  topik: endpoint({
    method: 'GET',
    path: '/konsultasi/topik',
    summary: 'The topics a consultation may be about',
    tag,
    access: on('view'),
    response: z.array(topikOptionSchema),
  }),
  header: endpoint({
    method: 'GET',
    path: '/konsultasi/table-header-eksternal',
    summary: 'The student, the guardian and the class group’s counsellor',
    tag,
    access: on('view'),
    response: konsultasiHeaderSchema,
  }),
  table: tableEndpoint({
    path: '/konsultasi/table-eksternal',
    summary: "The student's consultations",
    tag,
    access: on('view'),
    filtering: konsultasiFilterSchema,
    row: konsultasiRowSchema,
    sortFields: ['tgl', 'created_at', 'topik_nama', 'status', 'id'],
  }),
  item: endpoint({
    method: 'GET',
    path: '/konsultasi/:id',
    summary: 'One consultation',
    tag,
    access: on('detail'),
    params: idParams,
    response: konsultasiDetailSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/konsultasi/eksternal',
    summary: 'File a consultation (Draft)',
    tag,
    access: on('create'),
    body: konsultasiBodySchema,
    response: konsultasiDetailSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/konsultasi/eksternal/:id',
    summary: 'Edit a Draft consultation',
    tag,
    access: on('update'),
    params: idParams,
    body: konsultasiBodySchema,
    response: konsultasiDetailSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/konsultasi/:id',
    summary: 'Delete a Draft consultation',
    tag,
    access: on('delete'),
    params: idParams,
    response: z.null(),
  }),
  terkirim: endpoint({
    method: 'PUT',
    path: '/konsultasi/eksternal/terkirim/:id',
    summary: 'Send a Draft to the class group’s counsellor (Terkirim) and get the WhatsApp link',
    tag,
    // Sending changes the draft: it needs update.
    access: on('update'),
    params: idParams,
    response: konsultasiTerkirimSchema,
  }),
  laporanTable: tableEndpoint({
    path: '/konsultasi/table-laporan',
    summary: 'Counselling counts per class group',
    tag,
    access: laporan('view'),
    filtering: laporanFilterSchema.optional().default({ tipe: 'Siswa' }),
    row: laporanRombelRowSchema,
    // 'created_at' (Tanggal Pembuatan): a class group has no creation time of its own, it is the order they were made in.
    sortFields: ['created_at', 'rombel_nama', 'id'],
  }),
  laporanRombelTable: tableEndpoint({
    path: '/konsultasi/table-laporan-by-rombel',
    summary: 'Counselling counts of one class group',
    tag,
    access: laporan('detail'),
    filtering: laporanRombelFilterSchema,
    row: laporanSiswaRowSchema,
    sortFields: ['siswa_nama', 'id'],
  }),
  /** The report as filtered on screen. */
  laporanExport: endpoint({
    method: 'POST',
    path: '/konsultasi/export-laporan',
    summary: 'Export the counselling report (XLSX, in the export log)',
    tag,
    access: laporan('export'),
    body: laporanFilterSchema,
    response: exportResultSchema,
  }),
  laporanRombelExport: endpoint({
    method: 'POST',
    path: '/konsultasi/export-laporan-by-rombel',
    summary: "Export one class group's counselling report (XLSX, in the export log)",
    tag,
    access: laporan('export'),
    body: laporanRombelFilterSchema,
    response: exportResultSchema,
  }),
} as const;
