import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD } from '@madrasah/contract/endpoints/dashboard';
import { PRESENSI } from '@madrasah/contract/endpoints/presensi';
import { SESSION } from '@madrasah/contract/endpoints/session';
import { MSG } from '@madrasah/contract/messages';
import { ApiError, api } from './api-client';
import { notify } from './notify';
import { OFFLINE_TEXT } from './offline';
import { offlineCopies, offlineStatus, ownerOf } from './offline-copies';
import { tokenStorage } from './token-storage';
import { memoryStorage } from '../../test/memory-storage';

vi.mock('./notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

const JADWAL = { status: true as const, message: 'OK', data: { jam: [1, 2] } };
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
let online = true;

beforeEach(() => {
  online = true;
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('navigator', {
    get onLine() {
      return online;
    },
  });
  offlineStatus.answered();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

/** The network goes away: the browser says so and every fetch fails. */
function goOffline() {
  online = false;
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
}

describe('offline copies', () => {
  it('answer the timetable with the last answer once the network is gone, marked with its time', async () => {
    tokenStorage.set('token-a', true);
    fetchMock.mockResolvedValueOnce(ok(JADWAL));
    await api.call(DASHBOARD.jadwalSiswa);
    expect(offlineStatus.get()).toBeNull();

    goOffline();
    await expect(api.call(DASHBOARD.jadwalSiswa)).resolves.toEqual(JADWAL);
    expect(offlineStatus.get()).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(notify.error).not.toHaveBeenCalled();

    // The server answers again: the banner goes.
    fetchMock.mockReset();
    fetchMock.mockResolvedValueOnce(ok(JADWAL));
    online = true;
    await api.call(DASHBOARD.jadwalSiswa);
    expect(offlineStatus.get()).toBeNull();
  });

  it('are kept for the listed reads only, never for other calls', async () => {
    tokenStorage.set('token-a', false);
    fetchMock.mockImplementation(async () => ok({ status: true, message: 'OK', data: { tanggal: '01-07-2026' } }));
    await api.call(DASHBOARD.utama);
    goOffline();
    await expect(api.call(DASHBOARD.utama)).rejects.toMatchObject({ status: 0, message: OFFLINE_TEXT.read });
    expect(notify.error).toHaveBeenCalledWith(OFFLINE_TEXT.title, OFFLINE_TEXT.read);
  });

  it('live in the token’s storage and go with it: sign-out, a refused session, another sign-in', async () => {
    tokenStorage.set('token-a', false);
    fetchMock.mockImplementation(async () => ok(JADWAL));
    await api.call(SESSION.privilegeMenu);
    expect(sessionStorage.getItem('madrasah.offline')).not.toBeNull();
    expect(localStorage.getItem('madrasah.offline')).toBeNull();

    tokenStorage.clear();
    expect(sessionStorage.getItem('madrasah.offline')).toBeNull();

    tokenStorage.set('token-a', true);
    await api.call(SESSION.privilegeMenu);
    // Account B signs in on the same device: A's answers are gone before B reads anything.
    tokenStorage.set('token-b', true);
    goOffline();
    await expect(api.call(SESSION.privilegeMenu)).rejects.toBeInstanceOf(ApiError);
  });

  it('are never shown to another session, even when left behind', () => {
    const storage = memoryStorage();
    offlineCopies.save(storage, 'token-a', '/jadwal/pelajaran-siswa', JADWAL, new Date('2026-07-01T07:00:00Z'));
    expect(offlineCopies.read(storage, 'token-a', '/jadwal/pelajaran-siswa')).toEqual({ at: '2026-07-01T07:00:00.000Z', envelope: JADWAL });
    expect(offlineCopies.read(storage, 'token-b', '/jadwal/pelajaran-siswa')).toBeUndefined();
    // A save by another session starts over instead of mixing the two.
    offlineCopies.save(storage, 'token-b', '/privilege/menu', JADWAL);
    expect(offlineCopies.read(storage, 'token-b', '/jadwal/pelajaran-siswa')).toBeUndefined();
    expect(ownerOf('token-a')).not.toBe(ownerOf('token-b'));
    expect(ownerOf('token-a')).toMatch(/^[0-9a-f]{8}$/);
  });

  it('show the banner with the oldest answer served', () => {
    offlineStatus.served('2026-07-02T07:00:00.000Z');
    offlineStatus.served('2026-07-01T07:00:00.000Z');
    offlineStatus.served('2026-07-03T07:00:00.000Z');
    expect(offlineStatus.get()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('refuse a clock-in offline with the offline message, and keep the spec’s message when merely unanswered', async () => {
    tokenStorage.set('token-a', true);
    goOffline();
    const body = { latitude: -6.2, longitude: 106.8, foto: 'data:image/jpeg;base64,AA==' };
    await expect(api.call(PRESENSI.masuk, { body } as never)).rejects.toMatchObject({ status: 0, message: OFFLINE_TEXT.write });
    expect(notify.error).toHaveBeenCalledWith(OFFLINE_TEXT.title, OFFLINE_TEXT.write);

    online = true;
    await expect(api.call(DASHBOARD.utama)).rejects.toMatchObject({ status: 0, message: MSG.noResponse });
    expect(notify.error).toHaveBeenLastCalledWith(MSG.noResponse);
  });
});
