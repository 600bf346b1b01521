// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE, STAF_PAGE } from '@madrasah/contract/access';
import { STAF_HAK_AKSES } from '@madrasah/contract/endpoints/staf-hak-akses';
import { MSG } from '@madrasah/contract/messages';
import type { HakAkses } from '@madrasah/contract/schemas/staf-hak-akses';
import { at, fakeApi, ok, type FakeRequest } from '../../../test/fake-api';
import { studentPrivilege } from '../../../test/fixtures';
import { renderSignedIn, user } from '../../../test/signed-in';
import HakAksesPage from './HakAksesPage';

const OPERATOR = studentPrivilege({ [STAF_PAGE.hakAkses]: { status: true, action: { view: true, update: true } } });
const KEPALA = studentPrivilege({ [STAF_PAGE.hakAkses]: { status: true, action: { view: true } } });

const DATA: HakAkses = {
  halaman: [
    { path: PAGE.dashboard, nama: 'Dashboard', induk: null, sisi: 'portal' },
    { path: PAGE.siswaAktif, nama: 'Peserta Didik Aktif', induk: 'Peserta Didik', sisi: 'portal' },
    { path: STAF_PAGE.audit, nama: 'Log Audit', induk: null, sisi: 'staf' },
    { path: STAF_PAGE.akun, nama: 'Akun', induk: null, sisi: 'staf' },
  ],
  list: [
    {
      id: 5,
      nama: 'kepala madrasah',
      sisi: 'staf',
      akses: {
        [PAGE.dashboard]: { status: false, action: {} },
        [PAGE.siswaAktif]: { status: false, action: {} },
        [STAF_PAGE.audit]: { status: true, action: { view: true, detail: true } },
        [STAF_PAGE.akun]: { status: false, action: {} },
      },
    },
    {
      id: 1,
      nama: 'siswa',
      sisi: 'portal',
      akses: {
        [PAGE.dashboard]: { status: true, action: { view: true } },
        [PAGE.siswaAktif]: { status: true, action: { view: true, beasiswa_view: true } },
        [STAF_PAGE.audit]: { status: false, action: {} },
        [STAF_PAGE.akun]: { status: false, action: {} },
      },
    },
  ],
};

function openPage(privilege = OPERATOR) {
  const requests = fakeApi({
    [at(STAF_HAK_AKSES.list)]: () => ok(DATA),
    [at(STAF_HAK_AKSES.update, { role_id: 5 })]: (r: FakeRequest) =>
      ok({ ...DATA.list[0]!, akses: { ...DATA.list[0]!.akses, ...(r.body as { akses: object }).akses } }, MSG.hakAksesSaved),
  });
  renderSignedIn(<HakAksesPage />, privilege);
  return requests;
}

const saves = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'PUT');

describe('the access maps page', () => {
  it('shows the first role’s own pages, and saves only the pages changed', async () => {
    const requests = openPage();
    const audit = await screen.findByLabelText('Detail Log Audit');
    expect((audit as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Halaman staf (1 dari 2 terbuka)')).toBeTruthy();
    // A closed page's actions wait for it to open.
    expect((screen.getByLabelText('Lihat Akun') as HTMLInputElement).disabled).toBe(true);

    await user().click(screen.getByRole('switch', { name: 'Buka Akun' }));
    expect((screen.getByLabelText('Lihat Akun') as HTMLInputElement).checked).toBe(true);
    await user().click(screen.getByLabelText('Ekspor Akun'));
    await user().click(audit);
    expect(screen.getByText('2 halaman diubah, belum disimpan')).toBeTruthy();

    await user().click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(saves(requests)).toHaveLength(1));
    expect(saves(requests)[0]).toMatchObject({
      path: '/staf/hak-akses/5',
      body: {
        akses: {
          [STAF_PAGE.audit]: { status: true, action: { view: true } },
          [STAF_PAGE.akun]: { status: true, action: { view: true, export: true } },
        },
      },
    });
    await waitFor(() => expect(screen.queryByText(/belum disimpan/)).toBeNull());
    expect(screen.getByText('Halaman staf (2 dari 2 terbuka)')).toBeTruthy();
  });

  it('keeps the other side’s pages closed, and the record tabs’ flags under the record page', async () => {
    openPage();
    await screen.findByLabelText('Detail Log Audit');
    await user().click(screen.getByText(/Halaman portal/));
    expect(await screen.findByText(/halaman portal selalu tertutup untuk peran staf/)).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Buka Dashboard' }) as HTMLButtonElement).disabled).toBe(true);

    await user().click(screen.getByRole('combobox'));
    await user().click(await screen.findByTitle('siswa'));
    const record = await screen.findByRole('switch', { name: 'Buka Peserta Didik Aktif' });
    expect((record as HTMLButtonElement).disabled).toBe(false);
    const row = record.closest('tr')!;
    await user().click(within(row).getByRole('button', { name: 'Perluas baris' }));
    expect(((await screen.findByLabelText('Beasiswa: lihat Peserta Didik Aktif')) as HTMLInputElement).checked).toBe(true);
  });

  it('lets the head read without changing', async () => {
    const requests = openPage(KEPALA);
    expect(((await screen.findByLabelText('Detail Log Audit')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Anda dapat melihat hak akses, tetapi tidak mengubahnya.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(saves(requests)).toEqual([]);
  });
});
