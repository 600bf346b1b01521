import { MSG } from '@madrasah/contract/messages';
import type { AuthContext } from './auth.js';
import { forbidden } from './errors.js';

/**
 * The student whose records the caller may touch: their own, or a guardian's ward. An id
 * taken from the URL or the body is only ever compared with it, never used to widen it.
 */
export function ownSiswaId(auth: AuthContext): number {
  if (auth.siswaId === null) throw forbidden(MSG.notYourStudent);
  return auth.siswaId;
}

export function assertOwnSiswa(auth: AuthContext, siswaId: number): number {
  const own = ownSiswaId(auth);
  if (own !== siswaId) throw forbidden(MSG.notYourStudent);
  return own;
}
