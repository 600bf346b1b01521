import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { backend, openTestDatabase } from '../../../test/database.js';
import { openDemoDatabase } from '../../../test/demo-database.js';
import { createThrowawayDatabase } from '../../../test/throwaway-db.js';
import { PostgresStorage } from '../../platform/files/postgres-storage.js';
import { LocalDiskStorage, type FileStorage } from '../../platform/files/storage.js';
import { committedMigrations, openPglite, openPostgres, type Database } from '../client.js';
import { writeBackup } from './backup.js';
import { rowsInOrder, rowsOf, sequenceNames, tablesInLoadOrder } from './catalogue.js';
import { readInChunks, appliedMigrations } from './read.js';
import { restoreBackup } from './restore.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(cleanups.map((c) => c()));
  fs.rmSync(tmp, { recursive: true, force: true });
}, 120_000);

/** A new, empty database of `kind`, not even migrated; closed and dropped after the file. */
async function emptyDatabase(kind: 'pglite' | 'postgres'): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openPglite();
    cleanups.push(() => database.close());
    return database;
  }
  const copy = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, 'portal_restore');
  const database = openPostgres(copy.url, 2);
  cleanups.push(async () => {
    await database.close();
    await copy.drop();
  });
  return database;
}

/** What the test that runs now opened, closed after it. */
const afterTest: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(afterTest.splice(0).map((c) => c()));
});

/**
 * A new installation as the server leaves it before any school is set up: migrated, with the
 * regions (a copy of the prepared one, cheap); closed after the test (`forFile`: after the file).
 */
async function newInstallation({ forFile = false } = {}): Promise<Database> {
  const { database, drop } = await openTestDatabase();
  (forFile ? cleanups : afterTest).push(async () => {
    await database.close();
    await drop();
  });
  return database;
}

/** A copy of the demo school, its files under `tmp/<filesName>`; closed and dropped after the file. */
async function demoSchool(filesName: string) {
  const filesDir = path.join(tmp, filesName);
  const { database, drop } = await openDemoDatabase(filesDir);
  cleanups.push(async () => {
    await database.close();
    await drop();
  });
  return { database, filesDir };
}

/** Every table's row count and hash, and every sequence, read the way a backup reads them. */
async function fingerprint(database: Database) {
  return database.db.transaction(async (tx) => {
    const tables: Record<string, string> = {};
    for (const t of await tablesInLoadOrder(tx)) {
      const hash = createHash('sha256');
      let n = 0;
      for await (const chunk of readInChunks(tx, rowsInOrder(t), 5000)) {
        n += chunk.length;
        for (const r of chunk) hash.update(`${r}\n`);
      }
      tables[t.name] = `${n}:${hash.digest('hex')}`;
    }
    const sequences: Record<string, unknown> = {};
    for (const s of await sequenceNames(tx)) sequences[s] = (await rowsOf(tx, sql`SELECT last_value::text, is_called FROM ${sql.identifier(s)}`))[0];
    return { tables, sequences };
  });
}

async function filesOf(storage: FileStorage) {
  const files: Record<string, string> = {};
  for await (const e of storage.list()) {
    const opened = (await storage.open(e.key))!;
    const hash = createHash('sha256');
    for await (const chunk of opened.stream) hash.update(chunk as Buffer);
    files[e.key] = hash.digest('hex');
  }
  return files;
}

async function backupTo(database: Database, storage: FileStorage, name: string) {
  const file = path.join(tmp, name);
  await writeBackup(database, storage, fs.createWriteStream(file));
  return file;
}

/** The archive's entries, to take apart and put together changed. */
async function entriesOf(file: string) {
  const extract = tar.extract();
  Readable.from(gunzipSync(fs.readFileSync(file))).pipe(extract);
  const out: { name: string; body: Buffer }[] = [];
  for await (const e of extract) {
    const parts: Buffer[] = [];
    for await (const p of e) parts.push(p as Buffer);
    out.push({ name: e.header.name, body: Buffer.concat(parts) });
  }
  return out;
}

async function archiveOf(entries: { name: string; body: Buffer }[]) {
  const pack = tar.pack();
  for (const e of entries) pack.entry({ name: e.name }, e.body);
  pack.finalize();
  const parts: Buffer[] = [];
  for await (const p of pack.pipe(new PassThrough())) parts.push(p as Buffer);
  return Readable.from([gzipSync(Buffer.concat(parts))]);
}

