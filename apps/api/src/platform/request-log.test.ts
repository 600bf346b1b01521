import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOnTestDatabase, useTestApp } from '../../test/context.js';

const ctx = useTestApp();
let app: Awaited<ReturnType<typeof appOnTestDatabase>>;
let port: number;
const lines: { msg?: string; level: number; req?: { url?: string }; reqId?: string }[] = [];
let logged: () => void = () => {};

// The real server with its info log captured.
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(
        ...String(chunk)
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l)),
      );
      logged();
      done();
    },
  });
  app = await appOnTestDatabase(ctx, {}, { logger: { level: 'info', stream } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
});

/** Resolves once a log line matches. */
const logLine = (match: (line: (typeof lines)[number]) => boolean) =>
  new Promise<(typeof lines)[number]>((resolve) => {
    const look = () => {
      const found = lines.find(match);
      if (found) resolve(found);
    };
    const before = logged;
    logged = () => {
      before();
      look();
    };
    look();
  });

describe('the request log', () => {
  it('keeps no signed link: paths are logged without their query', async () => {
    const signed = `/api/files/${app.files.signer.sign('siswa/foto/1.webp', { sessionId: 1 })}`;
    const sig = new URL(signed, 'http://x').searchParams.get('sig')!;
    await fetch(`http://127.0.0.1:${port}${signed}`);
    await fetch(`http://127.0.0.1:${port}/api/health?token=rahasia`);
    await logLine((l) => l.msg === 'request completed' && lines.some((o) => o.reqId === l.reqId && o.req?.url?.startsWith('/api/health') === true));
    const text = JSON.stringify(lines);
    expect(text).toContain('/api/files/siswa/foto/1.webp');
    expect(text).not.toContain(sig);
    expect(text).not.toContain('rahasia');
  });

  it('does not call a client that went away a database failure', async () => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":');
    const started = await logLine((l) => l.msg === 'incoming request' && l.req?.url === '/api/login');
    socket.destroy();
    const ended = await logLine((l) => l.reqId === started.reqId && l.msg !== 'incoming request');
    expect(ended.msg).toBe('client closed the connection');
    expect(lines.filter((l) => l.msg === 'database unavailable')).toEqual([]);
  });
});
