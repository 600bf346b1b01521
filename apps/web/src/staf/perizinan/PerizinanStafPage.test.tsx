// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAF_PAGE, type ActionFlag } from '@madrasah/contract/access';
import { STAF_PERIZINAN } from '@madrasah/contract/endpoints/staf-perizinan';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import { MSG } from '@madrasah/contract/messages';
import type { StafPerizinanRow } from '@madrasah/contract/schemas/staf-perizinan';
import { at, fakeApi, ok } from '../../../test/fake-api';
import { studentPrivilege } from '../../../test/fixtures';
import { fill, renderSignedIn, user } from '../../../test/signed-in';
import PerizinanStafPage from './PerizinanStafPage';

const ROW: StafPerizinanRow = {
  id: 7,
  siswa_id: 3,
  nisn: '0012345678',
  rombel_id: 1,
  nama: 'Ahmad Fauzi',
  tahun_ajaran: '2026/2027',
  tipe_semester: 'Ganjil',
  rombel_nama: 'X IPA 1',
  perizinan_jenis_id: 1,
  perizinan_jenis_nama: 'Sakit',
  tgl_awal: '2026-08-03',
  tgl_akhir: '2026-08-04',
  keterangan: 'Demam',
  file: 'perizinan/a.pdf?sig=1',
  main_path: '/api/files/',
  status: 'DIAJUKAN',
  created_by: 'Ahmad Fauzi',
  created_at: '2026-08-03T00:00:00.000Z',
  approved_at: null,
  approved_by: null,
  alasan_tolak: null,
  log_activity: null,
};

const renderAs = (actions: ActionFlag[]) =>
  renderSignedIn(
    <PerizinanStafPage />,
    studentPrivilege({ [STAF_PAGE.perizinan]: { status: true, action: Object.fromEntries(actions.map((a) => [a, true])) } }),
  );
const serve = (extra = {}) =>
  fakeApi({
    [at(STAF_PERIZINAN.table)]: () => ok({ list: [ROW], info: { total: 1, current: 1, pageSize: 10 } }),
    [at(STAF_PERIZINAN.jenis)]: () => ok([]),
    [at(STAF_SISWA.rombel)]: () => ok([]),
    ...extra,
  });
const openMenu = async () => {
  await user().click(await screen.findByRole('button', { name: 'Aksi Ahmad Fauzi' }));
  return screen.findByRole('menu');
};

describe('the permit desk', () => {
  it('opens on the queue of submitted permits', async () => {
    const requests = serve();
    renderAs(['view', 'detail', 'approval']);
    await screen.findByText('Demam');
    expect(requests.find((r) => r.path === '/staf/perizinan/table')!.body).toMatchObject({ filtering: { status: 'DIAJUKAN' } });
    // A wali kelas does not change the kinds' setting: no 'Jenis Izin' tab.
    expect(screen.queryByRole('tab', { name: 'Jenis Izin' })).toBeNull();
  });

  it('refuses a permit with the reason, which is required', async () => {
    const requests = serve({ [at(STAF_PERIZINAN.tolak, { id: 7 })]: () => ok({ ...ROW, status: 'DITOLAK' }) });
    renderAs(['view', 'detail', 'approval']);
    await user().click(within(await openMenu()).getByText('Tolak'));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Tolak' }));
    expect(await within(dialog).findByText(MSG.permitAlasanRequired)).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path.endsWith('/tolak'))).toBe(false);
    await fill({ 'Alasan Penolakan': 'Surat dokter belum ada' }, dialog);
    await user().click(within(dialog).getByRole('button', { name: 'Tolak' }));
    await waitFor(() => expect(requests.find((r) => r.path === '/staf/perizinan/7/tolak')?.body).toEqual({ alasan: 'Surat dokter belum ada' }));
  });

  it('offers no decision to a caller who only reads, and the kinds’ tab to one who updates', async () => {
    serve();
    renderAs(['view', 'detail', 'update']);
    const menu = await openMenu();
    expect(within(menu).queryByText('Setujui')).toBeNull();
    expect(within(menu).getByText('Detail')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Jenis Izin' })).toBeTruthy();
  });
});
