import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { FileStorage } from '../../platform/files/storage.js';
import type { Database, Tx } from '../client.js';
import { CHUNK_ROWS, chunkName, fileName, FORMAT, FORMAT_VERSION, HEADER_NAME, MANIFEST_NAME, type BackupHeader, type Manifest } from './archive.js';
import { rowsInOrder, rowsOf, sequenceNames, tablesInLoadOrder, type TableInfo } from './catalogue.js';
import { appliedMigrations, readInChunks } from './read.js';

/**
 * Writes the whole school (every table, sequence and stored file) to `out` as one archive
 * (archive.ts). The tables are read in one repeatable-read transaction, so the copy is one
 * moment's state however long it takes, while the portal keeps serving; rows are read through a
 * cursor, a chunk at a time, so memory stays flat whatever the size of the school. Files are
 * streamed; one added while the backup runs may be missing, never half written.
 */
export async function writeBackup(database: Database, storage: FileStorage, out: Writable): Promise<Manifest> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), out);
  const add = (name: string, body: string | Buffer) =>
    new Promise<void>((resolve, reject) => pack.entry({ name }, body, (err) => (err ? reject(err) : resolve())));
  try {
    const manifest: Manifest = { tables: [], sequences: [], files: [] };
    await database.db.transaction(
      async (tx) => {
        const header: BackupHeader = {
          format: FORMAT,
          version: FORMAT_VERSION,
          created_at: new Date().toISOString(),
          database: database.kind,
          migrations: await appliedMigrations(tx),
        };
        await add(HEADER_NAME, JSON.stringify(header, null, 2));
        for (const table of await tablesInLoadOrder(tx)) manifest.tables.push(await addTable(tx, table, add));
        for (const name of await sequenceNames(tx)) {
          const [s] = await rowsOf<{ last_value: string; is_called: boolean }>(tx, sql`SELECT last_value::text, is_called FROM ${sql.identifier(name)}`);
          manifest.sequences.push({ name, ...s! });
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    for await (const entry of storage.list()) {
      const file = await addFile(pack, storage, entry.key);
      if (file) manifest.files.push(file);
    }
    await add(MANIFEST_NAME, JSON.stringify(manifest, null, 2));
    pack.finalize();
    await written;
    return manifest;
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => undefined);
    throw err;
  }
}

async function addTable(tx: Tx, table: TableInfo, add: (name: string, body: string) => Promise<void>) {
  const hash = createHash('sha256');
  let rows = 0;
  let n = 0;
  for await (const chunk of readInChunks(tx, rowsInOrder(table), CHUNK_ROWS)) {
    const body = chunk.map((r) => `${r}\n`).join('');
    hash.update(body);
    rows += chunk.length;
    await add(chunkName(table.name, ++n), body);
  }
  return { name: table.name, rows, sha256: hash.digest('hex') };
}

/** Streams one stored file into the archive; null when it went between the listing and now. */
async function addFile(pack: tar.Pack, storage: FileStorage, key: string) {
  const opened = await storage.open(key);
  if (!opened) return null;
  const hash = createHash('sha256');
  const entry = pack.entry({ name: fileName(key), size: opened.size });
  opened.stream.on('data', (chunk: Buffer) => hash.update(chunk));
  await pipeline(opened.stream, entry);
  return { key, size: opened.size, sha256: hash.digest('hex') };
}
