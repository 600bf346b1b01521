import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openPglite } from '../../src/db/client.js';
import type { OpenApiDocument } from './requests.js';

/**
 * The OpenAPI document, before any test runs: a test per route needs the routes when the file
 * is collected, before `useTestApp` has built its app. An in-memory database with the
 * migrations is all the app needs to describe itself.
 */
export async function apiDocument(): Promise<OpenApiDocument> {
  const database = await openPglite();
  try {
    await database.migrate();
    const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'portal-api-document'), LOG_LEVEL: 'silent' });
    const app = await buildApp({ database, config });
    await app.ready();
    const doc = app.swagger() as unknown as OpenApiDocument;
    await app.close();
    return doc;
  } finally {
    await database.close();
  }
}
