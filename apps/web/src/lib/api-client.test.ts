import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@madrasah/contract/endpoint';
import { MSG } from '@madrasah/contract/messages';
import { idParams } from '@madrasah/contract/params';
import { ApiError, api } from './api-client';
import { notify } from './notify';
import { memoryStorage } from '../../test/memory-storage';

vi.mock('./notify', () => ({ notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn() } }));

// Endpoints of the test's own, one per method; the client only reads their method and path.
const X = {
  get: endpoint({ method: 'GET', path: '/x', summary: '', tag: 'uji', access: 'session', response: z.object({ a: z.number() }) }),
  post: endpoint({
    method: 'POST',
    path: '/x',
    summary: '',
    tag: 'uji',
    access: 'session',
    body: z.object({ b: z.number() }),
    response: z.object({ a: z.number() }),
  }),
  put: endpoint({ method: 'PUT', path: '/x/:id', summary: '', tag: 'uji', access: 'session', params: idParams, body: z.object({}), response: z.null() }),
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('window', { setTimeout, location: { assign } });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('api client', () => {
  it('sends the bearer token and JSON accept header, and returns the envelope', async () => {
    localStorage.setItem('madrasah.token', 'abc');
    fetchMock.mockResolvedValueOnce(json(200, { status: true, message: 'Berhasil', data: { a: 1 } }));
    const result = await api.call(X.post, { body: { b: 2 } }, { notifySuccess: true });
    expect(result.data.a).toBe(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/x');
    expect(init).toMatchObject({ method: 'POST', body: '{"b":2}' });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc', Accept: 'application/json' });
    expect(notify.success).toHaveBeenCalledWith('Berhasil');
  });

  it("reports a call that got no answer as 'Failed / Server Error.'", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network'));
    await expect(api.call(X.get)).rejects.toMatchObject({ status: 0, message: MSG.noResponse });
    expect(notify.error).toHaveBeenCalledWith(MSG.noResponse);
  });

  it('titles a refusal with the status text and shows the server message', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { status: false, message: MSG.forbidden }));
    await expect(api.call(X.get)).rejects.toBeInstanceOf(ApiError);
    expect(notify.error).toHaveBeenCalledWith('Forbidden', MSG.forbidden);
  });

  it("titles a table's failure as the call asks, with the server message and nothing else", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { status: false, message: 'Kolom urutan tidak tersedia', data: [{ field: 'sorting', message: 'x' }] }));
    await expect(api.call(X.post, { body: { b: 1 } }, { failureTitle: 'Failed' })).rejects.toMatchObject({ status: 400 });
    expect(notify.error).toHaveBeenCalledWith('Failed', 'Kolom urutan tidak tersedia');
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it("keeps quiet about a call's expected message", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { status: false, message: MSG.notFoundData }));
    await expect(api.call(X.get, {}, { suppressMessage: MSG.notFoundData })).rejects.toMatchObject({ status: 404 });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows a Bad Request message and each field message once as warnings, and keeps the fields', async () => {
    const data = [
      { field: 'password_old', message: 'Password lama tidak sesuai' },
      { field: 'password_new', message: 'maksimal 100 karakter' },
    ];
    fetchMock.mockResolvedValueOnce(json(400, { status: false, message: 'Password lama tidak sesuai', data }));
    await expect(api.call(X.put, { params: { id: 7 }, body: {} })).rejects.toMatchObject({ status: 400, fields: data });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/x/7');
    expect(vi.mocked(notify.warning).mock.calls).toEqual([['Password lama tidak sesuai'], ['maksimal 100 karakter']]);
  });

  it('leaves to a form the field messages it shows, and toasts only a summary none of them repeats', async () => {
    const data = [{ field: 'file', message: MSG.fileTypePdf }];
    fetchMock
      .mockResolvedValueOnce(json(400, { status: false, message: MSG.fileTypePdf, data }))
      .mockResolvedValueOnce(json(400, { status: false, message: 'Bad Request', data }));
    await expect(api.call(X.put, { params: { id: 7 }, body: {} }, { fieldsInForm: true })).rejects.toMatchObject({ fields: data });
    expect(notify.warning).not.toHaveBeenCalled();
    await expect(api.call(X.put, { params: { id: 7 }, body: {} }, { fieldsInForm: true })).rejects.toMatchObject({ fields: data });
    expect(vi.mocked(notify.warning).mock.calls).toEqual([['Bad Request']]);
  });

  it('on a 401 with a token, clears it, says so once for all the calls in flight and goes to the external sign-in page after 1 s', async () => {
    localStorage.setItem('madrasah.token', 'expired');
    fetchMock
      .mockResolvedValueOnce(json(401, { status: false, message: MSG.sessionEnded }))
      .mockResolvedValueOnce(json(401, { status: false, message: MSG.sessionEnded }))
      .mockResolvedValueOnce(json(200, { status: true, message: 'ok', data: { external_signin_url: 'https://sso.example/masuk' } }));
    // A table's call names its failures 'Failed'; an ended session is told as such, by one notice.
    const calls = [api.call(X.get), api.call(X.get, {}, { failureTitle: 'Failed' })];
    for (const call of calls) await expect(call).rejects.toMatchObject({ status: 401 });
    expect(vi.mocked(notify.error).mock.calls).toEqual([['Unauthorized', MSG.sessionEnded]]);
    expect(localStorage.getItem('madrasah.token')).toBeNull();
    await vi.advanceTimersByTimeAsync(999);
    expect(assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenCalledWith('https://sso.example/masuk');
  });

  it('lets a silent call handle its failure alone', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { status: false, message: MSG.wrongCredentials }));
    await expect(api.call(X.post, { body: { b: 1 } }, { silent: true })).rejects.toMatchObject({ message: MSG.wrongCredentials });
    expect(notify.error).not.toHaveBeenCalled();
    expect(notify.warning).not.toHaveBeenCalled();
  });
});
