import type { PDFPage } from 'pdf-lib';
import type { KartuAkun } from '@madrasah/contract/schemas/staf-akun';
import { INK, drawLine, mm, newPdf, savePdf, type PdfFonts } from '../../platform/pdf/document.js';
import { drawGrid, type Box } from '../../platform/pdf/grid.js';

/** Ten cards to an A4 page: two columns of five, each about 95 × 55 mm. */
const LAYOUT = { columns: 2, rows: 5, margin: mm(10) };
const PAD = mm(5);

export type KartuDocument = { sekolah: string; alamatPortal: string; judul: string | null; kartu: readonly KartuAkun[]; at: Date };

/**
 * The account cards as a PDF: per person the school, name, role, NISN, sign-in address, first
 * password and the portal's address. Made from what the request holds; nothing is stored.
 */
export async function kartuPdf(input: KartuDocument): Promise<Buffer> {
  const pdf = await newPdf({ title: ['Kartu Akun Portal', input.judul].filter(Boolean).join(' '), at: input.at });
  await drawGrid(pdf, input.kartu, LAYOUT, (page, kartu, box) => drawKartu(page, pdf.fonts, box, kartu, input));
  return savePdf(pdf.doc);
}

function drawKartu(page: PDFPage, fonts: PdfFonts, box: Box, kartu: KartuAkun, input: KartuDocument) {
  const left = box.x + PAD;
  const width = box.width - 2 * PAD;
  let y = box.y + box.height - PAD - 8;
  drawLine(page, input.sekolah, { x: left, y, font: fonts.bold, size: 8.5, width: width * 0.62, color: INK.accent });
  const label = 'KARTU AKUN PORTAL';
  page.drawText(label, { x: left + width - fonts.regular.widthOfTextAtSize(label, 6.5), y, font: fonts.regular, size: 6.5, color: INK.muted });

  y -= 16;
  drawLine(page, kartu.nama, { x: left, y, font: fonts.bold, size: 11.5, width });
  y -= 11;
  drawLine(page, [kartu.peran, kartu.keterangan].filter(Boolean).join(' - '), { x: left, y, font: fonts.regular, size: 8, width, color: INK.muted });
  y -= 7;
  page.drawLine({ start: { x: left, y }, end: { x: left + width, y }, thickness: 0.5, color: INK.line });

  const valueX = left + mm(20);
  const valueWidth = width - mm(20);
  const row = (name: string, value: string, mono = false) => {
    y -= mono ? 15 : 12;
    drawLine(page, name, { x: left, y, font: fonts.regular, size: 8, color: INK.muted });
    drawLine(page, value, { x: valueX, y, font: mono ? fonts.mono : fonts.regular, size: mono ? 12 : 9, width: valueWidth });
  };
  if (kartu.nisn) row('NISN', kartu.nisn);
  row('Email', kartu.email);
  row('Password', kartu.password, true);
  row('Alamat', input.alamatPortal);

  drawLine(page, 'Ganti password saat pertama kali masuk. Jangan berikan kartu ini kepada orang lain.', {
    x: left,
    y: box.y + PAD,
    font: fonts.regular,
    size: 6.5,
    width,
    color: INK.muted,
  });
}
