import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idSchema } from '../params.js';
import { jadwalBodySchema, jadwalPilihanQuerySchema, jadwalPilihanSchema, jadwalRombelSchema, jadwalSalinBodySchema } from '../schemas/staf-jadwal.js';

const tag = 'staf';
const page = STAF_PAGE.jadwal;
const rombelParams = z.object({ rombel_id: idSchema });

/** The timetable per class group (/staf/pengaturan/jadwal): the operator keeps it, the head reads it. */
export const STAF_JADWAL = {
  pilihan: endpoint({
    method: 'GET',
    path: '/staf/jadwal/pilihan',
    summary: 'Years, a year’s class groups, subjects and active GTK for the timetable grid',
    tag,
    access: { path: page, action: 'view' },
    query: jadwalPilihanQuerySchema,
    response: jadwalPilihanSchema,
  }),
  rombel: endpoint({
    method: 'GET',
    path: '/staf/jadwal/:rombel_id',
    summary: 'A class group’s timetable',
    tag,
    access: { path: page, action: 'view' },
    params: rombelParams,
    response: jadwalRombelSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/staf/jadwal/:rombel_id',
    summary: 'Replace a class group’s timetable',
    tag,
    access: { path: page, action: 'update' },
    params: rombelParams,
    body: jadwalBodySchema,
    response: z.null(),
  }),
  salin: endpoint({
    method: 'POST',
    path: '/staf/jadwal/:rombel_id/salin',
    summary: 'Copy another class group’s timetable over this one’s',
    tag,
    access: { path: page, action: 'update' },
    params: rombelParams,
    body: jadwalSalinBodySchema,
    response: z.object({ jumlah: z.number().int() }),
  }),
} as const;
