// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAF_PAGE, type ActionFlag } from '@madrasah/contract/access';
import { STAF_AKADEMIK } from '@madrasah/contract/endpoints/staf-akademik';
import type { TahunAjaranRow } from '@madrasah/contract/schemas/staf-akademik';
import { at, fakeApi, ok } from '../../../test/fake-api';
import { studentPrivilege } from '../../../test/fixtures';
import { renderSignedIn, user } from '../../../test/signed-in';
import { TahunAjaranTab } from './TahunAjaranTab';

const YEARS: TahunAjaranRow[] = [
  {
    id: 3,
    thn_awal: 2027,
    thn_akhir: 2028,
    nama: '2027/2028',
    is_active: false,
    dipakai: false,
    semester: [
      { id: 5, tipe_semester: 'Ganjil', is_active: false },
      { id: 6, tipe_semester: 'Genap', is_active: false },
    ],
  },
  {
    id: 2,
    thn_awal: 2026,
    thn_akhir: 2027,
    nama: '2026/2027',
    is_active: true,
    dipakai: true,
    semester: [
      { id: 3, tipe_semester: 'Ganjil', is_active: true },
      { id: 4, tipe_semester: 'Genap', is_active: false },
    ],
  },
];

/** The academic page opened with `actions`, as the operator (all) or the head (view) holds them. */
const renderAs = (actions: ActionFlag[]) =>
  renderSignedIn(<TahunAjaranTab />, studentPrivilege({ [STAF_PAGE.akademik]: { status: true, action: Object.fromEntries(actions.map((a) => [a, true])) } }));

const MANAGE: ActionFlag[] = ['view', 'create', 'update', 'delete'];

describe('the school years tab', () => {
  it('names the active period and marks it in the list', async () => {
    fakeApi({ [at(STAF_AKADEMIK.tahunAjaranList)]: () => ok(YEARS) });
    renderAs(MANAGE);
    expect(await screen.findByText('Periode aktif: tahun ajaran 2026/2027, semester Ganjil')).toBeTruthy();
    const active = screen.getByText('2026/2027').closest('tr')!;
    expect(within(active).getByText('Ganjil · Aktif')).toBeTruthy();
    // The active year and a year with class groups cannot be deleted; an empty one can.
    expect((within(active).getByRole('button', { name: 'Hapus 2026/2027' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Hapus 2027/2028' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('makes another semester active after a confirmation, and reads the years again', async () => {
    let activated = false;
    const requests = fakeApi({
      [at(STAF_AKADEMIK.tahunAjaranList)]: () => ok(activated ? YEARS.map((y) => ({ ...y, is_active: y.id === 3 })) : YEARS),
      [at(STAF_AKADEMIK.periodeAktifUpdate)]: (req) => ((activated = true), ok(req.body)),
    });
    renderAs(MANAGE);
    await user().click((await screen.findAllByRole('button', { name: 'Aktifkan Genap' }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/menjadi periode aktif/)).toBeTruthy();
    await user().click(within(dialog).getByRole('button', { name: 'Aktifkan' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ tahun_ajaran_id: 3, semester_id: 6 });
    await waitFor(() => expect(requests.filter((r) => r.path === STAF_AKADEMIK.tahunAjaranList.path).length).toBeGreaterThan(1));
  });

  it('opens a year from its first calendar year, the second following', async () => {
    const requests = fakeApi({
      [at(STAF_AKADEMIK.tahunAjaranList)]: () => ok(YEARS),
      [at(STAF_AKADEMIK.tahunAjaranCreate)]: () => ok({ id: 4 }),
    });
    renderAs(MANAGE);
    await user().click(await screen.findByRole('button', { name: /Tambah Tahun Ajaran/ }));
    const dialog = await screen.findByRole('dialog');
    const first = within(dialog).getByLabelText('Tahun Awal') as HTMLInputElement;
    expect(first.value).toBe('2028');
    await user().clear(first);
    await user().type(first, '2030');
    await waitFor(() => expect((within(dialog).getByLabelText('Tahun Akhir') as HTMLInputElement).value).toBe('2031'));
    await user().click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ thn_awal: 2030, thn_akhir: 2031 }));
  });

  it('shows the head the years without a button to change them', async () => {
    fakeApi({ [at(STAF_AKADEMIK.tahunAjaranList)]: () => ok(YEARS) });
    renderAs(['view']);
    expect(await screen.findByText('2027/2028')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Aktifkan|Tambah|Hapus/ })).toBeNull();
  });
});
