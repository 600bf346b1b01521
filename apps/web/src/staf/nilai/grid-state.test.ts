import { describe, expect, it } from 'vitest';
import { MSG } from '@madrasah/contract/messages';
import type { NilaiGrid } from '@madrasah/contract/schemas/staf-nilai';
import {
  bodyOf,
  cellKey,
  emptyGrid,
  gridReducer,
  hasUnsaved,
  keyAction,
  parseBlock,
  parseNilai,
  pendingKeys,
  type GridAction,
  type GridState,
} from './grid-state';

const grid = (over: Partial<NilaiGrid> = {}): NilaiGrid => ({
  id: 1,
  mapel_nama: 'Matematika',
  rombel_id: 1,
  rombel_nama: 'X IPA 1',
  semester_id: 1,
  semester_nama: 'Ganjil 2026/2027',
  guru_nama: 'Guru',
  final: null,
  boleh_ubah: true,
  boleh_final: false,
  penilaian: [
    { id: 10, pembelajaran_id: 1, nama: 'Sumatif 1', materi: null, terisi: 1 },
    { id: 11, pembelajaran_id: 1, nama: 'Sumatif 2', materi: null, terisi: 0 },
  ],
  siswa: [
    { siswa_id: 1, nama: 'Ani', nisn: null, sumatif_rerata: 80 },
    { siswa_id: 2, nama: 'Budi', nisn: null, sumatif_rerata: null },
    { siswa_id: 3, nama: 'Citra', nisn: null, sumatif_rerata: null },
  ],
  nilai_sumatif: [{ penilaian_sumatif_id: 10, siswa_id: 1, nilai: 80 }],
  nilai_rapor: [],
  ...over,
});

const run = (state: GridState, ...actions: GridAction[]) => actions.reduce(gridReducer, state);
const loaded = () => gridReducer(emptyGrid, { type: 'load', grid: grid() });
const cell = (s: GridState, siswa: number, col: string) => s.cells[cellKey(siswa, col)]!;

describe('parseNilai', () => {
  it('takes a decimal comma or point, empty as null, and refuses the rest in Indonesian', () => {
    expect(parseNilai('85,5')).toEqual({ ok: true, value: 85.5 });
    expect(parseNilai(' 90.25 ')).toEqual({ ok: true, value: 90.25 });
    expect(parseNilai('')).toEqual({ ok: true, value: null });
    expect(parseNilai('101')).toEqual({ ok: false, error: MSG.nilaiRange });
    expect(parseNilai('-1')).toEqual({ ok: false, error: MSG.numberInvalid });
    expect(parseNilai('80,125')).toEqual({ ok: false, error: MSG.nilaiDecimals });
    expect(parseNilai('delapan')).toEqual({ ok: false, error: MSG.numberInvalid });
  });
});

