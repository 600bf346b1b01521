import { STAF_PAGE } from '../access.js';
import { endpoint } from '../endpoint.js';
import { belumHadirSettingSchema } from '../schemas/notifikasi.js';

const tag = 'staf';

/** The school's notification settings, beside its clock-in rules (/staf/pengaturan/sekolah). */
export const STAF_NOTIFIKASI = {
  belumHadir: endpoint({
    method: 'GET',
    path: '/staf/pengaturan/notifikasi-belum-hadir',
    summary: 'When guardians hear their child has not clocked in (null: never)',
    tag,
    access: { path: STAF_PAGE.sekolah, action: 'view' },
    response: belumHadirSettingSchema,
  }),
  simpanBelumHadir: endpoint({
    method: 'PUT',
    path: '/staf/pengaturan/notifikasi-belum-hadir',
    summary: 'Set or switch off the not-yet-clocked-in alert',
    tag,
    access: { path: STAF_PAGE.sekolah, action: 'update' },
    body: belumHadirSettingSchema,
    response: belumHadirSettingSchema,
  }),
} as const;
