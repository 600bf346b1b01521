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

/**
 * The student record whose detail tabs the caller may read and keep: a student's own, a
 * guardian's ward's, or the one an internal alumnus graduated from. Daily school life
 * (clock-in, permits) stays with ownSiswaId, which an alumnus never has.
 */
export function ownRecordSiswaId(auth: AuthContext): number {
  const own = auth.siswaId ?? auth.alumniSiswaId;
  if (own === null) throw forbidden(MSG.notYourStudent);
  return own;
}

export function assertOwnRecord(auth: AuthContext, siswaId: number): number {
  const own = ownRecordSiswaId(auth);
  if (own !== siswaId) throw forbidden(MSG.notYourStudent);
  return own;
}

/** The alumni record the caller may touch: only their own. */
export function assertOwnAlumni(auth: AuthContext, alumniId: number): number {
  if (auth.alumniId === null || auth.alumniId !== alumniId) throw forbidden(MSG.notYourAlumni);
  return auth.alumniId;
}