describe('backup and restore of the demo school', () => {
  let source: Database;
  let sourceFiles: LocalDiskStorage;
  let file: string;

  beforeAll(async () => {
    const demo = await demoSchool('source-files');
    source = demo.database;
    sourceFiles = new LocalDiskStorage(demo.filesDir);
    file = await backupTo(source, sourceFiles, 'demo.tar.gz');
  }, 300_000);

  it('brings a new installation to the same tables, sequences and files', async () => {
    const target = await newInstallation();
    const targetFiles = new LocalDiskStorage(path.join(tmp, 'target-files'));
    const manifest = await restoreBackup(target, targetFiles, fs.createReadStream(file));

    expect(manifest.tables.find((t) => t.name === 'siswa')!.rows).toBeGreaterThan(10);
    expect(manifest.files.length).toBeGreaterThan(0);
    const [before, after] = await Promise.all([fingerprint(source), fingerprint(target)]);
    expect(after).toEqual(before);
    expect(await filesOf(targetFiles)).toEqual(await filesOf(sourceFiles));
    expect(await appliedMigrations(target.db)).toBe(committedMigrations());
  }, 300_000);

  it.runIf(backend === 'pglite' && process.env.TEST_DATABASE_URL)(
    'moves a school from the embedded database to PostgreSQL',
    async () => {
      const target = await emptyDatabase('postgres');
      await restoreBackup(target, new LocalDiskStorage(path.join(tmp, 'moved-files')), fs.createReadStream(file));
      expect(await fingerprint(target)).toEqual(await fingerprint(source));
    },
    120_000,
  );
});

/**
 * A small school: one role and `files` stored files beside the migrations' own rows, on an empty
 * database migrated up to `upTo`, or else on a new installation without its regions (tens of
 * thousands of rows that would only slow the refusals down). Its files are on disk, or in the
 * database's own store.
 */
async function smallSchool(name: string, { upTo, store = 'disk', files = 1 }: { upTo?: number; store?: 'disk' | 'database'; files?: number } = {}) {
  let database: Database;
  if (upTo === undefined) {
    database = await newInstallation({ forFile: true });
    await database.db.execute(sql`TRUNCATE kelurahan, kecamatan, kabkot, provinsi CASCADE`);
  } else {
    database = await emptyDatabase(backend);
    await database.migrate(upTo);
  }
  await database.db.execute(sql`INSERT INTO roles (nama) VALUES ('peran lama')`);
  const storage = store === 'disk' ? new LocalDiskStorage(path.join(tmp, `${name}-files`)) : new PostgresStorage(database.db);
  for (let i = 1; i <= files; i++) await storage.put(`foto/2026/11/27/berkas-${i}.jpg`, Buffer.from(`bukan foto sungguhan ${i}`));
  return { database, storage, file: await backupTo(database, storage, `${name}.tar.gz`) };
}

