import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { orangTua } from '../../db/schema/index.js';
import { PARENT_FIELDS, SISWA_COLUMNS_WRITTEN, type SiswaWrites } from './siswa-plan.js';

/** One array parameter per column, unnested into rows: one statement of fixed text for any number of rows. */
const array = <T>(rows: T[], pick: (row: T) => unknown, type: string) => sql`${sql.param(rows.map(pick))}::${sql.raw(type)}[]`;
const list = (names: readonly string[]) => sql.raw(names.join(', '));
const typeOf = (column: string) => (column === 'tgl_lahir' ? 'date' : 'text');

/** Parent columns the import does not write: emptied when the record passes to another person. */
const OTHER_PARENT_COLUMNS = Object.values(getTableColumns(orangTua))
  .map((c) => c.name)
  .filter((n) => !['id', 'siswa_id', 'tipe', 'nama', 'updated_at', ...PARENT_FIELDS].includes(n));

/**
 * Writes an import's plan in the caller's transaction, a few bulk statements whatever the
 * number of rows: students by NISN (insert or update), then parents by (student, type), then
 * the active year's class group of each student.
 */
export async function commitSiswa(tx: Tx, writes: SiswaWrites) {
  if (writes.siswa.length > 0) {
    const columns = SISWA_COLUMNS_WRITTEN;
    const arrays = sql.join(
      columns.map((c) => array(writes.siswa, (r) => r[c], typeOf(c))),
      sql`, `,
    );
    const updates: SQL[] = columns.filter((c) => c !== 'nisn').map((c) => sql.raw(`${c} = excluded.${c}`));
    await tx.execute(sql`
      INSERT INTO siswa (${list(columns)})
      SELECT * FROM unnest(${arrays})
      ON CONFLICT (nisn) DO UPDATE SET ${sql.join(updates, sql`, `)}, updated_at = now()`);
  }
  if (writes.replacedOrangTua.length > 0) {
    const cleared = sql.raw(OTHER_PARENT_COLUMNS.map((c) => `${c} = NULL`).join(', '));
    await tx.execute(sql`UPDATE orang_tua SET ${cleared} WHERE id = ANY(${sql.param(writes.replacedOrangTua)}::int[])`);
  }
  if (writes.orangTua.length > 0) {
    const rows = writes.orangTua;
    await tx.execute(sql`
      INSERT INTO orang_tua (siswa_id, tipe, ${list(PARENT_FIELDS)})
      SELECT s.id, i.tipe, ${list(PARENT_FIELDS.map((f) => `i.${f}`))}
      FROM unnest(${array(rows, (r) => r.nisn, 'text')}, ${array(rows, (r) => r.tipe, 'text')}, ${sql.join(
        PARENT_FIELDS.map((f) => array(rows, (r) => r[f], typeOf(f))),
        sql`, `,
      )}) AS i (nisn, tipe, ${list(PARENT_FIELDS)})
      JOIN siswa s ON s.nisn = i.nisn
      ON CONFLICT (siswa_id, tipe) DO UPDATE SET ${list(PARENT_FIELDS.map((f) => `${f} = excluded.${f}`))}, updated_at = now()`);
  }
  const rombel = writes.rombelSiswa;
  if (rombel && rombel.rows.length > 0) {
    await tx.execute(sql`
      INSERT INTO rombel_siswa (rombel_id, siswa_id, tahun_ajaran_id)
      SELECT i.rombel_id, s.id, ${rombel.tahunAjaranId}::int
      FROM unnest(${array(rombel.rows, (r) => r.nisn, 'text')}, ${array(rombel.rows, (r) => r.rombel_id, 'int')}) AS i (nisn, rombel_id)
      JOIN siswa s ON s.nisn = i.nisn
      ON CONFLICT (siswa_id, tahun_ajaran_id) DO UPDATE SET rombel_id = excluded.rombel_id`);
  }
}
