import { z } from 'zod';
import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import {
  akhiriSesiResultSchema,
  akunBaruSchema,
  buatAkunRombelBodySchema,
  buatAkunRombelResultSchema,
  buatAkunStafBodySchema,
  gtkTanpaAkunQuerySchema,
  gtkTanpaAkunSchema,
  kartuBodySchema,
  kartuResultSchema,
  stafAccountFilterSchema,
  stafAccountRowSchema,
  stafAkunFilterSchema,
  stafAkunRowSchema,
  tangguhkanBodySchema,
  ubahPeranBodySchema,
} from '../schemas/staf-akun.js';
import { tableEndpoint } from '../table.js';

const tag = 'staf';
const page = STAF_PAGE.akun;

/**
 * Accounts (/staf/akun, spec/03-staff.md screen 4): a class group's student and guardian
 * accounts made in one step, their cards, and per account a password reset, a suspension and
 * its lifting, and the end of its sessions; staff accounts with their roles.
 */
export const STAF_AKUN = {
  table: tableEndpoint({
    path: '/staf/akun/table',
    summary: 'Students of the active year with their own and their guardians’ accounts',
    tag,
    access: { path: page, action: 'view' },
    scope: { rombel: 'body.filtering.rombel_id' },
    filtering: stafAkunFilterSchema,
    row: stafAkunRowSchema,
    sortFields: ['nama', 'nisn', 'rombel_nama', 'id'],
  }),
  buatRombel: endpoint({
    method: 'POST',
    path: '/staf/akun/rombel',
    summary: 'Make the missing accounts of a class group’s students and guardians; answers their first passwords once',
    tag,
    access: { path: page, action: 'create' },
    scope: { rombel: 'body.rombel_id' },
    body: buatAkunRombelBodySchema,
    response: buatAkunRombelResultSchema,
  }),
  kartu: endpoint({
    method: 'POST',
    path: '/staf/akun/kartu',
    summary: 'Account cards as a PDF, made from the cards sent (a creating answer); nothing is kept',
    tag,
    access: { path: page, action: 'export' },
    body: kartuBodySchema,
    response: kartuResultSchema,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/staf/akun/:id/reset-password',
    summary: 'A new first password for an account, answered once; ends its sessions',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    response: akunBaruSchema,
  }),
  tangguhkan: endpoint({
    method: 'POST',
    path: '/staf/akun/:id/tangguhkan',
    summary: 'Suspend an account with a reason',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    body: tangguhkanBodySchema,
    response: z.null(),
  }),
  aktifkan: endpoint({
    method: 'POST',
    path: '/staf/akun/:id/aktifkan',
    summary: 'Lift an account’s suspension',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    response: z.null(),
  }),
  akhiriSesi: endpoint({
    method: 'POST',
    path: '/staf/akun/:id/akhiri-sesi',
    summary: 'End every session of an account',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    response: akhiriSesiResultSchema,
  }),
  stafTable: tableEndpoint({
    path: '/staf/akun/staf/table',
    summary: 'Staff accounts with their roles',
    tag,
    access: { path: page, action: 'view' },
    filtering: stafAccountFilterSchema,
    row: stafAccountRowSchema,
    sortFields: ['nama', 'email', 'id'],
  }),
  gtkTanpaAkun: endpoint({
    method: 'GET',
    path: '/staf/akun/staf/gtk',
    summary: 'Active staff members (GTK) without an account, by name',
    tag,
    access: { path: page, action: 'create' },
    query: gtkTanpaAkunQuerySchema,
    response: z.array(gtkTanpaAkunSchema),
  }),
  buatStaf: endpoint({
    method: 'POST',
    path: '/staf/akun/staf',
    summary: 'Make a staff member’s account with its roles; answers its first password once',
    tag,
    access: { path: page, action: 'create' },
    body: buatAkunStafBodySchema,
    response: akunBaruSchema,
  }),
  ubahPeran: endpoint({
    method: 'POST',
    path: '/staf/akun/staf/:id/peran',
    summary: 'Set a staff account’s roles (the school keeps an active operator)',
    tag,
    access: { path: page, action: 'update' },
    params: idParams,
    body: ubahPeranBodySchema,
    response: z.null(),
  }),
} as const;
