import type { regionAnswerFields } from '@madrasah/contract/schemas/data-diri';
import type { RegionOption, Village } from '@madrasah/contract/schemas/region';

/** The four region codes of a body, from the form's kecamatan and kelurahan pickers. */
export type RegionCodes = { provinsi_id: string | null; kabkot_id: string | null; kecamatan_id: string | null; kelurahan_id: string | null };

/** The region codes and names of a stored record (student or parent). */
type RegionNames = { [K in keyof typeof regionAnswerFields]: string | null };

/** The kecamatan picker's value for a stored record, or null when it has none. */
export function regionOf(record: RegionNames): RegionOption | null {
  const { provinsi_id, provinsi_nama, kabkot_id, kabkot_nama, kecamatan_id, kecamatan_nama } = record;
  if (!provinsi_id || !kabkot_id || !kecamatan_id) return null;
  return {
    provinsi_id,
    provinsi_nama: provinsi_nama ?? '',
    kabkot_id,
    kabkot_nama: kabkot_nama ?? '',
    kecamatan_id,
    kecamatan_nama: kecamatan_nama ?? '',
  };
}

/** The kelurahan picker's value for a stored record, or null. */
export function villageOf(record: RegionNames): Village | null {
  return record.kelurahan_id ? { id: record.kelurahan_id, nama: record.kelurahan_nama ?? '' } : null;
}

export function regionCodes(region: RegionOption | null | undefined, village: Village | null | undefined): RegionCodes {
  return {
    provinsi_id: region?.provinsi_id ?? null,
    kabkot_id: region?.kabkot_id ?? null,
    kecamatan_id: region?.kecamatan_id ?? null,
    kelurahan_id: village?.id ?? null,
  };
}

/** The form field that shows a server message about a region code: the picker standing for it. */
export function regionFormField(field: string): string {
  if (field === 'kelurahan_id') return 'kelurahan';
  if (field === 'provinsi_id' || field === 'kabkot_id' || field === 'kecamatan_id') return 'region';
  return field;
}
