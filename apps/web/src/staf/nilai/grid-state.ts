import { MSG } from '@madrasah/contract/messages';
import type { NilaiGrid, NilaiSimpanBody } from '@madrasah/contract/schemas/staf-nilai';
import { CAPAIAN_MAX } from '@madrasah/contract/schemas/staf-nilai-limits';
import { formatDecimalInput } from '../../lib/format';

/*
 * The grade grid's state, pure (docs/decisions/0053): which cells the teacher has typed, which
 * are on their way to the server, which failed and which are not valid; where the focus is; and
 * how keys and a pasted block move it and fill the cells. The page only renders it and sends
 * the save; everything here is tested without a browser.
 */

export type ColKind = 'nilai' | 'teks';
export type Col = { key: string; label: string; kind: ColKind; penilaianId?: number; hint?: string | null };
export type CellStatus = 'tersimpan' | 'diubah' | 'menyimpan' | 'gagal' | 'salah';
export type Cell = {
  /** What the server holds, as the cell shows it. */
  server: string;
  /** What the cell shows now: the server's value or the teacher's. */
  value: string;
  status: CellStatus;
  /** Why the value is not valid ('salah'), or why the save failed ('gagal'). */
  error?: string;
  /** The value a save in flight carries: typed again meanwhile, the cell stays 'diubah'. */
  sent?: string;
};
export type Row = { siswaId: number; nama: string; nisn: string | null; rerata: number | null };
export type GridState = {
  rows: Row[];
  cols: Col[];
  cells: Record<string, Cell>;
  focus: { row: number; col: number };
  /** The focused cell is open for typing. */
  editing: boolean;
  /** The text the open cell had when it opened (Escape puts it back). */
  before?: string;
};

export const cellKey = (siswaId: number, col: string) => `${siswaId}|${col}`;

const NUMBER = /^\d+(?:[.,]\d+)?$/;

/** A typed grade: empty (null), a number 0–100 with at most 2 decimals, or the reason it is not. */
export function parseNilai(text: string): { ok: true; value: number | null } | { ok: false; error: string } {
  const t = text.trim();
  if (t === '') return { ok: true, value: null };
  if (!NUMBER.test(t)) return { ok: false, error: MSG.numberInvalid };
  const n = Number(t.replace(',', '.'));
  if (n < 0 || n > 100) return { ok: false, error: MSG.nilaiRange };
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) return { ok: false, error: MSG.nilaiDecimals };
  return { ok: true, value: n };
}

function checkText(col: Col, text: string): string | undefined {
  if (col.kind === 'nilai') {
    const parsed = parseNilai(text);
    return parsed.ok ? undefined : parsed.error;
  }
  return text.trim().length > CAPAIAN_MAX ? MSG.maxChars(CAPAIAN_MAX) : undefined;
}

/** Whether two texts of a column mean the same value ('85,5' and '85.50'). */
function same(col: Col, a: string, b: string) {
  if (col.kind === 'teks') return a.trim() === b.trim();
  const x = parseNilai(a);
  const y = parseNilai(b);
  return x.ok && y.ok ? x.value === y.value : a.trim() === b.trim();
}

/** The columns of a grid: each assessment, then PAS, the report grade and the competence in words. */
export function colsOf(grid: NilaiGrid): Col[] {
  return [
    ...grid.penilaian.map((p) => ({ key: `s${p.id}`, label: p.nama, kind: 'nilai' as const, penilaianId: p.id, hint: p.materi })),
    { key: 'pas', label: 'PAS', kind: 'nilai' },
    { key: 'rapor', label: 'Nilai Rapor', kind: 'nilai' },
    { key: 'capaian', label: 'Capaian Kompetensi', kind: 'teks' },
  ];
}

/** The server's values of every cell of the grid. */
function serverValues(grid: NilaiGrid): Record<string, string> {
  const values: Record<string, string> = {};
  for (const c of grid.nilai_sumatif) values[cellKey(c.siswa_id, `s${c.penilaian_sumatif_id}`)] = formatDecimalInput(c.nilai);
  for (const r of grid.nilai_rapor) {
    values[cellKey(r.siswa_id, 'pas')] = formatDecimalInput(r.pas_nilai);
    values[cellKey(r.siswa_id, 'rapor')] = formatDecimalInput(r.rapor_nilai);
    values[cellKey(r.siswa_id, 'capaian')] = r.capaian_kompetensi ?? '';
  }
  return values;
}

export const emptyGrid: GridState = { rows: [], cols: [], cells: {}, focus: { row: 0, col: 0 }, editing: false };

