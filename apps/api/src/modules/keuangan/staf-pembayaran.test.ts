import { createRequire } from 'node:module';
import path from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { activityLog, exportLog, pemasukanDetail, pembayaran, posPemasukan, sekolah, tagihan, tagihanItem } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod, createSiswa } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';
import { signedInStaff } from '../../../test/staff-accounts.js';

const ctx = useTestApp();
const api = client(ctx);

// The school's today is 20 November 2026 (Asia/Jakarta) throughout.
const TODAY = '2026-11-20';
const NOW = new Date('2026-11-20T03:00:00Z');

let period: Awaited<ReturnType<typeof createPeriod>>;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let detailId: number;
let bendahara: { token: string; name: string };
let kepala: string;
let guru: string;

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;
async function textOf(pdf: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl, useSystemFonts: false, isEvalSupported: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const text = content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
  await doc.destroy();
  return text;
}

/** An invoice of `items` rupiah (each a line) for a new student of the period, or for `siswaId`. */
async function newInvoice(items: number[], siswaId?: number) {
  const owner = siswaId ?? (await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id })).id;
  const [row] = await ctx.db.insert(tagihan).values({ siswa_id: owner, pemasukan_detail_id: detailId, nama: 'Kegiatan Tahunan' }).returning();
  await ctx.db.insert(tagihanItem).values(items.map((nominal, i) => ({ tagihan_id: row!.id, uraian: `Baris ${i + 1}`, nominal })));
  return { id: row!.id, siswaId: owner };
}

const bayar = (token: string, body: Record<string, unknown>) =>
  api.call('POST', '/api/staf/pembayaran', { token, body: { tanggal: TODAY, metode: 'Tunai', ...body } });
const batal = (token: string, id: number | string, alasan: unknown = 'Salah catat') =>
  api.call('POST', `/api/staf/pembayaran/${id}/batal`, { token, body: { alasan } });
const table = (token: string, body: Record<string, unknown> = {}) => api.call('POST', '/api/staf/pembayaran/table', { token, body });
const ringkasan = (token: string, body: Record<string, unknown> = {}) => api.call('POST', '/api/staf/pembayaran/ringkasan', { token, body });
const kuitansi = (token: string, id: number | string) =>
  ctx.app.inject({ method: 'GET', url: `/api/staf/pembayaran/${id}/kuitansi`, headers: { authorization: `Bearer ${token}` } });
const paidOf = async (tagihanId: number) =>
  Number(
    (
      await ctx.db
        .select({ n: sql<number>`coalesce(sum(${pembayaran.nominal_pembayaran}), 0)` })
        .from(pembayaran)
        .where(and(eq(pembayaran.tagihan_id, tagihanId), sql`${pembayaran.dibatalkan_at} is null`))
    )[0]!.n,
  );
const urut = (nomor: string) => Number(nomor.split('/')[2]);

beforeAll(async () => {
  ctx.clock = NOW;
  period = await createPeriod(ctx.db);
  student = await signedInStudent(ctx, period);
  const [pos] = await ctx.db.insert(posPemasukan).values({ nama: 'Kegiatan Tahunan' }).returning();
  const [detail] = await ctx.db
    .insert(pemasukanDetail)
    .values({ tahun_ajaran_id: period.tahunAjaran.id, pos_pemasukan_id: pos!.id, nominal: 400_000 })
    .returning();
  detailId = detail!.id;
  const staff = await signedInStaff(ctx, [STAFF_ROLE.bendahara]);
  bendahara = { token: staff.token, name: staff.account.name };
  kepala = (await signedInStaff(ctx, [STAFF_ROLE.kepala])).token;
  guru = (await signedInStaff(ctx, [STAFF_ROLE.guru])).token;
  await ctx.db.update(sekolah).set({ nama: 'MA Uji Kuitansi', npsn: '20212345', alamat: 'Jl. Pesantren No. 1, Sleman' });
});

