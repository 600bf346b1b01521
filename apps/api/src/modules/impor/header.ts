import { MSG } from '@madrasah/contract/messages';
import { badRequest } from '../../platform/errors.js';
import type { SheetRow } from './read.js';

/** A column an import reads: the names it goes by in the files schools have. */
export type ColumnSpec<K extends string> = {
  key: K;
  /** The first is the name the template uses and an error about a missing column shows. */
  names: readonly string[];
  /** A file without the column is refused as a whole. */
  required?: boolean;
};

/** Where a column is in the file, and its header as the file writes it (for error messages). */
export type Located = { index: number; label: string };

export type Header<K extends string> = { columns: Map<K, Located>; body: SheetRow[] };

/** Rows searched for the header: Dapodik puts a handful of title rows above it. */
const HEADER_SEARCH_ROWS = 20;

/**
 * A header's words, lower case, in a fixed order and without 'data': 'Nama Ayah', 'Data Ayah /
 * Nama' and 'Ayah - nama' all read 'ayah nama'.
 */
export const headerWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '' && w !== 'data')
    .sort()
    .join(' ');

/**
 * Finds the header below any title rows: the first row naming every `anchor` column. When the
 * row under it names fields under a group of the header row (Dapodik's "Data Ayah" merged across
 * Nama, Tahun Lahir, …), the two rows are one header: a field under a group is named by both.
 * Unknown columns are left out; a required one missing refuses the file.
 */
export function findHeader<K extends string>(
  rows: SheetRow[],
  specs: readonly ColumnSpec<K>[],
  anchors: readonly K[],
  noHeader: string = MSG.importNoHeader,
): Header<K> {
  const byWords = new Map<string, K>();
  for (const spec of specs) for (const name of spec.names) byWords.set(headerWords(name), spec.key);

  const at = rows.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => {
    const keys = new Set(row.cells.map((c) => byWords.get(headerWords(c))));
    return anchors.every((k) => keys.has(k));
  });
  if (at === -1) throw badRequest(noHeader);
  const top = rows[at]!;
  const below = rows[at + 1];

  const single = locate(
    top.cells.map((c) => c.trim()),
    byWords,
  );
  const anchorEmptyBelow = (r: SheetRow) => anchors.every((k) => (r.cells[single.get(k)!.index] ?? '').trim() === '');
  let columns = single;
  let bodyStart = at + 1;
  if (below && below.number === top.number + 1 && anchorEmptyBelow(below)) {
    const labels = twoRowLabels(top.cells, below.cells);
    const twoRow = locate(labels, byWords);
    if (twoRow.size > single.size) {
      columns = twoRow;
      bodyStart = at + 2;
    }
  }
  const missing = specs.filter((s) => s.required && !columns.has(s.key)).map((s) => s.names[0]);
  if (missing.length > 0) throw badRequest(MSG.importColumnsMissing(missing.join(', ')));
  return { columns, body: rows.slice(bodyStart) };
}

/** Each column's header of a two-row header: 'Group / Field' under a group, the top cell elsewhere. */
function twoRowLabels(top: string[], bottom: string[]): string[] {
  const width = Math.max(top.length, bottom.length);
  let group = '';
  return Array.from({ length: width }, (_, i) => {
    const upper = (top[i] ?? '').trim();
    const lower = (bottom[i] ?? '').trim();
    if (upper !== '') group = upper;
    if (lower === '') return upper;
    return group === '' ? lower : `${group} / ${lower}`;
  });
}

function locate<K extends string>(labels: string[], byWords: Map<string, K>): Map<K, Located> {
  const found = new Map<K, Located>();
  labels.forEach((label, index) => {
    const key = byWords.get(headerWords(label));
    if (key && !found.has(key)) found.set(key, { index, label });
  });
  return found;
}
