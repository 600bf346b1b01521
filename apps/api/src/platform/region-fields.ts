import { and, eq } from 'drizzle-orm';
import { MSG } from '@madrasah/contract/messages';
import type { Db } from '../db/client.js';
import { kabkot, kecamatan, kelurahan } from '../db/schema/index.js';
import { fieldError } from './errors.js';

type RegionInput = {
  domisili?: string | null;
  provinsi_id?: string | null;
  kabkot_id?: string | null;
  kecamatan_id?: string | null;
  kelurahan_id?: string | null;
  kode_pos?: string | null;
};

/**
 * The stored region of an address. The province and regency come from the chosen kecamatan,
 * not from the client; the village must lie in it. Living abroad clears region and postal code.
 */
export async function regionColumns(db: Db, input: RegionInput) {
  if (input.domisili === 'Luar Negeri' || !input.kecamatan_id) {
    if (!input.kecamatan_id && input.kelurahan_id && input.domisili !== 'Luar Negeri') throw fieldError('kelurahan_id', MSG.regionMismatch);
    return {
      provinsi_id: null,
      kabkot_id: null,
      kecamatan_id: null,
      kelurahan_id: null,
      ...(input.domisili === 'Luar Negeri' ? { kode_pos: null } : {}),
    };
  }
  const region = await resolveRegion(db, input.kecamatan_id, input.kelurahan_id);
  if (!region) throw fieldError('kecamatan_id', MSG.regionNotFound);
  if (!region.villageOk) throw fieldError('kelurahan_id', MSG.regionMismatch);
  return {
    provinsi_id: region.provinsiId,
    kabkot_id: region.kabkotId,
    kecamatan_id: input.kecamatan_id,
    kelurahan_id: input.kelurahan_id ?? null,
  };
}

/** The province and regency of a kecamatan, and whether a village lies in it; null when unknown. */
async function resolveRegion(db: Db, kecamatanId: string, kelurahanId: string | null | undefined) {
  const [row] = await db
    .select({ kabkotId: kecamatan.kabkot_id, provinsiId: kabkot.provinsi_id })
    .from(kecamatan)
    .innerJoin(kabkot, eq(kabkot.id, kecamatan.kabkot_id))
    .where(eq(kecamatan.id, kecamatanId));
  if (!row) return null;
  const villageOk = kelurahanId
    ? (
        await db
          .select({ id: kelurahan.id })
          .from(kelurahan)
          .where(and(eq(kelurahan.id, kelurahanId), eq(kelurahan.kecamatan_id, kecamatanId)))
      ).length === 1
    : true;
  return { ...row, villageOk };
}