describe('POST staf/pembayaran', () => {
  it('takes a partial payment with a receipt number; the portal shows what is left; the write is audited', async () => {
    const inv = await newInvoice([400_000, 750_000], student.siswa.id);
    const res = await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 500_000, metode: 'Transfer Bank', keterangan: 'Cicilan 1' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      tagihan_id: inv.id,
      nominal_pembayaran: 500_000,
      jenis_pembayaran: 'Transfer Bank',
      tgl_transaksi: TODAY,
      status: 'Aktif',
      sisa_tagihan: 650_000,
      dicatat_oleh: bendahara.name,
      siswa_nama: student.siswa.nama,
      rombel_nama: period.rombel.nama,
    });
    expect(res.body.data.nomor_kuitansi).toMatch(/^KW\/2026\/\d{6}$/);
    expect(res.body.message).toBe(MSG.pembayaranDicatat(res.body.data.nomor_kuitansi));
    const [entry] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'pembayaran'), eq(activityLog.entity_id, res.body.data.id)));
    expect(entry).toMatchObject({ action: 'create', detail: { before: null, after: expect.objectContaining({ nominal_pembayaran: 500_000 }) } });

    const portal = await api.call('POST', '/api/keuangan/pemasukan/pembayaran/tagihan/table', { token: student.token, body: { filtering: {} } });
    const row = portal.body.data.list.find((r: { id: number }) => r.id === inv.id);
    expect(row).toMatchObject({ total_pembayaran: 500_000, total_belum_dibayar: 650_000 });

    // The rest pays it off; anything more is refused.
    const rest = await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 650_000 });
    expect([rest.status, rest.body.data.sisa_tagihan]).toEqual([200, 0]);
    const lunas = await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 1 });
    expect([lunas.status, lunas.body.message]).toEqual([409, MSG.pembayaranLunas]);
  });

  it('refuses an amount above what is still due (409), writing nothing', async () => {
    const inv = await newInvoice([1_150_000]);
    const over = await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 1_200_000 });
    expect([over.status, over.body.message]).toEqual([409, MSG.pembayaranMelebihi('Rp. 1.150.000')]);
    expect(await paidOf(inv.id)).toBe(0);
  });

  it('refuses callers without the grant, the head, and bad input, each on its field', async () => {
    const inv = await newInvoice([100_000]);
    expect((await bayar(guru, { tagihan_id: inv.id, jumlah: 1 })).status).toBe(403);
    expect((await bayar(kepala, { tagihan_id: inv.id, jumlah: 1 })).status).toBe(403);
    expect((await bayar(student.token, { tagihan_id: inv.id, jumlah: 1 })).status).toBe(403);
    expect((await table(guru)).status).toBe(403);
    const future = await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 1, tanggal: '2026-11-21' });
    expect([future.status, future.body.data]).toEqual([400, [{ field: 'tanggal', message: MSG.pembayaranTanggalNanti }]]);
    const lampau = await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 1, tanggal: '1999-12-31' });
    expect([lampau.status, lampau.body.data]).toEqual([400, [{ field: 'tanggal', message: MSG.pembayaranTanggalLampau }]]);
    expect((await bayar(bendahara.token, { tagihan_id: 2_147_483_648, jumlah: 1 })).status).toBe(400);
    expect((await bayar(bendahara.token, { tagihan_id: 2_147_483_647, jumlah: 1 })).status).toBe(404);
    for (const jumlah of [0, -5, 1.5, 2_147_483_648, 'seribu']) {
      const bad = await bayar(bendahara.token, { tagihan_id: inv.id, jumlah });
      expect([bad.status, JSON.stringify(bad.body)]).toEqual([400, expect.stringContaining('jumlah')]);
    }
    const metode = await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 1, metode: 'Cek' });
    expect([metode.status, JSON.stringify(metode.body)]).toEqual([400, expect.stringContaining(MSG.optionInvalid)]);
    expect((await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 1, tanggal: '2026-02-30' })).status).toBe(400);
    expect(await paidOf(inv.id)).toBe(0);
  });
});

describe('POST staf/pembayaran/:id/batal', () => {
  it('cancels with a reason once: the row and its number stay, it no longer counts, the amount is due again', async () => {
    const inv = await newInvoice([300_000]);
    const paid = (await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 300_000 })).body.data;
    expect((await batal(kepala, paid.id)).status).toBe(403);
    expect((await batal(bendahara.token, paid.id, '')).status).toBe(400);
    const res = await batal(bendahara.token, paid.id, 'Uang dikembalikan');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Dibatalkan', alasan_batal: 'Uang dikembalikan', dibatalkan_oleh: bendahara.name, sisa_tagihan: 300_000 });
    expect(res.body.data.nomor_kuitansi).toBe(paid.nomor_kuitansi);
    const again = await batal(bendahara.token, paid.id);
    expect([again.status, again.body.message]).toEqual([409, MSG.pembayaranSudahBatal]);
    expect((await batal(bendahara.token, 2_147_483_647)).status).toBe(404);
    expect((await batal(bendahara.token, 2_147_483_648)).status).toBe(400);
    // Paid again in full: a new number; the cancelled one's stays used.
    const next = (await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 300_000 })).body.data;
    expect(next.nomor_kuitansi).not.toBe(paid.nomor_kuitansi);
    const rows = await ctx.db.select().from(pembayaran).where(eq(pembayaran.tagihan_id, inv.id));
    expect(rows.map((r) => r.nomor_kuitansi).sort()).toEqual([paid.nomor_kuitansi, next.nomor_kuitansi].sort());
    const audit = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entity, 'pembayaran'), eq(activityLog.entity_id, paid.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
  });
});

