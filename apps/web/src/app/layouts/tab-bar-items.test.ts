import { describe, expect, it } from 'vitest';
import { PAGE, ROLE } from '@madrasah/contract/access';
import { tabsFor } from './tab-bar-items';

const labels = (tabs: ReturnType<typeof tabsFor>) => tabs.map((tab) => tab.label);

describe('tabsFor', () => {
  const everything = () => true;

  it('gives students and guardians the five-tab bar', () => {
    const expected = ['Dashboard', 'Presensi', 'Kesiswaan', 'Bimbingan Konseling', 'Profil'];
    expect(labels(tabsFor(ROLE.siswa, everything))).toEqual(expected);
    expect(labels(tabsFor(ROLE.wali, everything))).toEqual(expected);
  });

  it('links Profil to the student or the alumni detail page', () => {
    const profil = (role: string) => tabsFor(role, everything).find((tab) => tab.label === 'Profil');
    expect(profil(ROLE.siswa)).toMatchObject({ path: PAGE.siswaAktif });
    expect(profil(ROLE.alumni)).toMatchObject({ path: PAGE.alumni });
    expect(labels(tabsFor(ROLE.alumni, everything))).toEqual(['Dashboard', 'Profil']);
  });

  it('gives other roles no tabs', () => {
    expect(tabsFor('guru', everything)).toEqual([]);
  });

  it('hides page tabs that cannot be opened, and groups with no link that can', () => {
    const tabs = tabsFor(ROLE.siswa, (path) => path === PAGE.dashboard || path === PAGE.presensiSiswa);
    expect(labels(tabs)).toEqual(['Dashboard', 'Presensi']);
    const presensi = tabs.find((tab) => tab.label === 'Presensi');
    expect(presensi && 'links' in presensi ? presensi.links.map((link) => link.label) : []).toEqual(['Siswa']);
  });

  it("gives a suspended student, who opens only the dashboard, the dashboard's tab alone", () => {
    expect(labels(tabsFor(ROLE.siswa, (path) => path === PAGE.dashboard))).toEqual(['Dashboard']);
  });
});
