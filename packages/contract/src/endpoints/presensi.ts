import { PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { idParams } from '../params.js';
import { kehadiranRowSchema, kehadiranTableFilterSchema } from '../schemas/kehadiran.js';
import { presensiBodySchema, presensiHariIniSchema, presensiParamsSchema } from '../schemas/presensi.js';
import { tableEndpoint } from '../table.js';

const tag = 'presensi';
const access = { path: PAGE.dashboard };

/** The student's clock-in and clock-out of the day (the dashboard's card), and the attendance lists. */
export const PRESENSI = {
  hariIni: endpoint({
    method: 'GET',
    path: '/presensi/siswa/temporary/:siswa_id/:date',
    summary: "The student's attendance record of a day (404 when none)",
    tag,
    access,
    params: presensiParamsSchema,
    response: presensiHariIniSchema,
  }),
  masuk: endpoint({
    method: 'POST',
    path: '/presensi/siswa/temporary',
    summary: 'Clock in with a selfie inside the geofence (idempotent per day)',
    tag,
    access,
    body: presensiBodySchema,
    response: presensiHariIniSchema,
    upload: true,
  }),
  pulang: endpoint({
    method: 'PUT',
    path: '/presensi/siswa/temporary/:id',
    summary: "Clock out on today's record",
    tag,
    access,
    params: idParams,
    body: presensiBodySchema,
    response: presensiHariIniSchema,
    upload: true,
  }),
  /** The attendance lists (class and scouting) of the caller's student. */
  kehadiranTable: tableEndpoint({
    path: '/presensi/siswa/kehadiran/table',
    summary: "The attendance list of the caller's student for one activity",
    tag,
    // One call for both lists: the service checks that the activity's own page is open.
    access: { path: [PAGE.presensiSiswa, PAGE.presensiPramuka], action: 'view' },
    filtering: kehadiranTableFilterSchema,
    row: kehadiranRowSchema,
    // 'id' is Tanggal Pembuatan: by day, then by record, so permit days take their date's place.
    sortFields: ['id', 'tgl'],
  }),
} as const;
