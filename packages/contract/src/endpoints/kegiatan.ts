import { z } from 'zod';
import { PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams, siswaIdParams } from '../params.js';
import {
  ekstrakurikulerNilaiSchema,
  ekstrakurikulerRowSchema,
  kaldikAgendaBodySchema,
  kaldikAgendaSchema,
  kegiatanFilterSchema,
  pramukaPenilaianSchema,
  pramukaRowSchema,
} from '../schemas/kegiatan.js';
import { tableEndpoint } from '../table.js';

const tag = 'kegiatan';
const ekstrakurikuler = PAGE.ekstrakurikuler;
const pramuka = { path: PAGE.pramuka, action: 'view' } as const;

/**
 * Extracurricular and scouting records of the caller's own student (or ward), and the school
 * calendar. Changing or deleting a score needs the page's update or delete action, which no
 * default map gives a student or guardian: a school grants it with `npm run admin -- access`. Score
 * update and delete are ours (not named by the spec).
 */
export const KEGIATAN = {
  ekstrakurikulerTable: tableEndpoint({
    path: '/kaldik-kegiatan/ekstrakurikuler/siswa/table',
    summary: "The student's extracurricular records",
    tag,
    access: { path: ekstrakurikuler, action: 'view' },
    filtering: kegiatanFilterSchema,
    row: ekstrakurikulerRowSchema,
    sortFields: ['id'],
  }),
  ekstrakurikulerUpdate: endpoint({
    method: 'PUT',
    path: '/kaldik-kegiatan/ekstrakurikuler/siswa/:id',
    summary: "Set an extracurricular record's semester scores",
    tag,
    access: { path: ekstrakurikuler, action: 'update' },
    params: idParams,
    body: ekstrakurikulerNilaiSchema,
    response: ekstrakurikulerRowSchema,
  }),
  ekstrakurikulerDelete: endpoint({
    method: 'DELETE',
    path: '/kaldik-kegiatan/ekstrakurikuler/siswa/:id',
    summary: 'Delete an extracurricular record',
    tag,
    access: { path: ekstrakurikuler, action: 'delete' },
    params: idParams,
    response: z.null(),
  }),
  pramukaTable: tableEndpoint({
    path: '/kaldik-kegiatan/pramuka/siswa/table',
    summary: 'The scouting skills the student passed',
    tag,
    access: pramuka,
    filtering: kegiatanFilterSchema,
    row: pramukaRowSchema,
    // Creation date, the student's name, NISN, NIS and class group.
    sortFields: ['id', 'nama', 'nisn', 'nis', 'rombel_nama'],
  }),
  pramukaPenilaian: endpoint({
    method: 'GET',
    path: '/kaldik-kegiatan/pramuka/penilaian/siswa/:siswa_id',
    summary: 'The scouting header: the student and their Bantara and Laksana totals',
    tag,
    access: pramuka,
    params: siswaIdParams,
    response: pramukaPenilaianSchema,
  }),
  kaldikAgenda: endpoint({
    method: 'POST',
    path: '/kaldik-kegiatan/kaldik/agenda',
    summary: 'The school calendar, filtered',
    tag,
    access: { path: PAGE.kalender, action: 'view' },
    body: kaldikAgendaBodySchema,
    response: z.array(kaldikAgendaSchema),
  }),
} as const;
