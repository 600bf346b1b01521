import type { KartuAkun } from '@madrasah/contract/schemas/staf-akun';
import type { ServiceContext } from '../../platform/service-context.js';
import { kartuPdf } from './kartu-pdf.js';

/** A file name from the title: 'Kartu Akun X IPA 1' → 'kartu-akun-x-ipa-1.pdf'. */
const fileName = (judul: string | null | undefined) =>
  `${['kartu-akun', judul]
    .filter(Boolean)
    .join('-')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.pdf`;

/**
 * The cards of the accounts sent, as a PDF in the answer: the passwords exist only in the
 * creating answer the web holds, so the cards are made from what it sends back and kept
 * nowhere; no stored data can make them again (decision 0040).
 */
export async function kartuAkun(
  { schoolContext, now }: Pick<ServiceContext, 'schoolContext' | 'now'>,
  body: { alamat_portal: string; judul?: string | null; kartu: KartuAkun[] },
) {
  const { school } = await schoolContext();
  const pdf = await kartuPdf({ sekolah: school.nama, alamatPortal: body.alamat_portal, judul: body.judul ?? null, kartu: body.kartu, at: now() });
  return { nama_file: fileName(body.judul), pdf: pdf.toString('base64') };
}