export type GridAction =
  /** The grid as the server answered it; `sent`: the cells the answered save carried. */
  | { type: 'load'; grid: NilaiGrid; sent?: string[] }
  | { type: 'focus'; row: number; col: number }
  | { type: 'move'; dr: number; dc: number }
  | { type: 'open'; text?: string }
  | { type: 'input'; text: string }
  /** Closes the open cell, keeping what was typed, and moves (Enter: down, Tab: right). */
  | { type: 'commit'; dr: number; dc: number }
  | { type: 'cancel' }
  | { type: 'clear' }
  | { type: 'paste'; text: string }
  | { type: 'sending'; keys: string[] }
  | { type: 'failed'; keys: string[]; error: string }
  | { type: 'retry' };

const clamp = (n: number, max: number) => Math.max(0, Math.min(n, max - 1));

/** Sets one cell's value, and its status from it. */
function setValue(state: GridState, key: string, col: Col, text: string): GridState {
  const cell = state.cells[key] ?? { server: '', value: '', status: 'tersimpan' as const };
  const error = checkText(col, text);
  const status: CellStatus = error ? 'salah' : same(col, text, cell.server) && cell.status !== 'menyimpan' ? 'tersimpan' : 'diubah';
  return { ...state, cells: { ...state.cells, [key]: { ...cell, value: text, status, error } } };
}

const focusedKey = (state: GridState) => {
  const row = state.rows[state.focus.row];
  const col = state.cols[state.focus.col];
  return row && col ? { key: cellKey(row.siswaId, col.key), col } : undefined;
};

