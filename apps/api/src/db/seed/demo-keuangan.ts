import { fakerID_ID as faker } from '@faker-js/faker';
import { eq, inArray, sql } from 'drizzle-orm';
import { isoToDmy } from '@madrasah/contract/dates';
import { JENIS_PEMBAYARAN } from '@madrasah/contract/schemas/keuangan';
import type { Tx } from '../client.js';
import { pemasukanDetail, posPemasukan, rombel, siswa, tagihan } from '../schema/index.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { storeDemoPdf } from './demo-files.js';
import type { DemoYear } from './demo-year.js';

/** The kinds of income, in the order the school set them up (the fee picker's order). */
const POS = ['SPP', 'Infaq Pembangunan', 'Buku dan LKS', 'Kegiatan Tahunan', 'Seragam', 'Pendaftaran Siswa Baru'] as const;
type Pos = (typeof POS)[number];
type Year = DemoYear['ta'];

/** Each year's fees and their standard amounts (SPP: a month's). New students pay the admission fees in the year before they start. */
const ACTIVE_FEES: Partial<Record<Pos, number>> = { SPP: 150_000, 'Infaq Pembangunan': 500_000, 'Buku dan LKS': 450_000, 'Kegiatan Tahunan': 400_000 };
const LAST_FEES: Partial<Record<Pos, number>> = {
  SPP: 140_000,
  'Infaq Pembangunan': 450_000,
  'Buku dan LKS': 420_000,
  'Kegiatan Tahunan': 375_000,
  Seragam: 900_000,
  'Pendaftaran Siswa Baru': 250_000,
};
const YEARLY: Pos[] = ['SPP', 'Infaq Pembangunan', 'Buku dan LKS', 'Kegiatan Tahunan'];
const ADMISSION: Pos[] = ['Pendaftaran Siswa Baru', 'Seragam'];

const MONTHS = ['Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember', 'Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni'];
const STUDY_TOUR = { uraian: 'Study tour Bandung - Jakarta', nominal: 750_000, opsional: true };
const JAS = { uraian: 'Jas almamater', nominal: 200_000, opsional: true };

type Line = { uraian: string; nominal: number; opsional: boolean };
const line = (uraian: string, nominal: number): Line => ({ uraian, nominal, opsional: false });

/** An invoice's lines: SPP month by month, books by semester, the year's activities, the uniform piece by piece. */
function linesOf(pos: Pos, nominal: number, year: Year): Line[] {
  switch (pos) {
    case 'SPP':
      return MONTHS.map((month, i) => line(`SPP ${month} ${i < 6 ? year.thn_awal : year.thn_akhir}`, nominal));
    case 'Infaq Pembangunan':
      return [line('Infaq pembangunan ruang kelas dan musala', nominal)];
    case 'Buku dan LKS':
      return [line('Buku paket dan LKS semester ganjil', nominal / 2), line('Buku paket dan LKS semester genap', nominal / 2)];
    case 'Kegiatan Tahunan':
      return [
        line('Pramuka dan ekstrakurikuler', nominal - 200_000),
        line('Peringatan hari besar Islam', 100_000),
        line('Class meeting dan pentas seni', 50_000),
        line('Asuransi siswa', 50_000),
      ];
    case 'Seragam':
      return [
        line('Seragam putih abu-abu (2 stel)', 300_000),
        line('Seragam batik madrasah', 150_000),
        line('Seragam pramuka', 200_000),
        line('Seragam olahraga', 150_000),
        line('Atribut, jilbab dan peci', nominal - 800_000),
      ];
    case 'Pendaftaran Siswa Baru':
      return [line('Biaya pendaftaran dan tes seleksi', nominal)];
  }
}

type Payment = { tgl: string; nominal: number; jenis: (typeof JENIS_PEMBAYARAN)[number]; keterangan?: string; bukti?: string };
type Invoice = { siswa_id: number; detail: number; nama: string | null; lines: Line[]; payments: Payment[] };

