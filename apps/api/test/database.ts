import fs from 'node:fs';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { openKeptPglite } from './kept-pglite.js';
import { createThrowawayDatabase } from './throwaway-db.js';

/** Which database the API tests run on: the vitest project sets TEST_DB. */
export const backend = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** What global-setup.ts prepared: PGlite's image file, or PostgreSQL's template database. */
const preparedSource = () => (backend === 'pglite' ? inject('pgliteImageFile') : inject('templateDatabase'));

/**
 * A test file's own database, migrated and holding the reference data: a copy of the one
 * global-setup.ts prepared (or of `source`, another prepared the same way), in memory (PGlite,
 * in its worker thread as the server runs it unless `worker` is false) or on
 * TEST_DATABASE_URL's server. `drop` removes it after closing.
 */
export async function openTestDatabase({ worker = true, source = preparedSource() } = {}): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (backend === 'pglite') {
    if (worker) return { database: await openKeptPglite(source), drop: async () => {} };
    const image = new Blob([fs.readFileSync(source)]);
    return { database: await openPglite(undefined, { image }), drop: async () => {} };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const copy = await createThrowawayDatabase(adminUrl, 'portal_test', source);
  return { database: openPostgres(copy.url, 4), drop: copy.drop };
}
