import { and, count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE } from '@madrasah/contract/access';
import { MSG } from '@madrasah/contract/messages';
import { GENERATE_ROMBEL_MAX, GENERATE_TAGIHAN_MAX } from '@madrasah/contract/schemas/staf-keuangan';
import {
  activityLog,
  pemasukanDetail,
  pembayaran,
  posPemasukan,
  rombel,
  rombelSiswa,
  siswa,
  tagihan,
  tagihanItem,
  tahunAjaran,
} from '../../db/schema/index.js';
import { useTestApp } from '../../../test/context.js';
import { createPeriod, createSiswa } from '../../../test/factories.js';
import { client, signedInStudent } from '../../../test/http.js';
import { signedInStaff } from '../../../test/staff-accounts.js';

const ctx = useTestApp();
const api = client(ctx);

let period: Awaited<ReturnType<typeof createPeriod>>;
let student: Awaited<ReturnType<typeof signedInStudent>>;
let classmates: { id: number }[];
let otherRombel: number;
let stranger: { id: number };
let bendahara: string;
let kepala: string;
let guru: string;
const fee = { spp: 0, gedung: 0, seragam: 0, lalu: 0 };

const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) => api.call(method, url, { token, body });
const biaya = (token: string, body: Record<string, unknown>) =>
  call('POST', '/api/staf/keuangan/biaya', token, { tahun_ajaran_id: period.tahunAjaran.id, jenis: 'tahunan', angsuran: 1, ...body });
const generate = (token: string, body: Record<string, unknown>) =>
  call('POST', '/api/staf/keuangan/tagihan/generate', token, {
    tahun_ajaran_id: period.tahunAjaran.id,
    pemasukan_detail_ids: [fee.spp, fee.gedung],
    rombel_ids: [period.rombel.id],
    tanggal_jatuh_tempo: 10,
    ...body,
  });
const invoices = async () => (await ctx.db.select({ n: count() }).from(tagihan))[0]!.n;
const runs = async () => (await ctx.db.select({ n: count() }).from(activityLog).where(eq(activityLog.entity, 'tagihan')))[0]!.n;

beforeAll(async () => {
  period = await createPeriod(ctx.db);
  student = await signedInStudent(ctx, period);
  classmates = [await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id })];
  classmates.push(await createSiswa(ctx.db, { rombelId: period.rombel.id, tahunAjaranId: period.tahunAjaran.id }));
  const [other] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'XI IPS 9', tingkatan_kelas: 'XI' }).returning();
  otherRombel = other!.id;
  stranger = await createSiswa(ctx.db, { rombelId: otherRombel, tahunAjaranId: period.tahunAjaran.id });
  bendahara = (await signedInStaff(ctx, [STAFF_ROLE.bendahara])).token;
  kepala = (await signedInStaff(ctx, [STAFF_ROLE.kepala])).token;
  guru = (await signedInStaff(ctx, [STAFF_ROLE.guru])).token;
});

