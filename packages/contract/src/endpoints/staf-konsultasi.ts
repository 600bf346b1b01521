import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import { stafKonsultasiDetailSchema, stafKonsultasiFilterSchema, stafKonsultasiRowSchema, tanggapanBodySchema } from '../schemas/staf-konsultasi.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';
const page = STAF_PAGE.konsultasi;

/** The counsellors' inbox (/staf/konsultasi, spec/03-staff.md screen 9): guru bk answer, the head reads. */
export const STAF_KONSULTASI = {
  table: tableEndpoint({
    path: '/staf/konsultasi/table',
    summary: 'Consultations students sent (never a Draft), unread first',
    tag,
    access: { path: page, action: 'view' },
    filtering: stafKonsultasiFilterSchema,
    row: stafKonsultasiRowSchema,
    sortFields: ['terkirim_at', 'tgl', 'siswa_nama', 'id'],
  }),
  item: endpoint({
    method: 'GET',
    path: '/staf/konsultasi/:id',
    summary: 'A sent consultation with its forwarding link',
    tag,
    access: { path: page, action: 'detail' },
    params: idParams,
    response: stafKonsultasiDetailSchema,
  }),
  baca: endpoint({
    method: 'POST',
    path: '/staf/konsultasi/:id/baca',
    summary: 'Mark a consultation read (a counsellor opened it)',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    response: z.null(),
  }),
  tanggapan: endpoint({
    method: 'POST',
    path: '/staf/konsultasi/:id/tanggapan',
    summary: 'Reply to a consultation (Terkirim or Diproses becomes Diproses)',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    body: tanggapanBodySchema,
    response: stafKonsultasiDetailSchema,
  }),
  selesai: endpoint({
    method: 'POST',
    path: '/staf/konsultasi/:id/selesai',
    summary: 'Close a consultation (Selesai)',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    response: stafKonsultasiDetailSchema,
  }),
} as const;
