import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { openStorage } from './platform/files/open-storage.js';
import { portalJobs } from './jobs.js';
import { createJobRunner } from './platform/jobs.js';
import { loadConfig } from './config.js';
import { openPglite, openPostgres } from './db/client.js';
import { ensureReferenceData } from './db/seed/reference.js';
import { ensureRegions } from './db/seed/regions.js';

const config = loadConfig();
// The built web app sits two folders up from both src/main.ts and dist/main.js.
config.WEB_DIST ??= fileURLToPath(new URL('../../web/dist', import.meta.url));

const database = config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : await openPglite(config.dataDir, { worker: config.EMBEDDED_DB_THREAD === 'worker' });
await database.migrate();
await ensureReferenceData(database.db, config);
await ensureRegions(database.db);

// Demo accounts are only ever created in an empty embedded database, never on a real server.
if (database.kind === 'pglite' && config.DEMO_SEED === 'auto') {
  const { isEmpty, seedDemo } = await import('./db/seed/demo.js');
  if (await isEmpty(database.db)) {
    console.log('Empty embedded database: loading the demo madrasah…');
    await seedDemo(database.db, await openStorage(config, database.db));
  }
}

const app = await buildApp({ database, config, logger: { level: config.LOG_LEVEL } });

// Scheduled jobs (sweeps), each run by one process at a time: listed in jobs.ts.
const jobs = createJobRunner(database.db, portalJobs(app, database), { checkMs: config.JOB_CHECK_SECONDS * 1000, log: app.log });
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await jobs.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
jobs.start();
app.log.info(
  `Portal at http://localhost:${config.PORT} (database: ${database.kind}${database.kind === 'pglite' ? `, ${path.join(config.dataDir, 'pglite')}` : ''}; files: ${config.FILE_STORE})`,
);
