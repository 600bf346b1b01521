import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import { savedIdSchema } from '../schemas/fields.js';
import {
  anggotaFilterSchema,
  anggotaRowSchema,
  anggotaTambahResultSchema,
  anggotaTambahSchema,
  ekskulBodySchema,
  ekskulRowSchema,
  kegiatanPilihanSchema,
  mediaBodySchema,
  mediaCreateSchema,
  mediaStafFilterSchema,
  mediaStafRowSchema,
  mediaTerbitSchema,
  nilaiGridSchema,
  pramukaBodySchema,
  pramukaStafFilterSchema,
  pramukaStafRowSchema,
} from '../schemas/staf-kegiatan.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';
const EKSKUL = STAF_PAGE.ekstrakurikuler;
const PRAMUKA = STAF_PAGE.pramuka;
const MEDIA = STAF_PAGE.media;
const BASE = '/staf/kegiatan';

/**
 * Activities on the staff side (/staf/kegiatan/…): the kesiswaan keeps extracurricular groups,
 * members and scores, scouting records and the media galleries; the head reads them. Both are
 * roles of the whole school, so no route is scoped.
 */
export const STAF_KEGIATAN = {
  pilihan: endpoint({
    method: 'GET',
    path: `${BASE}/pilihan`,
    summary: 'The coaches the activity forms offer (active GTK)',
    tag,
    access: { path: [EKSKUL, PRAMUKA], action: 'view' },
    response: kegiatanPilihanSchema,
  }),

  // Extracurricular groups, members and scores
  ekskulTable: tableEndpoint({
    path: `${BASE}/ekstrakurikuler/table`,
    summary: 'Extracurricular groups with their coach and members this year',
    tag,
    access: { path: EKSKUL, action: 'view' },
    filtering: z.object({}).optional().default({}),
    row: ekskulRowSchema,
    sortFields: ['nama', 'id'],
  }),
  ekskulCreate: endpoint({
    method: 'POST',
    path: `${BASE}/ekstrakurikuler`,
    summary: 'Add an extracurricular group',
    tag,
    access: { path: EKSKUL, action: 'create' },
    body: ekskulBodySchema,
    response: savedIdSchema,
  }),
  ekskulUpdate: endpoint({
    method: 'PUT',
    path: `${BASE}/ekstrakurikuler/:id`,
    summary: 'Rename a group or change its coach',
    tag,
    access: { path: EKSKUL, action: 'update' },
    params: idParams,
    body: ekskulBodySchema,
    response: z.null(),
  }),
  ekskulDelete: endpoint({
    method: 'DELETE',
    path: `${BASE}/ekstrakurikuler/:id`,
    summary: 'Remove a group no student is or was a member of (409 otherwise)',
    tag,
    access: { path: EKSKUL, action: 'delete' },
    params: idParams,
    response: z.null(),
  }),
  anggotaTable: tableEndpoint({
    path: `${BASE}/ekstrakurikuler/anggota/table`,
    summary: "A group's members of the active year with their semester scores",
    tag,
    access: { path: EKSKUL, action: 'view' },
    filtering: anggotaFilterSchema,
    row: anggotaRowSchema,
    sortFields: ['nama', 'rombel_nama', 'id'],
  }),
  anggotaTambah: endpoint({
    method: 'POST',
    path: `${BASE}/ekstrakurikuler/:id/anggota`,
    summary: 'Add students of the active year to a group at once (members already in are left)',
    tag,
    access: { path: EKSKUL, action: 'create' },
    params: idParams,
    body: anggotaTambahSchema,
    response: anggotaTambahResultSchema,
  }),
  anggotaHapus: endpoint({
    method: 'DELETE',
    path: `${BASE}/ekstrakurikuler/anggota/:id`,
    summary: 'Remove a member (with their scores) from a group',
    tag,
    access: { path: EKSKUL, action: 'delete' },
    params: idParams,
    response: z.null(),
  }),
  nilaiSimpan: endpoint({
    method: 'PUT',
    path: `${BASE}/ekstrakurikuler/:id/nilai`,
    summary: "Save the score grid of a group's members",
    tag,
    access: { path: EKSKUL, action: 'update' },
    params: idParams,
    body: nilaiGridSchema,
    response: z.null(),
  }),

  // Scouting
  pramukaTable: tableEndpoint({
    path: `${BASE}/pramuka/table`,
    summary: 'Scouting skills students passed',
    tag,
    access: { path: PRAMUKA, action: 'view' },
    filtering: pramukaStafFilterSchema,
    row: pramukaStafRowSchema,
    sortFields: ['tgl_lulus', 'nama', 'rombel_nama', 'id'],
  }),
  pramukaCreate: endpoint({
    method: 'POST',
    path: `${BASE}/pramuka`,
    summary: 'Record a scouting skill a student passed',
    tag,
    access: { path: PRAMUKA, action: 'create' },
    body: pramukaBodySchema,
    response: savedIdSchema,
  }),
  pramukaUpdate: endpoint({
    method: 'PUT',
    path: `${BASE}/pramuka/:id`,
    summary: 'Change a scouting record',
    tag,
    access: { path: PRAMUKA, action: 'update' },
    params: idParams,
    body: pramukaBodySchema,
    response: z.null(),
  }),
  pramukaDelete: endpoint({
    method: 'DELETE',
    path: `${BASE}/pramuka/:id`,
    summary: 'Remove a scouting record',
    tag,
    access: { path: PRAMUKA, action: 'delete' },
    params: idParams,
    response: z.null(),
  }),

  // Media galleries
  mediaTable: tableEndpoint({
    path: `${BASE}/media/table`,
    summary: 'Media gallery items, published or not',
    tag,
    access: { path: MEDIA, action: 'view' },
    filtering: mediaStafFilterSchema,
    row: mediaStafRowSchema,
    sortFields: ['nama', 'id'],
  }),
  mediaCreate: endpoint({
    method: 'POST',
    path: `${BASE}/media`,
    summary: 'Add a gallery item with its photo (unpublished until published)',
    tag,
    access: { path: MEDIA, action: 'create' },
    body: mediaCreateSchema,
    response: savedIdSchema,
    upload: true,
  }),
  mediaUpdate: endpoint({
    method: 'PUT',
    path: `${BASE}/media/:id`,
    summary: "Change a gallery item's name, type or link",
    tag,
    access: { path: MEDIA, action: 'update' },
    params: idParams,
    body: mediaBodySchema,
    response: z.null(),
  }),
  mediaTerbit: endpoint({
    method: 'PUT',
    path: `${BASE}/media/:id/terbit`,
    summary: 'Publish or unpublish a gallery item on the portal',
    tag,
    access: { path: MEDIA, action: 'update' },
    params: idParams,
    body: mediaTerbitSchema,
    response: z.null(),
  }),
  mediaDelete: endpoint({
    method: 'DELETE',
    path: `${BASE}/media/:id`,
    summary: 'Remove a gallery item and its photo',
    tag,
    access: { path: MEDIA, action: 'delete' },
    params: idParams,
    response: z.null(),
  }),
} as const;
