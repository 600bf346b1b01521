// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STAF_PAGE, STAFF_ROLE, type AccessMap } from '@madrasah/contract/access';
import { STAF_BERANDA } from '@madrasah/contract/endpoints/staf-beranda';
import { MSG } from '@madrasah/contract/messages';
import type { Beranda } from '@madrasah/contract/schemas/staf-beranda';
import { at, fakeApi, ok } from '../../../test/fake-api';
import { renderStafSignedIn, stafPrivilege, stafPrivilegeRoute } from '../../../test/staf-signed-in';
import BerandaPage from './BerandaPage';

const DAY: Beranda = {
  tanggal: '2026-11-23',
  hari: 'Senin',
  hari_presensi: true,
  jam_pulang: '15:00',
  tahun_ajaran: '2026/2027',
  kehadiran: { jumlah_siswa: 64, hadir: 48, izin: 3, sakit: 2, alpa: 0, belum_presensi: 11 },
  perizinan_menunggu: 4,
  konsultasi_belum_dijawab: 1,
  tunggakan: 1_250_000,
  rombel: [
    {
      rombel_id: 1,
      rombel_nama: 'X IPA 1',
      tingkatan_kelas: 'X',
      wali_kelas: 'Dra. Siti Aminah, M.Pd.',
      jumlah_siswa: 32,
      hadir: 30,
      izin: 1,
      sakit: 1,
      alpa: 0,
      belum_presensi: 0,
      tunggakan: 250_000,
    },
    {
      rombel_id: 2,
      rombel_nama: 'X IPA 2',
      tingkatan_kelas: 'X',
      wali_kelas: null,
      jumlah_siswa: 32,
      hadir: 18,
      izin: 2,
      sakit: 1,
      alpa: 0,
      belum_presensi: 11,
      tunggakan: 1_000_000,
    },
  ],
};

function openPage(data: Beranda, access: AccessMap = {}) {
  fakeApi({ ...stafPrivilegeRoute(stafPrivilege(access, [STAFF_ROLE.waliKelas, STAFF_ROLE.guru])), [at(STAF_BERANDA.get)]: () => ok(data) });
  renderStafSignedIn(<BerandaPage />);
}

/** The number a count card shows under its title. */
const card = (title: string) =>
  within(screen.getByRole('region', { name: 'Ringkasan hari ini' }))
    .getByText(title)
    .closest('.beranda-card')!
    .textContent!.replace(title, '');

describe('the staff overview', () => {
  it('shows today, the counts and a row per class group', async () => {
    openPage(DAY);
    expect(await screen.findByText('Senin, 23 November 2026')).toBeTruthy();
    expect(screen.getByText('Operator Madrasah')).toBeTruthy();
    expect(screen.getByText(STAFF_ROLE.waliKelas)).toBeTruthy();
    expect(card('Hadir')).toBe('48(75%)');
    expect(card('Belum presensi')).toBe('11');
    expect(card('Perizinan menunggu')).toBe('4');
    expect(card('Tunggakan')).toBe('Rp. 1.250.000');

    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Dra. Siti Aminah, M.Pd.')).toBeTruthy();
    expect(within(rows[1]!).getByText('Wali kelas belum ditentukan')).toBeTruthy();
    expect(within(rows[1]!).getByText('18 (56%)')).toBeTruthy();
    expect(within(rows[1]!).getByText('Rp. 1.000.000')).toBeTruthy();
  });

  it('says when today is not a clock-in day, calling Sunday Ahad', async () => {
    openPage({ ...DAY, tanggal: '2026-11-22', hari: 'Minggu', hari_presensi: false });
    expect(await screen.findByText('Ahad, 22 November 2026')).toBeTruthy();
    expect(screen.getByText('Hari ini bukan hari presensi.')).toBeTruthy();
  });

  it('shows an empty table and the warning when no school year is active', async () => {
    openPage({
      ...DAY,
      tahun_ajaran: null,
      kehadiran: { jumlah_siswa: 0, hadir: 0, izin: 0, sakit: 0, alpa: 0, belum_presensi: 0 },
      perizinan_menunggu: 0,
      konsultasi_belum_dijawab: 0,
      tunggakan: 0,
      rombel: [],
    });
    expect(await screen.findByText(MSG.noActiveYear)).toBeTruthy();
    expect(screen.getByText('Tidak ada rombel untuk ditampilkan')).toBeTruthy();
  });

  it('leads each figure to its list where the caller may open it', async () => {
    const view = { status: true, action: { view: true } };
    openPage(DAY, { [STAF_PAGE.presensi]: view, [STAF_PAGE.perizinan]: view });
    const alpa = await screen.findByRole('link', { name: 'Alpa: lihat daftarnya' });
    expect(alpa.getAttribute('href')).toBe('/staf/presensi?rombel_id=1&tanggal=2026-11-23');
    expect(screen.getByRole('link', { name: 'Perizinan menunggu: lihat daftarnya' }).getAttribute('href')).toBe('/staf/perizinan?status=DIAJUKAN');
    // The counsellor's inbox is not open to this caller: its figure is no link.
    expect(screen.queryByRole('link', { name: 'Konsultasi belum dijawab: lihat daftarnya' })).toBeNull();
    expect(screen.getByRole('link', { name: 'X IPA 2' }).getAttribute('href')).toBe('/staf/presensi?rombel_id=2&tanggal=2026-11-23');
  });
});
