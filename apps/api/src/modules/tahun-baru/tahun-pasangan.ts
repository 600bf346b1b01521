import { eq, inArray } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import type { Db, Tx } from '../../db/client.js';
import { tahunAjaran, tingkat } from '../../db/schema/index.js';
import { conflict, fieldError } from '../../platform/errors.js';

export type Tahun = { id: number; nama: string; thn_awal: number; thn_akhir: number; is_active: boolean };

export const withNama = <T extends { thn_awal: number; thn_akhir: number }>(t: T) => ({ ...t, nama: `${t.thn_awal}/${t.thn_akhir}` });

/**
 * The year being closed and the next one, as a write names them: both exist, the next starts
 * later, and it is not a year already past (its class groups are read-only, decision 0039).
 */
export async function tahunPasangan(db: Db | Tx, dariId: number, keId: number): Promise<{ dari: Tahun; ke: Tahun }> {
  const rows = await db
    .select()
    .from(tahunAjaran)
    .where(inArray(tahunAjaran.id, [dariId, keId]));
  const dari = rows.find((r) => r.id === dariId);
  const ke = rows.find((r) => r.id === keId);
  if (!dari) throw fieldError('dari_tahun_ajaran_id', MSG.optionInvalid);
  if (!ke) throw fieldError('ke_tahun_ajaran_id', MSG.optionInvalid);
  if (ke.thn_awal <= dari.thn_awal) throw fieldError('ke_tahun_ajaran_id', MSG.tahunBaruKeLater);
  const [active] = await db.select({ thn_awal: tahunAjaran.thn_awal }).from(tahunAjaran).where(eq(tahunAjaran.is_active, true));
  if (active && ke.thn_awal < active.thn_awal) throw conflict(MSG.rombelPastYear, 'ke_tahun_ajaran_id');
  return { dari: withNama(dari), ke: withNama(ke) };
}

/** Grade level order by name (the class groups keep the name as text, decision 0039). */
export async function urutanTingkat(db: Db | Tx): Promise<Map<string, number>> {
  const rows = await db.select({ nama: tingkat.nama, urutan: tingkat.urutan }).from(tingkat);
  return new Map(rows.map((r) => [r.nama, r.urutan]));
}

/** The highest grade level's order: its class groups graduate. */
export const urutanTerakhir = (urutan: Map<string, number>) => Math.max(0, ...urutan.values());

/**
 * The name a class group takes one grade level up: its grade level's name at the start replaced
 * (X IPA 1 -> XI IPA 1); null when the name does not start with it.
 */
export function namaNaik(nama: string, dari: string, ke: string): string | null {
  return nama === dari || nama.startsWith(`${dari} `) ? `${ke}${nama.slice(dari.length)}` : null;
}