describe('fees', () => {
  it('adds a monthly fee, a yearly one in instalments and one not billed; refuses a duplicate and bad plans', async () => {
    const spp = await biaya(bendahara, { nama: 'SPP', jenis: 'bulanan', angsuran: 12, nominal: 150_000 });
    expect(spp.status, JSON.stringify(spp.body)).toBe(200);
    expect(spp.body.data).toMatchObject({ nama: 'SPP', jenis: 'bulanan', angsuran: 12, nominal: 150_000, ditagihkan: 0 });
    fee.spp = spp.body.data.id;
    const gedung = await biaya(bendahara, { nama: 'Uang Gedung', angsuran: 3, nominal: 1_000_000 });
    fee.gedung = gedung.body.data.id;
    fee.seragam = (await biaya(bendahara, { nama: 'Seragam', nominal: 400_000 })).body.data.id;
    expect((await biaya(bendahara, { nama: 'spp', nominal: 1 })).status).toBe(409);
    expect((await biaya(bendahara, { nama: 'Buku', jenis: 'bulanan', angsuran: 3, nominal: 1 })).status).toBe(400);
    expect((await biaya(bendahara, { nama: 'Buku', angsuran: 13, nominal: 1 })).status).toBe(400);
    expect((await biaya(bendahara, { nama: 'Buku', nominal: -1 })).status).toBe(400);
    expect((await biaya(bendahara, { nama: 'Buku', nominal: 1, tahun_ajaran_id: 2_000_000_000 })).status).toBe(404);
    const [lalu] = await ctx.db.insert(tahunAjaran).values({ thn_awal: 1990, thn_akhir: 1991 }).returning();
    fee.lalu = (await biaya(bendahara, { nama: 'SPP', nominal: 100, tahun_ajaran_id: lalu!.id })).body.data.id;
    const list = await call('POST', '/api/staf/keuangan/biaya/table', kepala, {});
    expect(list.status).toBe(200);
    expect(list.body.data.list.map((r: { nama: string }) => r.nama)).toEqual(['SPP', 'Uang Gedung', 'Seragam']);
  });

  it('refuses writes to the head and every call to a role without the page', async () => {
    expect((await biaya(kepala, { nama: 'Buku', nominal: 1 })).status).toBe(403);
    expect((await call('POST', '/api/staf/keuangan/biaya/table', guru, {})).status).toBe(403);
    expect((await call('DELETE', `/api/staf/keuangan/biaya/${fee.seragam}`, kepala)).status).toBe(403);
    expect((await generate(kepala, { preview: true })).status).toBe(403);
    expect((await generate(guru, { preview: true })).status).toBe(403);
    expect((await call('POST', '/api/staf/keuangan/tagihan/table', guru, {})).status).toBe(403);
    expect((await call('POST', '/api/staf/keuangan/tunggakan', guru, {})).status).toBe(403);
    expect((await call('POST', '/api/staf/keuangan/tagihan/table', student.token, {})).status).toBe(403);
  });
});

