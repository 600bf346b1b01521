import { ROLE } from '@madrasah/contract/access';
import type { AuthContext } from '../../platform/auth.js';

/** Whether the caller may clock in or out: only an active, unsuspended student account. */
export function presensiAllowed(auth: Pick<AuthContext, 'roleName' | 'suspended' | 'siswaId'>): boolean {
  return auth.roleName === ROLE.siswa && !auth.suspended && auth.siswaId !== null;
}
