// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE, type AccessMap } from '@madrasah/contract/access';
import { LOOKUP } from '@madrasah/contract/endpoints/lookup';
import { PRESENSI } from '@madrasah/contract/endpoints/presensi';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { at, fakeApi, ok } from '../../test/fake-api';
import { studentPrivilege } from '../../test/fixtures';
import { tokenStorage } from '../lib/token-storage';

const attendance: AccessMap = { [PAGE.presensiSiswa]: { status: true, action: { view: true } } };
const noRows = () => ok({ list: [], info: { total: 0, current: 1, pageSize: 10 } });

/** The early check and the visit's start, as the entry runs them, on a fresh app module (its own query cache). */
async function visit() {
  const { requestPrivilegeEarly } = await import('../lib/privilege-request');
  const { startVisit } = await import('./index');
  requestPrivilegeEarly();
  startVisit();
}

// Nothing is rendered in these tests: what a visit asks for must not wait for React.
describe('startVisit', () => {
  beforeEach(() => {
    vi.resetModules();
    window.history.replaceState(null, '', PAGE.presensiSiswa);
    tokenStorage.set('token', true);
  });
  afterEach(() => tokenStorage.clear());

  it("asks for the menu, the page's first rows and its filter's years as soon as the early access check answers", async () => {
    const requests = fakeApi({
      [at(SESSION.privilegeAccess)]: () => ok(studentPrivilege(attendance)),
      [at(SESSION.privilegeMenu)]: () => ok([]),
      [at(PRESENSI.kehadiranTable)]: noRows,
      [at(LOOKUP.tahunAjaran)]: () => ok([]),
    });
    await visit();
    await waitFor(() =>
      expect(requests.map((r) => r.path)).toEqual(expect.arrayContaining([SESSION.privilegeMenu.path, PRESENSI.kehadiranTable.path, LOOKUP.tahunAjaran.path])),
    );
    expect(requests[0]?.path).toBe(SESSION.privilegeAccess.path);
  });

  it('asks for nothing more when the check refuses the account (no active school year)', async () => {
    const requests = fakeApi({
      [at(SESSION.privilegeAccess)]: () => ok({ ...studentPrivilege(attendance), tahun_ajaran: null }),
    });
    await visit();
    await waitFor(() => expect(requests).toHaveLength(1));
    // Long enough for a page module's prefetch to have run, had it been started.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(requests.map((r) => r.path)).toEqual([SESSION.privilegeAccess.path]);
  });
});
