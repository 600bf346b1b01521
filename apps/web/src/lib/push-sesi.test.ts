import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFIKASI } from '@madrasah/contract/endpoints/notifikasi';
import { memoryStorage } from '../../test/memory-storage';
import { PEMILIK_KEY } from './push-langganan';
import { lepasPushSaatKeluarJikaAda, serahkanPushSaatMasuk } from './push-sesi';
import { tokenStorage } from './token-storage';

const ENDPOINT = 'https://push.contoh.id/kirim/abc';
const fetchMock = vi.fn<typeof fetch>();
let subscription: { endpoint: string; unsubscribe: ReturnType<typeof vi.fn> } | null;

/** A browser with the app's service worker and, when `subscription` is set, a push subscription. */
beforeEach(() => {
  subscription = { endpoint: ENDPOINT, unsubscribe: vi.fn(async () => ((subscription = null), true)) };
  const registration = { pushManager: { getSubscription: async () => subscription } };
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', { onLine: true, serviceWorker: { getRegistration: async () => registration } });
  vi.stubGlobal('window', { PushManager: class {}, Notification: class {} });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', class {});
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ status: true, message: 'OK', data: null }), { headers: { 'content-type': 'application/json' } }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('a push subscription on a shared browser', () => {
  it('ends at sign-in when another account made it', async () => {
    localStorage.setItem(PEMILIK_KEY, '7');
    const { unsubscribe } = subscription!;
    await serahkanPushSaatMasuk(8);
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(localStorage.getItem(PEMILIK_KEY)).toBeNull();
  });

  it('stays when the same account signs in again', async () => {
    localStorage.setItem(PEMILIK_KEY, '7');
    await serahkanPushSaatMasuk(7);
    expect(subscription).not.toBeNull();
  });

  it('ends at sign-out, told to the server with the session still valid', async () => {
    tokenStorage.set('token-a', true);
    localStorage.setItem(PEMILIK_KEY, '7');
    const { unsubscribe } = subscription!;
    await lepasPushSaatKeluarJikaAda();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain(`/api${NOTIFIKASI.berhenti.path}`);
    expect(JSON.parse(String(init?.body))).toEqual({ endpoint: ENDPOINT });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer token-a');
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('ends at sign-out even when the server cannot be told', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { unsubscribe } = subscription!;
    await lepasPushSaatKeluarJikaAda();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('asks nothing of the server without a subscription', async () => {
    subscription = null;
    await lepasPushSaatKeluarJikaAda();
    await serahkanPushSaatMasuk(8);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