describe('GET staf/pembayaran/:id/kuitansi', () => {
  it('answers the receipt as a PDF with the school, the amount in figures and in words, and what is left', async () => {
    const inv = await newInvoice([1_000_000, 1_150_000]);
    const paid = (await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 1_200_000, metode: 'QRIS' })).body.data;
    const res = await kuitansi(bendahara.token, paid.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await textOf(res.rawPayload)).replace(/\s+/g, ' ');
    for (const part of [
      'MA Uji Kuitansi',
      'NPSN 20212345',
      'Jl. Pesantren No. 1, Sleman',
      paid.nomor_kuitansi,
      '20 November 2026',
      paid.siswa_nama,
      'Rp. 1.200.000',
      'satu juta dua ratus ribu rupiah',
      'Rp. 950.000',
      'QRIS',
      bendahara.name,
    ])
      expect(text).toContain(part);
    expect(text).not.toContain('DIBATALKAN');
    // The head reads receipts; the cancelled one's says so.
    await batal(bendahara.token, paid.id, 'Salah siswa');
    const cancelled = await kuitansi(kepala, paid.id);
    expect(cancelled.statusCode).toBe(200);
    expect(await textOf(cancelled.rawPayload)).toContain('DIBATALKAN');
    expect((await kuitansi(guru, paid.id)).statusCode).toBe(403);
    expect((await kuitansi(bendahara.token, 2_147_483_647)).statusCode).toBe(404);
    expect((await kuitansi(bendahara.token, 2_147_483_648)).statusCode).toBe(400);
  });
});

describe('at the same time', () => {
  it('lets only one of two payments that together exceed the invoice through', async () => {
    const inv = await newInvoice([1_000_000]);
    const answers = await Promise.all([600_000, 700_000].map((jumlah) => bayar(bendahara.token, { tagihan_id: inv.id, jumlah })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await paidOf(inv.id)).toBeLessThanOrEqual(1_000_000);
  });

  it('numbers twenty payments made at once with consecutive numbers, no gap, no twice', async () => {
    const inv = await newInvoice([20_000_000]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 10_000 })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const numbers = answers.map((a) => urut(a.body.data.nomor_kuitansi)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => numbers[0]! + i));
  });

  it('leaves no gap when a payment is refused inside the database, and refuses any path that would overpay', async () => {
    const inv = await newInvoice([100_000]);
    const first = (await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 60_000 })).body.data;
    // A write past the desk (an import, a seed) is refused by the database itself.
    await expect(
      ctx.db.insert(pembayaran).values({ tagihan_id: inv.id, tgl_transaksi: TODAY, nominal_pembayaran: 50_000, jenis_pembayaran: 'Tunai' }),
    ).rejects.toThrow();
    await expect(ctx.db.update(tagihanItem).set({ nominal: 10_000 }).where(eq(tagihanItem.tagihan_id, inv.id))).rejects.toThrow();
    // Nor may a discount grow past what is paid: 60,000 paid of 100,000 leaves room for 40,000 off.
    await expect(ctx.db.update(tagihan).set({ potongan: 40_001 }).where(eq(tagihan.id, inv.id))).rejects.toThrow();
    await ctx.db.update(tagihan).set({ potongan: 0 }).where(eq(tagihan.id, inv.id));
    const next = (await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 40_000 })).body.data;
    expect(urut(next.nomor_kuitansi)).toBe(urut(first.nomor_kuitansi) + 1);
    // A number once given never changes.
    await expect(ctx.db.update(pembayaran).set({ nomor_kuitansi: 'KW/2026/999999' }).where(eq(pembayaran.id, next.id))).rejects.toThrow();
  });
});

describe('an invoice with a discount', () => {
  it('takes at most its lines less the discount', async () => {
    const inv = await newInvoice([100_000]);
    await ctx.db.update(tagihan).set({ potongan: 30_000, potongan_keterangan: 'Yatim' }).where(eq(tagihan.id, inv.id));
    expect((await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 70_001 })).status).toBe(409);
    expect((await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 70_000 })).status).toBe(200);
    expect(await paidOf(inv.id)).toBe(70_000);
    // Paid off: the database refuses a payment past the desk too.
    await expect(
      ctx.db.insert(pembayaran).values({ tagihan_id: inv.id, tgl_transaksi: TODAY, nominal_pembayaran: 1, jenis_pembayaran: 'Tunai' }),
    ).rejects.toThrow();
  });
});

