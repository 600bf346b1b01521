import { diskStorage } from '../../platform/files/storage.js';
import { loadConfig } from '../../config.js';
import { openPglite, openPostgres } from '../client.js';
import { isEmpty, seedDemo } from './demo.js';
import { ensureReferenceData } from './reference.js';
import { ensureRegions } from './regions.js';

// Loads the demo madrasah into the configured database when it holds no accounts yet.
// On the embedded database this refuses while the server runs (the folder lock).
const config = loadConfig();
const database = await Promise.resolve(
  config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(config.dataDir, { worker: config.EMBEDDED_DB_THREAD === 'worker' }),
).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
try {
  await database.migrate();
  await ensureReferenceData(database.db, config);
  await ensureRegions(database.db);
  if (await isEmpty(database.db)) {
    await seedDemo(database.db, diskStorage(config.dataDir));
    console.log('Demo madrasah loaded.');
  } else {
    console.log('The database already has accounts; nothing loaded.');
  }
} finally {
  await database.close();
}
