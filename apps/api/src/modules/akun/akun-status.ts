import { sql, type SQL } from 'drizzle-orm';
import { ROLE } from '@madrasah/contract/access';

/**
 * An account's state in SQL, over the account table named `u`: suspended (switched off, or for
 * a student's account `studentSuspended`, the student record's suspension), waiting for its
 * owner's own password, or in use.
 */
export const statusSql = (u: string, studentSuspended?: SQL) => sql<'aktif' | 'wajib_ganti_password' | 'ditangguhkan'>`CASE
  WHEN NOT ${sql.identifier(u)}.is_active${studentSuspended ? sql` OR ${studentSuspended}` : sql``} THEN 'ditangguhkan'
  WHEN ${sql.identifier(u)}.must_change_password THEN 'wajib_ganti_password'
  ELSE 'aktif' END`;

/** A student's own account (role table `r`) whose student record is suspended. */
export const studentSuspended = (r: string, suspended: SQL) => sql`(${sql.identifier(r)}.nama = ${ROLE.siswa} AND ${suspended})`;

/** The sessions still signed in of the account `u`. */
export const liveSessions = (u: string) =>
  sql<number>`(SELECT count(*)::int FROM sessions se WHERE se.user_id = ${sql.identifier(u)}.id AND se.expires_at > now())`;
