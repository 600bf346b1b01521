import { z } from 'zod';

/** One problem of an import: where the user finds it in their spreadsheet, and what is wrong. */
export const importGalatSchema = z.object({
  baris: z.number().int().describe("The spreadsheet's row number as the user sees it"),
  kolom: z.string().describe('The column header as written in the file (a two-row header as "Data Ayah / Nama"); empty for the whole row'),
  pesan: z.string(),
});
export type ImportGalat = z.infer<typeof importGalatSchema>;

/**
 * POST /api/staf/impor/<kind>: what a dry run found, or what a commit wrote. Rows with an error
 * are in no count but `total`; a commit writes only when `galat` is empty.
 */
export const importReportSchema = z.object({
  total: z.number().int().describe('Data rows read (title, header and empty rows not counted)'),
  baru: z.number().int().describe('Rows that add a new record'),
  diperbarui: z.number().int().describe('Rows that change an existing record'),
  tetap: z.number().int().describe('Rows whose record already holds every value of the row'),
  galat: z.array(importGalatSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;
