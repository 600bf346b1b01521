import { z } from 'zod';
import { PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import {
  perizinanCreateSchema,
  perizinanFilterSchema,
  perizinanJenisFilterSchema,
  perizinanJenisRowSchema,
  perizinanRowSchema,
  perizinanStatusBodySchema,
  perizinanUpdateSchema,
} from '../schemas/perizinan.js';
import { tableEndpoint } from '../table.js';

const tag = 'perizinan';
const page = PAGE.perizinanSiswa;

/** Leave permits of the caller's student (or a guardian's ward): the kinds, the permits, and their status changes. */
export const PERIZINAN = {
  jenisTable: tableEndpoint({
    path: '/perizinan/jenis/table',
    summary: 'Permit kinds for students',
    tag,
    access: { path: page, action: 'view' },
    filtering: perizinanJenisFilterSchema,
    row: perizinanJenisRowSchema,
    sortFields: ['nama', 'id'],
  }),
  table: tableEndpoint({
    path: '/perizinan/siswa/table',
    summary: "The permits of the caller's student",
    tag,
    access: { path: page, action: 'view' },
    filtering: perizinanFilterSchema.optional().default({}),
    row: perizinanRowSchema,
    sortFields: ['tgl_awal', 'created_at', 'id'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/perizinan/siswa',
    summary: 'File a permit (DRAFT) for the caller’s student in the active period',
    tag,
    access: { path: page, action: 'create' },
    body: perizinanCreateSchema,
    response: perizinanRowSchema,
    upload: true,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/perizinan/siswa/:id',
    summary: 'Edit a DRAFT permit',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    body: perizinanUpdateSchema,
    response: perizinanRowSchema,
    upload: true,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/perizinan/siswa/:id',
    summary: 'Delete a DRAFT permit',
    tag,
    access: { path: page, action: 'delete' },
    params: idParams,
    response: z.null(),
  }),
  status: endpoint({
    method: 'PUT',
    path: '/perizinan/siswa/status/:id',
    summary: 'Submit, approve or reject a permit',
    tag,
    // Submitting needs request_approval, deciding needs approval: the service checks which.
    access: { path: page, action: ['request_approval', 'approval'] },
    params: idParams,
    body: perizinanStatusBodySchema,
    response: perizinanRowSchema,
  }),
} as const;
