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

/** The kinds of import, as their paths name them (POST /api/staf/impor/<jenis>). */
export const IMPORT_JENIS = ['siswa', 'wali', 'gtk', 'jadwal'] as const;
export type ImportJenis = (typeof IMPORT_JENIS)[number];

export const importTemplateParamsSchema = z.object({ jenis: z.enum(IMPORT_JENIS) });

/** A template, as base64 in the envelope (as the account cards are): the web saves it under `nama_file`. */
export const importTemplateSchema = z.object({
  nama_file: z.string(),
  xlsx: z.string().describe('The workbook, base64'),
});
export type ImportTemplate = z.infer<typeof importTemplateSchema>;
