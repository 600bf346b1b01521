import { formatDecimalInput } from '../../lib/format';
import { MEDIA_FOTO_MAX, type AnggotaRow, type NilaiGridBody } from '@madrasah/contract/schemas/staf-kegiatan';

/** A score cell as typed: text with a decimal comma or point, or empty. */
export type NilaiEdit = { nilai_semester_ganjil?: string; nilai_semester_genap?: string };

/**
 * The grid's changed rows as the save's body: a row whose cells were not touched, or typed back
 * to what is stored, is left out; a cell left alone keeps its stored score. The server checks
 * the range (0–100, two decimals) and answers on the row's field.
 */
export function nilaiChanges(rows: AnggotaRow[], edits: Record<number, NilaiEdit>): NilaiGridBody['nilai'] {
  const changed: NilaiGridBody['nilai'] = [];
  for (const row of rows) {
    const edit = edits[row.id];
    if (!edit) continue;
    const ganjil = (edit.nilai_semester_ganjil ?? formatDecimalInput(row.nilai_semester_ganjil)).trim();
    const genap = (edit.nilai_semester_genap ?? formatDecimalInput(row.nilai_semester_genap)).trim();
    if (ganjil === formatDecimalInput(row.nilai_semester_ganjil) && genap === formatDecimalInput(row.nilai_semester_genap)) continue;
    changed.push({ id: row.id, nilai_semester_ganjil: ganjil === '' ? null : ganjil, nilai_semester_genap: genap === '' ? null : genap });
  }
  return changed;
}

/** A refused grid save names `nilai.<index>.<field>`: the row and column the message belongs to. */
export function nilaiErrorCell(field: string, body: NilaiGridBody['nilai']): { id: number; column: string } | undefined {
  const match = /^nilai\.(\d+)\.(\w+)$/.exec(field);
  const entry = match ? body[Number(match[1])] : undefined;
  return entry && match ? { id: entry.id, column: match[2]! } : undefined;
}

/** A gallery item's default name: the file's name without its extension, separators as spaces. */
export const namaDariFile = (filename: string) =>
  filename
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim()
    .slice(0, 200) || 'Media';

/** The photos an upload form takes: at most MEDIA_FOTO_MAX; the rest are named in the warning. */
export function limitFoto<T>(files: T[]): { kept: T[]; dropped: number } {
  return { kept: files.slice(0, MEDIA_FOTO_MAX), dropped: Math.max(0, files.length - MEDIA_FOTO_MAX) };
}

/** One photo's outcome in an upload of several: saved, or refused with the reason. */
export type UploadOutcome = { nama: string; ok: true } | { nama: string; ok: false; message: string };

/**
 * Uploads the photos one after another (each request through the server's photo pipeline and
 * its size limit), going on past a refused one, and answers each photo's outcome.
 */
export async function uploadEach<T extends { nama: string }>(items: T[], send: (item: T) => Promise<void>): Promise<UploadOutcome[]> {
  const outcomes: UploadOutcome[] = [];
  for (const item of items) {
    try {
      await send(item);
      outcomes.push({ nama: item.nama, ok: true });
    } catch (err) {
      outcomes.push({ nama: item.nama, ok: false, message: err instanceof Error ? err.message : String(err) });
    }
  }
  return outcomes;
}
