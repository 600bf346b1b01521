import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { KARTU_MAX } from '@madrasah/contract/schemas/staf-akun';
import { useTestApp } from '../../../test/context.js';
import { createStaff, rombelWithStudents, stafClient } from '../../../test/akun.js';
import { createPeriod } from '../../../test/factories.js';
import { kartuPdf } from './kartu-pdf.js';

const ctx = useTestApp();
const api = stafClient(ctx);
let operator: string;

beforeAll(async () => {
  await createPeriod(ctx.db);
  operator = await api.signIn('/api/staf/login', (await createStaff(ctx.db, STAFF_ROLE.operator)).email);
});

// The metrics of the standard fonts, which the reader ships.
const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** Each page's text, as a reader other than the one that wrote it extracts it. */
async function pagesOf(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: pdf, standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
  }
  await doc.destroy();
  return pages;
}

const card = (i: number) => ({
  nama: `Peserta Didik ${i}`,
  peran: 'Siswa',
  keterangan: 'X IPA 1',
  nisn: `00${String(i).padStart(8, '0')}`,
  email: `00${String(i).padStart(8, '0')}@madrasah.test`,
  password: `kata${i}sandi`,
});

describe('account cards', () => {
  it('makes a PDF that a reader opens, ten cards to a page, each with its name, NISN, address, password and the portal', async () => {
    const kartu = Array.from({ length: 23 }, (_, i) => card(i + 1));
    const res = await api.call('POST', '/api/staf/akun/kartu', {
      token: operator,
      body: { alamat_portal: 'https://portal.man1contoh.sch.id', judul: 'X IPA 1', kartu },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.nama_file).toBe('kartu-akun-x-ipa-1.pdf');
    const pdf = Buffer.from(res.body.data.pdf, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pagesOf(new Uint8Array(pdf));
    expect(pages).toHaveLength(3);
    const text = pages.join('\n');
    for (const k of kartu) for (const value of [k.nama, k.nisn, k.email, k.password]) expect(text).toContain(value);
    expect(text).toContain('https://portal.man1contoh.sch.id');
    expect(text).toContain('MAN 1 Contoh');
    expect(pages[2]!.split('Peserta Didik').length - 1).toBe(3);
  });

  it('prints names the standard fonts lack instead of failing, and a guardian’s card without a NISN', async () => {
    const pdf = await kartuPdf({
      sekolah: 'MA Ḥidāyatul Mubtadi’īn',
      alamatPortal: 'http://192.168.1.10:3000',
      judul: null,
      at: new Date(),
      kartu: [
        { nama: 'Nguyễn Thị Ánh', peran: 'Wali Siswa', keterangan: 'Wali dari Ahmad', nisn: null, email: 'wali@contoh.id', password: 'abcdefgh23' },
        { nama: 'محمد', peran: 'Siswa', keterangan: null, nisn: '0012345678', email: 'x@contoh.id', password: 'zzzzzzzz99' },
      ],
    });
    const [page] = await pagesOf(new Uint8Array(pdf));
    expect(page).toContain('Nguyen Thi Ánh');
    expect(page).toContain('Hidayatul');
    expect(page).toContain('????');
    expect(page).toContain('abcdefgh23');
  });

  it('refuses an empty list, too many cards, and an address that is not a web address', async () => {
    const send = (body: object) => api.call('POST', '/api/staf/akun/kartu', { token: operator, body });
    expect((await send({ alamat_portal: 'https://x.test', kartu: [] })).status).toBe(400);
    expect((await send({ alamat_portal: 'https://x.test', kartu: Array.from({ length: KARTU_MAX + 1 }, (_, i) => card(i)) })).status).toBe(400);
    const script = await send({ alamat_portal: 'javascript:alert(1)', kartu: [card(1)] });
    expect(script.status).toBe(400);
  });

  it('prints the creating answer as it came: the cards of a class group’s new accounts', async () => {
    const period = await createPeriod(ctx.db);
    const { rombel } = await rombelWithStudents(ctx.db, period, 3);
    const made = (await api.call('POST', '/api/staf/akun/rombel', { token: operator, body: { rombel_id: rombel.id } })).body.data.dibuat;
    const res = await api.call('POST', '/api/staf/akun/kartu', {
      token: operator,
      body: { alamat_portal: 'https://portal.test', judul: rombel.nama, kartu: made },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [page] = await pagesOf(new Uint8Array(Buffer.from(res.body.data.pdf, 'base64')));
    for (const m of made) for (const value of [m.nama, m.email, m.password]) expect(page).toContain(value);
  });
});