describe('billing', () => {
  it('refuses a bad year, a fee or class group of another year, no target, too many and a discount above the invoice', async () => {
    expect((await generate(bendahara, { tahun_ajaran_id: 2_000_000_000, preview: true })).status).toBe(404);
    const wrongFee = await generate(bendahara, { pemasukan_detail_ids: [fee.lalu], preview: true });
    expect(wrongFee.status).toBe(400);
    expect(wrongFee.body.message).toBe(MSG.tagihanBiayaBukanTahunIni);
    expect((await generate(bendahara, { pemasukan_detail_ids: [2_147_483_647], preview: true })).status).toBe(400);
    expect((await generate(bendahara, { pemasukan_detail_ids: [2_147_483_648], preview: true })).status).toBe(400);
    expect(JSON.stringify((await generate(bendahara, { rombel_ids: [], preview: true })).body)).toContain(MSG.tagihanPilihSasaran);
    expect((await generate(bendahara, { rombel_ids: Array.from({ length: GENERATE_ROMBEL_MAX + 1 }, (_, i) => i + 1), preview: true })).status).toBe(400);
    expect((await generate(bendahara, { tanggal_jatuh_tempo: 31, preview: true })).status).toBe(400);
    expect((await generate(bendahara, { rombel_ids: [2_000_000_000], preview: true })).body.message).toBe(MSG.tagihanRombelBukanTahunIni);
    const over = await generate(bendahara, {
      potongan: [{ siswa_id: student.siswa.id, pemasukan_detail_id: fee.spp, jenis: 'nominal', nilai: 150_001, keterangan: 'Yatim' }],
    });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain('melebihi');
    const persen = await generate(bendahara, {
      potongan: [{ siswa_id: student.siswa.id, pemasukan_detail_id: fee.spp, jenis: 'persen', nilai: 101, keterangan: 'Yatim' }],
    });
    expect(persen.status).toBe(400);
    const outside = await generate(bendahara, {
      potongan: [{ siswa_id: student.siswa.id, pemasukan_detail_id: fee.seragam, jenis: 'persen', nilai: 10, keterangan: 'Yatim' }],
    });
    expect(outside.body.message).toBe(MSG.tagihanPotonganBukanSasaran);
    expect(await invoices()).toBe(0);
    expect(await runs()).toBe(0);
  });

  const yatim = [{ siswa_id: student?.siswa.id, pemasukan_detail_id: 0, jenis: 'persen', nilai: 50, keterangan: 'Yatim' }];
  const discounts = () => [{ ...yatim[0], siswa_id: student.siswa.id, pemasukan_detail_id: fee.spp }];

  it('previews the counts and a sample without writing', async () => {
    const res = await generate(bendahara, { preview: true, potongan: discounts(), siswa_ids: [stranger.id, 2_000_000_000] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MSG.tagihanPratinjau);
    // 3 students of the class group and the one named from another: 4 × (12 + 3) invoices; an unknown id is skipped.
    expect(res.body.data).toMatchObject({ preview: true, siswa: 4, baru: 60, sudah: 0, dilewati: 1 });
    expect(res.body.data.total_nominal).toBe(4 * (12 * 150_000 + 1_000_000) - 12 * 75_000);
    expect(res.body.data.contoh).toHaveLength(10);
    expect(res.body.data.contoh[0]).toMatchObject({ jatuh_tempo: `${period.tahunAjaran.thn_awal}-07-10`, sudah: false });
    expect(await invoices()).toBe(0);
    expect(await runs()).toBe(0);
  });

  it('bills once: monthly invoices with due dates, instalments summing to the fee, the discount stored; a re-run bills nobody twice', async () => {
    const first = await generate(bendahara, { potongan: discounts() });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ preview: false, siswa: 3, baru: 45, sudah: 0 });
    expect(first.body.message).toBe(MSG.tagihanDibuat(45, 0));
    const own = await ctx.db.select().from(tagihan).where(eq(tagihan.siswa_id, student.siswa.id));
    expect(own).toHaveLength(15);
    const y = period.tahunAjaran.thn_awal;
    const spp = own.filter((t) => t.pemasukan_detail_id === fee.spp).sort((a, b) => a.periode - b.periode);
    expect(spp.map((t) => t.jatuh_tempo)).toEqual([
      ...[7, 8, 9, 10, 11, 12].map((m) => `${y}-${String(m).padStart(2, '0')}-10`),
      ...[1, 2, 3, 4, 5, 6].map((m) => `${y + 1}-0${m}-10`),
    ]);
    expect(spp[0]).toMatchObject({ nama: `SPP Juli ${y}`, potongan: 75_000, potongan_keterangan: 'Yatim' });
    const gedung = own.filter((t) => t.pemasukan_detail_id === fee.gedung).sort((a, b) => a.periode - b.periode);
    expect(gedung.map((t) => [t.nama, t.jatuh_tempo])).toEqual([
      ['Uang Gedung (Cicilan 1/3)', `${y}-07-10`],
      ['Uang Gedung (Cicilan 2/3)', `${y}-11-10`],
      ['Uang Gedung (Cicilan 3/3)', `${y + 1}-03-10`],
    ]);
    const items = await ctx.db
      .select({ nominal: tagihanItem.nominal })
      .from(tagihanItem)
      .where(
        inArray(
          tagihanItem.tagihan_id,
          gedung.map((g) => g.id),
        ),
      );
    expect(items.map((i) => i.nominal).sort()).toEqual([333_333, 333_333, 333_334]);
    expect(await runs()).toBe(1);

    const again = await generate(bendahara, { potongan: discounts() });
    expect(again.body.data).toMatchObject({ baru: 0, sudah: 45 });
    expect(await invoices()).toBe(45);
    const [log] = await ctx.db.select().from(activityLog).where(eq(activityLog.entity, 'tagihan')).orderBy(activityLog.id).limit(1);
    expect(log!.detail).toMatchObject({ after: { baru: 45, sudah: 0, siswa: 3 } });
    expect(await runs()).toBe(2);
  });

  it('bills a class group from two runs at once exactly once', async () => {
    const body = { rombel_ids: [otherRombel], pemasukan_detail_ids: [fee.spp, fee.gedung, fee.seragam] };
    const [a, b] = await Promise.all([generate(bendahara, body), generate(bendahara, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.baru + b.body.data.baru).toBe(16);
    expect(a.body.data.sudah + b.body.data.sudah).toBe(16);
    const [n] = await ctx.db.select({ n: count() }).from(tagihan).where(eq(tagihan.siswa_id, stranger.id));
    expect(n!.n).toBe(16);
    const [items] = await ctx.db
      .select({ n: count() })
      .from(tagihanItem)
      .innerJoin(tagihan, eq(tagihan.id, tagihanItem.tagihan_id))
      .where(eq(tagihan.siswa_id, stranger.id));
    expect(items!.n).toBe(16);
  });
});

describe('the invoices, the portal and the arrears', () => {
  it('shows the student the generated invoice with its discount in the portal list', async () => {
    const res = await api.call('POST', '/api/keuangan/pemasukan/pembayaran/tagihan/table', {
      token: student.token,
      body: { pagination: { current: 1, pageSize: 100 } },
    });
    expect(res.status).toBe(200);
    const juli = res.body.data.list.find((r: { tagihan_nama: string }) => r.tagihan_nama === `SPP Juli ${period.tahunAjaran.thn_awal}`);
    expect(juli).toMatchObject({ total_tagihan: 150_000, potongan: 75_000, total_pembayaran: 0, total_belum_dibayar: 75_000 });
    expect(res.body.data.list).toHaveLength(15);
  });

  it('lists the year’s invoices for the treasurer and the head, filtered, searched, with the paid and left amounts', async () => {
    const [juli] = await ctx.db
      .select()
      .from(tagihan)
      .where(and(eq(tagihan.siswa_id, student.siswa.id), eq(tagihan.pemasukan_detail_id, fee.spp), eq(tagihan.periode, 1)));
    await ctx.db
      .insert(pembayaran)
      .values({ tagihan_id: juli!.id, tgl_transaksi: `${period.tahunAjaran.thn_awal}-07-05`, nominal_pembayaran: 75_000, jenis_pembayaran: 'Tunai' });
    const table = (body: object, token = bendahara) =>
      call('POST', '/api/staf/keuangan/tagihan/table', token, { pagination: { current: 1, pageSize: 100 }, ...body });
    const all = await table({});
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data.info.total).toBe(61);
    const row = all.body.data.list.find((r: { id: number }) => r.id === juli!.id);
    expect(row).toMatchObject({
      siswa_nama: student.siswa.nama,
      rombel_nama: period.rombel.nama,
      total_tagihan: 150_000,
      potongan: 75_000,
      potongan_keterangan: 'Yatim',
      total_pembayaran: 75_000,
      total_belum_dibayar: 0,
      status: 'Lunas',
    });
    expect((await table({ filtering: { status: 'Lunas' } })).body.data.info.total).toBe(1);
    // The test's year is long past: every other invoice is overdue.
    expect((await table({ filtering: { status: 'Menunggak' } })).body.data.info.total).toBe(60);
    expect((await table({ filtering: { rombel_id: otherRombel } })).body.data.info.total).toBe(16);
    expect((await table({ filtering: { pemasukan_detail_id: fee.seragam } })).body.data.info.total).toBe(1);
    expect((await table({ search: student.siswa.nisn })).body.data.info.total).toBe(15);
    expect((await table({ sorting: [{ field: 'total_belum_dibayar', sort: 'DESC' }] }, kepala)).status).toBe(200);
  });

  it('sums the arrears per class group, the same on the staff beranda', async () => {
    const res = await call('POST', '/api/staf/keuangan/tunggakan', kepala, {});
    expect(res.status).toBe(200);
    const own = res.body.data.rombel.find((r: { rombel_id: number }) => r.rombel_id === period.rombel.id);
    const sum = 3 * (12 * 150_000 + 1_000_000) - 12 * 75_000 - 75_000;
    expect(own).toMatchObject({ siswa: 3, tagihan: 44, tunggakan: sum });
    expect(res.body.data.tunggakan).toBe(sum + 12 * 150_000 + 1_000_000 + 400_000);
    const beranda = await api.call('GET', '/api/staf/beranda', { token: bendahara });
    expect(beranda.body.data.tunggakan).toBe(res.body.data.tunggakan);
  });
});

