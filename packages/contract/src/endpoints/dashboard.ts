import { PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { dashboardKabarSchema, dashboardSchema, dashboardWaliSchema, jadwalSchema } from '../schemas/dashboard.js';

const tag = 'dashboard';
const access = { path: PAGE.dashboard };

/** The dashboard: the school's date and clock, and the student's timetable. */
export const DASHBOARD = {
  utama: endpoint({ method: 'GET', path: '/dashboard/utama', summary: "Today's date and the server clock", tag, access, response: dashboardSchema }),
  jadwalSiswa: endpoint({ method: 'GET', path: '/jadwal/pelajaran-siswa', summary: "The student's weekly timetable", tag, access, response: jadwalSchema }),
  wali: endpoint({
    method: 'GET',
    path: '/dashboard/wali',
    summary: "The chosen child's day, permits and next invoice",
    tag,
    access,
    response: dashboardWaliSchema,
  }),
  kabar: endpoint({
    method: 'GET',
    path: '/dashboard/kabar',
    summary: "The school's coming calendar items and newest information",
    tag,
    access,
    response: dashboardKabarSchema,
  }),
} as const;
