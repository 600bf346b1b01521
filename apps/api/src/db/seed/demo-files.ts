import { newKey, type FileStorage } from '../../platform/files/storage.js';

/** PDF strings escape their delimiters and the backslash. */
const pdfText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A one-page A4 PDF of a title and lines of text in Helvetica, so the demo's letters and
 * certificates open in any viewer. The byte offsets of the cross-reference table are computed,
 * not guessed, so strict readers accept it too.
 */
export function demoPdf(title: string, lines: string[]): Buffer {
  const content = ['BT /F1 18 Tf 56 780 Td', `(${pdfText(title)}) Tj`, '/F1 11 Tf 0 -32 Td 16 TL', ...lines.map((line) => `(${pdfText(line)}) '`), 'ET'].join(
    '\n',
  );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Stores a demo PDF under `area` and returns its key. */
export async function storeDemoPdf(storage: FileStorage, area: string, title: string, lines: string[]): Promise<string> {
  const key = newKey(area, 'pdf');
  await storage.put(key, demoPdf(title, lines));
  return key;
}