describe('the grid reducer', () => {
  it('loads the server values with a decimal comma, every cell saved', () => {
    const s = loaded();
    expect(s.cols.map((c) => c.key)).toEqual(['s10', 's11', 'pas', 'rapor', 'capaian']);
    expect(cell(s, 1, 's10')).toMatchObject({ value: '80', status: 'tersimpan' });
    expect(hasUnsaved(s)).toBe(false);
  });

  it('moves with arrows and Tab within the grid, and Enter opens then commits downwards', () => {
    let s = loaded();
    s = run(s, keyAction('ArrowRight', { editing: false })!, keyAction('ArrowDown', { editing: false })!);
    expect(s.focus).toEqual({ row: 1, col: 1 });
    s = run(s, keyAction('ArrowUp', { editing: false })!, keyAction('ArrowUp', { editing: false })!, keyAction('ArrowLeft', { editing: false })!);
    expect(s.focus).toEqual({ row: 0, col: 0 });
    s = run(s, keyAction('Tab', { editing: false, shift: true })!);
    expect(s.focus).toEqual({ row: 0, col: 0 });
    s = run(s, keyAction('Enter', { editing: false })!);
    expect(s.editing).toBe(true);
    s = run(s, { type: 'input', text: '75' }, keyAction('Enter', { editing: true })!);
    expect(s.editing).toBe(false);
    expect(s.focus).toEqual({ row: 1, col: 0 });
    expect(cell(s, 1, 's10')).toMatchObject({ value: '75', status: 'diubah' });
  });

  it('replaces a cell by typing on it; Escape puts the old value back; Delete clears', () => {
    let s = run(loaded(), keyAction('9', { editing: false, printable: true })!);
    expect(s.editing).toBe(true);
    expect(cell(s, 1, 's10').value).toBe('9');
    s = run(s, keyAction('Escape', { editing: true })!);
    expect(cell(s, 1, 's10')).toMatchObject({ value: '80', status: 'tersimpan' });
    s = run(s, keyAction('Delete', { editing: false })!);
    expect(cell(s, 1, 's10')).toMatchObject({ value: '', status: 'diubah' });
    expect(keyAction('ArrowLeft', { editing: true })).toBeNull();
  });

  it('fills a pasted column down from the focused cell, marks invalid cells and sends only the valid', () => {
    let s = run(loaded(), { type: 'focus', row: 0, col: 1 });
    s = run(s, { type: 'paste', text: '85,5\r\n120\r\nabc\r\n99\r\n' });
    expect(cell(s, 1, 's11')).toMatchObject({ value: '85,5', status: 'diubah' });
    expect(cell(s, 2, 's11')).toMatchObject({ status: 'salah', error: MSG.nilaiRange });
    expect(cell(s, 3, 's11')).toMatchObject({ status: 'salah', error: MSG.numberInvalid });
    // The fourth line has no row: it is left out.
    expect(pendingKeys(s)).toEqual([cellKey(1, 's11')]);
    expect(bodyOf(s, pendingKeys(s))).toEqual({ nilai_sumatif: [{ penilaian_sumatif_id: 11, siswa_id: 1, nilai: 85.5 }], nilai_rapor: [] });
    expect(hasUnsaved(s)).toBe(true);
  });

  it('fills a block across columns, and a report row carries only its changed fields', () => {
    let s = run(loaded(), { type: 'focus', row: 1, col: 2 });
    s = run(s, { type: 'paste', text: '90\t88\tBaik\n70\t72\t' });
    expect(parseBlock('a\tb\nc')).toEqual([['a', 'b'], ['c']]);
    expect(bodyOf(s, pendingKeys(s))).toEqual({
      nilai_sumatif: [],
      nilai_rapor: [
        { siswa_id: 2, pas_nilai: 90, rapor_nilai: 88, capaian_kompetensi: 'Baik' },
        { siswa_id: 3, pas_nilai: 70, rapor_nilai: 72 },
      ],
    });
  });

  it('keeps what was typed when a save fails, retries it, and takes the server’s answer once saved', () => {
    let s = run(loaded(), { type: 'focus', row: 1, col: 0 }, { type: 'paste', text: '60\n65' });
    const keys = pendingKeys(s);
    s = run(s, { type: 'sending', keys });
    expect(cell(s, 2, 's10').status).toBe('menyimpan');
    s = run(s, { type: 'failed', keys, error: MSG.noResponse });
    expect(cell(s, 2, 's10')).toMatchObject({ value: '60', status: 'gagal', error: MSG.noResponse });
    expect(pendingKeys(s).sort()).toEqual(keys.sort());
    s = run(s, { type: 'retry' }, { type: 'sending', keys });
    // Typed again while the save is on its way: the newer value waits for the next save.
    s = run(s, { type: 'focus', row: 2, col: 0 }, { type: 'open', text: '66' }, { type: 'commit', dr: 0, dc: 0 });
    const answer = grid({
      nilai_sumatif: [
        { penilaian_sumatif_id: 10, siswa_id: 1, nilai: 80 },
        { penilaian_sumatif_id: 10, siswa_id: 2, nilai: 60 },
        { penilaian_sumatif_id: 10, siswa_id: 3, nilai: 65 },
      ],
    });
    s = run(s, { type: 'load', grid: answer, sent: keys });
    expect(cell(s, 2, 's10')).toMatchObject({ value: '60', status: 'tersimpan' });
    expect(cell(s, 3, 's10')).toMatchObject({ value: '66', server: '65', status: 'diubah' });
    expect(pendingKeys(s)).toEqual([cellKey(3, 's10')]);
  });

  it('a value typed back to what the server holds is saved again, not sent', () => {
    const s = run(loaded(), { type: 'open', text: '80,0' }, { type: 'commit', dr: 0, dc: 0 });
    expect(cell(s, 1, 's10').status).toBe('tersimpan');
    expect(pendingKeys(s)).toEqual([]);
  });
});
