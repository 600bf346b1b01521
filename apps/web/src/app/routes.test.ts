// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE, type AccessMap } from '@madrasah/contract/access';
import { PENILAIAN } from '@madrasah/contract/endpoints/penilaian';
import { at, fakeApi, ok } from '../../test/fake-api';
import { studentPrivilege } from '../../test/fixtures';
import { canOpen, prefetchStart } from './routes';

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

describe('prefetchStart', () => {
  const grades: AccessMap = { [PAGE.nilaiMapel]: { status: true, action: { view: true } } };
  const noRows = () => ok({ list: [], info: { total: 0, current: 1, pageSize: 10 } });

  it("asks for the page's first rows once its code has arrived, for the period in the address", async () => {
    const requests = fakeApi({ [at(PENILAIAN.table)]: noRows });
    prefetchStart(new QueryClient(), studentPrivilege(grades), { pathname: PAGE.nilaiMapel, search: '?tahun_ajaran_id=1&semester_id=2' });
    await waitFor(() =>
      expect(requests.find((r) => r.path === PENILAIAN.table.path)?.body).toMatchObject({ filtering: { tahun_ajaran_id: 1, semester_id: 2 } }),
    );
  });

  it('asks nothing for a page the access map closes', async () => {
    const requests = fakeApi({ [at(PENILAIAN.table)]: noRows });
    prefetchStart(new QueryClient(), studentPrivilege(), { pathname: PAGE.nilaiMapel, search: '?tahun_ajaran_id=1&semester_id=1' });
    // An open visit asked after it: its request comes once the page's code has arrived, when the
    // closed visit's would have come first.
    prefetchStart(new QueryClient(), studentPrivilege(grades), { pathname: PAGE.nilaiMapel, search: '?tahun_ajaran_id=1&semester_id=2' });
    await waitFor(() => expect(requests.some((r) => r.path === PENILAIAN.table.path)).toBe(true));
    expect(requests.filter((r) => r.path === PENILAIAN.table.path).map((r) => r.body)).toEqual([
      expect.objectContaining({ filtering: { tahun_ajaran_id: 1, semester_id: 2 } }),
    ]);
  });
});
