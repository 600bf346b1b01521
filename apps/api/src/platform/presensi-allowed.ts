import { ROLE } from '@madrasah/contract/access';
import type { AuthContext } from './auth.js';
import type { SchoolMoment } from './clock.js';
import type { SchoolSettings } from './school-settings.js';

/**
 * Whether the caller may clock in or out now: an active, unsuspended student account, on one
 * of the school's clock-in days. Guardians and alumni never clock in.
 */
export function presensiAllowed(
  auth: Pick<AuthContext, 'roleName' | 'suspended' | 'siswaId'>,
  school: Pick<SchoolSettings, 'hari_presensi'>,
  today: Pick<SchoolMoment, 'hari'>,
): boolean {
  return auth.roleName === ROLE.siswa && !auth.suspended && auth.siswaId !== null && school.hari_presensi.includes(today.hari);
}
