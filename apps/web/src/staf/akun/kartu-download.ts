import { downloadBase64 } from '../../lib/download-base64';

/**
 * Saves a PDF the API answered as base64 under its file name. The cards hold first passwords,
 * so they live only in this page's memory and the file the user saves; nothing can fetch them
 * again later.
 */
export function downloadPdf(fileName: string, base64: string) {
  downloadBase64(fileName, base64, 'application/pdf');
}
