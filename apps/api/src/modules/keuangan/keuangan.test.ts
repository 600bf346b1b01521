import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { exportLog, pemasukanDetail, pembayaran, posPemasukan, tagihan, tagihanItem, tahunAjaran } from '../../db/schema/index.js';
import { demoPdf } from '../../db/seed/demo-files.js';
import { newKey } from '../../platform/files/storage.js';
import { withRoleActions } from '../../../test/access.js';
import { useTestApp } from '../../../test/context.js';
import { createAccount, createPeriod, PASSWORD } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';

const ctx = useTestApp();
const api = client(ctx);

type Period = Awaited<ReturnType<typeof createPeriod>>;
type Student = Awaited<ReturnType<typeof signedInStudent>>;
let lastYear: Period;
let thisYear: Period;
let own: Student;
let other: Student;
let waliToken: string;
/** The invoices by what they test, and the fees of this year. */
const inv = {} as Record<'partial' | 'full' | 'over' | 'none' | 'lastYear' | 'others', number>;
const fee = {} as Record<'spp' | 'seragam' | 'kegiatan' | 'infaq' | 'sppLastYear', number>;
let proofPayment: number;
let othersPayment: number;

const year = (p: Period) => `${p.tahunAjaran.thn_awal}/${p.tahunAjaran.thn_akhir}`;
const tagihanTable = (body: object, token = own.token) => api.call('POST', '/api/keuangan/pemasukan/pembayaran/tagihan/table', { token, body });
const pembayaranTable = (body: object, token = own.token) => api.call('POST', '/api/keuangan/pemasukan/pembayaran/table', { token, body });
const ekspor = (body: object, token = own.token) => api.call('POST', '/api/keuangan/pemasukan/pembayaran/tagihan/ekspor', { token, body });
const dropdown = (body: object, token = own.token) => api.call('POST', '/api/keuangan/pemasukan/detail/dropdown', { token, body });
/** The cell values of a served XLSX's rows; the merged title counts once. */
async function sheetRows(link: string) {
  const served = await ctx.app.inject({ method: 'GET', url: link });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(served.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const values: unknown[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  values[0] = values[0]!.slice(0, 1);
  return { served, sheet, values };
}
const ids = (res: { body: { data: { list: { id: number }[] } } }) => res.body.data.list.map((row) => row.id);

/** An invoice of `detail` for `siswaId` with its lines ([nominal, opsional]) and payments. */
async function invoice(
  siswaId: number,
  detail: number,
  items: [number, boolean][],
  payments: { nominal: number; tgl: string; keterangan?: string; bukti?: string }[],
  nama: string | null = null,
) {
  const [row] = await ctx.db.insert(tagihan).values({ siswa_id: siswaId, pemasukan_detail_id: detail, nama }).returning();
  await ctx.db.insert(tagihanItem).values(items.map(([nominal, opsional], i) => ({ tagihan_id: row!.id, uraian: `Baris ${i + 1}`, nominal, opsional })));
  const paidRows = payments.length
    ? await ctx.db
        .insert(pembayaran)
        .values(
          payments.map((p) => ({
            tagihan_id: row!.id,
            tgl_transaksi: p.tgl,
            nominal_pembayaran: p.nominal,
            jenis_pembayaran: 'Transfer Bank',
            keterangan: p.keterangan ?? null,
            bukti_pembayaran: p.bukti ?? null,
          })),
        )
        .returning()
    : [];
  return { id: row!.id, payments: paidRows.map((p) => p.id) };
}

beforeAll(async () => {
  lastYear = await createPeriod(ctx.db);
  thisYear = await createPeriod(ctx.db);
  await ctx.db.update(tahunAjaran).set({ is_active: false }).where(eq(tahunAjaran.id, lastYear.tahunAjaran.id));
  own = await signedInStudent(ctx, thisYear);
  other = await signedInStudent(ctx, thisYear);
  const wali = await createAccount(ctx.db, { role: ROLE.wali, siswaId: own.siswa.id });
  waliToken = await api.token(wali.email, PASSWORD);

  const kinds = await ctx.db
    .insert(posPemasukan)
    .values([{ nama: 'SPP' }, { nama: 'Seragam' }, { nama: 'Kegiatan' }, { nama: 'Infaq Pembangunan' }])
    .returning();
  const kind = (nama: string) => kinds.find((k) => k.nama === nama)!.id;
  const details = await ctx.db
    .insert(pemasukanDetail)
    .values([
      { tahun_ajaran_id: thisYear.tahunAjaran.id, pos_pemasukan_id: kind('SPP'), nominal: 150_000 },
      { tahun_ajaran_id: thisYear.tahunAjaran.id, pos_pemasukan_id: kind('Seragam'), nominal: 800_000 },
      { tahun_ajaran_id: thisYear.tahunAjaran.id, pos_pemasukan_id: kind('Kegiatan'), nominal: 300_000 },
      { tahun_ajaran_id: thisYear.tahunAjaran.id, pos_pemasukan_id: kind('Infaq Pembangunan'), nominal: 500_000 },
      { tahun_ajaran_id: lastYear.tahunAjaran.id, pos_pemasukan_id: kind('SPP'), nominal: 140_000 },
    ])
    .returning();
  [fee.spp, fee.seragam, fee.kegiatan, fee.infaq, fee.sppLastYear] = details.map((d) => d.id) as [number, number, number, number, number];

  const proof = newKey('pembayaran', 'pdf');
  await ctx.app.files.storage.put(proof, demoPdf('KWITANSI', ['Seragam lunas']));

  // Partly paid: 450.000 billed, 250.000 paid, 200.000 left.
  inv.partial = (
    await invoice(
      own.siswa.id,
      fee.spp,
      [
        [150_000, false],
        [150_000, false],
        [150_000, false],
      ],
      [
        { nominal: 150_000, tgl: '2026-07-10', keterangan: 'SPP Juli' },
        { nominal: 100_000, tgl: '2026-08-10', keterangan: 'SPP Agustus (cicilan)' },
      ],
      'SPP Juli - September',
    )
  ).id;
  // Paid in full, with an optional line: 800.000 required + 200.000 optional, 1.000.000 paid.
  const full = await invoice(
    own.siswa.id,
    fee.seragam,
    [
      [500_000, false],
      [300_000, false],
      [200_000, true],
    ],
    [{ nominal: 1_000_000, tgl: '2026-07-20', keterangan: 'Lunas seragam', bukti: proof }],
  );
  inv.full = full.id;
  proofPayment = full.payments[0]!;
  // Paid off, after a payment of 50.000 was cancelled: it counts nowhere, nothing is left.
  const over = await invoice(own.siswa.id, fee.kegiatan, [[300_000, false]], [{ nominal: 50_000, tgl: '2026-08-20' }]);
  inv.over = over.id;
  await ctx.db
    .update(pembayaran)
    .set({ dibatalkan_at: new Date('2026-08-21T03:00:00Z'), alasan_batal: 'Salah catat' })
    .where(eq(pembayaran.id, over.payments[0]!));
  await ctx.db.insert(pembayaran).values({ tagihan_id: over.id, tgl_transaksi: '2026-09-01', nominal_pembayaran: 300_000, jenis_pembayaran: 'Transfer Bank' });
  // Nothing paid yet.
  inv.none = (await invoice(own.siswa.id, fee.infaq, [[500_000, false]], [])).id;
  inv.lastYear = (
    await invoice(
      own.siswa.id,
      fee.sppLastYear,
      [
        [140_000, false],
        [140_000, false],
      ],
      [{ nominal: 280_000, tgl: '2026-03-05' }],
    )
  ).id;
  const others = await invoice(other.siswa.id, fee.spp, [[150_000, false]], [{ nominal: 150_000, tgl: '2026-07-11', keterangan: 'SPP Juli' }]);
  inv.others = others.id;
  othersPayment = others.payments[0]!;
});

describe('POST keuangan/pemasukan/pembayaran/tagihan/table', () => {
  it('sums each invoice of the active year: required and optional lines, payments, and what is left (never below 0)', async () => {
    const res = await tagihanTable({});
    expect(res.status).toBe(200);
    expect(res.body.data.info).toEqual({ total: 4, current: 1, pageSize: 10 });
    const byId = Object.fromEntries(res.body.data.list.map((row: { id: number }) => [row.id, row]));
    const totals = (id: number) => {
      const { total_tagihan, total_biaya_opsional, potongan, total_pembayaran, total_belum_dibayar } = byId[id];
      return [total_tagihan, total_biaya_opsional, potongan, total_pembayaran, total_belum_dibayar];
    };
    expect(totals(inv.partial)).toEqual([450_000, 0, 0, 250_000, 200_000]);
    expect(totals(inv.full)).toEqual([800_000, 200_000, 0, 1_000_000, 0]);
    expect(totals(inv.over)).toEqual([300_000, 0, 0, 300_000, 0]);
    expect(totals(inv.none)).toEqual([500_000, 0, 0, 0, 500_000]);
    // The invoice's own name, or else its fee's; the year as the lists write it.
    expect(byId[inv.partial]).toMatchObject({ tagihan_nama: 'SPP Juli - September', tahun_ajaran: year(thisYear), siswa_nama: own.siswa.nama });
    expect(byId[inv.none].tagihan_nama).toBe('Infaq Pembangunan');
  });

  it('lists newest first, and sorts by each total in SQL, with pages that neither overlap nor skip', async () => {
    expect(ids(await tagihanTable({}))).toEqual([inv.none, inv.over, inv.full, inv.partial]);
    const sorted = async (field: string, sort: 'ASC' | 'DESC') => ids(await tagihanTable({ sorting: [{ field, sort }] }));
    expect(await sorted('total_belum_dibayar', 'DESC')).toEqual([inv.none, inv.partial, inv.over, inv.full]);
    expect(await sorted('total_belum_dibayar', 'ASC')).toEqual([inv.full, inv.over, inv.partial, inv.none]);
    expect(await sorted('total_tagihan', 'ASC')).toEqual([inv.over, inv.partial, inv.none, inv.full]);
    expect(await sorted('total_pembayaran', 'DESC')).toEqual([inv.full, inv.over, inv.partial, inv.none]);
    const page = async (current: number) =>
      ids(await tagihanTable({ pagination: { current, pageSize: 3 }, sorting: [{ field: 'total_belum_dibayar', sort: 'DESC' }] }));
    expect([...(await page(1)), ...(await page(2))]).toEqual([inv.none, inv.partial, inv.over, inv.full]);
  });

  it('filters by school year and searches the invoice and fee names', async () => {
    const last = await tagihanTable({ filtering: { tahun_ajaran: lastYear.tahunAjaran.id } });
    expect(ids(last)).toEqual([inv.lastYear]);
    expect(last.body.data.list[0]).toMatchObject({ tahun_ajaran: year(lastYear), total_tagihan: 280_000, total_pembayaran: 280_000, total_belum_dibayar: 0 });
    expect(ids(await tagihanTable({ search: 'seragam' }))).toEqual([inv.full]);
    expect(ids(await tagihanTable({ search: 'september' }))).toEqual([inv.partial]);
  });

  it("gives a guardian the ward's invoices, and refuses another student's", async () => {
    expect(ids(await tagihanTable({ filtering: { siswa_id: own.siswa.id } }, waliToken))).toHaveLength(4);
    const refused = await tagihanTable({ filtering: { siswa_id: other.siswa.id } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MSG.notYourStudent);
    expect((await tagihanTable({ filtering: { siswa_id: own.siswa.id } }, other.token)).status).toBe(403);
  });

  it('needs the invoice action, and refuses bad input in Indonesian', async () => {
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.tagihanSiswa,
      (actions) => actions.filter((a) => a !== 'invoice'),
      async () => {
        expect((await tagihanTable({})).status).toBe(403);
      },
    );
    const badYear = await tagihanTable({ filtering: { tahun_ajaran: 'dua ribu' } });
    expect(badYear.status).toBe(400);
    expect(badYear.body.data).toEqual([expect.objectContaining({ field: 'filtering.tahun_ajaran' })]);
    const badSort = await tagihanTable({ sorting: [{ field: 'siswa_id', sort: 'ASC' }] });
    expect(badSort.status).toBe(400);
    expect(badSort.body.data).toEqual([{ field: 'sorting', message: MSG.sortFieldUnknown('siswa_id') }]);
  });
});

describe('POST keuangan/pemasukan/pembayaran/table', () => {
  it("lists the student's payments of every year, newest first, with what each invoice bills", async () => {
    const res = await pembayaranTable({});
    expect(res.status).toBe(200);
    expect(res.body.data.info.total).toBe(5);
    expect(ids(res)).toEqual([...ids(res)].sort((a, b) => b - a));
    type Row = { id: number; pos_pemasukan_nama: string };
    const over = res.body.data.list.find((row: Row) => row.pos_pemasukan_nama === 'Kegiatan');
    const full = res.body.data.list.find((row: Row) => row.id === proofPayment);
    expect(over).toMatchObject({
      tgl_transaksi: '2026-09-01',
      pos_pemasukan_nama: 'Kegiatan',
      nominal_tagihan: 300_000,
      nominal_pembayaran: 300_000,
      bukti_pembayaran: null,
    });
    // What the invoice bills counts its optional lines too.
    expect(full).toMatchObject({
      id: proofPayment,
      siswa_nama: own.siswa.nama,
      tahun_ajaran: year(thisYear),
      pos_pemasukan_nama: 'Seragam',
      nominal_tagihan: 1_000_000,
      nominal_pembayaran: 1_000_000,
      jenis_pembayaran: 'Transfer Bank',
      keterangan: 'Lunas seragam',
      main_path: '/api/files/',
    });
    // The other student's payment is not among them.
    expect(ids(res)).not.toContain(othersPayment);
  });

  it('serves the proof through its signed link', async () => {
    const [row] = (await pembayaranTable({ search: 'lunas seragam' })).body.data.list;
    expect(row.bukti_pembayaran).toMatch(/^pembayaran\/.+\.pdf\?exp=\d+&sig=/);
    const served = await ctx.app.inject({ method: 'GET', url: `${row.main_path}${row.bukti_pembayaran}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('filters by school year and by fee, and searches the fee and the note', async () => {
    const last = await pembayaranTable({ filtering: { tahun_ajaran: lastYear.tahunAjaran.id } });
    expect(last.body.data.list).toEqual([expect.objectContaining({ tahun_ajaran: year(lastYear), nominal_pembayaran: 280_000 })]);
    const spp = await pembayaranTable({ filtering: { tahun_ajaran: thisYear.tahunAjaran.id, detail_pemasukan_id: fee.spp } });
    expect(spp.body.data.list.map((row: { keterangan: string }) => row.keterangan)).toEqual(['SPP Agustus (cicilan)', 'SPP Juli']);
    expect(spp.body.data.list[0].nominal_tagihan).toBe(450_000);
    expect((await pembayaranTable({ search: 'cicilan' })).body.data.info.total).toBe(1);
    expect((await pembayaranTable({ search: 'kegiatan' })).body.data.info.total).toBe(1);
  });

  it('sorts by payment date, billed amount and paid amount', async () => {
    type Row = { tgl_transaksi: string; nominal_tagihan: number; nominal_pembayaran: number };
    const sorted = async (field: keyof Row, sort: 'ASC' | 'DESC') =>
      (await pembayaranTable({ sorting: [{ field, sort }] })).body.data.list.map((row: Row) => row[field]);
    expect(await sorted('tgl_transaksi', 'ASC')).toEqual(['2026-03-05', '2026-07-10', '2026-07-20', '2026-08-10', '2026-09-01']);
    expect(await sorted('nominal_tagihan', 'DESC')).toEqual([1_000_000, 450_000, 450_000, 300_000, 280_000]);
    expect(await sorted('nominal_pembayaran', 'ASC')).toEqual([100_000, 150_000, 280_000, 300_000, 1_000_000]);
  });

  it("refuses another student's id and a guardian without the page's view", async () => {
    expect((await pembayaranTable({ filtering: { siswa_id: other.siswa.id } })).status).toBe(403);
    expect((await pembayaranTable({ filtering: { siswa_id: own.siswa.id } }, waliToken)).body.data.info.total).toBe(5);
    await withRoleActions(
      ctx.db,
      ROLE.wali,
      PAGE.pembayaranSiswa,
      () => [],
      async () => {
        expect((await pembayaranTable({}, waliToken)).status).toBe(403);
      },
    );
    const bad = await pembayaranTable({ filtering: { detail_pemasukan_id: -1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.invalidRequest);
  });
});

describe('POST keuangan/pemasukan/detail/dropdown', () => {
  it("offers a year's fees, the active year's when none is asked", async () => {
    const active = await dropdown({});
    expect(active.status).toBe(200);
    // In the order the school set its kinds of income up.
    expect(active.body.data).toEqual([
      { pemasukan_detail_id: fee.spp, pos_pemasukan_nama: 'SPP', nominal: 150_000 },
      { pemasukan_detail_id: fee.seragam, pos_pemasukan_nama: 'Seragam', nominal: 800_000 },
      { pemasukan_detail_id: fee.kegiatan, pos_pemasukan_nama: 'Kegiatan', nominal: 300_000 },
      { pemasukan_detail_id: fee.infaq, pos_pemasukan_nama: 'Infaq Pembangunan', nominal: 500_000 },
    ]);
    expect((await dropdown({ tahun_ajaran: String(lastYear.tahunAjaran.id) })).body.data).toEqual([
      { pemasukan_detail_id: fee.sppLastYear, pos_pemasukan_nama: 'SPP', nominal: 140_000 },
    ]);
  });
});

describe('POST keuangan/pemasukan/pembayaran/tagihan/ekspor', () => {
  const exportLogRows = async () => (await ctx.db.select({ n: count() }).from(exportLog))[0]!.n;

  it("answers a link to an XLSX of the year's invoices with their totals, and keeps no export log", async () => {
    const before = await exportLogRows();
    const res = await ekspor({ siswa_id: own.siswa.id, tahun_ajaran: thisYear.tahunAjaran.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.tagihanExported);
    expect(res.body.data.link).toMatch(/^\/api\/files\/export\/.+\/tagihan-siswa-\d{4}-\d{4}-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx\?exp=\d+&sig=/);
    expect(await exportLogRows()).toBe(before);

    const { served, sheet, values } = await sheetRows(res.body.data.link);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="tagihan-siswa-/);
    expect(values).toEqual([
      ['Tagihan Siswa'],
      ['Siswa', own.siswa.nama],
      ['Rombel', thisYear.rombel.nama],
      ['Tahun Ajaran', year(thisYear)],
      ['No', 'Tahun Ajaran', 'Tagihan', 'Total Tagihan', 'Biaya Opsional', 'Potongan', 'Total Pembayaran', 'Belum Dibayar'],
      [1, year(thisYear), 'SPP Juli - September', 450_000, 0, 0, 250_000, 200_000],
      [2, year(thisYear), 'Seragam', 800_000, 200_000, 0, 1_000_000, 0],
      [3, year(thisYear), 'Kegiatan', 300_000, 0, 0, 300_000, 0],
      [4, year(thisYear), 'Infaq Pembangunan', 500_000, 0, 0, 0, 500_000],
    ]);
    // Amounts stay numbers, shown in rupiah (row 7: the first invoice, under the title, three filter lines, a blank line and the header).
    expect(sheet.getRow(7).getCell(4).numFmt).toBe('"Rp. "#,##0');
  });

  it('narrows to one fee, and a year without a class group shows a dash', async () => {
    const res = await ekspor({ tahun_ajaran: lastYear.tahunAjaran.id, detail_pemasukan_id: fee.sppLastYear }, waliToken);
    expect(res.status).toBe(200);
    const { values } = await sheetRows(res.body.data.link);
    expect(values.slice(1, 5)).toEqual([
      ['Siswa', own.siswa.nama],
      ['Rombel', '-'],
      ['Tahun Ajaran', year(lastYear)],
      ['Pos Pemasukan', 'SPP'],
    ]);
    expect(values.slice(6)).toEqual([[1, year(lastYear), 'SPP', 280_000, 0, 0, 280_000, 0]]);
  });

  it('refuses without the export action, for another student, and without a school year', async () => {
    await withRoleActions(
      ctx.db,
      ROLE.siswa,
      PAGE.tagihanSiswa,
      (actions) => actions.filter((a) => a !== 'export'),
      async () => {
        expect((await ekspor({ tahun_ajaran: thisYear.tahunAjaran.id })).status).toBe(403);
      },
    );
    expect((await ekspor({ siswa_id: other.siswa.id, tahun_ajaran: thisYear.tahunAjaran.id })).status).toBe(403);
    const noYear = await ekspor({});
    expect(noYear.status).toBe(400);
    expect(noYear.body.data).toEqual([{ field: 'tahun_ajaran', message: MSG.mustChoose }]);
    const otherYearsFee = await ekspor({ tahun_ajaran: thisYear.tahunAjaran.id, detail_pemasukan_id: fee.sppLastYear });
    expect(otherYearsFee.status).toBe(400);
    expect(otherYearsFee.body.data).toEqual([{ field: 'detail_pemasukan_id', message: MSG.optionInvalid }]);
    expect((await ekspor({ tahun_ajaran: 2_000_000 })).status).toBe(404);
  });
});
