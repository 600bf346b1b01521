import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.js';
import { LocalDiskStorage } from '../../src/platform/files/storage.js';
import { openDemoDatabase } from '../demo-database.js';

export type DemoAccount = Exclude<keyof typeof DEMO_ACCOUNTS, 'guru'>;
export type DemoApp = Awaited<ReturnType<typeof openDemoApp>>;

/**
 * The whole API on a database loaded with the demo school, every demo account signed in once.
 * Opened while the test file is collected (not in a hook, as useTestApp does), because the
 * tests themselves are generated from the routes the app registers.
 */
export async function openDemoApp() {
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-files-'));
  const { database, drop } = await openDemoDatabase(filesDir);
  const storage = new LocalDiskStorage(filesDir);
  // No settings cache: the tests change role access between requests.
  const config = loadConfig({ DATA_DIR: filesDir, LOG_LEVEL: 'silent', SETTINGS_CACHE_MS: '0' });
  const app = await buildApp({ database, config, storage });
  await app.ready();

  const tokens = {} as Record<DemoAccount, string>;
  for (const account of Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]) {
    if (account === 'guru') continue;
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO_ACCOUNTS[account], password: DEMO_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${account} failed: ${res.statusCode} ${res.payload}`);
    tokens[account] = res.json().data.access_token as string;
  }

  return {
    app,
    db: database.db,
    tokens,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
