import { setImmediate } from 'node:timers/promises';
import type { PDFPage } from 'pdf-lib';
import { A4, INK, addA4Page, mm, type Pdf } from './document.js';

/** Where one cell lies on its page: lower-left corner and size, in points. */
export type Box = { x: number; y: number; width: number; height: number };

export type GridLayout = { columns: number; rows: number; margin: number };

/**
 * Lays `items` out in a grid of equal cells across A4 pages, left to right and top to bottom,
 * with dashed cutting lines around each cell, and has `draw` fill each cell. The cards of a
 * class group, several to a page. Drawing is the costly part (a page of ten cards takes up to
 * 100 ms on a busy server): the server's other requests get their turn after each cell.
 */
export async function drawGrid<T>(pdf: Pdf, items: readonly T[], layout: GridLayout, draw: (page: PDFPage, item: T, box: Box) => void) {
  const { columns, rows, margin } = layout;
  const width = (A4.width - 2 * margin) / columns;
  const height = (A4.height - 2 * margin) / rows;
  const perPage = columns * rows;
  let page: PDFPage | undefined;
  for (const [i, item] of items.entries()) {
    const slot = i % perPage;
    if (i > 0) await setImmediate();
    if (slot === 0) page = addA4Page(pdf.doc);
    const box = { x: margin + (slot % columns) * width, y: A4.height - margin - (Math.floor(slot / columns) + 1) * height, width, height };
    page!.drawRectangle({ ...box, borderColor: INK.line, borderWidth: 0.5, borderDashArray: [mm(1.5), mm(1.5)] });
    draw(page!, item, box);
  }
}