// The whole demo school's round trip is proved above on disk; what the database's own store
// changes (files outside the rows, restored inside the transaction) shows on a small school.
describe('backup and restore with the files in the database', () => {
  let source: Database;
  let sourceStore: FileStorage;
  let file: string;

  beforeAll(async () => {
    ({ database: source, storage: sourceStore, file } = await smallSchool('database-store', { store: 'database', files: 12 }));
  }, 120_000);

  it('carries each file once, as a file, never as rows of the store', async () => {
    const entries = await entriesOf(file);
    const stored = await filesOf(sourceStore);
    expect(Object.keys(stored).length).toBeGreaterThan(10);
    expect(entries.filter((e) => e.name.startsWith('files/')).map((e) => e.name.slice('files/'.length))).toEqual(Object.keys(stored));
    expect(entries.filter((e) => /^data\/(file|chunk)\//.test(e.name))).toEqual([]);
  }, 120_000);

  it('brings the tables and the files back into a new installation with the same store', async () => {
    const target = await newInstallation();
    const targetStore = new PostgresStorage(target.db);
    await restoreBackup(target, targetStore, fs.createReadStream(file));
    expect(await fingerprint(target)).toEqual(await fingerprint(source));
    expect(await filesOf(targetStore)).toEqual(await filesOf(sourceStore));
  }, 120_000);

  it('takes the files back out with a restore that fails', async () => {
    const entries = await entriesOf(file);
    entries.find((e) => e.name.startsWith('files/'))!.body = Buffer.from('diganti');
    const target = await newInstallation();
    const targetStore = new PostgresStorage(target.db);
    await expect(restoreBackup(target, targetStore, await archiveOf(entries))).rejects.toThrow(/did not come back/);
    expect(await filesOf(targetStore)).toEqual({});
  }, 120_000);
});

describe('a backup made by an earlier version', () => {
  let older: Awaited<ReturnType<typeof smallSchool>>;
  beforeAll(async () => {
    older = await smallSchool('older', { upTo: committedMigrations() - 1 });
  }, 120_000);

  it('is restored at its own migration, then upgraded by the later ones', async () => {
    const target = await emptyDatabase(backend);
    await restoreBackup(target, new LocalDiskStorage(path.join(tmp, 'older-target-files')), fs.createReadStream(older.file));
    expect(await appliedMigrations(target.db)).toBe(committedMigrations());
    expect(await rowsOf(target.db, sql`SELECT nama FROM roles WHERE nama = 'peran lama'`)).toEqual([{ nama: 'peran lama' }]);
  }, 120_000);

  it('is refused by the database store, whose tables came later, with the way round it', async () => {
    const target = await emptyDatabase(backend);
    await expect(restoreBackup(target, new PostgresStorage(target.db), fs.createReadStream(older.file))).rejects.toThrow(/FILE_STORE=disk, then move/);
  }, 120_000);

  it('is refused by a database already at a later version, whose rows would not fit it', async () => {
    const target = await newInstallation();
    await expect(restoreBackup(target, new LocalDiskStorage(path.join(tmp, 'later-files')), fs.createReadStream(older.file))).rejects.toThrow(/later version/);
  });
});

describe('what a restore refuses', () => {
  let school: Awaited<ReturnType<typeof smallSchool>>;
  beforeAll(async () => {
    school = await smallSchool('small');
  }, 120_000);

  it('a database that already holds a school, changing nothing there', async () => {
    const held = await newInstallation();
    await held.db.execute(sql`INSERT INTO roles (nama) VALUES ('siswa') ON CONFLICT DO NOTHING`);
    await held.db.execute(
      sql`INSERT INTO users (email, password_hash, name, role_id, tipe) SELECT 'ada@contoh.sch.id', 'x', 'Sudah Ada', id, 'eksternal' FROM roles WHERE nama = 'siswa'`,
    );
    const before = await fingerprint(held);
    await expect(restoreBackup(held, new LocalDiskStorage(path.join(tmp, 'refused-files')), fs.createReadStream(school.file))).rejects.toThrow(
      /already holds a school/,
    );
    expect(await fingerprint(held)).toEqual(before);
  }, 120_000);

  it('an archive whose rows were changed, leaving the new database empty', async () => {
    const entries = await entriesOf(school.file);
    const chunk = entries.find((e) => e.name.startsWith('data/roles/'))!;
    chunk.body = Buffer.from(chunk.body.toString('utf8').replace('peran lama', 'peran lain'));
    const target = await newInstallation();
    await expect(restoreBackup(target, new LocalDiskStorage(path.join(tmp, 'tampered-files')), await archiveOf(entries))).rejects.toThrow(
      /roles did not come back/,
    );
    expect(await rowsOf(target.db, sql`SELECT id FROM roles WHERE nama LIKE 'peran%'`)).toEqual([]);
  }, 120_000);

  it('an archive whose file was changed', async () => {
    const entries = await entriesOf(school.file);
    entries.find((e) => e.name.startsWith('files/'))!.body = Buffer.from('diganti');
    const target = await newInstallation();
    await expect(restoreBackup(target, new LocalDiskStorage(path.join(tmp, 'changed-files')), await archiveOf(entries))).rejects.toThrow(/did not come back/);
    expect(await rowsOf(target.db, sql`SELECT id FROM roles WHERE nama = 'peran lama'`)).toEqual([]);
  }, 120_000);

  it('an archive cut short before its manifest', async () => {
    const entries = (await entriesOf(school.file)).filter((e) => e.name !== 'manifest.json');
    const target = await newInstallation();
    await expect(restoreBackup(target, new LocalDiskStorage(path.join(tmp, 'short-files')), await archiveOf(entries))).rejects.toThrow(/no manifest/);
  }, 120_000);

  it('what is not a backup', async () => {
    const target = await newInstallation();
    await expect(restoreBackup(target, new LocalDiskStorage(path.join(tmp, 'junk-files')), Readable.from([gzipSync('not a backup')]))).rejects.toThrow(
      /Not a portal backup/,
    );
  });
});
