import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * The one PDF pipeline (account cards, receipts): A4 documents in the standard fonts, which
 * every reader has, so no font file ships and a document of a hundred cards stays small. Those
 * fonts print Latin-1 (WinAnsi); `printable` fits any other text to them.
 */

export const A4 = { width: PageSizes.A4[0], height: PageSizes.A4[1] } as const;

/** Millimetres in PDF points. */
export const mm = (n: number) => (n * 72) / 25.4;

export const INK = { text: rgb(0.1, 0.1, 0.1), muted: rgb(0.4, 0.4, 0.4), line: rgb(0.6, 0.6, 0.6), accent: rgb(0.05, 0.4, 0.25) } as const;

export type PdfFonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont };

export type Pdf = { doc: PDFDocument; fonts: PdfFonts };

/** A new document with its title and date, and the fonts its text is set in. */
export async function newPdf(meta: { title: string; at: Date }): Promise<Pdf> {
  const doc = await PDFDocument.create();
  doc.setTitle(meta.title);
  doc.setProducer('Portal Madrasah Digital');
  doc.setCreator('Portal Madrasah Digital');
  doc.setCreationDate(meta.at);
  doc.setModificationDate(meta.at);
  const [regular, bold, mono] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.CourierBold),
  ]);
  return { doc, fonts: { regular, bold, mono } };
}

export const addA4Page = (doc: PDFDocument) => doc.addPage([A4.width, A4.height]);

/** The bytes of the finished document. */
export const savePdf = async (doc: PDFDocument) => Buffer.from(await doc.save());

// The standard fonts' WinAnsi set: Latin-1 and a few typographic marks.
const charsetCache = new WeakMap<PDFFont, Set<number>>();
function charset(font: PDFFont): Set<number> {
  let set = charsetCache.get(font);
  if (!set) charsetCache.set(font, (set = new Set(font.getCharacterSet())));
  return set;
}

/** A character the font lacks: its letter without the marks ('ā' → 'a'), else '?'. Control characters become spaces. */
function fallback(c: string, has: (codePoint: number) => boolean): string {
  if (/\s|\p{Cc}/u.test(c)) return ' ';
  const base = c.normalize('NFD').replace(/\p{M}/gu, '');
  return base.length > 0 && [...base].every((b) => has(b.codePointAt(0)!)) ? base : '?';
}

/** Text as `font` can print it: names in other scripts or with rare marks never stop a document. */
export function printable(text: string, font: PDFFont): string {
  const set = charset(font);
  return [...text.normalize('NFC')].map((c) => (set.has(c.codePointAt(0)!) && c >= ' ' ? c : fallback(c, (p) => set.has(p)))).join('');
}

/** `text` cut with an ellipsis where it would run wider than `width`. */
export function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end).trimEnd()}...`, size) > width) end--;
  return `${text.slice(0, end).trimEnd()}...`;
}

/** One line of text at (x, y), made printable and cut to `width` when given. */
export function drawLine(
  page: PDFPage,
  text: string,
  at: { x: number; y: number; font: PDFFont; size: number; width?: number; color?: ReturnType<typeof rgb> },
) {
  const shown = printable(text, at.font);
  page.drawText(at.width === undefined ? shown : fitted(shown, at.font, at.size, at.width), {
    x: at.x,
    y: at.y,
    font: at.font,
    size: at.size,
    color: at.color ?? INK.text,
  });
}
