import { vi } from 'vitest';
import { urlOf, type Endpoint } from '@madrasah/contract/endpoint';
import type { Envelope, ErrorEnvelope, FieldError } from '@madrasah/contract/envelope';
import { MSG } from '@madrasah/contract/messages';

type Answer = { status: number; body: Envelope<unknown> | ErrorEnvelope };
export type FakeRequest = { method: string; path: string; body: unknown };
type Handler = (request: FakeRequest) => Answer | Promise<Answer>;

/** The key `fakeApi` answers an endpoint's call under: 'METHOD /path', its parameters filled in. */
export const at = (endpoint: Endpoint, params?: Record<string, unknown>) => `${endpoint.method} ${urlOf(endpoint, params)}`;

/** A success envelope, as every endpoint answers. */
export const ok = <T>(data: T, message = 'Berhasil'): Answer => ({ status: 200, body: { status: true, message, data } });

/** A refusal envelope; a 400 lists its field messages. */
export const refused = (status: number, message: string, data?: FieldError[]): Answer => ({
  status,
  body: { status: false, message, ...(data && { data }) },
});

/**
 * The API at the network boundary: `fetch` answers the routes given, keyed 'METHOD /path' as
 * the contract's endpoints name them (without '/api'); any other call gets a 404 'Data tidak
 * ditemukan', as the server answers an unknown record. Returns every request made, in order.
 */
export function fakeApi(routes: Record<string, Handler>): FakeRequest[] {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = input.replace(/^\/api/, '');
      const request = { method, path, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
      requests.push(request);
      const handler = routes[`${method} ${path}`];
      const { status, body } = handler ? await handler(request) : refused(404, MSG.notFoundData);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}
