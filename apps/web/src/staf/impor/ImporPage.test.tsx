// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAF_PAGE } from '@madrasah/contract/access';
import { STAF_IMPOR } from '@madrasah/contract/endpoints/staf-impor';
import { MSG } from '@madrasah/contract/messages';
import type { ImportReport } from '@madrasah/contract/schemas/impor';
import { at, fakeApi, ok, type FakeRequest } from '../../../test/fake-api';
import { user } from '../../../test/signed-in';
import { renderStafSignedIn, stafPrivilege, stafPrivilegeRoute } from '../../../test/staf-signed-in';
import ImporPage from './ImporPage';

const IMPORT = { status: true, action: { view: true, create: true } };
const clean: ImportReport = { total: 3, baru: 2, diperbarui: 1, tetap: 0, galat: [] };
const withErrors: ImportReport = {
  total: 2,
  baru: 1,
  diperbarui: 0,
  tetap: 0,
  galat: [{ baris: 3, kolom: 'Guru', pesan: 'Budi Guru sudah mengajar di VII B pada Kamis jam ke-1' }],
};

type Handler = (r: FakeRequest) => ReturnType<typeof ok>;
function api(access: object, routes: Record<string, Handler> = {}) {
  return fakeApi({ ...stafPrivilegeRoute(stafPrivilege({ [STAF_PAGE.impor]: access } as never)), ...routes });
}
/** An import's call as the page sends it: the kind's path and `?dry_run=`. */
const importAt = (jenis: 'siswa' | 'wali' | 'gtk' | 'jadwal', dryRun: boolean) => `${at(STAF_IMPOR[jenis])}?dry_run=${dryRun}`;

let clicked: HTMLAnchorElement[];
beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  URL.createObjectURL = vi.fn(() => 'blob:templat');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const spreadsheet = () => new File(['Nama;NIP\nGuru;198001012005011001\n'], 'gtk.csv', { type: 'text/csv' });
const chooseKind = async (label: string) => user().click(await screen.findByText(label));
const upload = async () => user().upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, spreadsheet());

describe('the Impor page', () => {
  it('offers the four kinds and downloads the chosen kind’s template', async () => {
    const requests = api(IMPORT, {
      [at(STAF_IMPOR.template, { jenis: 'jadwal' })]: () => ok({ nama_file: 'templat-impor-jadwal.xlsx', xlsx: btoa('PK uji') }),
    });
    renderStafSignedIn(<ImporPage />);
    for (const label of ['Siswa dan orang tua', 'Akun wali', 'GTK', 'Jadwal pelajaran']) expect(await screen.findByText(label)).toBeTruthy();
    await chooseKind('Jadwal pelajaran');
    await user().click(screen.getByRole('button', { name: /Unduh templat Jadwal pelajaran/ }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('templat-impor-jadwal.xlsx');
    expect(requests.some((r) => r.path === '/staf/impor/jadwal/template')).toBe(true);
  });

  it('checks a GTK file, then imports it to the GTK endpoint', async () => {
    const requests = api(IMPORT, {
      [importAt('gtk', true)]: () => ok(clean),
      [importAt('gtk', false)]: () => ok(clean, MSG.importDone),
    });
    renderStafSignedIn(<ImporPage />);
    await chooseKind('GTK');
    await upload();
    expect(await screen.findByText('Berkas siap diimpor')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Impor' }));
    expect(await screen.findByText(MSG.importDone, { selector: '.ant-alert-title' })).toBeTruthy();
    expect(requests.filter((r) => r.path.startsWith('/staf/impor/')).map((r) => r.path)).toEqual([
      '/staf/impor/gtk?dry_run=true',
      '/staf/impor/gtk?dry_run=false',
    ]);
  });

  it('shows a timetable file’s errors by row, column and message, and offers no import', async () => {
    api(IMPORT, { [importAt('jadwal', true)]: () => ok(withErrors) });
    renderStafSignedIn(<ImporPage />);
    await chooseKind('Jadwal pelajaran');
    await upload();
    expect(await screen.findByText('Perbaiki galat di berkas, lalu unggah lagi')).toBeTruthy();
    expect(screen.getByText(withErrors.galat[0]!.pesan)).toBeTruthy();
    expect(screen.getByText('Guru')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Impor' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows the report a refused commit answers (422)', async () => {
    api(IMPORT, {
      [importAt('wali', true)]: () => ok(clean),
      [importAt('wali', false)]: () =>
        ({ status: 422, body: { status: false, message: MSG.importHasErrors, data: withErrors } }) as unknown as ReturnType<typeof ok>,
    });
    renderStafSignedIn(<ImporPage />);
    await chooseKind('Akun wali');
    await upload();
    await user().click(await screen.findByRole('button', { name: 'Impor' }));
    expect(await screen.findByText(MSG.importHasErrors, { selector: '.ant-alert-title' })).toBeTruthy();
    expect(screen.getByText(withErrors.galat[0]!.pesan)).toBeTruthy();
  });

  it('keeps the upload closed to a caller whose map does not grant the import', async () => {
    api({ status: true, action: { view: true } });
    renderStafSignedIn(<ImporPage />);
    await chooseKind('GTK');
    expect(document.querySelector<HTMLInputElement>('input[type="file"]')!.disabled).toBe(true);
  });
});
