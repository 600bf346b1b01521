// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { PAGE, type AccessMap } from '@madrasah/contract/access';
import { canOpen } from './routes';

const access: AccessMap = {
  [PAGE.dashboard]: { status: true, action: { view: true } },
  [PAGE.profile]: { status: false, action: {} },
  [PAGE.siswaAktif]: { status: true, action: { detail: true } },
  // An entry the map may hold for a path the portal has no page for.
  '/halaman-tanpa-rute': { status: true, action: { view: true } },
};

describe('canOpen', () => {
  it('needs both a page in the route table and an open access entry', () => {
    expect(canOpen(access, '/')).toBe(true);
    expect(canOpen(access, '/profile')).toBe(false);
    expect(canOpen(access, PAGE.siswaAktif)).toBe(true);
    // Open in the access map, but no page yet.
    expect(canOpen(access, '/halaman-tanpa-rute')).toBe(false);
    expect(canOpen(access, '/tidak-ada')).toBe(false);
  });
});
