// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAF_PAGE } from '@madrasah/contract/access';
import { STAF_AKADEMIK, STAF_REFERENSI } from '@madrasah/contract/endpoints/staf-akademik';
import type { RombelRow, TahunAjaranRow } from '@madrasah/contract/schemas/staf-akademik';
import { at, fakeApi, ok, type FakeRequest } from '../../../test/fake-api';
import { studentPrivilege } from '../../../test/fixtures';
import { fill, renderSignedIn, user } from '../../../test/signed-in';
import { RombelTab } from './RombelTab';

const year = (id: number, thn_awal: number, is_active: boolean): TahunAjaranRow => ({
  id,
  thn_awal,
  thn_akhir: thn_awal + 1,
  nama: `${thn_awal}/${thn_awal + 1}`,
  is_active,
  dipakai: true,
  semester: [{ id: id * 10, tipe_semester: 'Ganjil', is_active }],
});
const YEARS = [year(2, 2026, true), year(1, 2025, false)];

const rombel = (id: number, nama: string, tahun_ajaran_id: number): RombelRow => ({
  rownum: id,
  id,
  tahun_ajaran_id,
  nama,
  tingkatan_kelas: 'X',
  jurusan_nama: 'IPA',
  ruangan_nama: null,
  kurikulum_nama: 'Kurikulum Merdeka',
  wali_gtk_id: 7,
  wali_nama: 'Siti Aminah, S.Pd.',
  guru_bk_gtk_id: null,
  guru_bk_nama: null,
  jumlah_siswa: 32,
});

/** The class groups of the year the table asks for. */
const serveRombel = (request: FakeRequest) => {
  const body = request.body as { filtering?: { tahun_ajaran_id?: number } };
  const list = body.filtering?.tahun_ajaran_id === 1 ? [rombel(1, 'XII IPA 1', 1)] : [rombel(2, 'X IPA 1', 2)];
  return ok({ list, info: { total: list.length, current: 1, pageSize: 10 } });
};

function openTab() {
  const requests = fakeApi({
    [at(STAF_AKADEMIK.tahunAjaranList)]: () => ok(YEARS),
    [at(STAF_AKADEMIK.rombelTable)]: serveRombel,
    [at(STAF_AKADEMIK.rombelCreate)]: () => ok({ id: 3 }),
    [at(STAF_REFERENSI.tingkat.list)]: () => ok([{ id: 1, nama: 'X', urutan: 1, dipakai: true }]),
    [at(STAF_REFERENSI.jurusan.list)]: () => ok([{ id: 1, nama: 'IPA', dipakai: true }]),
    [at(STAF_REFERENSI.ruangan.list)]: () => ok([]),
    [at(STAF_AKADEMIK.gtkPilihan)]: () => ok([{ id: 7, nama: 'Siti Aminah, S.Pd.' }]),
  });
  renderSignedIn(<RombelTab />, studentPrivilege({ [STAF_PAGE.akademik]: { status: true, action: { view: true, create: true, update: true, delete: true } } }));
  return requests;
}

describe('the class groups tab', () => {
  it('lists the active year’s class groups with their wali kelas, and an earlier year’s without changes', async () => {
    openTab();
    expect(await screen.findByText('X IPA 1')).toBeTruthy();
    expect(screen.getByText('Siti Aminah, S.Pd.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aksi X IPA 1' })).toBeTruthy();

    await user().click(screen.getByLabelText('Tahun Ajaran'));
    await user().click(await screen.findByTitle('2025/2026'));
    expect(await screen.findByText('XII IPA 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aksi XII IPA 1' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Tambah/ })).toBeNull();
  });

  it('adds a class group to the year shown, from the reference lists', async () => {
    const requests = openTab();
    await user().click(await screen.findByRole('button', { name: /Tambah/ }));
    const dialog = await screen.findByRole('dialog');
    await fill({ 'Nama Rombel': 'X IPA 3' }, dialog);
    await user().click(within(dialog).getByLabelText('Tingkat'));
    await user().click(await screen.findByTitle('X'));
    await user().click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(requests.find((r) => r.path === STAF_AKADEMIK.rombelCreate.path && r.method === 'POST')).toBeDefined());
    expect(requests.find((r) => r.path === STAF_AKADEMIK.rombelCreate.path)!.body).toMatchObject({
      tahun_ajaran_id: 2,
      nama: 'X IPA 3',
      tingkatan_kelas: 'X',
      kurikulum_nama: 'Kurikulum Merdeka',
    });
  });
});
