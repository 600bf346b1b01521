import { degrees, rgb, type PDFImage } from 'pdf-lib';
import { rupiahAngka, terbilangRupiah } from '@madrasah/contract/terbilang';
import { A4, INK, addA4Page, drawLine, mm, newPdf, savePdf } from '../../platform/pdf/document.js';

const BULAN = ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'];

/** '2026-11-20' → '20 November 2026'. */
export const tanggalPanjang = (iso: string) => `${Number(iso.slice(8, 10))} ${BULAN[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

export type Kuitansi = {
  sekolah: { nama: string; alamat: string | null; npsn: string | null; logo: Buffer | null };
  nomor: string;
  tanggal: string;
  siswa: string;
  nisn: string | null;
  rombel: string | null;
  tagihan: string;
  tahunAjaran: string;
  jumlah: number;
  sisaSetelah: number;
  metode: string;
  keterangan: string | null;
  bendahara: string | null;
  batal: { alasan: string; oleh: string | null } | null;
  at: Date;
};

/**
 * A payment's receipt on the top half of an A4 page (cut or fold along the line): the school's
 * identity, the number, the amount in figures and in words, what is left of the invoice and who
 * received it. A cancelled payment's receipt says DIBATALKAN across it, with the reason.
 */
export async function kuitansiPdf(k: Kuitansi): Promise<Buffer> {
  const pdf = await newPdf({ title: `Kuitansi ${k.nomor}`, at: k.at });
  const { regular, bold } = pdf.fonts;
  const page = addA4Page(pdf.doc);
  const left = mm(18);
  const width = A4.width - 2 * left;
  let y = A4.height - mm(20);

  let logo: PDFImage | null = null;
  if (k.sekolah.logo) logo = await pdf.doc.embedJpg(k.sekolah.logo).catch(() => pdf.doc.embedPng(k.sekolah.logo!).catch(() => null));
  const textLeft = logo ? left + mm(22) : left;
  if (logo) {
    const size = mm(18);
    const scale = Math.min(size / logo.width, size / logo.height);
    page.drawImage(logo, { x: left, y: y - size + mm(4), width: logo.width * scale, height: logo.height * scale });
  }
  drawLine(page, k.sekolah.nama, { x: textLeft, y, font: bold, size: 15, width: width - (textLeft - left) });
  y -= 15;
  if (k.sekolah.alamat) drawLine(page, k.sekolah.alamat, { x: textLeft, y, font: regular, size: 9, width: width - (textLeft - left), color: INK.muted });
  y -= 12;
  drawLine(page, `NPSN ${k.sekolah.npsn ?? '-'}`, { x: textLeft, y, font: regular, size: 9, color: INK.muted });
  y -= mm(6);
  page.drawLine({ start: { x: left, y }, end: { x: left + width, y }, thickness: 1.2, color: INK.accent });

  y -= mm(10);
  drawLine(page, 'KUITANSI PEMBAYARAN', { x: left, y, font: bold, size: 14 });
  const nomor = `No. ${k.nomor}`;
  page.drawText(nomor, { x: left + width - bold.widthOfTextAtSize(nomor, 11), y, font: bold, size: 11, color: INK.text });
  y -= mm(9);

  const labelWidth = mm(48);
  const row = (label: string, value: string, strong = false) => {
    drawLine(page, label, { x: left, y, font: regular, size: 10, color: INK.muted });
    drawLine(page, value, { x: left + labelWidth, y, font: strong ? bold : regular, size: strong ? 12 : 10, width: width - labelWidth });
    y -= strong ? mm(7.5) : mm(6.5);
  };
  row('Tanggal', tanggalPanjang(k.tanggal));
  row('Telah diterima dari', k.siswa);
  row('NISN', k.nisn ?? '-');
  row('Rombel', k.rombel ?? '-');
  row('Untuk pembayaran', `${k.tagihan} (${k.tahunAjaran})`);
  row('Metode', k.metode);
  if (k.keterangan) row('Keterangan', k.keterangan);
  row('Jumlah', rupiahAngka(k.jumlah), true);
  // The words may run long ('sembilan ratus sembilan puluh sembilan juta ...'): wrapped on two lines at most.
  const words = terbilangRupiah(k.jumlah);
  const wrapAt = width - labelWidth;
  drawLine(page, 'Terbilang', { x: left, y, font: regular, size: 10, color: INK.muted });
  const parts = words.split(' ');
  let first = '';
  while (parts.length && regular.widthOfTextAtSize(`${first} ${parts[0]}`.trim(), 10) < wrapAt) first = `${first} ${parts.shift()}`.trim();
  drawLine(page, first, { x: left + labelWidth, y, font: regular, size: 10 });
  if (parts.length) {
    y -= mm(5);
    drawLine(page, parts.join(' '), { x: left + labelWidth, y, font: regular, size: 10, width: wrapAt });
  }
  y -= mm(6.5);
  row('Sisa tagihan', `${rupiahAngka(k.sisaSetelah)}${k.sisaSetelah === 0 ? ' (lunas)' : ''}`);

  y -= mm(6);
  const signX = left + width - mm(60);
  drawLine(page, `Bendahara,`, { x: signX, y, font: regular, size: 10 });
  y -= mm(18);
  drawLine(page, k.bendahara ?? '-', { x: signX, y, font: bold, size: 10, width: mm(60) });

  if (k.batal) {
    y -= mm(10);
    drawLine(page, `Dibatalkan${k.batal.oleh ? ` oleh ${k.batal.oleh}` : ''}: ${k.batal.alasan}`, {
      x: left,
      y,
      font: bold,
      size: 10,
      width,
      color: rgb(0.75, 0.1, 0.1),
    });
    page.drawText('DIBATALKAN', {
      x: left + mm(30),
      y: A4.height - mm(125),
      size: 64,
      font: bold,
      color: rgb(0.8, 0.1, 0.1),
      opacity: 0.3,
      rotate: degrees(20),
    });
  }
  // Where the receipt is cut from the rest of the page.
  const cut = A4.height / 2;
  page.drawLine({ start: { x: left, y: cut }, end: { x: left + width, y: cut }, thickness: 0.5, color: INK.line, dashArray: [mm(1.5), mm(1.5)] });
  return savePdf(pdf.doc);
}
