import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import { savedIdSchema } from '../schemas/fields.js';
import {
  gtkPilihanSchema,
  jurusanBodySchema,
  jurusanRowSchema,
  mapelBodySchema,
  mapelRowSchema,
  periodeAktifBodySchema,
  periodeAktifSchema,
  rombelBodySchema,
  rombelCreateBodySchema,
  rombelFilterSchema,
  rombelRowSchema,
  ruanganBodySchema,
  ruanganRowSchema,
  tahunAjaranBodySchema,
  tahunAjaranRowSchema,
  tingkatBodySchema,
  tingkatRowSchema,
} from '../schemas/staf-akademik.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';
const page = STAF_PAGE.akademik;

/** A reference list (grade levels, majors, rooms, subjects): read whole, add, change, remove when unused. */
function referenceEndpoints<B extends z.ZodType, R extends z.ZodType>(segment: string, what: string, body: B, row: R) {
  const path = `/staf/akademik/${segment}`;
  return {
    list: endpoint({ method: 'GET', path, summary: `The ${what}`, tag, access: { path: page, action: 'view' }, response: z.array(row) }),
    create: endpoint({ method: 'POST', path, summary: `Add to the ${what}`, tag, access: { path: page, action: 'create' }, body, response: savedIdSchema }),
    update: endpoint({
      method: 'PUT',
      path: `${path}/:id`,
      summary: `Change one of the ${what}`,
      tag,
      access: { path: page, action: 'update' },
      params: idParams,
      body,
      response: z.null(),
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `${path}/:id`,
      summary: `Remove one of the ${what} that nothing uses`,
      tag,
      access: { path: page, action: 'delete' },
      params: idParams,
      response: z.null(),
    }),
  };
}

/** The four reference lists, each declared from one definition; the web's tabs are built from them. */
export const STAF_REFERENSI = {
  tingkat: referenceEndpoints('tingkat', 'grade levels', tingkatBodySchema, tingkatRowSchema),
  jurusan: referenceEndpoints('jurusan', 'majors', jurusanBodySchema, jurusanRowSchema),
  ruangan: referenceEndpoints('ruangan', 'rooms', ruanganBodySchema, ruanganRowSchema),
  mapel: referenceEndpoints('mapel', 'subjects', mapelBodySchema, mapelRowSchema),
} as const;
const { tingkat, jurusan, ruangan, mapel } = STAF_REFERENSI;

/**
 * The academic setup (/staf/pengaturan/akademik): the operator manages it, the head reads it.
 * The catalogue lists an area's entries one level deep, so the reference lists appear here by name.
 */
export const STAF_AKADEMIK = {
  tahunAjaranList: endpoint({
    method: 'GET',
    path: '/staf/akademik/tahun-ajaran',
    summary: 'School years with their semesters, newest first',
    tag,
    access: { path: page, action: 'view' },
    response: z.array(tahunAjaranRowSchema),
  }),
  tahunAjaranCreate: endpoint({
    method: 'POST',
    path: '/staf/akademik/tahun-ajaran',
    summary: 'Open a school year with its two semesters',
    tag,
    access: { path: page, action: 'create' },
    body: tahunAjaranBodySchema,
    response: savedIdSchema,
  }),
  tahunAjaranDelete: endpoint({
    method: 'DELETE',
    path: '/staf/akademik/tahun-ajaran/:id',
    summary: 'Remove a school year that is not active and holds no data',
    tag,
    access: { path: page, action: 'delete' },
    params: idParams,
    response: z.null(),
  }),
  periodeAktif: endpoint({
    method: 'GET',
    path: '/staf/akademik/periode-aktif',
    summary: 'The active school year and semester (null before one is chosen)',
    tag,
    access: { path: page, action: 'view' },
    response: periodeAktifSchema.nullable(),
  }),
  periodeAktifUpdate: endpoint({
    method: 'PUT',
    path: '/staf/akademik/periode-aktif',
    summary: 'Make a school year and one of its semesters the active period',
    tag,
    access: { path: page, action: 'update' },
    body: periodeAktifBodySchema,
    response: periodeAktifSchema,
  }),
  tingkatList: tingkat.list,
  tingkatCreate: tingkat.create,
  tingkatUpdate: tingkat.update,
  tingkatDelete: tingkat.remove,
  jurusanList: jurusan.list,
  jurusanCreate: jurusan.create,
  jurusanUpdate: jurusan.update,
  jurusanDelete: jurusan.remove,
  ruanganList: ruangan.list,
  ruanganCreate: ruangan.create,
  ruanganUpdate: ruangan.update,
  ruanganDelete: ruangan.remove,
  mapelList: mapel.list,
  mapelCreate: mapel.create,
  mapelUpdate: mapel.update,
  mapelDelete: mapel.remove,
  rombelTable: tableEndpoint({
    path: '/staf/akademik/rombel/table',
    summary: 'Class groups of a school year',
    tag,
    access: { path: page, action: 'view' },
    filtering: rombelFilterSchema,
    row: rombelRowSchema,
    sortFields: ['nama', 'tingkatan_kelas', 'id'],
  }),
  rombelCreate: endpoint({
    method: 'POST',
    path: '/staf/akademik/rombel',
    summary: 'Add a class group to a school year',
    tag,
    access: { path: page, action: 'create' },
    body: rombelCreateBodySchema,
    response: savedIdSchema,
  }),
  rombelUpdate: endpoint({
    method: 'PUT',
    path: '/staf/akademik/rombel/:id',
    summary: 'Change a class group of the active or a later year',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    body: rombelBodySchema,
    response: z.null(),
  }),
  rombelDelete: endpoint({
    method: 'DELETE',
    path: '/staf/akademik/rombel/:id',
    summary: 'Remove a class group that holds no students or records',
    tag,
    access: { path: page, action: 'delete' },
    params: idParams,
    response: z.null(),
  }),
  gtkPilihan: endpoint({
    method: 'GET',
    path: '/staf/akademik/gtk',
    summary: 'Active GTK to choose a wali kelas or guru BK from',
    tag,
    access: { path: page, action: 'view' },
    response: gtkPilihanSchema,
  }),
} as const;
