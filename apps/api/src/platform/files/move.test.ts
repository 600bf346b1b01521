import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoDatabase } from '../../../test/demo-database.js';
import type { Database } from '../../db/client.js';
import { moveFiles } from './move.js';
import { PostgresStorage } from './postgres-storage.js';
import { referencedKeys } from './references.js';
import { LocalDiskStorage } from './storage.js';

/* `npm run files -- move postgres` on the demo school: its files from the disk into the database. */

const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-move-test-'));
let database: Database;
let drop: () => Promise<void>;
let disk: LocalDiskStorage;
let store: PostgresStorage;

beforeAll(async () => {
  ({ database, drop } = await openDemoDatabase(filesDir));
  disk = new LocalDiskStorage(filesDir);
  store = new PostgresStorage(database.db);
}, 120_000);
afterAll(async () => {
  await database?.close();
  await drop?.();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

async function keysOf(storage: LocalDiskStorage | PostgresStorage) {
  const keys: string[] = [];
  for await (const e of storage.list()) keys.push(e.key);
  return keys.sort();
}

describe('moving the stored files from the disk to PostgreSQL', () => {
  it('copies every file and finds every referenced one there, unchanged', async () => {
    const report = await moveFiles(database.db, disk, store);
    expect(report.files).toBeGreaterThan(10);
    expect(report.copied).toBe(report.files);
    expect(report.referenced).toBe((await referencedKeys(database.db)).length);
    expect(report.missingBefore).toEqual([]);
    expect(report.verified).toBe(report.referenced);
    expect(report.failed).toEqual([]);
    expect(await keysOf(store)).toEqual(await keysOf(disk));
  }, 120_000);

  it('copies nothing twice when run again, and brings back a file lost since', async () => {
    const [lost] = await referencedKeys(database.db);
    await store.remove(lost!);
    const report = await moveFiles(database.db, disk, store);
    expect(report.copied).toBe(1);
    expect(report.failed).toEqual([]);
    expect(await keysOf(store)).toEqual(await keysOf(disk));
  }, 120_000);

  it('reports a referenced file whose bytes differ in the target', async () => {
    const keys = await referencedKeys(database.db);
    const changed = keys[keys.length - 1]!;
    const { size } = (await store.open(changed))!;
    await store.remove(changed);
    await store.put(changed, Buffer.alloc(size, 7));
    const report = await moveFiles(database.db, disk, store);
    expect(report.copied).toBe(0);
    expect(report.failed).toEqual([changed]);
    expect(report.verified).toBe(report.referenced - 1);
  }, 120_000);

  it('names a referenced key the source never held, without failing the move for it', async () => {
    const [gone] = await referencedKeys(database.db);
    await disk.remove(gone!);
    await store.remove(gone!);
    const report = await moveFiles(database.db, disk, store);
    expect(report.missingBefore).toEqual([gone]);
    expect(report.failed.includes(gone!)).toBe(false);
  }, 120_000);
});
