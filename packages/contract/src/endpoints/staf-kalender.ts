import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import { savedIdSchema } from '../schemas/fields.js';
import { kalenderBodySchema, kalenderFilterSchema, kalenderRowSchema } from '../schemas/staf-kalender.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';
const page = STAF_PAGE.kalender;

/**
 * The school calendar (/staf/kegiatan/kalender, spec/03-staff.md screen 11): kesiswaan keeps
 * the active year's items, the head reads them; the portal's calendar shows them at once.
 */
export const STAF_KALENDER = {
  table: tableEndpoint({
    path: '/staf/kalender/table',
    summary: "The active school year's calendar items",
    tag,
    access: { path: page, action: 'view' },
    filtering: kalenderFilterSchema,
    row: kalenderRowSchema,
    sortFields: ['tgl_awal', 'judul', 'id'],
  }),
  create: endpoint({
    method: 'POST',
    path: '/staf/kalender',
    summary: 'Add a calendar item to the active school year',
    tag,
    access: { path: page, action: 'create' },
    body: kalenderBodySchema,
    response: savedIdSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/staf/kalender/:id',
    summary: 'Change a calendar item of the active school year',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    body: kalenderBodySchema,
    response: z.null(),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/staf/kalender/:id',
    summary: 'Delete a calendar item of the active school year',
    tag,
    access: { path: page, action: 'delete' },
    params: idParams,
    response: z.null(),
  }),
} as const;
