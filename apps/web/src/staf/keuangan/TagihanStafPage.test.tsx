// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STAF_PAGE } from '@madrasah/contract/access';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import { STAF_TAGIHAN } from '@madrasah/contract/endpoints/staf-tagihan';
import type { BiayaRow, StafTagihanRow } from '@madrasah/contract/schemas/staf-keuangan';
import { at, fakeApi, ok } from '../../../test/fake-api';
import { renderStafSignedIn, stafPrivilege, stafPrivilegeRoute } from '../../../test/staf-signed-in';
import TagihanStafPage from './TagihanStafPage';

const MANAGE = { status: true, action: { view: true, detail: true, create: true, update: true, delete: true, export: true } };
const READ = { status: true, action: { view: true, detail: true } };

const biaya = (over: Partial<BiayaRow> = {}): BiayaRow => ({
  rownum: 1,
  id: 3,
  tahun_ajaran_id: 1,
  pos_pemasukan_id: 1,
  nama: 'SPP',
  jenis: 'bulanan',
  angsuran: 12,
  nominal: 150_000,
  ditagihkan: 0,
  ...over,
});
const tagihan: StafTagihanRow = {
  rownum: 1,
  id: 9,
  siswa_id: 11,
  siswa_nama: 'Ahmad Fauzi',
  nisn: '0011',
  rombel_nama: 'X IPA 1',
  tagihan_nama: 'SPP Juli 2026',
  jatuh_tempo: '2026-07-10',
  total_tagihan: 150_000,
  potongan: 75_000,
  potongan_keterangan: 'Yatim',
  total_pembayaran: 0,
  total_belum_dibayar: 75_000,
  status: 'Menunggak',
};

function api(access: object) {
  return fakeApi({
    ...stafPrivilegeRoute(stafPrivilege({ [STAF_PAGE.siswa]: READ, [STAF_PAGE.tagihan]: access } as never)),
    [at(STAF_SISWA.rombel)]: () => ok([{ id: 5, nama: 'X IPA 1', tingkatan_kelas: 'X' }]),
    [at(STAF_TAGIHAN.biayaTable)]: () =>
      ok({
        list: [biaya(), biaya({ id: 4, rownum: 2, nama: 'Uang Gedung', jenis: 'tahunan', angsuran: 3, nominal: 1_000_000, ditagihkan: 30 })],
        info: { total: 2, current: 1, pageSize: 10 },
      }),
    [at(STAF_TAGIHAN.table)]: () => ok({ list: [tagihan], info: { total: 1, current: 1, pageSize: 10 } }),
    [at(STAF_TAGIHAN.tunggakan)]: () =>
      ok({
        tanggal: '2026-11-27',
        tunggakan: 75_000,
        rombel: [{ rombel_id: 5, rombel_nama: 'X IPA 1', tingkatan_kelas: 'X', siswa: 1, tagihan: 1, tunggakan: 75_000 }],
      }),
  });
}

describe('the treasurer’s invoices page', () => {
  beforeEach(() => window.history.pushState({}, '', STAF_PAGE.tagihan));

  it('lists the fees with their plan; the head may neither add nor change them', async () => {
    api(READ);
    renderStafSignedIn(<TagihanStafPage />);
    expect(await screen.findByText('Tahunan, 3× cicilan')).toBeTruthy();
    expect(screen.getAllByText('Bulanan (12 tagihan)').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Tambah/ })).toBeNull();
  });

  it('offers the treasurer to add a fee, and to delete only a fee not billed', async () => {
    api(MANAGE);
    renderStafSignedIn(<TagihanStafPage />);
    expect(await screen.findByRole('button', { name: /Tambah/ })).toBeTruthy();
  });

  it('shows the invoices with discount, left amount and status', async () => {
    window.history.pushState({}, '', `${STAF_PAGE.tagihan}?tab=tagihan`);
    api(READ);
    renderStafSignedIn(<TagihanStafPage />);
    expect(await screen.findByText('SPP Juli 2026')).toBeTruthy();
    expect(screen.getByText('Menunggak')).toBeTruthy();
    expect(screen.getAllByText('Rp. 75.000').length).toBeGreaterThanOrEqual(2);
  });

  it('drills from a class group’s arrears to its overdue invoices', async () => {
    window.history.pushState({}, '', `${STAF_PAGE.tagihan}?tab=tunggakan`);
    const calls = api(READ);
    renderStafSignedIn(<TagihanStafPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'X IPA 1' }));
    await waitFor(() => {
      const listed = calls.filter((c) => c.path.endsWith(STAF_TAGIHAN.table.path));
      expect(listed.at(-1)?.body).toMatchObject({ filtering: { rombel_id: 5, status: 'Menunggak' } });
    });
  });
});
