// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE, type AccessMap } from '@madrasah/contract/access';
import { KEUANGAN } from '@madrasah/contract/endpoints/keuangan';
import { LOOKUP } from '@madrasah/contract/endpoints/lookup';
import { PERIZINAN } from '@madrasah/contract/endpoints/perizinan';
import { PRESENSI } from '@madrasah/contract/endpoints/presensi';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { at, fakeApi, ok } from '../../test/fake-api';
import { studentPrivilege } from '../../test/fixtures';
import { START_CALLS_KEY } from '../lib/start-calls';
import { tokenStorage } from '../lib/token-storage';

const open = (page: string): AccessMap => ({ [page]: { status: true, action: { view: true } } });
const attendance = open(PAGE.presensiSiswa);
const noRows = () => ok({ list: [], info: { total: 0, current: 1, pageSize: 10 } });

/** The API of an attendance visit; the access check answers as `check` does (the student's privilege). */
const attendanceApi = (check: () => ReturnType<typeof ok> | Promise<never> = () => ok(studentPrivilege(attendance))) =>
  fakeApi({
    [at(SESSION.privilegeAccess)]: check,
    [at(SESSION.privilegeMenu)]: () => ok([]),
    [at(PRESENSI.kehadiranTable)]: noRows,
    [at(LOOKUP.tahunAjaran)]: () => ok([]),
  });

/** The early check and the visit's start, as the entry runs them, on a fresh app module (its own query cache). */
async function visit() {
  const { startCalls } = await import('../lib/start-calls');
  const { requestPrivilegeEarly } = await import('../lib/privilege-request');
  const { startVisit } = await import('./index');
  startCalls.begin(() => localStorage);
  requestPrivilegeEarly();
  startVisit();
}

/** The access check's answer kept by an earlier visit of the session, as the fresh app module reads it. */
async function keep(privilege: object) {
  const { api } = await import('../lib/api-client');
  const endpoints = await import('@madrasah/contract/endpoints/session');
  api.keepAnswer(endpoints.SESSION.privilegeAccess, privilege as never);
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
    const requests = attendanceApi();
    await visit();
    await waitFor(() =>
      expect(requests.map((r) => r.path)).toEqual(expect.arrayContaining([SESSION.privilegeMenu.path, PRESENSI.kehadiranTable.path, LOOKUP.tahunAjaran.path])),
    );
    expect(requests[0]?.path).toBe(SESSION.privilegeAccess.path);
  });

  // Every list page whose filter dialog (rendered hidden with the page) lists the school years.
  it.each([
    ['permits', PAGE.perizinanSiswa, PERIZINAN.table],
    ['payments', PAGE.pembayaranSiswa, KEUANGAN.pembayaranTable],
  ])("asks for the %s page's first rows and its filter's years with the menu", async (_name, page, table) => {
    window.history.replaceState(null, '', page);
    const requests = fakeApi({
      [at(SESSION.privilegeAccess)]: () => ok(studentPrivilege(open(page))),
      [at(SESSION.privilegeMenu)]: () => ok([]),
      [at(table)]: noRows,
      [at(LOOKUP.tahunAjaran)]: () => ok([]),
    });
    await visit();
    await waitFor(() => expect(requests.map((r) => r.path)).toEqual(expect.arrayContaining([SESSION.privilegeMenu.path, table.path, LOOKUP.tahunAjaran.path])));
  });

  // The rows are asked for with a POST (the table's query in its body): only the GETs are kept.
  it("keeps the start's reads for the next start on this page", async () => {
    attendanceApi();
    await visit();
    await waitFor(() => expect(localStorage.getItem(START_CALLS_KEY)).not.toBeNull());
    const reads = (JSON.parse(localStorage.getItem(START_CALLS_KEY)!) as Record<string, string[]>)[PAGE.presensiSiswa];
    expect(reads).toEqual([SESSION.privilegeAccess, SESSION.privilegeMenu, LOOKUP.tahunAjaran].map((endpoint) => `/api${endpoint.path}`));
  });

  it("starts a second visit from the check's kept answer: the menu and the rows go before the check answers", async () => {
    await keep(studentPrivilege(attendance));
    const requests = attendanceApi(() => new Promise(() => undefined));
    await visit();
    await waitFor(() => expect(requests.map((r) => r.path)).toEqual(expect.arrayContaining([SESSION.privilegeMenu.path, PRESENSI.kehadiranTable.path])));
  });

  it('waits for the check when the kept answer is not one this version reads', async () => {
    await keep({ ...studentPrivilege(attendance), profile: undefined });
    const requests = attendanceApi();
    await visit();
    await waitFor(() => expect(requests.map((r) => r.path)).toEqual(expect.arrayContaining([SESSION.privilegeMenu.path, PRESENSI.kehadiranTable.path])));
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
