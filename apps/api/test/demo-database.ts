import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { openPostgres, pgliteImage, type Database } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { ensureRegions } from '../src/db/seed/regions.js';
import { LocalDiskStorage } from '../src/platform/files/storage.js';
import { backend, openTestDatabase } from './database.js';
import { createThrowawayDatabase, dropDatabase } from './throwaway-db.js';

/** Where the demo school was prepared: PGlite's image file or PostgreSQL's template, and its stored files. */
type DemoSource = { source: string; filesDir: string };

/** How long a file waits for another to prepare the demo school (a few seconds when all is well). */
const WAIT_MS = 120_000;

const readyFile = (runDir: string, db: string) => path.join(runDir, `demo-${db}.json`);

/**
 * The demo school's database (regions, people, records) and stored files, prepared once per
 * run and backend by the first test file that asks, while other files run: that file takes a
 * lock file in the run's folder, the others wait for its answer. A run without such a file
 * never pays for it.
 */
async function demoSource(): Promise<DemoSource> {
  const runDir = inject('runDir');
  const ready = readyFile(runDir, backend);
  const lock = `${ready}.lock`;
  // A file that took the lock and died leaves it behind: the others give up instead of waiting forever.
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (fs.existsSync(ready)) return JSON.parse(fs.readFileSync(ready, 'utf8')) as DemoSource;
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch {
      if (Date.now() > deadline) throw new Error(`the demo school was not prepared within ${WAIT_MS / 1000} s (${lock})`);
      await sleep(100);
      continue;
    }
    try {
      const prepared = await prepareDemo(runDir);
      fs.writeFileSync(`${ready}.tmp`, JSON.stringify(prepared));
      fs.renameSync(`${ready}.tmp`, ready);
      return prepared;
    } catch (err) {
      fs.rmSync(lock);
      throw err;
    }
  }
}

async function prepareDemo(runDir: string): Promise<DemoSource> {
  const filesDir = fs.mkdtempSync(path.join(runDir, `demo-files-${backend}-`));
  // The demo students live in real villages.
  const fill = async (database: Database) => {
    await ensureRegions(database.db);
    await seedDemo(database.db, new LocalDiskStorage(filesDir));
  };
  if (backend === 'pglite') {
    const image = await pgliteImage(fill, new Blob([fs.readFileSync(inject('pgliteImageFile'))]));
    const source = path.join(runDir, 'pglite-demo.tar');
    fs.writeFileSync(source, Buffer.from(await image.arrayBuffer()));
    return { source, filesDir };
  }
  const template = await createThrowawayDatabase(process.env.TEST_DATABASE_URL!, 'portal_demo_template', inject('templateDatabase'));
  // A database is copied only while no one is connected to it: filled, then closed.
  const database = openPostgres(template.url, 1);
  try {
    await fill(database);
  } finally {
    await database.close();
  }
  return { source: template.name, filesDir };
}

/** A test file's own copy of the demo school: its database and a folder holding its stored files. */
export async function openDemoDatabase(filesDir: string) {
  const demo = await demoSource();
  fs.cpSync(demo.filesDir, filesDir, { recursive: true });
  return openTestDatabase({ worker: false, source: demo.source });
}

/** For the run's teardown: drops the PostgreSQL demo template, if a file made one. */
export async function dropDemoTemplate(runDir: string, adminUrl: string) {
  const ready = readyFile(runDir, 'postgres');
  if (!fs.existsSync(ready)) return;
  const { source } = JSON.parse(fs.readFileSync(ready, 'utf8')) as DemoSource;
  await dropDatabase(adminUrl, source);
}
