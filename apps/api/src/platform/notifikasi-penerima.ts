import { sql, type SQL } from 'drizzle-orm';
import { ROLE } from '@madrasah/contract/access';

/**
 * Who is told about a student's event: the active guardian accounts linked to each student in
 * `siswaIds` (a subquery answering one `siswa_id` column; the links are wali_siswa, decision
 * 0054), and with `siswa` the student's own account too. Answers a query of distinct
 * (user_id, siswa_id). This is the one place that knows who hears of a student.
 */
export function penerimaSql(siswaIds: SQL, opts: { siswa: boolean }): SQL {
  const wali = sql`SELECT u.id AS user_id, ws.siswa_id
    FROM wali_siswa ws JOIN users u ON u.id = ws.user_id
    WHERE ws.siswa_id IN (${siswaIds}) AND u.is_active`;
  if (!opts.siswa) return sql`SELECT DISTINCT * FROM (${wali}) w`;
  return sql`${wali} UNION SELECT u.id, u.siswa_id
    FROM users u JOIN roles r ON r.id = u.role_id
    WHERE u.siswa_id IN (${siswaIds}) AND u.is_active AND r.nama = ${ROLE.siswa}`;
}
