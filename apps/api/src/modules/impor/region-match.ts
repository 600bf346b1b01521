import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { placeName } from './values.js';

export type RegionCodes = { provinsi_id: string; kabkot_id: string; kecamatan_id: string; kelurahan_id: string | null };

type Row = { kecamatan_id: string; kabkot_id: string; provinsi_id: string; kecamatan: string; kelurahan_id: string | null; kelurahan: string | null };
type Kecamatan = { codes: Omit<RegionCodes, 'kelurahan_id'>; villages: Map<string, string[]> };

/**
 * Matches a file's kecamatan and kelurahan names to the region list, all rows in one query.
 * The answer for a pair: all four codes when exactly one village of that name lies in a
 * kecamatan of that name; the kecamatan's codes alone when only the kecamatan is one of a kind;
 * null when the name is unknown or shared by several places (two kecamatan named Depok).
 */
export async function regionMatcher(db: Db, pairs: { kecamatan: string; kelurahan: string }[]) {
  const kecamatanNames = [...new Set(pairs.map((p) => placeName(p.kecamatan)).filter(Boolean))];
  const kelurahanNames = [...new Set(pairs.map((p) => placeName(p.kelurahan)).filter(Boolean))];
  const byName = new Map<string, Map<string, Kecamatan>>();
  if (kecamatanNames.length > 0) {
    const result = (await db.execute(sql`
      SELECT kc.id AS kecamatan_id, kc.kabkot_id, kb.provinsi_id, lower(kc.nama) AS kecamatan, kl.id AS kelurahan_id, lower(kl.nama) AS kelurahan
      FROM kecamatan kc
      JOIN kabkot kb ON kb.id = kc.kabkot_id
      LEFT JOIN kelurahan kl ON kl.kecamatan_id = kc.id AND lower(kl.nama) = ANY(${sql.param(kelurahanNames)}::text[])
      WHERE lower(kc.nama) = ANY(${sql.param(kecamatanNames)}::text[])`)) as unknown as { rows: Row[] };
    for (const r of result.rows) {
      const sameName = byName.get(r.kecamatan) ?? new Map<string, Kecamatan>();
      byName.set(r.kecamatan, sameName);
      const kec = sameName.get(r.kecamatan_id) ?? {
        codes: { provinsi_id: r.provinsi_id, kabkot_id: r.kabkot_id, kecamatan_id: r.kecamatan_id },
        villages: new Map(),
      };
      sameName.set(r.kecamatan_id, kec);
      if (r.kelurahan_id && r.kelurahan) kec.villages.set(r.kelurahan, [...(kec.villages.get(r.kelurahan) ?? []), r.kelurahan_id]);
    }
  }
  return (kecamatan: string, kelurahan: string): RegionCodes | null => {
    const candidates = [...(byName.get(placeName(kecamatan))?.values() ?? [])];
    const village = placeName(kelurahan);
    const matches = village ? candidates.flatMap((k) => (k.villages.get(village) ?? []).map((id) => ({ k, id }))) : [];
    if (matches.length === 1) return { ...matches[0]!.k.codes, kelurahan_id: matches[0]!.id };
    if (candidates.length === 1) return { ...candidates[0]!.codes, kelurahan_id: null };
    return null;
  };
}
