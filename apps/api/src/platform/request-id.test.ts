import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnTestDatabase, useTestApp } from '../../test/context.js';

const ctx = useTestApp();
type Line = { msg?: string; reqId?: string; level: number; err?: { message?: string } };
const lines: Line[] = [];
let behindProxy: Awaited<ReturnType<typeof appOnTestDatabase>>;
let direct: Awaited<ReturnType<typeof appOnTestDatabase>>;

const logStream = () =>
  new Writable({
    write(chunk, _enc, done) {
      lines.push(
        ...String(chunk)
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l) as Line),
      );
      done();
    },
  });

// Two apps with their info log captured: one behind a proxy at 10.0.0.1, one reached directly.
beforeAll(async () => {
  const logger = { level: 'info', stream: logStream() };
  behindProxy = await appOnTestDatabase(ctx, { TRUST_PROXY: '10.0.0.1' }, { logger });
  behindProxy.get('/api/test/gagal', { config: { access: 'public' } }, async () => {
    throw new Error('rusak di tengah jalan');
  });
  direct = await appOnTestDatabase(ctx, {}, { logger });
});

afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const NGINX_ID = '3f9c2a7be0d14c5a9e6f1b2c3d4e5f60';

/** The messages of the log lines that carry `id`. */
const messagesOf = (id: string) => lines.filter((l) => l.reqId === id).map((l) => l.msg);

describe('the request id', () => {
  it('is made for each request, sent back, and on every log line of the request', async () => {
    const a = await direct.inject({ method: 'GET', url: '/api/health' });
    const b = await direct.inject({ method: 'GET', url: '/api/health' });
    const id = String(a.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(b.headers['x-request-id']).not.toBe(id);
    expect(messagesOf(id)).toEqual(['incoming request', 'request completed']);
  });

  it('keeps a valid id from the trusted proxy, so nginx’s log and ours share it', async () => {
    const res = await behindProxy.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.0.1', headers: { 'x-request-id': NGINX_ID } });
    expect(res.headers['x-request-id']).toBe(NGINX_ID);
    expect(messagesOf(NGINX_ID)).toEqual(['incoming request', 'request completed']);
  });

  it('replaces an id from anyone else, and a hostile one from the proxy', async () => {
    const cases = [
      { app: direct, from: '192.0.2.7', id: '0123456789abcdef0123456789abcdef' },
      { app: behindProxy, from: '192.0.2.7', id: '0123456789abcdef0123456789abcdee' },
      { app: behindProxy, from: '10.0.0.1', id: 'a'.repeat(65) },
      { app: behindProxy, from: '10.0.0.1', id: 'abc\n{"level":60,"msg":"palsu"}' },
      { app: behindProxy, from: '10.0.0.1', id: 'abc def' },
      { app: behindProxy, from: '10.0.0.1', id: '' },
    ];
    for (const { app, from, id } of cases) {
      const res = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: from, headers: { 'x-request-id': id } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-request-id'], JSON.stringify(id)).toMatch(UUID);
      if (id) expect(lines.some((l) => l.reqId === id)).toBe(false);
    }
    expect(lines.some((l) => l.msg === 'palsu')).toBe(false);
  });

  it('is on the failure’s log line and in the answer of a 500', async () => {
    const res = await behindProxy.inject({ method: 'GET', url: '/api/test/gagal', remoteAddress: '10.0.0.1', headers: { 'x-request-id': NGINX_ID + '-500' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['x-request-id']).toBe(`${NGINX_ID}-500`);
    const failure = lines.find((l) => l.msg === 'request failed' && l.reqId === `${NGINX_ID}-500`);
    expect(failure?.err?.message).toBe('rusak di tengah jalan');
    expect(res.body).not.toContain('rusak');
  });
});
