// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAF_PAGE, STAFF_ROLE } from '@madrasah/contract/access';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { STAF_AKUN } from '@madrasah/contract/endpoints/staf-akun';
import { STAF_SISWA } from '@madrasah/contract/endpoints/staf-siswa';
import type { AkunBaru, StafAkunRow } from '@madrasah/contract/schemas/staf-akun';
import { at, fakeApi, ok, type FakeRequest } from '../../../test/fake-api';
import { user } from '../../../test/signed-in';
import { renderStafSignedIn, stafPrivilege } from '../../../test/staf-signed-in';
import AkunPage from './AkunPage';

const MANAGE = { status: true, action: { view: true, detail: true, create: true, update: true, delete: true, export: true } };
const READ = { status: true, action: { view: true, detail: true } };
const SISWA_PAGE = { [STAF_PAGE.siswa]: { status: true, action: { view: true } } };

const row: StafAkunRow = {
  rownum: 1,
  id: 11,
  nama: 'Ahmad Fauzi',
  nisn: '0012345678',
  rombel_id: 5,
  rombel_nama: 'X IPA 1',
  akun: { id: 21, nama: 'Ahmad Fauzi', email: 'ahmad@contoh.id', status: 'aktif', alasan: null, sesi_aktif: 1 },
  wali: [],
  wali_nama: 'Siti Aminah',
};
const made: AkunBaru[] = [
  {
    id: 31,
    siswa_id: 12,
    nama: 'Budi Santoso',
    peran: 'Siswa',
    keterangan: 'X IPA 1',
    nisn: '0012345679',
    email: '0012345679@madrasah.test',
    password: 'k7m2pq9xtz',
  },
  {
    id: 32,
    siswa_id: 12,
    nama: 'Wali Budi',
    peran: 'Wali Siswa',
    keterangan: 'Wali dari Budi Santoso',
    nisn: '0012345679',
    email: 'wali.0012345679@madrasah.test',
    password: 'ab3cd4ef5g',
  },
];

function api(access: object, extra: Record<string, (r: FakeRequest) => ReturnType<typeof ok>> = {}) {
  return fakeApi({
    [at(SESSION.stafPrivilege)]: () => ok(stafPrivilege({ ...SISWA_PAGE, [STAF_PAGE.akun]: access } as never, [STAFF_ROLE.operator])),
    [at(STAF_SISWA.rombel)]: () => ok([{ id: 5, nama: 'X IPA 1' }]),
    [at(STAF_AKUN.table)]: () => ok({ list: [row], info: { total: 1, current: 1, pageSize: 10 } }),
    [at(STAF_AKUN.stafTable)]: () => ok({ list: [], info: { total: 0, current: 1, pageSize: 10 } }),
    ...extra,
  });
}

let clicked: HTMLAnchorElement[];
beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  URL.createObjectURL = vi.fn(() => 'blob:kartu');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/** The open dialog with this title. */
const dialogTitled = async (title: string) => (await screen.findByText(title)).closest<HTMLElement>('[role="dialog"]')!;

async function chooseRombel() {
  await user().click(screen.getByRole('combobox', { name: 'Rombel' }));
  await user().click(await screen.findByTitle('X IPA 1'));
}

describe('the Akun page', () => {
  it('makes a class group’s accounts, shows the passwords once and prints their cards from that answer', async () => {
    const requests = api(MANAGE, {
      [at(STAF_AKUN.buatRombel)]: () => ok({ rombel_nama: 'X IPA 1', dibuat: made, sudah_ada: 1 }, '2 akun baru dibuat.'),
      [at(STAF_AKUN.kartu)]: () => ok({ nama_file: 'kartu-akun-x-ipa-1.pdf', pdf: btoa('%PDF-1.7 uji') }),
    });
    renderStafSignedIn(<AkunPage />);
    expect(await screen.findByText('ahmad@contoh.id')).toBeTruthy();
    const buat = screen.getByRole('button', { name: /Buat akun/ });
    expect(buat.hasAttribute('disabled')).toBe(true);

    await chooseRombel();
    await waitFor(() => expect(buat.hasAttribute('disabled')).toBe(false));
    await user().click(buat);
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Buat akun' }));

    const shown = await dialogTitled('Akun Baru X IPA 1');
    expect(within(shown).getByText('k7m2pq9xtz')).toBeTruthy();
    expect(within(shown).getByText('wali.0012345679@madrasah.test')).toBeTruthy();
    expect(requests.find((r) => r.path === STAF_AKUN.buatRombel.path)?.body).toEqual({ rombel_id: 5 });

    await user().click(within(shown).getByRole('button', { name: /Cetak kartu/ }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('kartu-akun-x-ipa-1.pdf');
    const printed = requests.find((r) => r.path === STAF_AKUN.kartu.path)?.body as { alamat_portal: string; judul: string; kartu: object[] };
    expect(printed.alamat_portal).toBe(window.location.origin);
    expect(printed.judul).toBe('X IPA 1');
    expect(printed.kartu).toEqual(made.map(({ nama, peran, keterangan, nisn, email, password }) => ({ nama, peran, keterangan, nisn, email, password })));

    // Closing asks first: the passwords cannot be shown again.
    // The footer's button (the corner's cross is named so too).
    await user().click(within(shown).getAllByRole('button', { name: 'Tutup' }).at(-1)!);
    expect(await screen.findByText('Tutup daftar password?', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
  });

  it('offers the head, who reads the page, neither the making nor the account actions', async () => {
    api(READ);
    renderStafSignedIn(<AkunPage />);
    expect(await screen.findByText('ahmad@contoh.id')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Buat akun/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aksi Ahmad Fauzi' })).toBeNull();
  });

  it('resets a password and shows the new one once', async () => {
    api(MANAGE, {
      [at(STAF_AKUN.resetPassword, { id: 21 })]: () => ok({ ...made[0]!, id: 21, nama: 'Ahmad Fauzi', email: 'ahmad@contoh.id', password: 'zz9yy8xx7w' }),
    });
    renderStafSignedIn(<AkunPage />);
    await user().click(await screen.findByRole('button', { name: 'Aksi Ahmad Fauzi' }));
    await user().click(await screen.findByText('Reset password siswa'));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    const shown = await dialogTitled('Password Baru');
    expect(within(shown).getByText('zz9yy8xx7w')).toBeTruthy();
  });
});
