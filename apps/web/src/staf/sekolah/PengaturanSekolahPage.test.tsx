// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAF_PAGE, STAFF_ROLE } from '@madrasah/contract/access';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { STAF_SEKOLAH } from '@madrasah/contract/endpoints/staf-sekolah';
import { MSG } from '@madrasah/contract/messages';
import type { PublicConfig } from '@madrasah/contract/schemas/session';
import type { PengaturanSekolah } from '@madrasah/contract/schemas/staf-sekolah';
import { at, fakeApi, ok, refused, type FakeRequest } from '../../../test/fake-api';
import { messageUnder } from '../../../test/form-field';
import { fill, user } from '../../../test/signed-in';
import { renderStafSignedIn, stafPrivilege, stafPrivilegeRoute } from '../../../test/staf-signed-in';
import PengaturanSekolahPage from './PengaturanSekolahPage';

const operator = stafPrivilege({ [STAF_PAGE.sekolah]: { status: true, action: { view: true, update: true } } });
const kepala = stafPrivilege({ [STAF_PAGE.sekolah]: { status: true, action: { view: true } } }, [STAFF_ROLE.kepala]);

const SAVED: PengaturanSekolah = {
  nama: 'MAN 1 Contoh',
  npsn: '20412345',
  alamat: 'Jl. Malioboro No. 1',
  logo: null,
  main_path: '/api/files/',
  timezone: 'Asia/Jakarta',
  jam_masuk: '07:00',
  jam_pulang: '15:00',
  hari_presensi: ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'],
  lat: -7.797068,
  long: 110.370529,
  radius: 100,
  radius_active: true,
};

const config: PublicConfig = {
  sekolah_nama: 'MAN 1 Contoh',
  external_signin_url: '/login',
  map_tile_url: 'data:,{z}/{x}/{y}',
  map_tile_attribution: 'Peta',
  map_default_center: [-7.8, 110.36],
};

function openPage(
  privilege = operator,
  update: (request: FakeRequest) => ReturnType<typeof ok> = (r) => ok({ ...SAVED, ...(r.body as object) }, MSG.sekolahSaved),
) {
  const requests = fakeApi({
    ...stafPrivilegeRoute(privilege),
    [at(SESSION.config)]: () => ok(config),
    [at(STAF_SEKOLAH.get)]: () => ok(SAVED),
    [at(STAF_SEKOLAH.update)]: update,
  });
  renderStafSignedIn(<PengaturanSekolahPage />);
  return requests;
}

const saves = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'PUT' && r.path === STAF_SEKOLAH.update.path);

describe('the school settings page', () => {
  it('shows the saved settings in sections with the map, and saves the changed form', async () => {
    const requests = openPage();
    expect(await screen.findByLabelText('Nama madrasah')).toHaveProperty('value', SAVED.nama);
    expect(screen.getByRole('heading', { name: 'Lokasi & Radius Presensi' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Peta lokasi madrasah dan radius presensi' })).toBeTruthy();

    await fill({ 'Nama madrasah': 'MAN 2 Contoh', 'Radius (meter)': '250' });
    await user().click(screen.getByRole('checkbox', { name: 'Sabtu' }));
    await user().click(screen.getByRole('button', { name: /Simpan/ }));

    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]!.body).toEqual({
      nama: 'MAN 2 Contoh',
      npsn: SAVED.npsn,
      alamat: SAVED.alamat,
      timezone: SAVED.timezone,
      jam_masuk: '07:00',
      jam_pulang: '15:00',
      hari_presensi: ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat'],
      lat: SAVED.lat,
      long: SAVED.long,
      radius: 250,
      radius_active: true,
    });
    expect(await screen.findByText(MSG.sekolahSaved)).toBeTruthy();
    // The shell shows the school's name from the privilege, which is read again.
    await waitFor(() => expect(requests.filter((r) => r.path === SESSION.stafPrivilege.path)).toHaveLength(2));
  });

  it('checks the fields with the contract’s messages before sending, and shows the server’s after', async () => {
    const requests = openPage(operator, () => refused(400, MSG.invalidRequest, [{ field: 'npsn', message: MSG.digitCount(8) }]));
    await screen.findByLabelText('Nama madrasah');
    await fill({ 'Nama madrasah': ' ' });
    await user().click(screen.getByRole('button', { name: /Simpan/ }));
    await waitFor(() => expect(messageUnder('Nama madrasah')).toBe(MSG.namaSekolahRequired));
    expect(saves(requests)).toHaveLength(0);

    await fill({ 'Nama madrasah': 'MAN 1 Contoh' });
    await user().click(screen.getByRole('button', { name: /Simpan/ }));
    await waitFor(() => expect(messageUnder('NPSN')).toBe(MSG.digitCount(8)));
    expect(saves(requests)).toHaveLength(1);
  });

  it('is read-only for the head: fields disabled and no save button', async () => {
    openPage(kepala);
    const nama = await screen.findByLabelText('Nama madrasah');
    expect(nama.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Anda hanya dapat melihat pengaturan ini.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Simpan/ })).toBeNull();
  });
});
