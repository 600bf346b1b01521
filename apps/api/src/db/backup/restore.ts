import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { FileStorage } from '../../platform/files/storage.js';
import { committedMigrations, type Database, type Tx } from '../client.js';
import { CHUNK_ROWS, FILE_MAX_BYTES, FORMAT, FORMAT_VERSION, HEADER_NAME, MANIFEST_NAME, type BackupHeader, type Manifest } from './archive.js';
import { rowsInOrder, rowsOf, tablesInLoadOrder, type TableInfo } from './catalogue.js';
import { appliedMigrations, readInChunks } from './read.js';

export class RestoreError extends Error {}

/** Migrations up to 0023_file-store, which creates the schema of the PostgreSQL file store. */
const FILE_STORE_MIGRATIONS = 24;

/** An archive entry: its header and its bytes. */
type Entry = AsyncIterable<unknown> & { header: tar.Header };

/**
 * Brings a new installation to the state of a backup (backup.ts): `database` must hold no school
 * yet (no account, no student) and be empty or migrated no further than the backup. The schema is built up to the
 * backup's migration, the rows and sequences loaded in one transaction, every table's rows and
 * every file checked against the manifest before it commits, and then the later migrations of
 * this build run, as an upgrade would. A failed check leaves the database without the school.
 * The files are written to `storage` as they come; a failed restore leaves them unnamed, for the
 * orphan sweep, except in the database's own store, where they commit or roll back with the rows.
 * The files never travel as table rows (the store's tables are outside `public`), so a backup
 * carries them once whichever store wrote it, and restores into any store.
 */
export async function restoreBackup(database: Database, storage: FileStorage, input: Readable): Promise<Manifest> {
  const extract = tar.extract();
  input.on('error', (err) => extract.destroy(err));
  input
    .pipe(createGunzip())
    .on('error', (err) => extract.destroy(err))
    .pipe(extract);
  const entries = extract[Symbol.asyncIterator]();

  const header = await readHeader(entries);
  if (header.migrations > committedMigrations())
    throw new RestoreError('The backup was made by a newer version of the portal: restore it with that version or a later one');

  // Rows load into the schema they were read from; a database past it would take them wrongly.
  if ((await appliedMigrations(database.db)) > header.migrations)
    throw new RestoreError('The target database is at a later version than the backup: restore into a new, empty database');
  // The files go in while the schema stands at the backup's version, before the store's tables exist.
  if (storage.kind === 'postgres' && header.migrations < FILE_STORE_MIGRATIONS)
    throw new RestoreError(
      'The backup is older than the PostgreSQL file store: restore it with FILE_STORE=disk, then move the files with npm run files -- move postgres',
    );
  await database.migrate(header.migrations);
  const manifest = await database.db.transaction(async (tx) => {
    const tables = await tablesInLoadOrder(tx);
    await refuseUnlessEmpty(tx);
    await tx.execute(
      sql`TRUNCATE ${sql.join(
        tables.map((t) => sql.identifier(t.name)),
        sql`, `,
      )} RESTART IDENTITY`,
    );
    // The rows were valid when they were read; the triggers that guard later writes (finalised
    // grades, payments within what is due) would refuse rows loaded before the rows they compare with.
    for (const t of tables) await tx.execute(sql`ALTER TABLE ${sql.identifier(t.name)} DISABLE TRIGGER USER`);
    const store = storage.joining(tx);
    const files: Manifest['files'] = [];
    let manifest: Manifest | undefined;
    for (let next = await entries.next(); !next.done; next = await entries.next()) {
      const entry = next.value;
      const name = entry.header.name;
      if (name.startsWith('data/')) await loadChunk(tx, name.split('/')[1]!, await readBody(entry));
      else if (name.startsWith('files/')) files.push(await restoreFile(store, name.slice('files/'.length), entry));
      else if (name === MANIFEST_NAME) manifest = JSON.parse((await readBody(entry)).toString('utf8')) as Manifest;
      else throw new RestoreError(`Unknown entry in the backup: ${name}`);
    }
    if (!manifest) throw new RestoreError('The backup is cut short: it has no manifest.json');
    for (const t of tables) await tx.execute(sql`ALTER TABLE ${sql.identifier(t.name)} ENABLE TRIGGER USER`);
    for (const s of manifest.sequences) await tx.execute(sql`SELECT setval(${s.name}::regclass, ${s.last_value}::bigint, ${s.is_called})`);
    await checkTables(tx, tables, manifest);
    checkFiles(files, manifest);
    return manifest;
  });
  await database.migrate();
  return manifest;
}

