import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.js';
import { openPostgres, pgliteImage, type Database } from '../src/db/client.js';
import { ensureReferenceData } from '../src/db/seed/reference.js';
import { dropDemoTemplate } from './demo-database.js';
import { createThrowawayDatabase } from './throwaway-db.js';

declare module 'vitest' {
  interface ProvidedContext {
    /** api-pglite: the file holding the prepared database's data directory image. */
    pgliteImageFile: string;
    /** api-postgres: the prepared database each test file's database is copied from. */
    templateDatabase: string;
    /** A folder of the run's own, removed after it: the demo school's database and files. */
    runDir: string;
  }
}

// The reference data every test file starts with; a file that changes the school's settings
// changes its own copy.
const fill = (database: Database) => ensureReferenceData(database.db, loadConfig({ LOG_LEVEL: 'silent' }));

/**
 * Migrates once per run and per backend (the project sets TEST_DB): test files start from a
 * copy of this database instead of migrating their own. The demo school's database is made
 * later, by the first test file that asks for it (demo-database.ts). Returns the teardown.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-run-'));
  project.provide('runDir', dir);
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
  if (project.config.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const template = await createThrowawayDatabase(adminUrl, 'portal_template');
    const drop = async () => {
      await dropDemoTemplate(dir, adminUrl);
      await template.drop();
      removeDir();
    };
    try {
      const database = openPostgres(template.url, 1);
      await database.migrate();
      await fill(database);
      // A database is copied only while no one is connected to it.
      await database.close();
    } catch (err) {
      await drop();
      throw err;
    }
    project.provide('templateDatabase', template.name);
    return drop;
  }
  const file = path.join(dir, 'pglite.tar');
  fs.writeFileSync(file, Buffer.from(await (await pgliteImage(fill)).arrayBuffer()));
  project.provide('pgliteImageFile', file);
  return removeDir;
}
