import { loadConfig } from '../../config.js';
import { openPglite, openPostgres } from '../client.js';
import { ensureReferenceData } from '../seed/reference.js';
import { roleAccessMap, setRoleAccess, type AccessEntry } from './role-access.js';

// Reads and changes a role's access map, the way an installer grants a page to a role:
//   npm run access -- show <role>
//   npm run access -- grant <role> <page> <action,action,…>
//   npm run access -- revoke <role> <page>
// On the embedded database this refuses while the server runs (the folder lock).
const USAGE = 'Usage: npm run access -- show <role> | grant <role> <page> <action,…> | revoke <role> <page>';
const [command, role, page, actions] = process.argv.slice(2);

const print = (e: AccessEntry) => console.log(`${e.path.padEnd(42)} ${e.status ? 'open  ' : 'closed'} ${e.actions.join(',')}`);

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
  if (command === 'show' && role) (await roleAccessMap(database.db, role)).forEach(print);
  else if (command === 'grant' && role && page && actions) print(await setRoleAccess(database.db, role, page, actions.split(',')));
  else if (command === 'revoke' && role && page) print(await setRoleAccess(database.db, role, page, null));
  else {
    console.error(USAGE);
    process.exitCode = 2;
  }
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
