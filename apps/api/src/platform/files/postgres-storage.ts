import { Readable } from 'node:stream';
import { and, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { storeChunk, storeFile } from '../../db/schema/index.js';
import { checkKey, type FileStorage, type StoredEntry } from './storage.js';

/**
 * Bytes per chunk row: a download holds one chunk at a time, and a chunk stays well below the
 * sizes at which PostgreSQL and the drivers start to strain (a bytea travels as hex, twice its size).
 */
export const STORE_CHUNK_BYTES = 256 * 1024;
/** Chunks written by one INSERT: fewer round trips without one statement carrying a whole 20 MB file. */
const CHUNKS_PER_INSERT = 8;
const LIST_PAGE = 1000;

/**
 * Files as rows of the database (schema file_store): a file row with its size and its chunks,
 * written in one transaction, so every API process on every machine sees the same files with
 * nothing but the database, and a file is whole or absent. Reads stream chunk by chunk.
 */
export class PostgresStorage implements FileStorage {
  readonly kind = 'postgres';

  constructor(private readonly db: Db | Tx) {}

  joining(tx: Tx) {
    return new PostgresStorage(tx);
  }

  async put(key: string, data: Buffer) {
    checkKey(key);
    await this.db.transaction(async (tx) => {
      // A new file only: keys are fresh UUIDs, so an existing one (a primary-key error) means a bug.
      await tx.insert(storeFile).values({ key, size: data.length });
      const chunks: { key: string; n: number; data: Buffer }[] = [];
      for (let n = 0; n * STORE_CHUNK_BYTES < data.length; n++)
        chunks.push({ key, n, data: data.subarray(n * STORE_CHUNK_BYTES, (n + 1) * STORE_CHUNK_BYTES) });
      for (let i = 0; i < chunks.length; i += CHUNKS_PER_INSERT) await tx.insert(storeChunk).values(chunks.slice(i, i + CHUNKS_PER_INSERT));
    });
  }

  async open(key: string) {
    checkKey(key);
    const [file] = await this.db.select({ size: storeFile.size }).from(storeFile).where(eq(storeFile.key, key));
    if (!file) return null;
    // A byte stream (not object mode): it asks for the next chunk only once the reader took the last.
    return { stream: Readable.from(this.chunks(key, Math.ceil(file.size / STORE_CHUNK_BYTES)), { objectMode: false }), size: file.size };
  }

  private async *chunks(key: string, count: number) {
    for (let n = 0; n < count; n++) {
      const [chunk] = await this.db
        .select({ data: storeChunk.data })
        .from(storeChunk)
        .where(and(eq(storeChunk.key, key), eq(storeChunk.n, n)));
      // Removed while it was being read.
      if (!chunk) throw new Error(`stored file ${key} lost its chunk ${n}`);
      yield chunk.data;
    }
  }

  async remove(key: string) {
    checkKey(key);
    await this.db.delete(storeFile).where(eq(storeFile.key, key));
  }

  async *list(): AsyncIterable<StoredEntry> {
    let after = '';
    for (;;) {
      const page = await this.db.select().from(storeFile).where(gt(storeFile.key, after)).orderBy(storeFile.key).limit(LIST_PAGE);
      for (const f of page) yield { key: f.key, size: f.size, modifiedAt: f.created_at };
      if (page.length < LIST_PAGE) return;
      after = page.at(-1)!.key;
    }
  }
}
