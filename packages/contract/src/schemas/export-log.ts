import { z } from 'zod';

/**
 * The caller's exports (/log/export). An export is built on the server as an XLSX file, kept
 * in the file store and recorded here; its link is signed for the viewer.
 */
export const exportLogFilterSchema = z.object({}).optional();

export const exportLogRowSchema = z.object({
  id: z.number().int(),
  rownum: z.number().int().describe('The row number in the whole list'),
  nama: z.string().describe('What was exported, e.g. Laporan Konseling'),
  file_nama: z.string().describe('The download file name'),
  jumlah_baris: z.number().int().describe('Rows in the sheet'),
  file: z.string().describe('Signed path of the XLSX after main_path'),
  main_path: z.string(),
  created_at: z.string().describe('ISO 8601'),
});
export type ExportLogRow = z.infer<typeof exportLogRowSchema>;

/** What an export call answers: its log entry, so the web may also offer the link at once. */
export const exportResultSchema = exportLogRowSchema.omit({ rownum: true });
export type ExportResult = z.infer<typeof exportResultSchema>;
