import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { pengaturanSekolahBodySchema, pengaturanSekolahSchema } from '../schemas/staf-sekolah.js';

const tag = 'staf';

/** The school's identity and clock-in rules (/staf/pengaturan/sekolah): the operator saves them, the head reads them. */
export const STAF_SEKOLAH = {
  get: endpoint({
    method: 'GET',
    path: '/staf/pengaturan/sekolah',
    summary: "The school's identity, timezone, clock-in times and geofence",
    tag,
    access: { path: STAF_PAGE.sekolah, action: 'view' },
    response: pengaturanSekolahSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/staf/pengaturan/sekolah',
    summary: "Save the school's identity and clock-in rules; the portal uses them at once",
    tag,
    access: { path: STAF_PAGE.sekolah, action: 'update' },
    body: pengaturanSekolahBodySchema,
    response: pengaturanSekolahSchema,
    upload: true,
  }),
} as const;
