import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/database.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { openStorage } from './open-storage.js';
import { STORE_CHUNK_BYTES } from './postgres-storage.js';
import type { FileStorage, FileStoreKind } from './storage.js';

/*
 * One behaviour for every store FILE_STORE can choose, each on the real thing: a folder, the
 * test's database (PGlite or PostgreSQL), and an S3-compatible server (s3rver) started here on a
 * free port.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-store-test-'));
let database: Database;
let dropDatabase: () => Promise<void>;
let s3: S3rver;
let s3Env: Record<string, string>;

beforeAll(async () => {
  ({ database, drop: dropDatabase } = await openTestDatabase());
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: path.join(tmp, 's3'), configureBuckets: [{ name: 'portal-test', configs: [] }] });
  const { port } = await s3.run();
  // s3rver's own access key: it refuses an unknown one (a V4 signature's secret it does not check).
  s3Env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'portal-test',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
});
afterAll(async () => {
  await s3?.close();
  await database?.close();
  await dropDatabase?.();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const storeOf = (kind: FileStoreKind) => openStorage(loadConfig({ DATA_DIR: path.join(tmp, kind), FILE_STORE: kind, ...s3Env }), database.db);

const key = (name: string, ext = 'jpg') => `uji/2026/11/27/${name}.${ext}`;

async function read(storage: FileStorage, k: string) {
  const opened = await storage.open(k);
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return { size: opened.size, chunks, data: Buffer.concat(chunks) };
}

describe.each<FileStoreKind>(['disk', 'postgres', 's3'])('the %s store', (kind) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await storeOf(kind);
  });

  it('gives back what was put, with its size before the first byte', async () => {
    const data = Buffer.from('isi berkas uji');
    await storage.put(key('satu'), data);
    const got = await read(storage, key('satu'));
    expect(got?.size).toBe(data.length);
    expect(got?.data.equals(data)).toBe(true);
  });

  it('answers null for a key that holds nothing', async () => {
    expect(await storage.open(key('tidak-ada'))).toBeNull();
  });

  it('removes a file, and a missing one without complaint', async () => {
    await storage.put(key('hapus', 'pdf'), Buffer.from('%PDF-1.4 hapus'));
    await storage.remove(key('hapus', 'pdf'));
    expect(await storage.open(key('hapus', 'pdf'))).toBeNull();
    await expect(storage.remove(key('hapus', 'pdf'))).resolves.toBeUndefined();
  });

  it('lists every stored file with its size', async () => {
    await storage.put(key('daftar-a', 'png'), Buffer.alloc(10, 1));
    await storage.put('uji/lain/daftar-b.xlsx', Buffer.alloc(3, 2));
    const listed = [];
    for await (const e of storage.list()) {
      expect(e.modifiedAt).toBeInstanceOf(Date);
      listed.push([e.key, e.size]);
    }
    expect(listed.sort()).toEqual(
      [
        [key('daftar-a', 'png'), 10],
        [key('satu'), 14],
        ['uji/lain/daftar-b.xlsx', 3],
      ].sort(),
    );
  });

  it('refuses keys of another shape', async () => {
    for (const bad of ['../luar.jpg', 'uji/../../luar.jpg', 'Uji/besar.jpg', 'uji/tanpa-ekstensi', 'uji/skrip.js', '/uji/mutlak.jpg']) {
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
      await expect(storage.open(bad)).rejects.toThrow(/invalid storage key/);
      await expect(storage.remove(bad)).rejects.toThrow(/invalid storage key/);
    }
  });

  it('streams a large file in pieces, never as one buffer', async () => {
    const data = randomBytes(20 * 1024 * 1024);
    await storage.put(key('besar', 'pdf'), data);
    const got = (await read(storage, key('besar', 'pdf')))!;
    expect(got.size).toBe(data.length);
    expect(got.chunks.length).toBeGreaterThanOrEqual(data.length / STORE_CHUNK_BYTES);
    expect(Math.max(...got.chunks.map((c) => c.length))).toBeLessThanOrEqual(STORE_CHUNK_BYTES);
    expect(createHash('sha256').update(got.data).digest('hex')).toBe(createHash('sha256').update(data).digest('hex'));
    await storage.remove(key('besar', 'pdf'));
  }, 60_000);
});

describe('the postgres store inside a transaction', () => {
  it('keeps a file only when the transaction commits', async () => {
    const storage = await storeOf('postgres');
    await database.db
      .transaction(async (tx) => {
        await storage.joining(tx).put(key('batal'), Buffer.from('dibatalkan'));
        expect((await read(storage.joining(tx), key('batal')))?.data.toString()).toBe('dibatalkan');
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await storage.open(key('batal'))).toBeNull();
    await database.db.transaction((tx) => storage.joining(tx).put(key('jadi'), Buffer.from('disimpan')));
    expect((await read(storage, key('jadi')))?.data.toString()).toBe('disimpan');
  });
});

describe('FILE_STORE', () => {
  it('chooses the store of every app built without one', async () => {
    for (const kind of ['disk', 'postgres', 's3'] as const) {
      const app = await buildApp({ database, config: loadConfig({ DATA_DIR: path.join(tmp, 'app'), FILE_STORE: kind, WEB_DIST: '', ...s3Env }) });
      expect(app.files.storage.kind).toBe(kind);
      await app.close();
    }
  });

  it('refuses settings the store cannot work with', () => {
    expect(() => loadConfig({ FILE_STORE: 'ftp' })).toThrow(/FILE_STORE/);
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/FILE_STORE=s3 needs S3_BUCKET/);
    expect(() => loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'kunci' })).toThrow(/go together/);
    expect(() => loadConfig({ FILE_STORE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'bukan alamat' })).toThrow(/S3_ENDPOINT/);
  });
});
