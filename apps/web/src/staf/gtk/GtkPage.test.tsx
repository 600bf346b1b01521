// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAF_PAGE, type ActionFlag } from '@madrasah/contract/access';
import { STAF_GTK } from '@madrasah/contract/endpoints/staf-gtk';
import type { GtkRow } from '@madrasah/contract/schemas/staf-gtk';
import { at, fakeApi, ok } from '../../../test/fake-api';
import { studentPrivilege } from '../../../test/fixtures';
import { fill, renderSignedIn, user } from '../../../test/signed-in';
import GtkPage from './GtkPage';

const row = (id: number, nama_lengkap: string, extra: Partial<GtkRow> = {}): GtkRow => ({
  rownum: id,
  id,
  nama_lengkap,
  gelar_depan: null,
  gelar_belakang: 'S.Pd.',
  nama: `${nama_lengkap}, S.Pd.`,
  jenis_kelamin: 'Perempuan',
  nip: null,
  nuptk: null,
  email: null,
  no_telp: '081234567890',
  jenis_ptk: 'Guru Mapel',
  is_active: true,
  dipakai: false,
  ...extra,
});
const ROWS = [row(1, 'Siti Aminah', { dipakai: true }), row(2, 'Guru Tamu')];

const renderAs = (actions: ActionFlag[]) =>
  renderSignedIn(<GtkPage />, studentPrivilege({ [STAF_PAGE.gtk]: { status: true, action: Object.fromEntries(actions.map((a) => [a, true])) } }));
const MANAGE: ActionFlag[] = ['view', 'create', 'update', 'delete'];

async function openMenu(name: string) {
  await user().click(await screen.findByRole('button', { name: `Aksi ${name}` }));
  return screen.findByRole('menu');
}
const serveList = () => ({ [at(STAF_GTK.table)]: () => ok({ list: ROWS, info: { total: 2, current: 1, pageSize: 10 } }) });

describe('the GTK page', () => {
  it('offers a delete for a GTK nothing names', async () => {
    fakeApi(serveList());
    renderAs(MANAGE);
    expect(within(await openMenu('Guru Tamu, S.Pd.')).getByText('Hapus')).toBeTruthy();
  });

  it('deactivates a GTK still named, by its whole record, and offers no delete', async () => {
    const requests = fakeApi({ ...serveList(), [at(STAF_GTK.update, { id: 1 })]: () => ok(null) });
    renderAs(MANAGE);
    const named = await openMenu('Siti Aminah, S.Pd.');
    expect(within(named).queryByText('Hapus')).toBeNull();
    await user().click(within(named).getByText('Nonaktifkan'));
    const dialog = await screen.findByRole('dialog');
    await user().click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')).toBeDefined());
    const { nama_lengkap, is_active, no_telp } = requests.find((r) => r.method === 'PUT')!.body as Record<string, unknown>;
    expect({ nama_lengkap, is_active, no_telp }).toEqual({ nama_lengkap: 'Siti Aminah', is_active: false, no_telp: '081234567890' });
    expect(requests.find((r) => r.method === 'PUT')!.body).not.toHaveProperty('dipakai');
  });

  it('adds a GTK through the form, with the contract’s rules under the fields', async () => {
    const requests = fakeApi({
      [at(STAF_GTK.table)]: () => ok({ list: [], info: { total: 0, current: 1, pageSize: 10 } }),
      [at(STAF_GTK.create)]: () => ok({ id: 3 }),
    });
    renderAs(MANAGE);
    await user().click(await screen.findByRole('button', { name: /Tambah/ }));
    const dialog = await screen.findByRole('dialog');
    await fill({ 'Nama Lengkap': 'Ahmad Fauzi', NIP: '123' }, dialog);
    await user().click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findAllByText('jumlah karakter harus 18 digit')).not.toHaveLength(0);
    await fill({ NIP: '198001012005011001' }, dialog);
    await user().click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST' && r.path === STAF_GTK.create.path)).toBeDefined());
    expect(requests.find((r) => r.path === STAF_GTK.create.path)!.body).toMatchObject({
      nama_lengkap: 'Ahmad Fauzi',
      nip: '198001012005011001',
      is_active: true,
    });
  });

  it('shows the head the list without changes', async () => {
    fakeApi(serveList());
    renderAs(['view']);
    expect(await screen.findByText('Siti Aminah, S.Pd.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Tambah|Aksi/ })).toBeNull();
  });
});
