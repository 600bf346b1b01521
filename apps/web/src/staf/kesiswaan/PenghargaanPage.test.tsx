// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAF_PAGE } from '@madrasah/contract/access';
import { STAF_PENGHARGAAN } from '@madrasah/contract/endpoints/staf-kesiswaan';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import type { PenghargaanCatatRow } from '@madrasah/contract/schemas/staf-kesiswaan';
import { at, fakeApi, ok } from '../../../test/fake-api';
import { user } from '../../../test/signed-in';
import { renderStafSignedIn, stafPrivilege, stafPrivilegeRoute } from '../../../test/staf-signed-in';
import PenghargaanPage from './PenghargaanPage';

const MANAGE = { status: true, action: { view: true, detail: true, create: true, delete: true } };
const READ = { status: true, action: { view: true, detail: true } };

const row = (over: Partial<PenghargaanCatatRow> = {}): PenghargaanCatatRow => ({
  rownum: 1,
  id: 81,
  siswa_id: 11,
  nama: 'Ahmad Fauzi',
  nisn: '0012345678',
  rombel_nama: 'X IPA 1',
  tgl: '2026-11-20',
  penghargaan_id: 4,
  kode: 'P1',
  kriteria: 'Juara kelas',
  bintang: 3,
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

function api(access: object, extra = {}) {
  return fakeApi({
    ...stafPrivilegeRoute(stafPrivilege({ [STAF_PAGE.siswa]: READ, [STAF_PAGE.penghargaan]: access } as never)),
    [at(STAF_SISWA.rombel)]: () => ok([{ id: 5, nama: 'X IPA 1', tingkatan_kelas: 'X' }]),
    [at(STAF_SISWA.table)]: () =>
      ok({
        list: [
          {
            rownum: 1,
            id: 11,
            nama: 'Ahmad Fauzi',
            nisn: '0011',
            nis: null,
            jenis_kelamin: 'L',
            rombel_id: 5,
            rombel_nama: 'X IPA 1',
            status_siswa: 'Aktif',
            akun_ditangguhkan: false,
          },
        ],
        info: { total: 1, current: 1, pageSize: 200 },
      }),
    [at(STAF_PENGHARGAAN.kriteria)]: () => ok([{ id: 4, kode: 'P1', kriteria: 'Juara kelas', bintang: 3, penghargaan: 'Prestasi' }]),
    [at(STAF_PENGHARGAAN.table)]: () =>
      ok({
        list: [row(), row({ id: 82, rownum: 2, nama: 'Budi Santoso', status: 'Dibatalkan', alasan_batal: 'Salah catat' })],
        info: { total: 2, current: 1, pageSize: 10 },
      }),
    ...extra,
  });
}

describe('the awards page', () => {
  it('lists the records with their criterion, stars and status, and offers the head neither recording nor cancelling', async () => {
    api(READ);
    renderStafSignedIn(<PenghargaanPage />);
    expect(await screen.findAllByText('P1 · Juara kelas')).toHaveLength(2);
    expect(screen.getByText('Dibatalkan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Catat Penghargaan/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aksi Ahmad Fauzi' })).toBeNull();
  });

  it('records an award for a chosen student with the criterion the year offers', async () => {
    const requests = api(MANAGE, { [at(STAF_PENGHARGAAN.create)]: () => ok([row()], 'Penghargaan dicatat untuk 1 peserta didik') });
    renderStafSignedIn(<PenghargaanPage />);
    await user().click(await screen.findByRole('button', { name: /Catat Penghargaan/ }));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('combobox', { name: 'Rombel' }));
    await user().click(await screen.findByTitle('X IPA 1'));
    const all = within(dialog).getByRole('button', { name: 'Pilih semua peserta didik rombel ini' });
    await waitFor(() => expect(all.hasAttribute('disabled')).toBe(false));
    await user().click(all);
    await user().click(within(dialog).getByRole('combobox', { name: 'Kriteria Penghargaan' }));
    await user().click(await screen.findByTitle('P1 · Juara kelas (3 bintang)'));
    await user().type(within(dialog).getByRole('textbox', { name: 'Tanggal' }), '20-11-2026');
    await user().keyboard('{Tab}');
    await user().click(within(dialog).getByRole('button', { name: 'Catat' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.path === STAF_PENGHARGAAN.create.path)?.body).toEqual({ siswa_ids: [11], penghargaan_id: 4, tanggal: '2026-11-20' });
  });

  it('cancels an active award with a reason; a cancelled one offers nothing', async () => {
    const requests = api(MANAGE, { [at(STAF_PENGHARGAAN.batal, { id: 81 })]: () => ok(row({ status: 'Dibatalkan' })) });
    renderStafSignedIn(<PenghargaanPage />);
    await user().click(await screen.findByRole('button', { name: 'Aksi Ahmad Fauzi' }));
    expect(screen.queryByRole('button', { name: 'Aksi Budi Santoso' })).toBeNull();
    await user().click(await screen.findByText('Batalkan'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/P1, 3 bintang/)).toBeTruthy();
    await user().type(within(dialog).getByLabelText('Alasan'), 'Salah orang');
    await user().click(within(dialog).getByRole('button', { name: 'Batalkan Catatan' }));
    await waitFor(() => expect(requests.find((r) => r.path.endsWith('/81/batal'))?.body).toEqual({ alasan: 'Salah orang' }));
  });
});
