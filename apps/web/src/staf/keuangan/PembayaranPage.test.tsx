// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAF_PAGE } from '@madrasah/contract/access';
import { STAF_PEMBAYARAN } from '@madrasah/contract/endpoints/staf-pembayaran';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import type { PembayaranStafRow } from '@madrasah/contract/schemas/staf-pembayaran';
import { at, fakeApi, ok } from '../../../test/fake-api';
import { user } from '../../../test/signed-in';
import { renderStafSignedIn, stafPrivilege, stafPrivilegeRoute } from '../../../test/staf-signed-in';
import PembayaranPage from './PembayaranPage';

const MANAGE = { status: true, action: { view: true, detail: true, create: true, delete: true, export: true } };
const READ = { status: true, action: { view: true, detail: true, export: true } };

const row = (over: Partial<PembayaranStafRow> = {}): PembayaranStafRow => ({
  rownum: 1,
  id: 81,
  nomor_kuitansi: 'KW/2026/000081',
  tagihan_id: 9,
  tagihan_nama: 'Kegiatan Tahunan',
  tahun_ajaran: '2026/2027',
  siswa_id: 11,
  siswa_nama: 'Ahmad Fauzi',
  nisn: '0012345678',
  rombel_nama: 'X IPA 1',
  tgl_transaksi: '2026-11-20',
  nominal_pembayaran: 500_000,
  jenis_pembayaran: 'Tunai',
  keterangan: null,
  dicatat_oleh: 'Bu Bendahara',
  status: 'Aktif',
  dibatalkan_at: null,
  dibatalkan_oleh: null,
  alasan_batal: null,
  sisa_tagihan: 650_000,
  ...over,
});
const tagihan = {
  id: 9,
  tahun_ajaran: '2026/2027',
  tagihan_nama: 'Kegiatan Tahunan',
  siswa_nama: 'Ahmad Fauzi',
  total_tagihan: 400_000,
  total_biaya_opsional: 750_000,
  total_pembayaran: 0,
  total_belum_dibayar: 1_150_000,
};
const siswa = {
  rownum: 1,
  id: 11,
  nama: 'Ahmad Fauzi',
  nisn: '0012345678',
  nis: null,
  jenis_kelamin: 'L',
  rombel_id: 5,
  rombel_nama: 'X IPA 1',
  status_siswa: 'Aktif',
  akun_ditangguhkan: false,
};

function api(access: object, extra = {}) {
  return fakeApi({
    ...stafPrivilegeRoute(stafPrivilege({ [STAF_PAGE.siswa]: { status: true, action: { view: true } }, [STAF_PAGE.pembayaran]: access } as never)),
    [at(STAF_SISWA.table)]: () => ok({ list: [siswa], info: { total: 1, current: 1, pageSize: 20 } }),
    [at(STAF_PEMBAYARAN.tagihan)]: () => ok({ list: [tagihan], info: { total: 1, current: 1, pageSize: 50 } }),
    [at(STAF_PEMBAYARAN.ringkasan)]: () => ok({ jumlah_transaksi: 2, total_diterima: 500_000, total_dibatalkan: 200_000 }),
    [at(STAF_PEMBAYARAN.table)]: () =>
      ok({
        list: [
          row(),
          row({
            id: 82,
            rownum: 2,
            nomor_kuitansi: 'KW/2026/000082',
            siswa_nama: 'Budi Santoso',
            nominal_pembayaran: 200_000,
            status: 'Dibatalkan',
            alasan_batal: 'Ganda',
          }),
        ],
        info: { total: 2, current: 1, pageSize: 10 },
      }),
    ...extra,
  });
}

describe('the payment desk', () => {
  it('lists the payments with the totals of the list, and offers the head neither payment nor cancel', async () => {
    api(READ);
    renderStafSignedIn(<PembayaranPage />);
    expect(await screen.findByText('KW/2026/000081')).toBeTruthy();
    expect(screen.getByText('Dibatalkan', { selector: '.ant-tag' })).toBeTruthy();
    expect(await screen.findByText('Rp. 500.000', { selector: '.ant-statistic-content-value, .ant-statistic-content-value *' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Ekspor XLSX/ })).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Aksi Ahmad Fauzi' }));
    expect(await screen.findByText('Kuitansi')).toBeTruthy();
    expect(screen.queryByText('Batalkan')).toBeNull();
  });

  it("takes a partial payment of a student's open invoice and offers its receipt", async () => {
    const requests = api(MANAGE, {
      [at(STAF_PEMBAYARAN.create)]: () => ok(row({ nominal_pembayaran: 500_000, sisa_tagihan: 650_000 }), 'Pembayaran dicatat dengan kuitansi KW/2026/000081'),
    });
    renderStafSignedIn(<PembayaranPage />);
    await user().click(await screen.findByRole('combobox', { name: 'Peserta Didik' }));
    await user().click(await screen.findByTitle('Ahmad Fauzi (X IPA 1)'));
    expect(await screen.findByText('Sisa Rp. 1.150.000')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Bayar Kegiatan Tahunan 2026/2027' }));
    const dialog = await screen.findByRole('dialog');
    const jumlah = within(dialog).getByLabelText('Jumlah (Rp)') as HTMLInputElement;
    expect(jumlah.value).toBe('1.150.000');
    await user().clear(jumlah);
    await user().type(jumlah, '500000');
    expect(await within(dialog).findByText('lima ratus ribu rupiah')).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Simpan Pembayaran' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.path === STAF_PEMBAYARAN.create.path)?.body).toMatchObject({ tagihan_id: 9, jumlah: 500_000, metode: 'Tunai' });
    expect(await screen.findByText('Pembayaran Rp. 500.000 dicatat dengan kuitansi KW/2026/000081')).toBeTruthy();
    expect(screen.getByText('Sisa tagihan Rp. 650.000')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Cetak Kuitansi/ })).toBeTruthy();
  });

  it('cancels an active payment with a reason; a cancelled one offers no cancel', async () => {
    const requests = api(MANAGE, { [at(STAF_PEMBAYARAN.batal, { id: 81 })]: () => ok(row({ status: 'Dibatalkan' })) });
    renderStafSignedIn(<PembayaranPage />);
    await user().click(await screen.findByRole('button', { name: 'Aksi Budi Santoso' }));
    expect(screen.queryByText('Batalkan')).toBeNull();
    await user().click(await screen.findByRole('button', { name: 'Aksi Ahmad Fauzi' }));
    await user().click(await screen.findByText('Batalkan'));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Batalkan Pembayaran' }));
    expect(await within(dialog).findByText('Alasan pembatalan wajib diisi')).toBeTruthy();
    await user().type(within(dialog).getByLabelText('Alasan'), 'Uang dikembalikan');
    await user().click(within(dialog).getByRole('button', { name: 'Batalkan Pembayaran' }));
    await waitFor(() => expect(requests.find((r) => r.path.endsWith('/81/batal'))?.body).toEqual({ alasan: 'Uang dikembalikan' }));
  });
});
