import type { Config } from '../config.js';
import { openPglite, openPostgres, type Db } from './client.js';
import { ensureReferenceData } from './seed/reference.js';

/**
 * For the command-line tools: opens the configured database (or exits with the reason; on the
 * embedded one that is the server's folder lock), migrates it, ensures the reference data, runs
 * `work` and closes the database whatever happened.
 */
export async function withCliDatabase(config: Config, work: (db: Db) => Promise<void>) {
  const database = await Promise.resolve(
    config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.dataDir, { worker: config.EMBEDDED_DB_THREAD === 'worker' }),
  ).catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
  try {
    await database.migrate();
    await ensureReferenceData(database.db, config);
    await work(database.db);
  } finally {
    await database.close();
  }
}
