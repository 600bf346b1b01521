// The browser tests run whenever CI does, on the server's real clock, and the server takes a
// clock-in only in the school's hours: the demo school's hours are opened to the whole day
// (00:00 to 23:59), as the go-live journey sets its new school's.
import { loadConfig } from '../../apps/api/src/config.js';
import { withCliDatabase } from '../../apps/api/src/db/cli-database.js';
import { sekolah } from '../../apps/api/src/db/schema/index.js';

await withCliDatabase(loadConfig(), async (db) => {
  await db.update(sekolah).set({ jam_masuk: '00:00', jam_pulang: '23:59' });
});
