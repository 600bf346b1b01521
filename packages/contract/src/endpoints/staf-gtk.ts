import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import { savedIdSchema } from '../schemas/fields.js';
import { gtkBodySchema, gtkDeleteResultSchema, gtkFilterSchema, gtkRowSchema } from '../schemas/staf-gtk.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';
const page = STAF_PAGE.gtk;

/** The staff list (/staf/pengaturan/gtk): the operator manages it, the head reads it. */
export const STAF_GTK = {
  table: tableEndpoint({
    path: '/staf/gtk/table',
    summary: 'Teachers and school staff',
    tag,
    access: { path: page, action: 'view' },
    filtering: gtkFilterSchema,
    row: gtkRowSchema,
    sortFields: ['nama_lengkap', 'nip', 'jenis_ptk', 'id'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/staf/gtk',
    summary: 'Add a teacher or staff member',
    tag,
    access: { path: page, action: 'create' },
    body: gtkBodySchema,
    response: savedIdSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/staf/gtk/:id',
    summary: 'Change a teacher or staff member',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    body: gtkBodySchema,
    response: z.null(),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/staf/gtk/:id',
    summary: 'Remove a GTK nothing names; one still named is deactivated instead',
    tag,
    access: { path: page, action: 'delete' },
    params: idParams,
    response: gtkDeleteResultSchema,
  }),
} as const;
