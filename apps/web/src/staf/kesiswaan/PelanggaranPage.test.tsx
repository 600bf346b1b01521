// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAF_PAGE } from '@madrasah/contract/access';
import { STAF_PELANGGARAN } from '@madrasah/contract/endpoints/staf-kesiswaan';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import type { PelanggaranCatatRow } from '@madrasah/contract/schemas/staf-kesiswaan';
import { at, fakeApi, ok, refused } from '../../../test/fake-api';
import { user } from '../../../test/signed-in';
import { renderStafSignedIn, stafPrivilege, stafPrivilegeRoute } from '../../../test/staf-signed-in';
import PelanggaranPage from './PelanggaranPage';

const MANAGE = { status: true, action: { view: true, detail: true, create: true, delete: true } };
const READ = { status: true, action: { view: true, detail: true } };

const row = (over: Partial<PelanggaranCatatRow> = {}): PelanggaranCatatRow => ({
  rownum: 1,
  id: 71,
  siswa_id: 11,
  nama: 'Ahmad Fauzi',
  nisn: '0012345678',
  rombel_nama: 'X IPA 1',
  tgl: '2026-11-20',
  tata_tertib_id: 3,
  kode: 'A1',
  pelanggaran: 'Terlambat datang',
  poin: 5,
  keterangan: null,
  file: null,
  main_path: '/api/files/',
  dicatat_oleh: 'Bu Kesiswaan',
  status: 'Aktif',
  dibatalkan_at: null,
  dibatalkan_oleh: null,
  alasan_batal: null,
  ...over,
});
const siswa = (id: number, nama: string) => ({
  rownum: id,
  id,
  nama,
  nisn: `00${id}`,
  nis: null,
  jenis_kelamin: 'L',
  rombel_id: 5,
  rombel_nama: 'X IPA 1',
  status_siswa: 'Aktif',
  akun_ditangguhkan: false,
});

function api(access: object, extra = {}) {
  return fakeApi({
    ...stafPrivilegeRoute(stafPrivilege({ [STAF_PAGE.siswa]: READ, [STAF_PAGE.pelanggaran]: access } as never)),
    [at(STAF_SISWA.rombel)]: () => ok([{ id: 5, nama: 'X IPA 1', tingkatan_kelas: 'X' }]),
    [at(STAF_SISWA.table)]: () => ok({ list: [siswa(11, 'Ahmad Fauzi'), siswa(12, 'Budi Santoso')], info: { total: 2, current: 1, pageSize: 200 } }),
    [at(STAF_PELANGGARAN.butir)]: () => ok([{ id: 3, kode: 'A1', aspek: 'Kedisiplinan', pelanggaran: 'Terlambat datang', poin: 5 }]),
    [at(STAF_PELANGGARAN.table)]: () =>
      ok({
        list: [row(), row({ id: 72, rownum: 2, nama: 'Budi Santoso', status: 'Dibatalkan', alasan_batal: 'Salah catat' })],
        info: { total: 2, current: 1, pageSize: 10 },
      }),
    ...extra,
  });
}

describe('the violations page', () => {
  it('lists the records with their points and status, and offers the head neither recording nor cancelling', async () => {
    api(READ);
    renderStafSignedIn(<PelanggaranPage />);
    expect(await screen.findAllByText('A1 · Terlambat datang')).toHaveLength(2);
    expect(screen.getByText('Dibatalkan')).toBeTruthy();
    expect(screen.getAllByText('Bu Kesiswaan')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Catat Pelanggaran/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aksi Ahmad Fauzi' })).toBeNull();
  });

  it('records for every student of a class group at once, and shows the server’s refusal under its field', async () => {
    let answer = refused(400, 'Tanggal tidak boleh melewati hari ini', [{ field: 'tanggal', message: 'Tanggal tidak boleh melewati hari ini' }]);
    const requests = api(MANAGE, { [at(STAF_PELANGGARAN.create)]: () => answer });
    renderStafSignedIn(<PelanggaranPage />);
    await user().click(await screen.findByRole('button', { name: /Catat Pelanggaran/ }));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('combobox', { name: 'Rombel' }));
    await user().click(await screen.findByTitle('X IPA 1'));
    const all = within(dialog).getByRole('button', { name: 'Pilih semua peserta didik rombel ini' });
    await waitFor(() => expect(all.hasAttribute('disabled')).toBe(false));
    await user().click(all);
    // The count follows the form's watched value, which reaches the render a tick after the click.
    expect(await within(dialog).findByText('2 dipilih')).toBeTruthy();
    await user().click(within(dialog).getByRole('combobox', { name: 'Butir Tata Tertib' }));
    await user().click(await screen.findByTitle('A1 · Terlambat datang (5 poin)'));
    const tanggal = within(dialog).getByRole('textbox', { name: 'Tanggal' });
    await user().type(tanggal, '20-11-2026');
    await user().keyboard('{Tab}');
    await user().click(within(dialog).getByRole('button', { name: 'Catat' }));
    expect(await within(dialog).findByText('Tanggal tidak boleh melewati hari ini')).toBeTruthy();
    expect(requests.find((r) => r.path === STAF_PELANGGARAN.create.path)?.body).toEqual({ siswa_ids: [11, 12], tata_tertib_id: 3, tanggal: '2026-11-20' });

    answer = ok([row()], 'Pelanggaran dicatat untuk 2 peserta didik');
    await user().click(within(dialog).getByRole('button', { name: 'Catat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels an active record with a reason; a cancelled one offers nothing', async () => {
    const requests = api(MANAGE, { [at(STAF_PELANGGARAN.batal, { id: 71 })]: () => ok(row({ status: 'Dibatalkan' })) });
    renderStafSignedIn(<PelanggaranPage />);
    expect(screen.queryByRole('button', { name: 'Aksi Budi Santoso' })).toBeNull();
    await user().click(await screen.findByRole('button', { name: 'Aksi Ahmad Fauzi' }));
    await user().click(await screen.findByText('Batalkan'));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Batalkan Catatan' }));
    expect(await within(dialog).findByText('Alasan pembatalan wajib diisi')).toBeTruthy();
    await user().type(within(dialog).getByLabelText('Alasan'), 'Salah orang');
    await user().click(within(dialog).getByRole('button', { name: 'Batalkan Catatan' }));
    await waitFor(() => expect(requests.find((r) => r.path.endsWith('/71/batal'))?.body).toEqual({ alasan: 'Salah orang' }));
  });
});
