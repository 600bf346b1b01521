import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS } from '@madrasah/contract/limits';
import { MSG } from '@madrasah/contract/messages';
import { AppError, badRequest } from '../../platform/errors.js';
import { csvRecords, detectSeparator } from './csv.js';
import { pacer } from './pace.js';
import { inReadingOrder, unzippedSize, zipDirectory } from './zip.js';

/** One row of the sheet: its number as the spreadsheet shows it, and its cells as text. */
export type SheetRow = {
  number: number;
  cells: string[];
  /** Cells whose value cannot be read (a formula without its result, an Excel error), by column index. */
  problems?: Map<number, string>;
};

/** Columns read of each row; a sheet's data never goes this far, a hostile one may. */
const MAX_COLUMNS = 200;
/** An XLSX expands to at most this much: a zip bomb is refused before it is inflated. */
const MAX_UNZIPPED_BYTES = 30 * LIMITS.importMaxBytes;

const tooManyRows = () => badRequest(MSG.importTooManyRows(LIMITS.importRowsMax.toLocaleString('id-ID')));

/**
 * The first sheet of an XLSX or a CSV as rows of text, empty rows left out. The kind comes from
 * the bytes, never the name; a file too large, with too many rows, or no spreadsheet at all is
 * refused with one message (400), read no further than needed to know it.
 */
export async function readSpreadsheet(data: Buffer): Promise<SheetRow[]> {
  if (data.length > LIMITS.importMaxBytes) throw badRequest(MSG.importTooLarge(LIMITS.importMaxBytes / 1024 / 1024));
  if (data.length === 0) throw badRequest(MSG.importEmpty);
  const rows = isZip(data) ? await readXlsx(data) : (await fileTypeFromBuffer(data)) === undefined && looksLikeText(data) ? await readCsv(data) : null;
  if (!rows) throw badRequest(MSG.importNotSpreadsheet);
  if (rows.length === 0) throw badRequest(MSG.importEmpty);
  return rows;
}

/**
 * A zip's first bytes; whether it is a workbook its directory says (readXlsx). file-type would
 * tell as well, but walks the entries in one piece: 0.1–0.3 s of a held event loop for the
 * 0.7 MB workbook of 3,000 students on these machines.
 */
const isZip = (data: Buffer) => data.length > 4 && data.readUInt32LE(0) === 0x04034b50;

/** Text has no NUL byte; a binary file whose kind file-type does not know nearly always has one. */
const looksLikeText = (data: Buffer) => !data.subarray(0, 64 * 1024).includes(0);

async function readXlsx(data: Buffer): Promise<SheetRow[] | null> {
  const dir = zipDirectory(data);
  if (!dir || !dir.entries.some((e) => e.name === 'xl/workbook.xml')) return null;
  if (unzippedSize(dir) > MAX_UNZIPPED_BYTES) throw badRequest(MSG.importTooLarge(LIMITS.importMaxBytes / 1024 / 1024));
  // The streaming reader parses row by row and lets the count stop a long sheet early; merged
  // cells come out as their first cell only, as in a CSV.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(inReadingOrder(data, dir)), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: SheetRow[] = [];
  const pace = pacer();
  let seen = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (++seen > LIMITS.importRowsMax) throw tooManyRows();
        const cells: string[] = [];
        let problems: Map<number, string> | undefined;
        row.eachCell((cell, column) => {
          if (column > MAX_COLUMNS) return;
          const value = cellText(cell.value);
          if (typeof value === 'string') cells[column - 1] = value;
          else (problems ??= new Map()).set(column - 1, value.problem);
        });
        const filled = Array.from(cells, (c) => c ?? '');
        if (problems || filled.some((c) => c.trim() !== '')) rows.push({ number: row.number, cells: filled, problems });
        await pace();
      }
      break; // the first sheet only
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    // exceljs and its unzipper throw on a damaged or disguised file.
    return null;
  }
  return rows;
}

const pad = (n: number) => String(n).padStart(2, '0');
const EXCEL_DAY_0 = Date.UTC(1899, 11, 30);

/**
 * A cell as the text the user sees: a date cell as YYYY-MM-DD (exceljs gives it in UTC), a
 * number without exponent, a formula by its result as last saved (a formula is never run).
 */
function cellText(value: ExcelJS.CellValue): string | { problem: string } {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : { problem: MSG.importFormulaNoValue };
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  // A time cell alone (a lesson's start) is a date on Excel's day 0, 1899-12-30: read as HH:MM.
  if (value instanceof Date && value.getTime() >= EXCEL_DAY_0 && value.getTime() < EXCEL_DAY_0 + 86_400_000)
    return `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('error' in value) return { problem: MSG.importCellError(String(value.error)) };
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    if (result === undefined || result === null || (typeof result === 'object' && 'error' in result)) return { problem: MSG.importFormulaNoValue };
    return cellText(result);
  }
  if ('text' in value) return String(value.text);
  return '';
}

async function readCsv(data: Buffer): Promise<SheetRow[]> {
  // A row limit counted on the bytes, before any row is built.
  let breaks = 0;
  for (let i = data.indexOf(10); i !== -1; i = data.indexOf(10, i + 1)) if (++breaks > LIMITS.importRowsMax) throw tooManyRows();
  const text = decodeText(data).replace(/^\uFEFF/, '');
  const rows: SheetRow[] = [];
  const pace = pacer();
  let number = 0;
  for (const fields of csvRecords(text, detectSeparator(text))) {
    number++;
    if (number > LIMITS.importRowsMax) throw tooManyRows();
    const cells = fields.slice(0, MAX_COLUMNS);
    if (cells.some((c) => c.trim() !== '')) rows.push({ number, cells });
    await pace();
  }
  return rows;
}

/** UTF-8 (with or without BOM), or the Windows code page older Excel saves CSV in. */
function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}
