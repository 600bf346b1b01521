// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STAF_PAGE, STAFF_ROLE, type ActionFlag } from '@madrasah/contract/access';
import { STAF_NILAI } from '@madrasah/contract/endpoints/staf-nilai';
import type { NilaiGrid } from '@madrasah/contract/schemas/staf-nilai';
import { at, fakeApi, ok, type FakeRequest } from '../../../test/fake-api';
import { user } from '../../../test/signed-in';
import { renderStafSignedIn, stafPrivilege, stafPrivilegeRoute } from '../../../test/staf-signed-in';
import NilaiPage from './NilaiPage';

const GRID: NilaiGrid = {
  id: 5,
  mapel_nama: 'Matematika',
  rombel_id: 7,
  rombel_nama: 'X IPA 1',
  semester_id: 1,
  semester_nama: 'Ganjil 2026/2027',
  guru_nama: 'Guru Matematika',
  final: null,
  boleh_ubah: true,
  boleh_final: false,
  penilaian: [{ id: 10, pembelajaran_id: 5, nama: 'Sumatif 1', materi: 'Eksponen', terisi: 0 }],
  siswa: [
    { siswa_id: 1, nama: 'Ahmad Fauzi', nisn: null, sumatif_rerata: null },
    { siswa_id: 2, nama: 'Budi Santoso', nisn: null, sumatif_rerata: null },
  ],
  nilai_sumatif: [],
  nilai_rapor: [],
};
const saved: NilaiGrid = {
  ...GRID,
  siswa: GRID.siswa.map((s, i) => ({ ...s, sumatif_rerata: [85.5, 90][i]! })),
  nilai_sumatif: [
    { penilaian_sumatif_id: 10, siswa_id: 1, nilai: 85.5 },
    { penilaian_sumatif_id: 10, siswa_id: 2, nilai: 90 },
  ],
};

function openGrid(actions: ActionFlag[], put: (n: number) => unknown, grid: NilaiGrid = GRID, routes: Record<string, () => unknown> = {}): FakeRequest[] {
  const access = { [STAF_PAGE.nilai]: { status: true, action: Object.fromEntries(actions.map((a) => [a, true])) } };
  let n = 0;
  const requests = fakeApi({
    ...stafPrivilegeRoute(stafPrivilege(access, [STAFF_ROLE.guru])),
    [at(STAF_NILAI.grid, { id: 5 })]: () => ok(grid),
    [at(STAF_NILAI.simpan, { id: 5 })]: () => put(++n),
    ...routes,
  } as never);
  renderStafSignedIn(<NilaiPage />);
  return requests;
}

const puts = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'PUT');
const paste = (text: string) => fireEvent.paste(screen.getByRole('grid').parentElement!, { clipboardData: { getData: () => text } as unknown as DataTransfer });

beforeEach(() => window.history.pushState({}, '', '/staf/nilai?p=5'));

describe('the grade grid page', () => {
  it('fills a pasted column from the focused cell and saves it in one request', async () => {
    const requests = openGrid(['view', 'detail', 'update'], () => ok({ diubah: 2, grid: saved }));
    expect(await screen.findByText('Ahmad Fauzi')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('gridcell', { name: 'Sumatif 1, 1. Ahmad Fauzi' }));
    paste('85,5\n90\n');
    await waitFor(() => expect(screen.getByText('Semua nilai tersimpan')).toBeTruthy(), { timeout: 4000 });
    expect(puts(requests)).toHaveLength(1);
    expect(puts(requests)[0]!.body).toEqual({
      nilai_sumatif: [
        { penilaian_sumatif_id: 10, siswa_id: 1, nilai: 85.5 },
        { penilaian_sumatif_id: 10, siswa_id: 2, nilai: 90 },
      ],
      nilai_rapor: [],
    });
    expect(screen.getByRole('gridcell', { name: 'Sumatif 1, 1. Ahmad Fauzi' }).textContent).toBe('85,5');
  });

  it('marks an invalid cell and does not send it', async () => {
    const requests = openGrid(['view', 'detail', 'update'], () => ok({ diubah: 0, grid: GRID }));
    await screen.findByText('Ahmad Fauzi');
    fireEvent.mouseDown(screen.getByRole('gridcell', { name: 'Sumatif 1, 1. Ahmad Fauzi' }));
    paste('150');
    expect(await screen.findByText('1 sel tidak valid (tidak dikirim)')).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'Sumatif 1, 1. Ahmad Fauzi' }).getAttribute('aria-invalid')).toBe('true');
    await new Promise((r) => setTimeout(r, 1000));
    expect(puts(requests)).toHaveLength(0);
  });

  it('keeps the typed values when the network fails, and saves them with Simpan ulang', async () => {
    const requests = openGrid(['view', 'detail', 'update'], (n) => {
      if (n === 1) throw new TypeError('Failed to fetch');
      return ok({ diubah: 2, grid: saved });
    });
    await screen.findByText('Ahmad Fauzi');
    fireEvent.mouseDown(screen.getByRole('gridcell', { name: 'Sumatif 1, 1. Ahmad Fauzi' }));
    paste('85,5\n90');
    expect(await screen.findByText('2 sel gagal disimpan', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('gridcell', { name: 'Sumatif 1, 2. Budi Santoso' }).textContent).toBe('90');
    await user().click(screen.getByRole('button', { name: /Simpan ulang/ }));
    await waitFor(() => expect(screen.getByText('Semua nilai tersimpan')).toBeTruthy(), { timeout: 4000 });
    expect(puts(requests)).toHaveLength(2);
    expect(puts(requests)[1]!.body).toEqual(puts(requests)[0]!.body);
  });

  it('shows the grid read-only to the wali kelas: typing changes nothing', async () => {
    const requests = openGrid(['view', 'detail'], () => ok({ diubah: 0, grid: GRID }), { ...GRID, boleh_ubah: false });
    await screen.findByText('Ahmad Fauzi');
    const cell = screen.getByRole('gridcell', { name: 'Sumatif 1, 1. Ahmad Fauzi' });
    fireEvent.mouseDown(cell);
    fireEvent.keyDown(cell, { key: '7' });
    paste('80');
    expect(cell.textContent).toBe('');
    expect(puts(requests)).toHaveLength(0);
  });

  it('checks a filled template first, shows its errors by row and column, and saves nothing until it is clean', async () => {
    const report = { total: 2, baru: 0, diperbarui: 1, tetap: 0, galat: [{ baris: 7, kolom: 'Sumatif 1 (#10)', pesan: 'Nilai harus di antara 0 dan 100' }] };
    const requests = openGrid(['view', 'detail', 'update'], () => ok({ diubah: 0, grid: GRID }), GRID, {
      'POST /staf/nilai/5/impor?dry_run=true': () => ok(report),
    });
    await screen.findByText('Ahmad Fauzi');
    await user().click(screen.getByRole('button', { name: 'Impor' }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['ID;Nama'], 'nilai.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('Nilai harus di antara 0 dan 100')).toBeTruthy();
    expect(screen.getByText('1 galat: perbaiki berkas, lalu unggah lagi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Simpan Nilai' }).hasAttribute('disabled')).toBe(true);
    expect(requests.filter((r) => r.path.includes('/impor')).map((r) => r.path)).toEqual(['/staf/nilai/5/impor?dry_run=true']);
  });
});
