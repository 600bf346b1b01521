import { openStorage } from '../../platform/files/open-storage.js';
import { loadConfig } from '../../config.js';
import { withCliDatabase } from '../cli-database.js';
import { isEmpty, seedDemo } from './demo.js';
import { ensureRegions } from './regions.js';

// Loads the demo madrasah into the configured database when it holds no accounts yet.
// On the embedded database this refuses while the server runs (the folder lock).
const config = loadConfig();
await withCliDatabase(config, async (db) => {
  await ensureRegions(db);
  if (await isEmpty(db)) {
    await seedDemo(db, await openStorage(config, db));
    console.log('Demo madrasah loaded.');
  } else {
    console.log('The database already has accounts; nothing loaded.');
  }
});
