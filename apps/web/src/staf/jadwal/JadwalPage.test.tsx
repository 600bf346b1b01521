// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAF_PAGE } from '@madrasah/contract/access';
import { STAF_JADWAL } from '@madrasah/contract/endpoints/staf-jadwal';
import type { JadwalPilihan, JadwalRombel } from '@madrasah/contract/schemas/staf-jadwal';
import { at, fakeApi, ok } from '../../../test/fake-api';
import { studentPrivilege } from '../../../test/fixtures';
import { renderSignedIn, user } from '../../../test/signed-in';
import JadwalPage from './JadwalPage';

const PILIHAN: JadwalPilihan = {
  tahun_ajaran: [{ id: 2, nama: '2026/2027', is_active: true }],
  rombel: [{ id: 5, nama: 'X IPA 1', tahun_ajaran_id: 2, jumlah_jadwal: 1 }],
  mapel: [
    { id: 1, nama: 'Fikih', singkatan: 'FIK' },
    { id: 2, nama: 'Matematika', singkatan: 'MTK' },
  ],
  gtk: [{ id: 9, nama: 'Siti Aminah, S.Pd.' }],
};
const lesson = {
  hari: 'Senin',
  jam_ke: 1,
  jam_mulai: '07:00',
  jam_selesai: '07:45',
  mapel_id: 1,
  mapel_nama: 'Fikih',
  mapel_singkatan: 'FIK',
  gtk_id: 9,
  gtk_nama: 'Siti Aminah, S.Pd.',
};

function openPage(jadwal: JadwalRombel, actions: Record<string, boolean> = { view: true, update: true }) {
  const requests = fakeApi({
    [at(STAF_JADWAL.pilihan)]: () => ok(PILIHAN),
    [at(STAF_JADWAL.rombel, { rombel_id: 5 })]: () => ok(jadwal),
    [at(STAF_JADWAL.update, { rombel_id: 5 })]: () => ok(null),
  });
  renderSignedIn(<JadwalPage />, studentPrivilege({ [STAF_PAGE.jadwal]: { status: true, action: actions } }));
  return requests;
}

async function chooseRombel() {
  await user().click(await screen.findByLabelText('Rombel'));
  await user().click(await screen.findByTitle('X IPA 1 (1 jam)'));
}

describe('the timetable page', () => {
  it('saves the grid whole after a lesson is added, the new lesson taking its period’s times', async () => {
    const requests = openPage({ rombel_id: 5, dapat_diubah: true, slots: [lesson] });
    await chooseRombel();
    const save = await screen.findByRole('button', { name: /Simpan Jadwal/ });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user().click(screen.getByLabelText('Mata pelajaran Selasa jam ke-1'));
    await user().click(await screen.findByTitle('MTK · Matematika'));
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    await user().click(save);
    await waitFor(() => expect(requests.find((r) => r.method === 'PUT')).toBeDefined());
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      slots: [
        { hari: 'Senin', jam_ke: 1, mapel_id: 1, gtk_id: 9, jam_mulai: '07:00', jam_selesai: '07:45' },
        { hari: 'Selasa', jam_ke: 1, mapel_id: 2, gtk_id: null, jam_mulai: '07:00', jam_selesai: '07:45' },
      ],
    });
  });

  it('shows an earlier year’s timetable as it was, without inputs', async () => {
    openPage({ rombel_id: 5, dapat_diubah: false, slots: [lesson] });
    await chooseRombel();
    expect(await screen.findByText('Fikih')).toBeTruthy();
    expect(screen.getByText('Siti Aminah, S.Pd.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Simpan Jadwal|Salin/ })).toBeNull();
    expect(screen.queryByLabelText('Mata pelajaran Senin jam ke-1')).toBeNull();
  });
});
