// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SISWA } from '@madrasah/contract/endpoints/siswa';
import { MSG } from '@madrasah/contract/messages';
import type { OrangTua } from '@madrasah/contract/schemas/orang-tua';
import { at, fakeApi, ok, refused, type FakeRequest } from '../../../test/fake-api';
import { messageUnder } from '../../../test/form-field';
import { fill, renderSignedIn, user } from '../../../test/signed-in';
import OrangTuaForm from './OrangTuaForm';

const SISWA_ID = 11;

const WALI: OrangTua = {
  id: 31,
  tipe: 'Wali',
  status_hidup: 'Masih Hidup',
  nama: 'Siti Aminah',
  nik: '3174000000000001',
  kewarganegaraan: 'WNI',
  tempat_lahir: 'Jakarta',
  tgl_lahir: '1980-02-01',
  pendidikan: null,
  pekerjaan: null,
  penghasilan: null,
  no_telp: null,
  email: 'siti@example.id',
  domisili: null,
  status_tempat_tinggal: null,
  alamat: null,
  kode_pos: null,
  provinsi_id: null,
  provinsi_nama: null,
  kabkot_id: null,
  kabkot_nama: null,
  kecamatan_id: null,
  kecamatan_nama: null,
  kelurahan_id: null,
  kelurahan_nama: null,
};

/** A person's block of the form, named by its title. */
const block = (title: string) => screen.getByText(title).closest<HTMLElement>('.ant-card')!;
const AYAH = 'DATA AYAH KANDUNG';
const IBU = 'DATA IBU KANDUNG';

const saves = (requests: FakeRequest[]) => requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);

function openForm(routes: Record<string, (request: FakeRequest) => ReturnType<typeof ok>> = {}) {
  const requests = fakeApi(routes);
  const onClose = vi.fn();
  renderSignedIn(<OrangTuaForm siswaId={SISWA_ID} records={[WALI]} onClose={onClose} />);
  return Object.assign(requests, { onClose });
}

const save = () => user().click(screen.getByRole('button', { name: /Simpan/ }));

describe('the parent form', () => {
  it('leaves an empty father and mother alone and saves the guardian', async () => {
    const requests = openForm({ [at(SISWA.orangTuaUpdate, { id: WALI.id })]: () => ok({ id: WALI.id }, 'Data berhasil diubah') });
    expect(screen.getAllByText('Kosongkan bila tidak ada')).toHaveLength(2);
    await save();
    expect(await screen.findByText('Data berhasil diubah')).toBeTruthy();
    expect(saves(requests)).toEqual([at(SISWA.orangTuaUpdate, { id: WALI.id })]);
    // Saved, the form closes on the list fetched again; the page is not reloaded.
    expect(requests.onClose).toHaveBeenCalledOnce();
  });

  it('asks before Batal throws away a change', async () => {
    const requests = openForm();
    await fill({ Nama: 'Budi Santoso' }, block(AYAH));
    await user().click(screen.getByRole('button', { name: 'Batal' }));
    expect(requests.onClose).not.toHaveBeenCalled();
    await user().click(await screen.findByRole('button', { name: 'Tinggalkan' }));
    expect(requests.onClose).toHaveBeenCalledOnce();
  });

  it("checks the father's block once he is named, and sends nothing until it is complete", async () => {
    const requests = openForm();
    await fill({ Nama: 'Budi Santoso' }, block(AYAH));
    await save();
    await waitFor(() => expect(messageUnder('NIK', block(AYAH))).toBe(MSG.required));
    expect(messageUnder('Status', block(AYAH))).toBe(MSG.chooseOne);
    // The mother's block stays unchecked.
    expect(messageUnder('NIK', block(IBU))).toBe('');
    expect(saves(requests)).toEqual([]);
  });

  it("saves the father, then stops at the mother's refusal and shows it under her field", async () => {
    const requests = openForm({
      [at(SISWA.orangTuaCreate, { siswa_id: SISWA_ID })]: (request) =>
        (request.body as { tipe: string }).tipe === 'Ayah'
          ? ok({ id: 32 }, 'Data berhasil disimpan')
          : refused(400, MSG.nikDigits, [{ field: 'nik', message: MSG.nikDigits }]),
    });
    for (const [title, nama, nik] of [
      [AYAH, 'Budi Santoso', '3174000000000002'],
      [IBU, 'Rina Wati', '3174000000000003'],
    ] as const) {
      await user().click(within(block(title)).getByLabelText('Status'));
      await user().click((await screen.findAllByTitle('Masih Hidup')).at(-1)!);
      await fill({ Nama: nama, NIK: nik }, block(title));
    }
    await save();

    await waitFor(() => expect(messageUnder('NIK', block(IBU))).toBe(MSG.nikDigits));
    expect(messageUnder('NIK', block(AYAH))).toBe('');
    // The guardian, after the mother, waits for the next save.
    expect(saves(requests)).toEqual([at(SISWA.orangTuaCreate, { siswa_id: SISWA_ID }), at(SISWA.orangTuaCreate, { siswa_id: SISWA_ID })]);
    expect(requests.onClose).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.method === 'POST').map((r) => (r.body as { tipe: string }).tipe)).toEqual(['Ayah', 'Ibu']);
  });
});
