import { isNotNull } from 'drizzle-orm';
import type { Tx } from '../client.js';
import { jurusan, rombel, ruangan, tingkat } from '../schema/index.js';

/** Seats of a demo classroom. */
const KAPASITAS = 36;

/**
 * The reference lists the demo's class groups name (grade levels in promotion order, majors,
 * rooms), so that the staff's academic setup starts from what the portal shows.
 */
export async function seedAkademikReferensi(tx: Tx, tingkatOrder: readonly string[]) {
  await tx.insert(tingkat).values(tingkatOrder.map((nama, i) => ({ nama, urutan: i + 1 })));
  const groups = await tx.select({ jurusan: rombel.jurusan_nama, ruangan: rombel.ruangan_nama }).from(rombel).where(isNotNull(rombel.jurusan_nama));
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))].sort();
  await tx.insert(jurusan).values(distinct(groups.map((g) => g.jurusan)).map((nama) => ({ nama })));
  await tx.insert(ruangan).values(distinct(groups.map((g) => g.ruangan)).map((nama) => ({ nama, kapasitas: KAPASITAS })));
}
