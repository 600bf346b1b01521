import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idSchema } from '../params.js';
import { hakAksesBodySchema, hakAksesPeranSchema, hakAksesSchema } from '../schemas/staf-hak-akses.js';

const tag = 'staf';

/** Each role's access map (/staf/hak-akses): the operator edits it, the head reads it. */
export const STAF_HAK_AKSES = {
  list: endpoint({
    method: 'GET',
    path: '/staf/hak-akses',
    summary: 'Every role with its access map, and the pages named as the menu names them',
    tag,
    access: { path: STAF_PAGE.hakAkses, action: 'view' },
    response: hakAksesSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/staf/hak-akses/:role_id',
    summary: 'Change a role’s access map; takes effect on the next request',
    tag,
    access: { path: STAF_PAGE.hakAkses, action: 'update' },
    params: z.object({ role_id: idSchema }),
    body: hakAksesBodySchema,
    response: hakAksesPeranSchema,
  }),
} as const;