async function readHeader(entries: AsyncIterator<Entry>): Promise<BackupHeader> {
  const notBackup = new RestoreError('Not a portal backup: it does not start with portal-backup.json');
  const first = await entries.next().catch(() => {
    throw notBackup;
  });
  if (first.done || first.value.header.name !== HEADER_NAME) throw notBackup;
  const header = JSON.parse((await readBody(first.value)).toString('utf8')) as BackupHeader;
  if (header.format !== FORMAT || header.version !== FORMAT_VERSION)
    throw new RestoreError(`Not a backup this version reads (${header.format} ${header.version})`);
  return header;
}

async function refuseUnlessEmpty(tx: Tx) {
  const [held] = await rowsOf<{ school: boolean }>(tx, sql`SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM siswa) AS school`);
  if (held?.school) throw new RestoreError('The target database already holds a school (accounts or students): restore into a new, empty database');
}

// Every column by name through PostgreSQL's own JSON reading: dates, times, numbers, JSON and
// arrays come back exactly as row_to_json wrote them.
async function loadChunk(tx: Tx, table: string, body: Buffer) {
  const lines = body.toString('utf8').split('\n').filter(Boolean);
  if (lines.length > CHUNK_ROWS) throw new RestoreError(`A chunk of ${table} holds more rows than a backup writes`);
  const target = sql.identifier(table);
  await tx.execute(sql`INSERT INTO ${target} SELECT * FROM json_populate_recordset(NULL::${target}, ${`[${lines.join(',')}]`}::json)`);
}

async function restoreFile(storage: FileStorage, key: string, entry: Entry) {
  if (entry.header.size !== undefined && entry.header.size > FILE_MAX_BYTES) throw new RestoreError(`The file ${key} is larger than any the portal writes`);
  const data = await readBody(entry);
  await storage.put(key, data);
  return { key, size: data.length, sha256: createHash('sha256').update(data).digest('hex') };
}

/** Reads every table back the way the backup read it and compares its count and hash with the manifest's. */
async function checkTables(tx: Tx, tables: TableInfo[], manifest: Manifest) {
  const expected = new Map(manifest.tables.map((t) => [t.name, t]));
  for (const table of tables) {
    const hash = createHash('sha256');
    let rows = 0;
    for await (const chunk of readInChunks(tx, rowsInOrder(table), CHUNK_ROWS)) {
      hash.update(chunk.map((r) => `${r}\n`).join(''));
      rows += chunk.length;
    }
    const want = expected.get(table.name) ?? { rows: 0, sha256: createHash('sha256').digest('hex') };
    if (want.rows !== rows || want.sha256 !== hash.digest('hex'))
      throw new RestoreError(`The table ${table.name} did not come back as it was backed up (${rows} of ${want.rows} rows)`);
    expected.delete(table.name);
  }
  if (expected.size > 0) throw new RestoreError(`The backup holds tables this schema lacks: ${[...expected.keys()].join(', ')}`);
}

function checkFiles(restored: Manifest['files'], manifest: Manifest) {
  const got = new Map(restored.map((f) => [f.key, f]));
  for (const f of manifest.files) {
    const r = got.get(f.key);
    if (!r || r.size !== f.size || r.sha256 !== f.sha256) throw new RestoreError(`The file ${f.key} did not come back as it was backed up`);
  }
  if (got.size !== manifest.files.length) throw new RestoreError('The backup holds files its manifest does not list');
}

async function readBody(entry: Entry): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of entry) parts.push(part as Buffer);
  return Buffer.concat(parts);
}