describe('property: payments never exceed an invoice', () => {
  it('holds over random sequences of payments and cancels', async () => {
    const inv = await newInvoice([500_000]);
    const ids: number[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.record({ bayar: fc.integer({ min: 1, max: 400_000 }) }), fc.record({ batal: fc.nat(30) })), { minLength: 1, maxLength: 6 }),
        async (steps) => {
          for (const step of steps) {
            if ('bayar' in step) {
              const res = await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: step.bayar });
              expect([200, 409]).toContain(res.status);
              if (res.status === 200) ids.push(res.body.data.id);
            } else if (ids.length) {
              const res = await batal(bendahara.token, ids[step.batal % ids.length]!);
              expect([200, 409]).toContain(res.status);
            }
            expect(await paidOf(inv.id)).toBeLessThanOrEqual(500_000);
          }
        },
      ),
      { seed: 52, numRuns: 12 },
    );
  });
});

describe('the list, its totals and the export', () => {
  it('filters by period, method and status; the totals and the XLSX agree to the rupiah', async () => {
    const inv = await newInvoice([900_000]);
    const a = (await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 123_456, metode: 'Virtual Account', tanggal: '2026-10-05' })).body.data;
    const b = (await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 200_001, metode: 'Virtual Account', tanggal: '2026-10-06' })).body.data;
    await bayar(bendahara.token, { tagihan_id: inv.id, jumlah: 5, metode: 'Virtual Account', tanggal: '2026-09-30' });
    await batal(bendahara.token, b.id, 'Ganda');
    const filtering = { tgl_awal: '2026-10-01', tgl_akhir: '2026-10-31', metode: 'Virtual Account' };
    const list = await table(kepala, { filtering });
    expect(list.status).toBe(200);
    expect(list.body.data.list.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    expect(list.body.data.list[0]).toMatchObject({ status: 'Dibatalkan', rownum: 1 });
    const only = await table(kepala, { filtering: { ...filtering, status: 'Aktif' } });
    expect(only.body.data.list.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await table(kepala, { search: a.nomor_kuitansi })).body.data.list.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const totals = (await ringkasan(kepala, { filtering })).body.data;
    expect(totals).toEqual({ jumlah_transaksi: 2, total_diterima: 123_456, total_dibatalkan: 200_001 });
    expect((await table(kepala, { filtering: { tgl_awal: '2026-11-01', tgl_akhir: '2026-10-01' } })).status).toBe(400);

    const ekspor = await api.call('POST', '/api/staf/pembayaran/ekspor', { token: kepala, body: { filtering } });
    expect(ekspor.status).toBe(200);
    const [logged] = await ctx.db.select().from(exportLog).where(eq(exportLog.id, ekspor.body.data.id));
    const file = await ctx.app.files.storage.open(logged!.file);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows.findIndex((r) => r[0] === 'No');
    const body = rows.slice(header + 1);
    const jumlah = rows[header]!.indexOf('Jumlah');
    const status = rows[header]!.indexOf('Status');
    const sum = (s: string) => body.filter((r) => r[status] === s).reduce((n, r) => n + Number(r[jumlah]), 0);
    expect([body.length, sum('Aktif'), sum('Dibatalkan')]).toEqual([totals.jumlah_transaksi, totals.total_diterima, totals.total_dibatalkan]);
    expect(rows).toContainEqual(['Total diterima', 'Rp. 123.456']);
    expect((await api.call('POST', '/api/staf/pembayaran/ekspor', { token: guru, body: {} })).status).toBe(403);
  });

  it("finds a student's open invoices with what is left", async () => {
    const s = await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id });
    const open = await newInvoice([250_000], s.id);
    await bayar(bendahara.token, { tagihan_id: open.id, jumlah: 100_000 });
    const res = await api.call('POST', '/api/staf/pembayaran/tagihan/table', { token: bendahara.token, body: { filtering: { siswa_id: s.id } } });
    expect(res.status).toBe(200);
    expect(res.body.data.list).toEqual([expect.objectContaining({ id: open.id, total_pembayaran: 100_000, total_belum_dibayar: 150_000 })]);
    await bayar(bendahara.token, { tagihan_id: open.id, jumlah: 150_000 });
    const none = await api.call('POST', '/api/staf/pembayaran/tagihan/table', { token: bendahara.token, body: { filtering: { siswa_id: s.id } } });
    expect(none.body.data).toMatchObject({ list: [], info: { total: 0 } });
  });
});
