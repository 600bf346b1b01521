// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAF_PAGE, type ActionFlag } from '@madrasah/contract/access';
import { STAF_TAHUN_BARU } from '@madrasah/contract/endpoints/staf-tahun-baru';
import type { SiswaSumber, TahunBaru } from '@madrasah/contract/schemas/staf-tahun-baru';
import { at, fakeApi, ok } from '../../../test/fake-api';
import { studentPrivilege } from '../../../test/fixtures';
import { renderSignedIn, user } from '../../../test/signed-in';
import TahunBaruPage from './TahunBaruPage';

const aktif = { id: 2, nama: '2026/2027', thn_awal: 2026, is_active: true };
const baru = { id: 3, nama: '2027/2028', thn_awal: 2027, is_active: false };
const RINGKASAN: TahunBaru = {
  tahun: [baru, aktif],
  dari: aktif,
  ke: baru,
  sumber: [
    { id: 10, nama: 'X IPA 1', tingkatan_kelas: 'X', urutan: 1, terakhir: false, jumlah_siswa: 2, jumlah_selesai: 0, tujuan_id: 21 },
    { id: 12, nama: 'XII IPA 1', tingkatan_kelas: 'XII', urutan: 3, terakhir: true, jumlah_siswa: 2, jumlah_selesai: 1, tujuan_id: null },
  ],
  tujuan: [
    { id: 20, nama: 'X IPA 1', tingkatan_kelas: 'X', urutan: 1 },
    { id: 21, nama: 'XI IPA 1', tingkatan_kelas: 'XI', urutan: 2 },
    { id: 23, nama: 'XII IPA 1', tingkatan_kelas: 'XII', urutan: 3 },
  ],
};
const siswa = (siswa_id: number, nama: string, over: Partial<SiswaSumber> = {}): SiswaSumber => ({
  siswa_id,
  nama,
  nisn: `00000000${siswa_id}`.slice(-10),
  status_siswa: 'Aktif',
  rombel_tujuan_id: null,
  rombel_tujuan_nama: null,
  ...over,
});
const studentsOf = (rombel: number) => `${at(STAF_TAHUN_BARU.siswa, { id: rombel })}?ke_tahun_ajaran_id=3`;

const renderAs = (actions: ActionFlag[]) =>
  renderSignedIn(<TahunBaruPage />, studentPrivilege({ [STAF_PAGE.tahunBaru]: { status: true, action: Object.fromEntries(actions.map((a) => [a, true])) } }));

describe('the year’s turn page', () => {
  it('promotes a class group to its next-grade class group, with one student kept back', async () => {
    const requests = fakeApi({
      [at(STAF_TAHUN_BARU.ringkasan)]: () => ok(RINGKASAN),
      [studentsOf(10)]: () => ok([siswa(1, 'Ahmad Fauzi'), siswa(2, 'Budi Santoso')]),
      [at(STAF_TAHUN_BARU.kenaikan)]: () => ok({ naik: 1, tinggal: 1 }),
    });
    renderAs(['view', 'create']);
    expect(await screen.findByText('Budi Santoso')).toBeTruthy();
    // Preselected: up to XI IPA 1, kept back in next year's X IPA 1 (same name).
    expect(screen.getByTitle('XI IPA 1')).toBeTruthy();
    expect(screen.getByTitle('X IPA 1')).toBeTruthy();
    const budi = screen.getByText('Budi Santoso').closest('tr')!;
    await user().click(within(budi).getByText('Tinggal kelas'));
    await user().click(screen.getByRole('button', { name: 'Simpan kenaikan kelas' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toEqual({
      rombel_id: 10,
      dari_tahun_ajaran_id: 2,
      ke_tahun_ajaran_id: 3,
      siswa: [
        { siswa_id: 1, keputusan: 'naik', rombel_id: 21 },
        { siswa_id: 2, keputusan: 'tinggal', rombel_id: 20 },
      ],
    });
  });

  it('graduates the last grade; a graduate cannot be marked not graduated', async () => {
    const requests = fakeApi({
      [at(STAF_TAHUN_BARU.ringkasan)]: () => ok(RINGKASAN),
      [studentsOf(12)]: () => ok([siswa(5, 'Citra Lestari', { status_siswa: 'Lulus' }), siswa(6, 'Dewi Anggraini')]),
      [at(STAF_TAHUN_BARU.kelulusan)]: () => ok({ lulus: 1, tidak_lulus: 1, alumni_baru: 0 }),
    });
    renderAs(['view', 'create']);
    await user().click(await screen.findByRole('tab', { name: 'Kelulusan' }));
    expect(await screen.findByText('Dewi Anggraini')).toBeTruthy();
    const citra = screen.getByText('Citra Lestari').closest('tr')!;
    expect((within(citra).getByRole('radio', { name: 'Tidak lulus' }) as HTMLInputElement).disabled).toBe(true);
    await user().click(within(screen.getByText('Dewi Anggraini').closest('tr')!).getByText('Tidak lulus'));
    await user().click(screen.getByRole('button', { name: 'Simpan kelulusan' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      rombel_id: 12,
      siswa: [
        { siswa_id: 5, keputusan: 'lulus' },
        { siswa_id: 6, keputusan: 'tidak_lulus', rombel_id: 23 },
      ],
    });
  });

  it('sends the operator to the academic screen while there is no next year, and shows no writes to a reader', async () => {
    fakeApi({
      [at(STAF_TAHUN_BARU.ringkasan)]: () => ok({ ...RINGKASAN, tahun: [aktif], ke: null, tujuan: [] }),
    });
    renderAs(['view']);
    expect(await screen.findByText('Belum ada tahun ajaran setelah tahun ini')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tahun Ajaran & Rombel' }).getAttribute('href')).toBe(`${STAF_PAGE.akademik}?tab=tahun-ajaran`);
    expect(screen.queryByRole('button', { name: 'Buat rombel tahun baru' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Simpan/ })).toBeNull();
  });
});
