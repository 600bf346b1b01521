import http from 'node:http';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { appOnTestDatabase, useTestApp } from '../../test/context.js';

const ctx = useTestApp();
const servers: Awaited<ReturnType<typeof appOnTestDatabase>>[] = [];

/** The real server on a free loopback port, with the test's database and `env`'s settings. */
async function listening(env: Record<string, string>) {
  const app = await appOnTestDatabase(ctx, env);
  servers.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as net.AddressInfo).port;
}

const sockets: net.Socket[] = [];

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  for (const app of servers) await app.close();
});

/** A socket to the server, with a promise of its close and whatever the server wrote. */
async function connect(port: number, localAddress = '127.0.0.1') {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  sockets.push(socket);
  let received = '';
  socket.on('data', (d) => (received += d.toString()));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  return { socket, closed, received: () => received };
}

/** GET /api/health from `localAddress`: the status code, or the error that stopped it. */
const health = (port: number, localAddress = '127.0.0.1') =>
  new Promise<number | string>((resolve) => {
    const req = http.get({ port, host: '127.0.0.1', localAddress, path: '/api/health', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });

describe('slow clients', () => {
  it('cannot hold sockets: a normal request answers meanwhile, and the server closes them', async () => {
    const port = await listening({
      HTTP_HEADERS_TIMEOUT_MS: '300',
      HTTP_REQUEST_TIMEOUT_MS: '600',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '300',
      HTTP_MAX_CONNECTIONS_PER_ADDRESS: '50',
    });
    const slow = await Promise.all(Array.from({ length: 30 }, () => connect(port)));
    slow.forEach(({ socket }, i) => {
      // Half a body, then nothing; or a head that never ends.
      if (i % 2 === 0) socket.write('POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":"a@b.c",');
      else socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    });

    expect(await health(port)).toBe(200);
    await Promise.all(slow.map((s) => s.closed));
    // Closed by the server: none of them got an answer to a request it never finished.
    expect(slow.filter((s) => s.received().includes('200 OK'))).toEqual([]);
  });

  it('refuses connections beyond the cap from one address, not from another', async () => {
    const port = await listening({ HTTP_MAX_CONNECTIONS_PER_ADDRESS: '3' });
    await Promise.all(Array.from({ length: 3 }, () => connect(port)));
    const extra = await connect(port);
    await extra.closed;
    expect(extra.received()).toBe('');
    expect(await health(port)).not.toBe(200);
    expect(await health(port, '127.0.0.2')).toBe(200);
  });
});
