import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config.js';
import { openStorage } from '../../platform/files/open-storage.js';
import { openPglite, openPostgres, type Database } from '../client.js';
import { writeBackup } from './backup.js';
import { restoreBackup } from './restore.js';

// The operator's backup and restore, against the configured database and DATA_DIR's files:
//   npm run backup [-- <file>]     the whole school in one file (default portal-backup-<time>.tar.gz here)
//   npm run restore -- <file>      a new, empty installation brought to that state
// PostgreSQL is backed up while the portal runs; the embedded database only while it is stopped
// (one process at a time holds its folder). Restoring a backup of the embedded database with
// DATABASE_URL set moves the school to PostgreSQL.
const [command, file] = process.argv.slice(2);
const config = loadConfig();

async function open(): Promise<Database> {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL, 2) : openPglite(config.dataDir, { worker: config.EMBEDDED_DB_THREAD === 'worker' });
}

const stamp = () => new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');

async function backup(target = `portal-backup-${stamp()}.tar.gz`) {
  const database = await open();
  // Written under a temporary name: a backup that stopped halfway never looks like a whole one.
  const partial = `${target}.partial`;
  try {
    await database.migrate();
    const manifest = await writeBackup(database, await openStorage(config, database.db), fs.createWriteStream(partial));
    fs.renameSync(partial, target);
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(`Backup written to ${path.resolve(target)}: ${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files.`);
    console.log('Keep a copy away from this machine: a backup on the same disk dies with it.');
  } catch (err) {
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    await database.close();
  }
}

async function restore(source: string) {
  if (!fs.existsSync(source)) throw new Error(`No such file: ${source}`);
  const database = await open();
  try {
    const manifest = await restoreBackup(database, await openStorage(config, database.db), fs.createReadStream(source));
    console.log(`Restored ${manifest.tables.length} tables and ${manifest.files.length} files from ${source}; every table and file matched the backup.`);
  } finally {
    await database.close();
  }
}

try {
  if (command === 'backup') await backup(file);
  else if (command === 'restore' && file) await restore(file);
  else {
    console.error('Usage: npm run backup [-- <file>] | npm run restore -- <file>');
    process.exitCode = 2;
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
