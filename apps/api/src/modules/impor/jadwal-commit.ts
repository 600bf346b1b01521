import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { jadwalPelajaran } from '../../db/schema/index.js';
import type { JadwalWrites } from './jadwal-plan.js';

/** Writes the file's new and changed lessons, each in its class group's day and period. */
export async function commitJadwal(tx: Tx, writes: JadwalWrites) {
  if (writes.slots.length === 0) return;
  await tx
    .insert(jadwalPelajaran)
    .values(writes.slots)
    .onConflictDoUpdate({
      target: [jadwalPelajaran.rombel_id, jadwalPelajaran.hari, jadwalPelajaran.jam_ke],
      set: {
        jam_mulai: sql`excluded.jam_mulai`,
        jam_selesai: sql`excluded.jam_selesai`,
        mapel_id: sql`excluded.mapel_id`,
        gtk_id: sql`excluded.gtk_id`,
      },
    });
}
