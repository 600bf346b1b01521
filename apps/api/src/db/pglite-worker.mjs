// The embedded database's own thread: PGlite runs every query on the thread that owns it, so
// it lives here and serves the PostgreSQL protocol on a unix socket; the server's thread talks
// to it with node-postgres, as it talks to a PostgreSQL server, and stays free meanwhile.
// Plain JavaScript so that the same file runs from the sources and beside the built bundle.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { serveWire } from './pglite-wire.mjs';

/** @type {{ dataDir?: string; socketPath: string; image?: Blob; session: string }} */
const { dataDir, socketPath, image, session } = workerData;

try {
  // Extensions that an index uses must be loaded at every open, not only at creation.
  const options = { extensions: { pg_trgm }, loadDataDir: image };
  const db = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await db.waitReady;
  // The session's settings (client.ts PGLITE_SESSION), before any connection.
  await db.exec(session);
  // The server's pool keeps one connection (a transaction holds it and nothing interleaves);
  // room for a few more lets the pool's replacement for a connection it dropped after an error
  // connect while the old one is still being closed here.
  const server = await serveWire(db, { path: socketPath, maxConnections: 4 });
  parentPort?.on('message', async (message) => {
    if (message !== 'close') return;
    await server.close();
    await db.close();
    parentPort?.postMessage({ closed: true });
  });
  parentPort?.postMessage({ ready: true });
} catch (err) {
  parentPort?.postMessage({ error: err instanceof Error ? err.message : String(err) });
}