const total = (lines: Line[]) => lines.reduce((sum, l) => sum + l.nominal, 0);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const between = (from: string, to: string) => iso(faker.date.between({ from: `${from}T00:00:00Z`, to: `${to}T00:00:00Z` }));
/** The month's date of SPP month `i` of the year (0 is July of its first year). */
const sppDay = (year: Year, i: number, day: number) =>
  `${i < 6 ? year.thn_awal : year.thn_akhir}-${String(((i + 6) % 12) + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** One payment of everything an invoice bills. */
const paidInFull = (lines: Line[], tgl: string): Payment => ({
  tgl,
  nominal: total(lines),
  jenis: faker.helpers.arrayElement(JENIS_PEMBAYARAN),
  keterangan: 'Lunas',
});

/** A receipt as the proof of a payment, stored as a PDF. */
async function receipt(storage: FileStorage, nama: string, p: Omit<Payment, 'bukti'>, untuk: string) {
  return storeDemoPdf(storage, 'pembayaran', 'BUKTI PEMBAYARAN', [
    `Telah diterima dari: ${nama}`,
    `Untuk pembayaran: ${untuk}`,
    `Tanggal: ${isoToDmy(p.tgl)}`,
    `Jumlah: Rp. ${p.nominal.toLocaleString('id-ID')}`,
    `Cara pembayaran: ${p.jenis}`,
    '',
    'Bendahara Madrasah',
  ]);
}

/**
 * Fees, invoices and payments for the demo. Every student has this year's SPP, infaq, books and
 * activities (some took up the optional study tour) and last year's invoices: a new student's
 * admission fees, the others' yearly fees, all paid. This year's payments vary; siswa@ has an
 * invoice of each kind (partly paid, paid in full, paid off in instalments, unpaid) with receipts on the
 * transfers, and siswa2@ a few. Written in bulk (arrays unnested in SQL).
 */
export async function seedDemoKeuangan(tx: Tx, storage: FileStorage, year: DemoYear) {
  const kinds = await tx
    .insert(posPemasukan)
    .values(POS.map((nama) => ({ nama })))
    .returning();
  const kindId = (nama: Pos) => kinds.find((k) => k.nama === nama)!.id;
  const feeRows = (y: Year, fees: Partial<Record<Pos, number>>) =>
    Object.entries(fees).map(([pos, nominal]) => ({ tahun_ajaran_id: y.id, pos_pemasukan_id: kindId(pos as Pos), nominal: nominal! }));
  const details = await tx
    .insert(pemasukanDetail)
    .values([...feeRows(year.lastYear, LAST_FEES), ...feeRows(year.ta, ACTIVE_FEES)])
    .returning();
  const fee = (y: Year, pos: Pos) => {
    const d = details.find((x) => x.tahun_ajaran_id === y.id && x.pos_pemasukan_id === kindId(pos))!;
    return { detail: d.id, nominal: d.nominal };
  };

  const levels = await tx.select({ id: rombel.id, tingkat: rombel.tingkatan_kelas }).from(rombel).where(eq(rombel.tahun_ajaran_id, year.ta.id));
  const isNew = new Set(levels.filter((r) => r.tingkat === 'X').map((r) => r.id));
  const names = await tx
    .select({ id: siswa.id, nama: siswa.nama })
    .from(siswa)
    .where(inArray(siswa.id, [year.siswa, year.siswa2]));
  const namaOf = (id: number) => names.find((n) => n.id === id)!.nama;

  const invoices: Invoice[] = [];
  const bill = (siswaId: number, y: Year, pos: Pos, extra: Line[] = [], payments: (lines: Line[]) => Payment[] = () => []) => {
    const { detail, nominal } = fee(y, pos);
    const lines = [...linesOf(pos, nominal, y), ...extra];
    const nama = pos === 'SPP' ? `SPP Juli ${y.thn_awal} - Juni ${y.thn_akhir}` : null;
    invoices.push({ siswa_id: siswaId, detail, nama, lines, payments: payments(lines) });
  };

  for (const s of year.placed) {
    if (s.id === year.siswa || s.id === year.siswa2) continue;
    if (isNew.has(s.rombelId)) {
      for (const pos of ADMISSION)
        bill(s.id, year.lastYear, pos, pos === 'Seragam' && faker.datatype.boolean(0.6) ? [JAS] : [], (l) => [
          paidInFull(l, between('2026-02-02', '2026-06-30')),
        ]);
    } else {
      for (const pos of YEARLY) bill(s.id, year.lastYear, pos, [], (l) => [paidInFull(l, between('2025-07-14', '2026-05-29'))]);
    }
    const months = faker.number.int({ min: 0, max: 5 });
    bill(s.id, year.ta, 'SPP', [], (l) =>
      l.slice(0, months).map((m, i) => ({
        tgl: sppDay(year.ta, i, faker.number.int({ min: 3, max: 15 })),
        nominal: m.nominal,
        jenis: faker.helpers.arrayElement(JENIS_PEMBAYARAN),
        keterangan: m.uraian,
      })),
    );
    bill(s.id, year.ta, 'Infaq Pembangunan', [], (l) => (faker.datatype.boolean(0.4) ? [paidInFull(l, between('2026-07-13', '2026-11-13'))] : []));
    bill(s.id, year.ta, 'Buku dan LKS', [], (l) => (faker.datatype.boolean(0.7) ? [paidInFull(l, between('2026-07-13', '2026-09-30'))] : []));
    bill(s.id, year.ta, 'Kegiatan Tahunan', faker.datatype.boolean(0.5) ? [STUDY_TOUR] : [], (l) =>
      faker.datatype.boolean(0.5) ? [paidInFull(l, between('2026-08-03', '2026-11-13'))] : [],
    );
  }
  await seedDemoStudents(storage, year, namaOf, bill);
  await writeInvoices(tx, invoices);
}

type Bill = (siswaId: number, y: Year, pos: Pos, extra?: Line[], payments?: (lines: Line[]) => Payment[]) => void;

/** The demo accounts' invoices, each told by hand; transfers come with a receipt. */
async function seedDemoStudents(storage: FileStorage, year: DemoYear, namaOf: (id: number) => string, bill: Bill) {
  const withReceipt = async (siswaId: number, untuk: string, p: Omit<Payment, 'bukti'>): Promise<Payment> => ({
    ...p,
    bukti: await receipt(storage, namaOf(siswaId), p, untuk),
  });
  const { ta, lastYear } = year;

  // siswa@: SPP partly paid (July to November), books paid in full, activities (with the study tour) paid off in two, infaq unpaid.
  const spp = (months: number, jenis: Payment['jenis']) => (l: Line[]) =>
    l.slice(0, months).map((m, i): Payment => ({ tgl: sppDay(ta, i, 8), nominal: m.nominal, jenis, keterangan: m.uraian }));
  bill(year.siswa, ta, 'SPP', [], spp(5, 'QRIS'));
  const buku = await withReceipt(year.siswa, 'Buku dan LKS 2026/2027', {
    tgl: '2026-07-15',
    nominal: 450_000,
    jenis: 'Transfer Bank',
    keterangan: 'Buku paket dan LKS satu tahun',
  });
  bill(year.siswa, ta, 'Buku dan LKS', [], () => [buku]);
  const kegiatan = [
    await withReceipt(year.siswa, 'Kegiatan Tahunan 2026/2027', {
      tgl: '2026-08-20',
      nominal: 600_000,
      jenis: 'Transfer Bank',
      keterangan: 'Kegiatan tahunan dan uang muka study tour',
    }),
    await withReceipt(year.siswa, 'Study tour 2026/2027', {
      tgl: '2026-10-15',
      nominal: 550_000,
      jenis: 'Transfer Bank',
      keterangan: 'Pelunasan study tour',
    }),
  ];
  bill(year.siswa, ta, 'Kegiatan Tahunan', [STUDY_TOUR], () => kegiatan);
  bill(year.siswa, ta, 'Infaq Pembangunan');
  // Last year siswa@ was admitted: registration paid in cash, the uniform (with the jacket) in two transfers.
  const daftar = await withReceipt(year.siswa, 'Pendaftaran siswa baru 2026/2027', {
    tgl: '2026-02-16',
    nominal: 250_000,
    jenis: 'Tunai',
    keterangan: 'Pendaftaran gelombang 1',
  });
  bill(year.siswa, lastYear, 'Pendaftaran Siswa Baru', [], () => [daftar]);
  const seragam = [
    await withReceipt(year.siswa, 'Seragam (cicilan 1)', { tgl: '2026-06-22', nominal: 600_000, jenis: 'Transfer Bank', keterangan: 'Seragam cicilan 1' }),
    await withReceipt(year.siswa, 'Seragam (cicilan 2)', {
      tgl: '2026-06-29',
      nominal: 500_000,
      jenis: 'Transfer Bank',
      keterangan: 'Seragam dan jas almamater, lunas',
    }),
  ];
  bill(year.siswa, lastYear, 'Seragam', [JAS], () => seragam);

  // siswa2@: SPP July to September, books half paid, infaq paid, activities not yet; last year's admission paid.
  bill(year.siswa2, ta, 'SPP', [], spp(3, 'Tunai'));
  bill(year.siswa2, ta, 'Buku dan LKS', [], () => [{ tgl: '2026-08-12', nominal: 225_000, jenis: 'Tunai', keterangan: 'Cicilan semester ganjil' }]);
  const infaq = await withReceipt(year.siswa2, 'Infaq Pembangunan 2026/2027', {
    tgl: '2026-09-30',
    nominal: 500_000,
    jenis: 'Virtual Account',
    keterangan: 'Infaq pembangunan',
  });
  bill(year.siswa2, ta, 'Infaq Pembangunan', [], () => [infaq]);
  bill(year.siswa2, ta, 'Kegiatan Tahunan');
  bill(year.siswa2, lastYear, 'Pendaftaran Siswa Baru', [], (l) => [{ ...paidInFull(l, '2026-03-09'), jenis: 'Tunai' }]);
  bill(year.siswa2, lastYear, 'Seragam', [], (l) => [{ ...paidInFull(l, '2026-06-24'), jenis: 'Transfer Bank' }]);
}

/** Arrays unnested in SQL: a few thousand rows in one statement each. */
const unnest = (columns: [values: unknown[], type: string][]) =>
  sql.join(
    columns.map(([values, type]) => sql`${sql.param(values)}::${sql.raw(type)}[]`),
    sql`, `,
  );

/** The invoices, then their lines and payments against the ids the database gave them. */
async function writeInvoices(tx: Tx, invoices: Invoice[]) {
  await tx.execute(sql`
    INSERT INTO tagihan (siswa_id, pemasukan_detail_id, nama)
    SELECT * FROM unnest(${unnest([
      [invoices.map((i) => i.siswa_id), 'int'],
      [invoices.map((i) => i.detail), 'int'],
      [invoices.map((i) => i.nama), 'text'],
    ])})`);
  const made = await tx.select({ id: tagihan.id, siswa_id: tagihan.siswa_id, detail: tagihan.pemasukan_detail_id }).from(tagihan);
  const idOf = new Map(made.map((t) => [`${t.siswa_id}:${t.detail}`, t.id]));
  const withId = invoices.map((i) => ({ ...i, id: idOf.get(`${i.siswa_id}:${i.detail}`)! }));

  const lines = withId.flatMap((i) => i.lines.map((l) => ({ ...l, tagihan_id: i.id })));
  await tx.execute(sql`
    INSERT INTO tagihan_item (tagihan_id, uraian, nominal, opsional)
    SELECT * FROM unnest(${unnest([
      [lines.map((l) => l.tagihan_id), 'int'],
      [lines.map((l) => l.uraian), 'text'],
      [lines.map((l) => l.nominal), 'int'],
      [lines.map((l) => l.opsional), 'bool'],
    ])})`);

  // Payments are recorded in the order they were made, so the list's default (newest first) reads back in time.
  const payments = withId.flatMap((i) => i.payments.map((p) => ({ ...p, tagihan_id: i.id }))).sort((a, b) => a.tgl.localeCompare(b.tgl));
  await tx.execute(sql`
    INSERT INTO pembayaran (tagihan_id, tgl_transaksi, nominal_pembayaran, jenis_pembayaran, keterangan, bukti_pembayaran, created_at)
    SELECT t, d, n, j, k, b, d::timestamp AT TIME ZONE 'Asia/Jakarta' + interval '10 hours' FROM unnest(${unnest([
      [payments.map((p) => p.tagihan_id), 'int'],
      [payments.map((p) => p.tgl), 'date'],
      [payments.map((p) => p.nominal), 'int'],
      [payments.map((p) => p.jenis), 'text'],
      [payments.map((p) => p.keterangan ?? null), 'text'],
      [payments.map((p) => p.bukti ?? null), 'text'],
    ])}) AS p(t, d, n, j, k, b)`);
}
