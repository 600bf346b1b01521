import { LIMITS } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import type { ImportGalat, ImportReport } from '@madrasah/contract/schemas/impor';
import type { Tx } from '../../db/client.js';
import { audited } from '../../platform/audit.js';
import { badRequest } from '../../platform/errors.js';
import type { ServiceContext } from '../../platform/service-context.js';
import { findHeader, type ColumnSpec, type Located } from './header.js';
import { pacer } from './pace.js';
import { readSpreadsheet } from './read.js';
import { clean } from './values.js';

export type RowStatus = 'baru' | 'diperbarui' | 'tetap';

/** A data row after its cells were read: its spreadsheet row number and the kind's values. */
export type ParsedRow<R> = { baris: number; values: R };

/** Reports a problem of one row, in the column of `key` (null: the row as a whole). */
export type Fail<K extends string> = (key: K | null, pesan: string) => void;

/**
 * One kind of import (students with parents, guardian accounts, …). The pipeline reads the file,
 * finds the header, hands each row's cells to `parse`, refuses a match key twice in the file,
 * then lets `plan` match the rows with what is stored and `commit` write the plan.
 */
export type ImportKind<K extends string, R, P> = {
  /** The table its activity-log entry names ('siswa', 'gtk', 'jadwal_pelajaran', 'users'). */
  nama: string;
  columns: readonly ColumnSpec<K>[];
  /** Columns whose names mark the header row among the title rows above it. */
  anchors: readonly K[];
  /** The column that says which stored record a row is (NISN for students, e-mail for accounts). */
  matchKey: K;
  /** The key's value when the row's other cells are part of it (a lesson: class group, day and period); the cell by default. */
  matchValue?: (cell: (key: K) => string) => string;
  /** Other columns each naming one record (a GTK's NUPTK beside the NIP): each value, too, once in the file. */
  alsoUnique?: readonly K[];
  /** The refusal of a file without the header row, naming the kind's anchor columns. */
  noHeader?: string;
  /** One row's values from its cells ('' for an empty cell or a column the file lacks). */
  parse(cell: (key: K) => string, fail: Fail<K>): R;
  /** What each row would change (one status per row, in order) and the writes that do it. */
  plan(
    ctx: ServiceContext,
    rows: ParsedRow<R>[],
    fail: (row: ParsedRow<R>, key: K | null, pesan: string) => void,
  ): Promise<{ statuses: RowStatus[]; writes: P }>;
  /** Writes the plan; runs inside the import's one transaction, with nothing but `tx`. */
  commit(tx: Tx, writes: P): Promise<void>;
};

export type ImportFile = { filename: string; data: Buffer };
export type ImportOptions = { dryRun: boolean; userId: number };
/** The report, and whether anything was written: a commit of a file with any error writes nothing. */
export type ImportResult = { report: ImportReport; written: boolean };

/**
 * Reads, checks and (unless a dry run, or the file has an error) writes an import in one
 * transaction. A file that is no spreadsheet, too large, too long or without its header is
 * refused as a whole (AppError 400); everything else wrong is a row's error in the report.
 */
export async function runImport<K extends string, R, P>(
  ctx: ServiceContext,
  kind: ImportKind<K, R, P>,
  file: ImportFile,
  opts: ImportOptions,
): Promise<ImportResult> {
  const sheet = await readSpreadsheet(file.data);
  const header = findHeader(sheet, kind.columns, kind.anchors, kind.noHeader);
  const { columns } = header;
  // A row with nothing in the columns read (a template's numbered but empty rows) is no row.
  const body = header.body.filter((row) => [...columns.values()].some((at) => row.problems?.has(at.index) || (row.cells[at.index] ?? '').trim() !== ''));
  if (body.length === 0) throw badRequest(MSG.importNoRows);

  const errors = new Errors(columns);
  const rows: ParsedRow<R>[] = [];
  const uniqueKeys = [kind.matchKey, ...(kind.alsoUnique ?? [])];
  const firstRowOfKey = new Map(uniqueKeys.map((key) => [key, new Map<string, number>()]));
  const pace = pacer();
  for (const row of body) {
    const fail: Fail<K> = (key, pesan) => errors.add(row.number, key, pesan);
    for (const [key, at] of columns) {
      const problem = row.problems?.get(at.index);
      if (problem) fail(key, problem);
    }
    const cell = (key: K) => {
      const at = columns.get(key);
      return at && !row.problems?.has(at.index) ? (row.cells[at.index] ?? '') : '';
    };
    const values = kind.parse(cell, fail);
    for (const key of uniqueKeys) {
      const text = clean(cell(key));
      const value = key === kind.matchKey && kind.matchValue && text !== '' ? kind.matchValue(cell) : text.toLowerCase();
      if (value === '') continue;
      const seen = firstRowOfKey.get(key)!;
      const first = seen.get(value);
      if (first === undefined) seen.set(value, row.number);
      else fail(key, MSG.importDuplicate(columns.get(key)!.label, first));
    }
    rows.push({ baris: row.number, values });
    await pace();
  }

  const { statuses, writes } = await kind.plan(ctx, rows, (row, key, pesan) => errors.add(row.baris, key, pesan));
  const report: ImportReport = { total: rows.length, baru: 0, diperbarui: 0, tetap: 0, galat: errors.list() };
  rows.forEach((row, i) => {
    if (!errors.has(row.baris)) report[statuses[i]!]++;
  });
  if (opts.dryRun || report.galat.length > 0) return { report, written: false };

  const { galat: _none, ...counts } = report;
  const activity = { userId: opts.userId, action: 'update', entity: kind.nama, detail: { impor: file.filename, ...counts } } as const;
  await audited(ctx.db, activity, (tx) => kind.commit(tx, writes));
  return { report, written: true };
}

/** A report's errors, in the order of the sheet: by row, then by column; the first error of a cell only. */
class Errors<K extends string> {
  private readonly items: (ImportGalat & { order: number })[] = [];
  private readonly rows = new Set<number>();
  private readonly cells = new Set<string>();
  constructor(private readonly columns: Map<K, Located>) {}

  add(baris: number, key: K | null, pesan: string) {
    if (key !== null) {
      const cell = `${baris}:${key}`;
      if (this.cells.has(cell)) return;
      this.cells.add(cell);
    }
    const at = key === null ? undefined : this.columns.get(key);
    this.items.push({ baris, kolom: at?.label ?? '', pesan, order: at?.index ?? -1 });
    this.rows.add(baris);
  }

  has(baris: number) {
    return this.rows.has(baris);
  }

  /** At most LIMITS.importErrorsMax; when there are more, the last entry counts the rest. */
  list(): ImportGalat[] {
    const sorted = this.items.sort((a, b) => a.baris - b.baris || a.order - b.order).map(({ order: _o, ...e }) => e);
    if (sorted.length <= LIMITS.importErrorsMax) return sorted;
    const shown = sorted.slice(0, LIMITS.importErrorsMax - 1);
    const rest = sorted.length - shown.length;
    return [...shown, { baris: sorted[shown.length]!.baris, kolom: '', pesan: MSG.importMoreErrors(rest.toLocaleString('id-ID')) }];
  }
}
