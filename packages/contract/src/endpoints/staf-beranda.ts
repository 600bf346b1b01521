import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { berandaSchema } from '../schemas/staf-beranda.js';

/** The staff's first page (/staf): today at a glance, for every staff role within its reach. */
export const STAF_BERANDA = {
  get: endpoint({
    method: 'GET',
    path: '/staf/beranda',
    summary: "Today's attendance per class group, permits waiting, consultations unanswered and arrears",
    tag: 'staf',
    access: { path: STAF_PAGE.beranda, action: 'view' },
    scope: 'list',
    response: berandaSchema,
  }),
} as const;