/** A block copied from a spreadsheet: rows by line, cells by tab; the trailing line break dropped. */
export function parseBlock(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

export function gridReducer(state: GridState, action: GridAction): GridState {
  switch (action.type) {
    case 'load': {
      const cols = colsOf(action.grid);
      const rows = action.grid.siswa.map((s) => ({ siswaId: s.siswa_id, nama: s.nama, nisn: s.nisn, rerata: s.sumatif_rerata }));
      const server = serverValues(action.grid);
      const sent = new Set(action.sent ?? []);
      const cells: Record<string, Cell> = {};
      for (const row of rows)
        for (const col of cols) {
          const key = cellKey(row.siswaId, col.key);
          const s = server[key] ?? '';
          const old = state.cells[key];
          // A cell the teacher typed and the server has not taken yet keeps what was typed.
          const keep = old && old.status !== 'tersimpan' && !(sent.has(key) && old.status === 'menyimpan' && old.value === old.sent);
          if (!keep) cells[key] = { server: s, value: s, status: 'tersimpan' };
          else if (sent.has(key) && old.status === 'menyimpan') cells[key] = { server: s, value: old.value, status: 'diubah' };
          else cells[key] = { ...old, server: s };
        }
      return { ...state, rows, cols, cells, focus: { row: clamp(state.focus.row, rows.length), col: clamp(state.focus.col, cols.length) } };
    }
    case 'focus':
      return { ...state, focus: { row: clamp(action.row, state.rows.length), col: clamp(action.col, state.cols.length) }, editing: false };
    case 'move':
      return {
        ...state,
        editing: false,
        focus: { row: clamp(state.focus.row + action.dr, state.rows.length), col: clamp(state.focus.col + action.dc, state.cols.length) },
      };
    case 'open': {
      const at = focusedKey(state);
      if (!at) return state;
      const current = state.cells[at.key]?.value ?? '';
      const next = { ...state, editing: true, before: current };
      return action.text === undefined ? next : setValue(next, at.key, at.col, action.text);
    }
    case 'input': {
      const at = focusedKey(state);
      return at && state.editing ? setValue(state, at.key, at.col, action.text) : state;
    }
    case 'commit':
      return gridReducer({ ...state, editing: false, before: undefined }, { type: 'move', dr: action.dr, dc: action.dc });
    case 'cancel': {
      const at = focusedKey(state);
      if (!at || !state.editing) return state;
      return { ...setValue(state, at.key, at.col, state.before ?? ''), editing: false, before: undefined };
    }
    case 'clear': {
      const at = focusedKey(state);
      return at ? setValue(state, at.key, at.col, '') : state;
    }
    case 'paste': {
      let next: GridState = { ...state, editing: false, before: undefined };
      const block = parseBlock(action.text);
      block.forEach((line, dr) =>
        line.forEach((text, dc) => {
          const row = state.rows[state.focus.row + dr];
          const col = state.cols[state.focus.col + dc];
          if (row && col) next = setValue(next, cellKey(row.siswaId, col.key), col, text.trim());
        }),
      );
      return next;
    }
    case 'sending': {
      const cells = { ...state.cells };
      for (const key of action.keys) if (cells[key]) cells[key] = { ...cells[key], status: 'menyimpan', sent: cells[key].value, error: undefined };
      return { ...state, cells };
    }
    case 'failed': {
      const cells = { ...state.cells };
      for (const key of action.keys) if (cells[key]?.status === 'menyimpan') cells[key] = { ...cells[key], status: 'gagal', error: action.error };
      return { ...state, cells };
    }
    case 'retry': {
      const cells = { ...state.cells };
      for (const [key, cell] of Object.entries(cells)) if (cell.status === 'gagal') cells[key] = { ...cell, status: 'diubah', error: undefined };
      return { ...state, cells };
    }
  }
}

/** The cells waiting for a save: typed ('diubah') or failed ('gagal'). */
export const pendingKeys = (state: GridState) =>
  Object.entries(state.cells)
    .filter(([, c]) => c.status === 'diubah' || c.status === 'gagal')
    .map(([k]) => k);

/** Whether anything typed is not on the server yet (leaving the page warns). */
export const hasUnsaved = (state: GridState) => Object.values(state.cells).some((c) => c.status !== 'tersimpan');

export const countByStatus = (state: GridState) => {
  const counts: Record<CellStatus, number> = { tersimpan: 0, diubah: 0, menyimpan: 0, gagal: 0, salah: 0 };
  for (const c of Object.values(state.cells)) counts[c.status]++;
  return counts;
};

/** The save of the given cells: one body, summative cells and report rows (a field left out stays). */
export function bodyOf(state: GridState, keys: string[]): NilaiSimpanBody {
  const colByKey = new Map(state.cols.map((c) => [c.key, c]));
  const sumatif: NonNullable<NilaiSimpanBody['nilai_sumatif']> = [];
  const rapor = new Map<number, NonNullable<NilaiSimpanBody['nilai_rapor']>[number]>();
  for (const key of keys) {
    const [id, colKey] = key.split('|') as [string, string];
    const col = colByKey.get(colKey);
    const cell = state.cells[key];
    if (!col || !cell || (cell.error && cell.status === 'salah')) continue;
    const siswaId = Number(id);
    if (col.penilaianId !== undefined) {
      const parsed = parseNilai(cell.value);
      if (parsed.ok) sumatif.push({ penilaian_sumatif_id: col.penilaianId, siswa_id: siswaId, nilai: parsed.value });
      continue;
    }
    const row = rapor.get(siswaId) ?? { siswa_id: siswaId };
    if (col.key === 'capaian') row.capaian_kompetensi = cell.value.trim() === '' ? null : cell.value.trim();
    else {
      const parsed = parseNilai(cell.value);
      if (!parsed.ok) continue;
      if (col.key === 'pas') row.pas_nilai = parsed.value;
      else row.rapor_nilai = parsed.value;
    }
    rapor.set(siswaId, row);
  }
  return { nilai_sumatif: sumatif, nilai_rapor: [...rapor.values()] };
}

/** What a key does in the grid, given whether the focused cell is open for typing; null: the browser's own. */
export function keyAction(key: string, opts: { shift?: boolean; editing: boolean; printable?: boolean }): GridAction | null {
  const { shift = false, editing } = opts;
  if (key === 'Tab') return editing ? { type: 'commit', dr: 0, dc: shift ? -1 : 1 } : { type: 'move', dr: 0, dc: shift ? -1 : 1 };
  if (key === 'Enter') return editing ? { type: 'commit', dr: shift ? -1 : 1, dc: 0 } : { type: 'open' };
  if (key === 'Escape') return editing ? { type: 'cancel' } : null;
  if (key === 'ArrowUp') return editing ? { type: 'commit', dr: -1, dc: 0 } : { type: 'move', dr: -1, dc: 0 };
  if (key === 'ArrowDown') return editing ? { type: 'commit', dr: 1, dc: 0 } : { type: 'move', dr: 1, dc: 0 };
  if (editing) return null;
  if (key === 'ArrowLeft') return { type: 'move', dr: 0, dc: -1 };
  if (key === 'ArrowRight') return { type: 'move', dr: 0, dc: 1 };
  if (key === 'F2') return { type: 'open' };
  if (key === 'Delete' || key === 'Backspace') return { type: 'clear' };
  // Typing on a cell replaces what it holds.
  if (opts.printable) return { type: 'open', text: key };
  return null;
}
