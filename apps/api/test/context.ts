import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Database, Db } from '../src/db/client.js';
import { LocalDiskStorage } from '../src/platform/files/storage.js';
import { backend, openTestDatabase } from './database.js';

export type TestContext = {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Db;
  config: Config;
  backend: typeof backend;
  /** Root of this file's stored uploads. */
  filesDir: string;
  /** The server's clock; set it to stand at a chosen moment, undefined for the real time. */
  clock: Date | undefined;
};

/**
 * The file's own database (see openTestDatabase) and an app around it, for one test file.
 * `extend` may register extra routes before the app is sealed; `env` sets settings over the tests' own.
 */
export function useTestApp({ extend, env = {} }: { extend?: (app: TestContext['app']) => void; env?: Record<string, string> } = {}): TestContext {
  const ctx = { backend } as TestContext;
  let drop: () => Promise<void> = async () => {};
  let database: Database | undefined;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    database = opened.database;
    drop = opened.drop;
    ctx.filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-files-'));
    // No settings cache: tests change the school's settings between requests.
    ctx.config = loadConfig({ DATA_DIR: ctx.filesDir, LOG_LEVEL: 'silent', SETTINGS_CACHE_MS: '0', ...env });
    ctx.db = database.db;
    ctx.app = await buildApp({
      database,
      config: ctx.config,
      storage: new LocalDiskStorage(ctx.filesDir),
      now: () => ctx.clock ?? new Date(),
    });
    extend?.(ctx.app);
    await ctx.app.ready();
  }, 60_000);
  afterAll(async () => {
    await ctx.app?.close();
    await database?.close();
    await drop();
    if (ctx.filesDir) fs.rmSync(ctx.filesDir, { recursive: true, force: true });
  });
  return ctx;
}

/**
 * Another app on a test file's database, with `env`'s settings over the tests' own; the caller
 * closes it (the test context closes the database).
 */
export async function appOnTestDatabase(ctx: TestContext, env: Record<string, string>, options: Pick<AppOptions, 'logger'> = {}) {
  const config = loadConfig({ DATA_DIR: ctx.filesDir, LOG_LEVEL: 'silent', WEB_DIST: '', ...env });
  const database: Database = { db: ctx.db, kind: ctx.backend, migrate: async () => {}, ping: async () => {}, close: async () => {} };
  return buildApp({ database, config, ...options });
}
