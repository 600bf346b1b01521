import { PAGE, ROLE } from '@madrasah/contract/access';

export type TabLink = { label: string; path: string };

/** A tab either opens a page or, for a group, a bottom drawer of links. */
export type Tab = { label: string; icon: string } & ({ path: string } | { title: string; links: TabLink[] });

/** The bar of students and guardians (spec 02 section 2, "Mobile bottom tab bar"). */
const STUDENT_TABS: Tab[] = [
  { label: 'Dashboard', icon: 'dashboard', path: PAGE.dashboard },
  {
    label: 'Presensi',
    icon: 'schedule',
    title: 'Presensi',
    links: [
      { label: 'Siswa', path: PAGE.presensiSiswa },
      { label: 'Pramuka', path: PAGE.presensiPramuka },
      { label: 'Perizinan', path: PAGE.perizinanSiswa },
    ],
  },
  {
    label: 'Kesiswaan',
    icon: 'team',
    title: 'Kesiswaan, Kegiatan & Penilaian',
    links: [
      { label: 'Kalender', path: PAGE.kalender },
      { label: 'Tata Tertib', path: PAGE.tataTertib },
      { label: 'Pelanggaran', path: PAGE.pelanggaranSiswa },
      { label: 'Penghargaan', path: PAGE.penghargaanSiswa },
      { label: 'Ekstrakurikuler', path: PAGE.ekstrakurikuler },
      { label: 'Pramuka', path: PAGE.pramuka },
      { label: 'Nilai Mata Pelajaran', path: PAGE.nilaiMapel },
    ],
  },
  {
    label: 'Bimbingan Konseling',
    icon: 'comment',
    title: 'Bimbingan Konseling',
    links: [
      { label: 'Profil', path: PAGE.profilBk },
      { label: 'Hasil Tes', path: PAGE.hasilTes },
      { label: 'Media Informasi', path: PAGE.mediaInformasi },
      { label: 'Konsultasi', path: PAGE.konsultasi },
    ],
  },
  { label: 'Profil', icon: 'user', path: PAGE.siswaAktif },
];

const ALUMNI_TABS: Tab[] = [
  { label: 'Dashboard', icon: 'dashboard', path: PAGE.dashboard },
  { label: 'Profil', icon: 'user', path: PAGE.alumni },
];

const BY_ROLE: Record<string, Tab[]> = {
  [ROLE.siswa]: STUDENT_TABS,
  [ROLE.wali]: STUDENT_TABS,
  [ROLE.alumni]: ALUMNI_TABS,
};

/**
 * The tabs a role sees. A page tab shows only when its page can be opened; a group keeps only
 * the links that can be opened and shows only when one is left (a suspended student's bar is
 * the dashboard alone, spec 01 section 1).
 */
export function tabsFor(role: string, canOpen: (path: string) => boolean): Tab[] {
  return (BY_ROLE[role] ?? []).flatMap((tab): Tab[] => {
    if (!('links' in tab)) return canOpen(tab.path) ? [tab] : [];
    const links = tab.links.filter((link) => canOpen(link.path));
    return links.length > 0 ? [{ ...tab, links }] : [];
  });
}
