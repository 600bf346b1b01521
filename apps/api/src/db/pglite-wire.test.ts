import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveWire } from './pglite-wire.mjs';

// The wire server in front of the embedded database (pglite-wire.mjs), on a PGlite of its own:
// the protocol's framing, and the one session shared by several connections.
let db: PGlite;
let server: { close(): Promise<void> };
let dir: string;
const clients: pg.Client[] = [];

async function connect() {
  const client = new pg.Client({ host: dir, port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  clients.push(client);
  return client;
}

const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const startup = () => {
  const body = Buffer.concat([int32(196608), Buffer.from('user\0postgres\0database\0postgres\0\0')]);
  return Buffer.concat([int32(body.length + 4), body]);
};
/** A message of type `type` carrying one text. */
const message = (type: string, text: string) => {
  const body = Buffer.from(`${text}\0`);
  return Buffer.concat([Buffer.from(type), int32(body.length + 4), body]);
};

/** A raw connection: what it writes, and everything read until `until` is found in the answer. */
function rawSocket() {
  const socket = net.connect(path.join(dir, '.s.PGSQL.5432'));
  let received = Buffer.alloc(0);
  socket.on('data', (chunk) => (received = Buffer.concat([received, chunk])));
  return {
    socket,
    received: () => received,
    /** Resolves once the answer holds `count` ReadyForQuery messages ('Z', length 5). */
    readyFor: (count: number) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          let seen = 0;
          // (After the one-byte answer to the TLS request.)
          for (let i = 1; i + 5 <= received.length; i += 1 + received.readInt32BE(i + 1)) if (received[i] === 0x5a) seen++;
          if (seen >= count) resolve();
          else setTimeout(check, 5);
        };
        socket.once('error', reject);
        check();
      }),
  };
}

// The embedded database is PGlite whichever database the project tests: its own run is enough.
describe.runIf(process.env.TEST_DB !== 'postgres')('the embedded database on the wire', () => {
  beforeAll(async () => {
    db = new PGlite();
    await db.waitReady;
    await db.exec('CREATE TABLE wire_probe (n int)');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wire-test-'));
    server = await serveWire(db, { path: path.join(dir, '.s.PGSQL.5432'), maxConnections: 4 });
  });

  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.end().catch(() => undefined)));
  });

  afterAll(async () => {
    await server?.close();
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers messages that arrive a byte at a time, and a TLS request with no', async () => {
    const raw = rawSocket();
    const ssl = Buffer.concat([int32(8), int32(80877103)]);
    // PGlite asks for a password after the start-up message and takes any.
    const bytes = Buffer.concat([ssl, startup(), message('p', 'any'), message('Q', "SELECT 'whole' AS answer")]);
    for (const byte of bytes) {
      raw.socket.write(Buffer.from([byte]));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await raw.readyFor(2);
    raw.socket.destroy();
    expect(raw.received()[0]).toBe('N'.charCodeAt(0));
    expect(raw.received().includes('whole')).toBe(true);
  });

  it('sends a large answer whole', async () => {
    const client = await connect();
    const { rows } = await client.query<{ s: string }>("SELECT repeat('x', 4000000) AS s");
    expect(rows[0]?.s.length).toBe(4_000_000);
  });

  it('takes a large message that arrives in many chunks', async () => {
    const client = await connect();
    const big = 'y'.repeat(3_000_000);
    const { rows } = await client.query<{ n: number }>({ text: 'SELECT length($1::text) AS n', values: [big] });
    expect(rows[0]?.n).toBe(3_000_000);
  });

  it('keeps the session for a connection inside its transaction: another never sees it half done', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('BEGIN');
    await a.query('INSERT INTO wire_probe VALUES (1)');
    // Sent while a's transaction is open: it waits for a's turn to end.
    const counted = b.query<{ n: number }>('SELECT count(*)::int AS n FROM wire_probe');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await a.query('INSERT INTO wire_probe VALUES (2)');
    await a.query('COMMIT');
    expect((await counted).rows[0]?.n).toBe(2);
  });

  it("rolls back a closed connection's transaction and lets the others go on", async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('BEGIN');
    await a.query('INSERT INTO wire_probe VALUES (3)');
    const counted = b.query<{ n: number }>('SELECT count(*)::int AS n FROM wire_probe WHERE n = 3');
    a.on('error', () => undefined); // the cut below is the point
    (a as unknown as { connection: { stream: net.Socket } }).connection.stream.destroy();
    expect((await counted).rows[0]?.n).toBe(0);
    expect((await b.query('SELECT 1 AS one')).rows[0]?.one).toBe(1);
  });

  it('rolls back what a call PGlite could not answer left open, and lets the others go on', async () => {
    // PGlite answers a refused statement with an error message; should a call throw instead, after
    // it began a transaction, the connection is closed and the transaction must not outlive it.
    const execute = db.execProtocolRaw.bind(db);
    const spy = vi.spyOn(db, 'execProtocolRaw').mockImplementation(async (bytes, options) => {
      const answer = await execute(bytes, options);
      if (Buffer.from(bytes).includes('wire_throws')) throw new Error('PGlite failed');
      return answer;
    });
    try {
      const [a, b] = [await connect(), await connect()];
      a.on('error', () => undefined); // the closed connection is the point
      await expect(a.query('BEGIN; INSERT INTO wire_probe VALUES (4); SELECT 1 AS wire_throws')).rejects.toThrow();
      expect((await b.query<{ n: number }>('SELECT count(*)::int AS n FROM wire_probe WHERE n = 4')).rows[0]?.n).toBe(0);
      expect(db.isInTransaction()).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('answers the next statement after one it refused, on the same connection', async () => {
    const client = await connect();
    await expect(client.query({ text: 'SELECT $1::int', values: ['not a number'] })).rejects.toThrow();
    expect((await client.query({ text: 'SELECT $1::int AS n', values: ['7'] })).rows[0]?.n).toBe(7);
  });
});
