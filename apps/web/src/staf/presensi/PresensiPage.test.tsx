// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STAF_PAGE, STAFF_ROLE, type ActionFlag } from '@madrasah/contract/access';
import { STAF_PRESENSI } from '@madrasah/contract/endpoints/staf-presensi';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import type { PresensiHarianRow } from '@madrasah/contract/schemas/staf-presensi';
import { at, fakeApi, ok, type FakeRequest } from '../../../test/fake-api';
import { user } from '../../../test/signed-in';
import { renderStafSignedIn, stafPrivilege, stafPrivilegeRoute } from '../../../test/staf-signed-in';
import PresensiPage from './PresensiPage';
import { presensiLink, readPresensiQuery } from './presensi-query';

const row = (id: number, nama: string, extra: Partial<PresensiHarianRow> = {}): PresensiHarianRow => ({
  rownum: id,
  id,
  siswa_id: id,
  nama,
  nisn: `00${id}`,
  rombel_id: 7,
  tanggal: '2026-11-23',
  presensi_id: null,
  waktu_masuk: null,
  waktu_pulang: null,
  foto_masuk: null,
  foto_masuk_kecil: null,
  foto_pulang: null,
  foto_pulang_kecil: null,
  radius_masuk: null,
  radius_pulang: null,
  di_dalam_radius: null,
  durasi_telat: null,
  status: null,
  status_nama: null,
  sumber: null,
  keterangan: null,
  perizinan_id: null,
  diubah_oleh: null,
  diubah_pada: null,
  main_path: '/files/',
  ...extra,
});
const ROWS = [
  row(1, 'Ahmad Fauzi', {
    presensi_id: 9,
    waktu_masuk: '06:55:00',
    foto_masuk: 'presensi/a.jpg?sig=1',
    foto_masuk_kecil: 'presensi/a-kecil.jpg?sig=1',
    radius_masuk: 42.5,
    di_dalam_radius: true,
    status: 'hadir',
    status_nama: 'Hadir',
    sumber: 'presensi',
  }),
  row(2, 'Budi Santoso', { status: 'alpa', status_nama: 'Alpa', sumber: 'otomatis' }),
];

function openPage(actions: ActionFlag[], routes: Record<string, () => unknown> = {}): FakeRequest[] {
  const access = { [STAF_PAGE.presensi]: { status: true, action: Object.fromEntries(actions.map((a) => [a, true])) } };
  const requests = fakeApi({
    ...stafPrivilegeRoute(stafPrivilege(access, [STAFF_ROLE.waliKelas])),
    [at(STAF_SISWA.rombel)]: () => ok([{ id: 7, nama: 'X IPA 1' }]),
    [at(STAF_PRESENSI.harian)]: () => ok({ list: ROWS, info: { total: 2, current: 1, pageSize: 50 } }),
    ...routes,
  } as never);
  renderStafSignedIn(<PresensiPage />);
  return requests;
}

beforeEach(() => window.history.pushState({}, '', '/staf/presensi?rombel_id=7&tanggal=2026-11-23'));

describe('the address of a class group’s day', () => {
  it('reads the class group and day, and today for a day to come or no date', () => {
    const today = '2026-11-25';
    expect(readPresensiQuery(new URLSearchParams('rombel_id=7&tanggal=2026-11-23'), today)).toEqual({ rombelId: 7, tanggal: '2026-11-23' });
    expect(readPresensiQuery(new URLSearchParams('rombel_id=7&tanggal=2026-11-26'), today)).toEqual({ rombelId: 7, tanggal: today });
    expect(readPresensiQuery(new URLSearchParams('rombel_id=x&tanggal=kemarin'), today)).toEqual({ rombelId: undefined, tanggal: today });
    expect(presensiLink(7, '2026-11-23')).toBe('/staf/presensi?rombel_id=7&tanggal=2026-11-23');
  });
});

describe('the daily attendance page', () => {
  it("asks for the class group and day of the address, by name, and shows each student's status", async () => {
    const requests = openPage(['view']);
    expect(await screen.findByText('Ahmad Fauzi')).toBeTruthy();
    const body = requests.find((r) => r.path.endsWith('/staf/presensi/table'))!.body as Record<string, unknown>;
    expect(body).toMatchObject({ filtering: { rombel_id: 7, tanggal: '2026-11-23' }, sorting: [{ field: 'nama', sort: 'ASC' }], pagination: { pageSize: 50 } });
    expect(screen.getByText('Di dalam radius')).toBeTruthy();
    expect(screen.getByText('Otomatis: tidak presensi')).toBeTruthy();
    expect(screen.getByAltText('Foto masuk Ahmad Fauzi').getAttribute('src')).toBe('/files/presensi/a-kecil.jpg?sig=1');
    // The head reads: no menu to change a status.
    expect(screen.queryByRole('button', { name: 'Aksi Budi Santoso' })).toBeNull();
  });

  it('sets a status with a note for the row’s student and day', async () => {
    const requests = openPage(['view', 'update'], {
      [at(STAF_PRESENSI.setStatus, { siswa_id: 2, tanggal: '2026-11-23' })]: () => ok(ROWS[1]),
    });
    await user().click(await screen.findByRole('button', { name: 'Aksi Budi Santoso' }));
    await user().click(within(await screen.findByRole('menu')).getByText('Ubah Status'));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByText('Sakit'));
    await user().click(within(dialog).getByLabelText('Keterangan'));
    await user().paste('Demam');
    await user().click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')).toBeDefined());
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toContain('/staf/presensi/2/2026-11-23');
    expect(put.body).toEqual({ status: 'sakit', keterangan: 'Demam' });
  });
});
