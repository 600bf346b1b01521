import { z } from 'zod';
import { STUDENT_RECORD_PAGES, type ActionFlag } from '../access.js';
import { endpoint, type Endpoint } from '../endpoint.js';
import { idParams, siswaIdParams } from '../params.js';
import { aktivitasBelajarBodySchema, aktivitasBelajarSchema } from '../schemas/aktivitas-belajar.js';
import { dataDiriBodySchema, dataDiriSchema } from '../schemas/data-diri.js';
import { savedIdSchema } from '../schemas/fields.js';
import { orangTuaBodySchema, orangTuaSchema } from '../schemas/orang-tua.js';
import {
  beasiswaBodySchema,
  beasiswaRowSchema,
  berkasBodySchema,
  berkasRowSchema,
  pendidikanBodySchema,
  pendidikanRowSchema,
  prestasiBodySchema,
  prestasiRowSchema,
  siswaTabFilterSchema,
} from '../schemas/siswa-tab.js';
import { tableEndpoint } from '../table.js';

const tag = 'siswa';
const read = { path: STUDENT_RECORD_PAGES, action: 'detail' } as const;
const write = { path: STUDENT_RECORD_PAGES, action: 'update' } as const;
// The spec opens the parents and learning-activity forms with update or update_partial.
const writePartial = { path: STUDENT_RECORD_PAGES, action: ['update', 'update_partial'] } as const;

type TabFlags = { view: ActionFlag; create: ActionFlag; update: ActionFlag; delete: ActionFlag };

/** One record tab's endpoints: its list, create, update and delete, each on the tab's own action flag. */
function recordTab<const K extends string, B extends z.ZodType, R extends z.ZodType, const F extends TabFlags>(key: K, body: B, row: R, flags: F) {
  const tag = `siswa ${key}` as const;
  const access = <A extends ActionFlag>(action: A) => ({ path: STUDENT_RECORD_PAGES, action });
  return {
    table: tableEndpoint({
      path: `/siswa/${key}/table/:siswa_id`,
      summary: `The student's ${key} records`,
      tag,
      access: access(flags.view),
      params: siswaIdParams,
      filtering: siswaTabFilterSchema,
      row,
      sortFields: ['nama', 'id'],
    }),
    create: endpoint({
      method: 'POST',
      path: `/siswa/${key}/:siswa_id`,
      summary: `Add ${key} records (the web sends one)`,
      tag,
      access: access(flags.create),
      params: siswaIdParams,
      body: z.array(body).min(1).max(10),
      response: z.null(),
      upload: true,
    }),
    update: endpoint({
      method: 'PUT',
      path: `/siswa/${key}/:id`,
      summary: `Update a ${key} record`,
      tag,
      access: access(flags.update),
      params: idParams,
      body,
      response: z.null(),
      upload: true,
    }),
    delete: endpoint({
      method: 'DELETE',
      path: `/siswa/${key}/:id`,
      summary: `Delete a ${key} record`,
      tag,
      access: access(flags.delete),
      params: idParams,
      response: z.null(),
    }),
  };
}

/** The student detail's four record tabs, declared from one definition each. */
export const SISWA_TABS = {
  beasiswa: recordTab('beasiswa', beasiswaBodySchema, beasiswaRowSchema, {
    view: 'beasiswa_view',
    create: 'beasiswa_create',
    update: 'beasiswa_update',
    delete: 'beasiswa_delete',
  }),
  // The spec's map has no prestasi_create: prestasi_view governs the Tambah button.
  prestasi: recordTab('prestasi', prestasiBodySchema, prestasiRowSchema, {
    view: 'prestasi_view',
    create: 'prestasi_view',
    update: 'prestasi_update',
    delete: 'prestasi_delete',
  }),
  pendidikan: recordTab('pendidikan', pendidikanBodySchema, pendidikanRowSchema, {
    view: 'education_view',
    create: 'education_create',
    update: 'education_update',
    delete: 'education_delete',
  }),
  berkas: recordTab('berkas', berkasBodySchema, berkasRowSchema, { view: 'file_view', create: 'file_create', update: 'file_update', delete: 'file_delete' }),
} as const;

/** The record tabs: beasiswa, prestasi, pendidikan, berkas. */
export type SiswaTab = keyof typeof SISWA_TABS;

type TabEntries<K extends SiswaTab> = { [A in keyof (typeof SISWA_TABS)[K] & string as `${K}${Capitalize<A>}`]: (typeof SISWA_TABS)[K][A] };

/**
 * A tab's endpoints as entries of the area (`beasiswaTable`, `beasiswaCreate`...): the catalogue
 * lists an area's entries one level deep, each method and path once.
 */
function flat<K extends SiswaTab>(key: K): TabEntries<K> {
  const group: Record<string, Endpoint> = SISWA_TABS[key];
  return Object.fromEntries(Object.entries(group).map(([name, e]) => [`${key}${name[0]!.toUpperCase()}${name.slice(1)}`, e])) as TabEntries<K>;
}

/** A student's record: personal data, parents, registration, and the record tabs. */
export const SISWA = {
  dataDiri: endpoint({
    method: 'GET',
    path: '/siswa/data-diri/:siswa_id',
    summary: "The student's personal data",
    tag,
    access: read,
    params: siswaIdParams,
    response: dataDiriSchema,
  }),
  dataDiriUpdate: endpoint({
    method: 'PUT',
    path: '/siswa/data-diri/:siswa_id',
    summary: "Save the student's personal data",
    tag,
    access: write,
    params: siswaIdParams,
    body: dataDiriBodySchema,
    response: z.null(),
    upload: true,
  }),
  orangTua: endpoint({
    method: 'GET',
    path: '/siswa/data-orang-tua/:siswa_id',
    summary: "The student's father, mother and guardian",
    tag,
    access: read,
    params: siswaIdParams,
    response: z.array(orangTuaSchema),
  }),
  orangTuaCreate: endpoint({
    method: 'POST',
    path: '/siswa/data-orang-tua/:siswa_id',
    summary: 'Create the record of one parent or the guardian',
    tag,
    access: writePartial,
    params: siswaIdParams,
    body: orangTuaBodySchema,
    response: savedIdSchema,
  }),
  orangTuaUpdate: endpoint({
    method: 'PUT',
    path: '/siswa/data-orang-tua/:id',
    summary: 'Update the record of one parent or the guardian',
    tag,
    access: writePartial,
    params: idParams,
    body: orangTuaBodySchema,
    response: savedIdSchema,
  }),
  aktivitasBelajar: endpoint({
    method: 'GET',
    path: '/siswa/aktivitas-belajar/:siswa_id',
    summary: "The student's registration, leaving and current class",
    tag,
    access: read,
    params: siswaIdParams,
    response: aktivitasBelajarSchema,
  }),
  aktivitasBelajarCreate: endpoint({
    method: 'POST',
    path: '/siswa/aktivitas-belajar/:siswa_id',
    summary: "Save the student's first registration",
    tag,
    access: writePartial,
    params: siswaIdParams,
    body: aktivitasBelajarBodySchema,
    response: savedIdSchema,
  }),
  aktivitasBelajarUpdate: endpoint({
    method: 'PUT',
    path: '/siswa/aktivitas-belajar/:id',
    summary: "Update the student's registration",
    tag,
    access: writePartial,
    params: idParams,
    body: aktivitasBelajarBodySchema,
    response: savedIdSchema,
  }),
  ...flat('beasiswa'),
  ...flat('prestasi'),
  ...flat('pendidikan'),
  ...flat('berkas'),
} as const;
