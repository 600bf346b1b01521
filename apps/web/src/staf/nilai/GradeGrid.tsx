import { Tooltip } from 'antd';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { formatScore } from '../../lib/format';
import { cellKey, keyAction, type Cell, type GridAction, type GridState } from './grid-state';

const STATUS_TEXT: Record<Cell['status'], string> = {
  tersimpan: 'Tersimpan',
  diubah: 'Belum disimpan',
  menyimpan: 'Menyimpan…',
  gagal: 'Gagal, coba lagi',
  salah: 'Tidak valid',
};

/** A key that types a character (not a shortcut). */
const printable = (e: KeyboardEvent) => e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;

type Props = { state: GridState; dispatch: (action: GridAction) => void; readOnly: boolean };

/**
 * The grade grid: a table the keyboard drives (arrows, Enter, Tab, typing replaces, Escape,
 * Delete), that takes a pasted block of a spreadsheet from the focused cell, and shows each
 * cell's state. The state and the keys' meaning live in grid-state.ts; this only renders.
 */
export function GradeGrid({ state, dispatch, readOnly }: Props) {
  const wrap = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { rows, cols, focus, editing } = state;

  // The focused cell is kept in view and holds the keyboard (the open cell's input when editing).
  useEffect(() => {
    if (editing && input.current) {
      // Typing replaced the cell: the caret goes after what was typed.
      const end = input.current.value.length;
      input.current.focus();
      input.current.setSelectionRange(end, end);
    } else if (wrap.current?.contains(document.activeElement) || document.activeElement === document.body) {
      // Closing a cell removes its input, and the keyboard would fall to the page: the cell takes it back.
      wrap.current?.querySelector<HTMLElement>('[data-focused="true"]')?.focus();
    }
    wrap.current?.querySelector('[data-focused="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [editing, focus.row, focus.col]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (readOnly) {
      const move = keyAction(e.key, { shift: e.shiftKey, editing: false });
      if (move?.type === 'move') {
        e.preventDefault();
        dispatch(move);
      }
      return;
    }
    const action = keyAction(e.key, { shift: e.shiftKey, editing, printable: printable(e) });
    if (!action) return;
    e.preventDefault();
    dispatch(action);
  };

  const onPaste = (e: ClipboardEvent) => {
    if (readOnly) return;
    const text = e.clipboardData.getData('text/plain');
    // A single value typed into an open cell is the input's own; a block fills the grid.
    if (editing && !/[\t\n]/.test(text.trim())) return;
    e.preventDefault();
    dispatch({ type: 'paste', text });
  };

  return (
    <div className="nilai-grid-wrap" ref={wrap} onKeyDown={onKeyDown} onPaste={onPaste}>
      <table className="nilai-grid" role="grid" aria-label="Nilai peserta didik" aria-rowcount={rows.length + 1}>
        <thead>
          <tr>
            <th className="nilai-no">No</th>
            <th className="nilai-nama">Nama</th>
            {cols.map((c) => (
              <th key={c.key} className={c.kind === 'teks' ? 'nilai-teks' : undefined} title={c.hint ?? undefined}>
                {c.label}
              </th>
            ))}
            <th title="Rata-rata nilai sumatif, seperti yang ditampilkan di portal">Rerata Sumatif</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={row.siswaId}>
              <td className="nilai-no">{r + 1}</td>
              <th scope="row" className="nilai-nama">
                {row.nama}
              </th>
              {cols.map((col, c) => {
                const cell = state.cells[cellKey(row.siswaId, col.key)]!;
                const focused = focus.row === r && focus.col === c;
                const open = focused && editing;
                const content = open ? (
                  <input
                    ref={input}
                    className="nilai-input"
                    aria-label={`${col.label}, ${r + 1}. ${row.nama}`}
                    value={cell.value}
                    inputMode={col.kind === 'nilai' ? 'decimal' : 'text'}
                    onChange={(e) => dispatch({ type: 'input', text: e.target.value })}
                    onBlur={() => dispatch({ type: 'commit', dr: 0, dc: 0 })}
                  />
                ) : (
                  cell.value
                );
                return (
                  <td
                    key={col.key}
                    role="gridcell"
                    tabIndex={focused ? 0 : -1}
                    data-focused={focused}
                    data-status={cell.status}
                    aria-label={`${col.label}, ${r + 1}. ${row.nama}`}
                    aria-invalid={cell.status === 'salah' || undefined}
                    aria-selected={focused}
                    className={`nilai-cell nilai-${col.kind} is-${cell.status}${focused ? ' is-focused' : ''}`}
                    onMouseDown={() => !focused && dispatch({ type: 'focus', row: r, col: c })}
                    onDoubleClick={() => !readOnly && dispatch({ type: 'open' })}
                  >
                    <span className="nilai-cell-inner">
                      {content}
                      {cell.status !== 'tersimpan' && (
                        <Tooltip title={cell.error ?? STATUS_TEXT[cell.status]}>
                          <span className="nilai-dot" role="img" aria-label={cell.error ?? STATUS_TEXT[cell.status]} />
                        </Tooltip>
                      )}
                    </span>
                  </td>
                );
              })}
              <td className="nilai-rerata">{formatScore(row.rerata)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
