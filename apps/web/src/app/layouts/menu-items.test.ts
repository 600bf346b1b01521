import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@madrasah/contract/schemas/session';
import { activeMenuPath, groupsContaining, isWithin, visibleMenu } from './menu-items';

const menu: MenuItem[] = [
  { name: 'Dashboard', path: '/', icon: 'dashboard' },
  {
    name: 'Kesiswaan',
    path: '/kesiswaan',
    icon: 'team',
    children: [
      { name: 'Tata Tertib', path: '/kesiswaan/tata-tertib-sekolah', icon: 'file' },
      { name: 'Pelanggaran', path: '/kesiswaan/pelanggaran-siswa', icon: 'warning' },
    ],
  },
  { name: 'Profil', path: '/profile', icon: 'user' },
];

describe('activeMenuPath', () => {
  it('highlights the entry of the current page', () => {
    expect(activeMenuPath(menu, '/')).toBe('/');
    expect(activeMenuPath(menu, '/profile')).toBe('/profile');
  });
  it('highlights the list entry on its detail pages', () => {
    expect(activeMenuPath(menu, '/kesiswaan/pelanggaran-siswa/detail/4')).toBe('/kesiswaan/pelanggaran-siswa');
  });
  it('does not treat the dashboard as the parent of every page', () => {
    expect(activeMenuPath(menu, '/tidak-ada')).toBeUndefined();
  });
  it('matches whole path segments only', () => {
    expect(isWithin('/profile', '/profile-lain')).toBe(false);
  });
});

describe('groupsContaining', () => {
  it('unfolds the group of a nested entry', () => {
    expect(groupsContaining(menu, '/kesiswaan/pelanggaran-siswa')).toEqual(['/kesiswaan']);
    expect(groupsContaining(menu, '/profile')).toEqual([]);
  });
});

describe('visibleMenu', () => {
  it('drops entries without an openable page, and groups left empty', () => {
    const open = new Set(['/', '/kesiswaan/pelanggaran-siswa']);
    const visible = visibleMenu(menu, (path) => open.has(path));
    expect(visible.map((item) => item.path)).toEqual(['/', '/kesiswaan']);
    expect(visible[1]?.children?.map((item) => item.path)).toEqual(['/kesiswaan/pelanggaran-siswa']);
    expect(visibleMenu(menu, (path) => path === '/').map((item) => item.path)).toEqual(['/']);
  });
});