describe('fees once billed', () => {
  it('refuses deleting a billed fee and changing its plan, and deletes an unbilled one', async () => {
    const del = await call('DELETE', `/api/staf/keuangan/biaya/${fee.spp}`, bendahara);
    expect(del.status).toBe(409);
    expect(del.body.message).toBe(MSG.biayaDitagihkan);
    const plan = await call('PUT', `/api/staf/keuangan/biaya/${fee.gedung}`, bendahara, {
      tahun_ajaran_id: period.tahunAjaran.id,
      nama: 'Uang Gedung',
      jenis: 'tahunan',
      angsuran: 2,
      nominal: 1_000_000,
    });
    expect(plan.status).toBe(409);
    const amount = await call('PUT', `/api/staf/keuangan/biaya/${fee.gedung}`, bendahara, {
      tahun_ajaran_id: period.tahunAjaran.id,
      nama: 'Uang Gedung',
      jenis: 'tahunan',
      angsuran: 3,
      nominal: 1_200_000,
    });
    expect(amount.status).toBe(200);
    expect(amount.body.data).toMatchObject({ nominal: 1_200_000, ditagihkan: 12 });
    const target = (await biaya(bendahara, { nama: 'Buku', nominal: 50_000 })).body.data.id;
    expect((await call('DELETE', `/api/staf/keuangan/biaya/${target}`, bendahara)).status).toBe(200);
    expect((await call('DELETE', `/api/staf/keuangan/biaya/${target}`, bendahara)).status).toBe(404);
    expect((await call('DELETE', '/api/staf/keuangan/biaya/2147483648', bendahara)).status).toBe(400);
  });
});

