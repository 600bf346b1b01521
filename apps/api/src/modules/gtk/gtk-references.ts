import { getTableName, is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.js';

/**
 * Every column that names a GTK by foreign key (wali kelas and guru BK of class groups,
 * timetables, teaching pairs, activities' coaches, counselling records, staff accounts), read
 * from the schema itself, so that a table added later counts without being listed here.
 */
const REFERENCES: { table: string; column: string }[] = (Object.values(schema) as unknown[])
  .filter((t): t is PgTable => is(t, PgTable))
  .flatMap((t) =>
    getTableConfig(t)
      .foreignKeys.map((fk) => fk.reference())
      .filter((ref) => ref.foreignTable === schema.gtk)
      .map((ref) => ({ table: getTableName(t), column: ref.columns[0]!.name })),
  );

/** Whether anything names the GTK row of the query (`gtk.id`): such a row is deactivated, never deleted. */
export const gtkDipakai: SQL<boolean> = sql<boolean>`(${sql.join(
  REFERENCES.map((r) => sql`EXISTS (SELECT 1 FROM ${sql.identifier(r.table)} x WHERE x.${sql.identifier(r.column)} = ${sql.identifier('gtk')}.id)`),
  sql` OR `,
)})`;
