// The PostgreSQL wire protocol in front of one PGlite, on a unix socket, for the embedded
// database's thread (pglite-worker.mjs). PGlite itself speaks the protocol; this only frames it.
// Whatever complete messages a connection has sent (node-postgres sends a query's Parse, Bind,
// Describe, Execute and Sync in one write) go to PGlite in one call and their answers go back
// in one write: a socket write costs these machines ~0.3 ms of CPU, and a message-by-message
// server paid it five times or more per query on both threads. Plain JavaScript, like the worker.
import net from 'node:net';

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
/** ReadyForQuery, idle: what PGlite says last when the session is free for another connection. */
const IDLE = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);

/**
 * Serves `db` on `path` for at most `maxConnections` connections. They share PGlite's one
 * session, so a connection keeps it from its first message until PGlite tells it that it is
 * ready for a query and idle (its sign-in done, its statement answered, no transaction open);
 * the others' messages wait meanwhile. A connection that closes holding it has its transaction
 * rolled back.
 *
 * @param {import('@electric-sql/pglite').PGlite} db
 * @param {{ path: string; maxConnections: number }} options
 */
export async function serveWire(db, { path, maxConnections }) {
  /** @type {{ conn: Connection; bytes: Uint8Array | null }[]} the messages to run; null: the connection closed */
  const queue = [];
  /** @type {Connection | null} the connection whose turn or transaction is open */
  let owner = null;
  let running = false;
  /** @type {Set<Connection>} */
  const connections = new Set();

  async function pump() {
    if (running) return;
    running = true;
    try {
      while (queue.length) {
        const i = owner ? queue.findIndex((job) => job.conn === owner) : 0;
        if (i < 0) break; // the owner's next messages have not come yet
        const [job] = queue.splice(i, 1);
        if (!job.bytes) {
          // The session is shared: a closed connection's transaction must not carry over.
          if (owner === job.conn && db.isInTransaction()) await db.exec('ROLLBACK').catch(() => undefined);
          if (owner === job.conn) owner = null;
          continue;
        }
        let out;
        try {
          out = await db.execProtocolRaw(job.bytes);
        } catch {
          // PGlite answers a failed statement with an error message; a throw means the session is
          // unusable for this connection, which its client then learns by the closed socket. It
          // keeps the session until its close has rolled back whatever the call left open.
          owner = job.conn;
          job.conn.socket.destroy();
          continue;
        }
        owner = endsWith(out, IDLE) ? null : job.conn;
        if (out.length && !job.conn.socket.destroyed) job.conn.socket.write(Buffer.from(out.buffer, out.byteOffset, out.byteLength));
      }
    } finally {
      running = false;
    }
  }

  /** @param {Connection} conn */
  function closed(conn) {
    connections.delete(conn);
    for (let i = queue.length - 1; i >= 0; i--) if (queue[i].conn === conn) queue.splice(i, 1);
    // Ends its turn through the queue, after a call of its own that may still be running.
    queue.push({ conn, bytes: null });
    void pump();
  }

  class Connection {
    /** @param {net.Socket} socket */
    constructor(socket) {
      this.socket = socket;
      connections.add(this);
      this.started = false;
      /** @type {Buffer[]} bytes received and not yet run: the start of a message not yet whole */
      this.parts = [];
      this.buffered = 0;
      /** How many bytes that message needs before looking again. */
      this.need = 0;
      socket.on('data', (chunk) => this.receive(chunk));
      socket.on('error', () => socket.destroy());
      socket.on('close', () => closed(this));
    }

    /** @param {Buffer} chunk */
    receive(chunk) {
      this.parts.push(chunk);
      this.buffered += chunk.length;
      // A large message (a file's bytes) comes in many chunks: they are joined once, when it is whole.
      if (this.buffered < this.need) return;
      let data = this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.buffered);
      this.parts = [];
      this.buffered = 0;
      this.need = 0;
      if (!this.started) {
        if (data.length < 8 || data.length < data.readInt32BE(0)) return this.keep(data, data.length < 8 ? 8 : data.readInt32BE(0));
        const length = data.readInt32BE(0);
        if (length < 8) return void this.socket.destroy();
        const code = data.readInt32BE(4);
        if (code === SSL_REQUEST) {
          this.socket.write('N'); // no TLS on a private socket; the client goes on in plain text
          return data.length > length ? this.receive(data.subarray(length)) : undefined;
        }
        // PGlite has one session and nothing to cancel it with.
        if (code === CANCEL_REQUEST) return void this.socket.destroy();
        this.started = true;
        this.enqueue(data.subarray(0, length));
        data = data.subarray(length);
      }
      // Every complete message goes in one call; the rest waits for more.
      let end = 0;
      while (data.length - end >= 5) {
        const size = 1 + data.readInt32BE(end + 1);
        if (size < 5) return void this.socket.destroy(); // not the protocol: a length counts itself
        if (data.length - end < size) break;
        end += size;
      }
      if (end > 0) this.enqueue(data.subarray(0, end));
      const rest = data.subarray(end);
      if (rest.length) this.keep(rest, rest.length >= 5 ? 1 + rest.readInt32BE(1) : 5);
    }

    /** Keeps the start of a message until `need` bytes of it have come. @param {Buffer} rest @param {number} need */
    keep(rest, need) {
      // A copy, so that the socket's chunk is not held by a few leftover bytes.
      this.parts = [Buffer.from(rest)];
      this.buffered = rest.length;
      this.need = need;
    }

    /** @param {Uint8Array} bytes */
    enqueue(bytes) {
      queue.push({ conn: this, bytes });
      void pump();
    }
  }

  /** @param {Uint8Array} bytes @param {Buffer} tail */
  const endsWith = (bytes, tail) => bytes.length >= tail.length && tail.equals(bytes.subarray(bytes.length - tail.length));

  const server = net.createServer((socket) => new Connection(socket));
  server.maxConnections = maxConnections;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve(undefined));
  });
  return {
    /** Stops listening and closes every connection. */
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        for (const conn of connections) conn.socket.destroy();
      }),
  };
}
