import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Tx } from '../../db/client.js';

/** The stores a FileStorage can be (FILE_STORE, see open-storage.ts). */
export const FILE_STORES = ['disk', 'postgres', 's3'] as const;
export type FileStoreKind = (typeof FILE_STORES)[number];

/**
 * Where uploaded files live. Modules only ever see keys such as
 * 'presensi/2026/11/21/<uuid>.jpg'; the local disk, PostgreSQL and S3-compatible object storage
 * implement it (storage-contract.test.ts holds them to the same behaviour).
 */
export interface FileStorage {
  readonly kind: FileStoreKind;
  /** Stores the bytes durably (written through before it returns) under the key. */
  put(key: string, data: Buffer): Promise<void>;
  /** A stream of the file, or null when the key holds nothing. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
  /** Every stored file, for the orphan sweep. */
  list(): AsyncIterable<StoredEntry>;
  /**
   * This store writing inside the caller's transaction, for a store in the database (a restore
   * commits its rows and files together; on PGlite a second handle would wait on `tx` for ever);
   * any other store is itself.
   */
  joining(tx: Tx): FileStorage;
}

export type StoredEntry = { key: string; size: number; modifiedAt: Date };

/** Keys are ours, never the client's; this shape keeps them inside the storage root. */
export const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[a-z0-9-]+\.(jpg|png|webp|pdf|xlsx)$/;

/** Every store refuses a key of another shape, whatever its own rules would allow. */
export function checkKey(key: string) {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
}

// A new file only ('wx'): keys are fresh UUIDs, so an existing file means a bug, not an update.
const writeFlushed = (file: string, data: Buffer) =>
  new Promise<void>((resolve, reject) => fs.writeFile(file, data, { flag: 'wx', flush: true }, (err) => (err ? reject(err) : resolve())));

export function newKey(area: string, ext: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '/');
  return `${area}/${day}/${randomUUID()}.${ext}`;
}

export class LocalDiskStorage implements FileStorage {
  readonly kind = 'disk';
  /** Folders known to exist: a burst of uploads into one day's folder creates it once. */
  private readonly folders = new Set<string>();

  constructor(private readonly root: string) {}

  private pathOf(key: string) {
    checkKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer) {
    const target = this.pathOf(key);
    const folder = path.dirname(target);
    if (!this.folders.has(folder)) {
      await fsp.mkdir(folder, { recursive: true });
      this.folders.add(folder);
    }
    // Written and flushed under its own name before any record names it: a crash can leave an
    // unnamed half file, never a record whose photo is missing or cut short, so no temporary
    // name and rename are needed (each costs the kernel a directory update). One writeFile with
    // `flush` (open, write, fsync, close in libuv) costs the event loop less than a FileHandle's
    // four promises, which matters in the 7 a.m. burst.
    await writeFlushed(target, data);
  }

  async open(key: string) {
    const file = this.pathOf(key);
    try {
      const stat = await fsp.stat(file);
      return { stream: fs.createReadStream(file), size: stat.size };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  joining() {
    return this;
  }

  async remove(key: string) {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<StoredEntry> {
    const walk = async function* (folder: string, prefix: string): AsyncGenerator<StoredEntry> {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(folder, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      for (const entry of entries) {
        const key = prefix + entry.name;
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) yield* walk(full, `${key}/`);
        else if (entry.isFile() && KEY_PATTERN.test(key)) {
          const stat = await fsp.stat(full).catch(() => null); // removed meanwhile
          if (stat) yield { key, size: stat.size, modifiedAt: stat.mtime };
        }
      }
    };
    yield* walk(this.root, '');
  }
}
