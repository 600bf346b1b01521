import { sql, type SQL } from 'drizzle-orm';
import { ROLE } from '@madrasah/contract/access';

/**
 * Who is told about a student's event: the active guardian accounts of each student in
 * `siswaIds` (a subquery answering one `siswa_id` column), and with `siswa` the student's own
 * account too. Answers a query of distinct (user_id, siswa_id). This is the one place that knows
 * how a guardian is tied to a ward.
 */
export function penerimaSql(siswaIds: SQL, opts: { siswa: boolean }): SQL {
  const roles = opts.siswa ? [ROLE.wali, ROLE.siswa] : [ROLE.wali];
  return sql`SELECT DISTINCT u.id AS user_id, u.siswa_id
    FROM users u JOIN roles r ON r.id = u.role_id
    WHERE u.siswa_id IN (${siswaIds}) AND u.is_active AND r.nama IN (${sql.join(
      roles.map((r) => sql`${r}`),
      sql`, `,
    )})`;
}
