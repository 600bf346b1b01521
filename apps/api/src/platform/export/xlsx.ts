import ExcelJS from 'exceljs';

export type SheetColumn<R> = {
  header: string;
  value: (row: R, index: number) => string | number | null;
  width?: number;
  /** How the column's numbers show, e.g. RUPIAH_FORMAT; the cells keep their numbers. */
  numFmt?: string;
  /** The whole column holds text: what is typed into it stays as typed (a NISN's leading zeros, '07:00'). */
  text?: boolean;
};

/** Whole rupiah as 'Rp. 1.500.000' (the thousands separator follows the reader's locale). */
export const RUPIAH_FORMAT = '"Rp. "#,##0';

/** The row number column the portal's tables start with. */
export const noColumn = <R>(): SheetColumn<R> => ({ header: 'No', value: (_row, i) => i + 1, width: 6 });

/** What an export holds: a title, the filter that produced it, and a table. */
export type SheetSpec<R> = {
  title: string;
  /** One 'label | value' line each, under the title, so a printed sheet says what it covers. */
  filters: [label: string, value: string][];
  columns: SheetColumn<R>[];
  rows: R[];
  /** Rows between the filter lines and the table, a cell under each column (an import template's example), in grey italics. */
  above?: (string | number | null)[][];
};

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E2F3' } };
const THIN: ExcelJS.Border = { style: 'thin', color: { argb: 'FF9E9E9E' } };
const BOX: Partial<ExcelJS.Borders> = { top: THIN, left: THIN, bottom: THIN, right: THIN };

/**
 * One worksheet: the title (bold, across the table), the filter lines, a blank line, then the
 * table with a bold, shaded header row and thin borders. Values stay typed: counts are numbers.
 */
export async function buildXlsx<R>(spec: SheetSpec<R>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  // A sheet's name holds at most 31 characters and none of []:*?/\ (a class group may be named '7/A').
  const sheet = book.addWorksheet(spec.title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  const width = Math.max(spec.columns.length, 2);

  const title = sheet.addRow([spec.title]);
  title.font = { bold: true, size: 14 };
  sheet.mergeCells(title.number, 1, title.number, width);
  for (const [label, value] of spec.filters) sheet.addRow([label, value]).getCell(1).font = { bold: true };
  for (const cells of spec.above ?? []) sheet.addRow(cells).font = { italic: true, color: { argb: 'FF757575' } };
  sheet.addRow([]);

  const header = sheet.addRow(spec.columns.map((c) => c.header));
  header.eachCell((cell) => {
    cell.font = { bold: true };
    cell.fill = HEADER_FILL;
    cell.border = BOX;
  });
  spec.rows.forEach((row, i) => {
    sheet.addRow(spec.columns.map((c) => c.value(row, i))).eachCell({ includeEmpty: true }, (cell, column) => {
      cell.border = BOX;
      const numFmt = spec.columns[column - 1]?.numFmt;
      if (numFmt) cell.numFmt = numFmt;
    });
  });
  spec.columns.forEach((c, i) => (sheet.getColumn(i + 1).width = c.width ?? Math.max(10, c.header.length + 2)));
  spec.columns.forEach((c, i) => c.text && (sheet.getColumn(i + 1).numFmt = '@'));
  return Buffer.from(await book.xlsx.writeBuffer());
}
