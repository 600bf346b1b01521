import { describe, expect, it } from 'vitest';
import { isAllowed, type AccessMap } from './access.js';

describe('isAllowed', () => {
  const access: AccessMap = {
    '/presensi/siswa': { status: true, action: { view: true, detail: false } },
    '/perizinan/siswa': { status: false, action: { create: true } },
  };

  it('opens a page whose entry has status true', () => {
    expect(isAllowed(access, '/presensi/siswa')).toBe(true);
    expect(isAllowed(access, '/presensi/siswa', 'view')).toBe(true);
  });

  it('closes a page with status false, whatever its actions say', () => {
    expect(isAllowed(access, '/perizinan/siswa')).toBe(false);
    expect(isAllowed(access, '/perizinan/siswa', 'create')).toBe(false);
  });

  it('closes a page without an entry, an action not granted, and everything without a map', () => {
    expect(isAllowed(access, '/tidak-ada')).toBe(false);
    expect(isAllowed(access, '/presensi/siswa', 'detail')).toBe(false);
    expect(isAllowed(access, '/presensi/siswa', 'export')).toBe(false);
    expect(isAllowed(undefined, '/')).toBe(false);
  });

  it('accepts any of several actions', () => {
    expect(isAllowed(access, '/presensi/siswa', ['update', 'view'])).toBe(true);
    expect(isAllowed(access, '/presensi/siswa', ['update', 'detail'])).toBe(false);
  });

  it('opens a call shared by several pages when any of them grants it', () => {
    expect(isAllowed(access, ['/perizinan/siswa', '/presensi/siswa'], 'view')).toBe(true);
    expect(isAllowed(access, ['/perizinan/siswa', '/presensi/siswa'], 'create')).toBe(false);
    expect(isAllowed(access, [], 'view')).toBe(false);
  });
});
