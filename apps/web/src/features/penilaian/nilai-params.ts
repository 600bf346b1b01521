import { generatePath } from 'react-router';
import { PAGE } from '@madrasah/contract/access';
import type { NilaiRow } from '@madrasah/contract/schemas/penilaian';

/** The school year and semester whose grades are shown. */
export type NilaiPeriod = { tahun_ajaran_id: number; semester_id: number };

/** The summative detail's route: the subject of a class group in a semester (spec 02 section 2). */
export const SUMATIF_ROUTE = `${PAGE.nilaiMapel}/detail/:tahun_ajaran_id/:semester_id/:rombel_id/:mapel_id`;

const positiveId = (value: string | null | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/**
 * The period in the list's address (`?tahun_ajaran_id=&semester_id=`, so a way back from the
 * detail keeps it), or the session's active one when the address names none.
 */
export function periodFromQuery(query: URLSearchParams, active: NilaiPeriod): NilaiPeriod {
  const tahunAjaranId = positiveId(query.get('tahun_ajaran_id'));
  const semesterId = positiveId(query.get('semester_id'));
  return tahunAjaranId && semesterId ? { tahun_ajaran_id: tahunAjaranId, semester_id: semesterId } : active;
}

export const periodQuery = (period: NilaiPeriod) =>
  new URLSearchParams({ tahun_ajaran_id: String(period.tahun_ajaran_id), semester_id: String(period.semester_id) });

/** The grades list of a period. */
export const nilaiListPath = (period: NilaiPeriod) => `${PAGE.nilaiMapel}?${periodQuery(period)}`;

/** How the detail's query names a subject: 'MTK - Matematika'. */
export const mapelLabel = (row: Pick<NilaiRow, 'mapel_singkatan' | 'mapel_nama'>) => `${row.mapel_singkatan} - ${row.mapel_nama}`;

/** A subject's summative detail, named in the query as the spec's route does. */
export function sumatifPath(row: NilaiRow): string {
  const path = generatePath(SUMATIF_ROUTE, {
    tahun_ajaran_id: String(row.tahun_ajaran_id),
    semester_id: String(row.semester_id),
    rombel_id: String(row.rombel_id),
    mapel_id: String(row.mapel_id),
  });
  return `${path}?${new URLSearchParams({ mapel: mapelLabel(row) })}`;
}

/** The subject the detail's query names, split back into abbreviation and name; null without one. */
export function mapelFromQuery(label: string | null): { singkatan: string; nama: string } | null {
  const text = label?.trim();
  if (!text) return null;
  const at = text.indexOf(' - ');
  return at < 0 ? { singkatan: '', nama: text } : { singkatan: text.slice(0, at), nama: text.slice(at + 3) };
}