describe('a run too large for one go', () => {
  it('refuses to plan more invoices than a large school’s year and writes nothing', async () => {
    // 151 students of a class group of their own × 20 monthly fees (240 invoices each) = 36,240.
    const [big] = await ctx.db.insert(rombel).values({ tahun_ajaran_id: period.tahunAjaran.id, nama: 'XII Besar', tingkatan_kelas: 'XII' }).returning();
    const students = await ctx.db
      .insert(siswa)
      .values(Array.from({ length: 151 }, (_, i) => ({ nama: `Siswa Besar ${i}`, nisn: String(9_100_000_000 + i), jenis_kelamin: 'Laki-Laki' })))
      .returning({ id: siswa.id });
    await ctx.db.insert(rombelSiswa).values(students.map((s) => ({ siswa_id: s.id, rombel_id: big!.id, tahun_ajaran_id: period.tahunAjaran.id })));
    const kinds = await ctx.db
      .insert(posPemasukan)
      .values(Array.from({ length: 20 }, (_, i) => ({ nama: `Iuran Besar ${i}` })))
      .returning({ id: posPemasukan.id });
    const fees = await ctx.db
      .insert(pemasukanDetail)
      .values(kinds.map((k) => ({ tahun_ajaran_id: period.tahunAjaran.id, pos_pemasukan_id: k.id, nominal: 10_000, jenis: 'bulanan', angsuran: 12 })))
      .returning({ id: pemasukanDetail.id });
    const before = await invoices();
    for (const preview of [true, false]) {
      const res = await generate(bendahara, { pemasukan_detail_ids: fees.map((f) => f.id), rombel_ids: [big!.id], preview });
      expect([res.status, res.body.message]).toEqual([400, MSG.tagihanTerlaluBanyak(GENERATE_TAGIHAN_MAX)]);
    }
    expect(await invoices()).toBe(before);
    // The same fees for part of the class group fit.
    const part = await generate(bendahara, {
      pemasukan_detail_ids: fees.map((f) => f.id),
      rombel_ids: [],
      siswa_ids: students.slice(0, 100).map((s) => s.id),
      preview: true,
    });
    expect([part.status, part.body.data.baru]).toEqual([200, 24_000]);
  });
});
