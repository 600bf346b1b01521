import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_STAF_ACCOUNTS } from '../../src/db/seed/demo-accounts.js';
import { LocalDiskStorage } from '../../src/platform/files/storage.js';
import { openDemoDatabase } from '../demo-database.js';

export type DemoAccount = Exclude<keyof typeof DEMO_ACCOUNTS, 'guru'>;
export type DemoStafAccount = keyof typeof DEMO_STAF_ACCOUNTS;
export type DemoApp = Awaited<ReturnType<typeof openDemoApp>>;

/**
 * The whole API on a database loaded with the demo school, every demo account signed in once
 * (the staff accounts at the staff side's door).
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

  const signIn = async (url: string, email: string) => {
    const res = await app.inject({ method: 'POST', url, payload: { email, password: DEMO_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.payload}`);
    return res.json().data.access_token as string;
  };
  const tokens = {} as Record<DemoAccount, string>;
  for (const account of Object.keys(DEMO_ACCOUNTS) as (keyof typeof DEMO_ACCOUNTS)[]) {
    if (account !== 'guru') tokens[account] = await signIn('/api/login', DEMO_ACCOUNTS[account]);
  }
  const stafTokens = {} as Record<DemoStafAccount, string>;
  for (const account of Object.keys(DEMO_STAF_ACCOUNTS) as DemoStafAccount[])
    stafTokens[account] = await signIn('/api/staf/login', DEMO_STAF_ACCOUNTS[account]);

  return {
    app,
    db: database.db,
    tokens,
    stafTokens,
    signIn,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
