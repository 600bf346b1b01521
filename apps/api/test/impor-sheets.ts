import ExcelJS from 'exceljs';

/*
 * Small import files for the GTK, timetable and guardian-account imports' tests: a header row and
 * data rows, as XLSX or CSV. The header is row 1, so data row i is spreadsheet row i + 2.
 */

export type Cell = string | number | Date | null;

/** An XLSX of the header and rows; a string cell stays text (leading zeros kept), a number or date is typed. */
export async function sheetXlsx(header: string[], rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A CSV (';' as Indonesian Excel saves it), every cell quoted as text. */
export function sheetCsv(header: string[], rows: Cell[][]): Buffer {
  const quote = (c: Cell) => `"${String(c ?? '').replace(/"/g, '""')}"`;
  return Buffer.from([header, ...rows].map((r) => r.map(quote).join(';')).join('\r\n') + '\r\n', 'utf8');
}

/** The spreadsheet row of data row `index` (0-based) under a header in row 1. */
export const rowOf = (index: number) => index + 2;

/** Fills a template (as downloaded) with rows under its header, as an operator would. */
export async function fillTemplate(template: Buffer, rows: Cell[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template.buffer.slice(template.byteOffset, template.byteOffset + template.byteLength) as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
