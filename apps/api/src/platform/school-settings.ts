import type { Db } from '../db/client.js';
import { sekolah } from '../db/schema/index.js';

export type SchoolSettings = typeof sekolah.$inferSelect;

/** The school row; reference data guarantees it exists. */
export async function schoolSettings(db: Db): Promise<SchoolSettings> {
  const [row] = await db.select().from(sekolah).limit(1);
  if (!row) throw new Error('school settings missing: reference data was not applied');
  return row;
}
