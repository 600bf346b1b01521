import { loadConfig } from '../../config.js';
import { withCliDatabase } from '../cli-database.js';
import { createOperator } from './operator.js';
import { roleAccessMap, setRoleAccess, type AccessEntry } from './role-access.js';

// The installer's commands, against the configured database:
//   npm run admin -- create-operator <email> <name>     the first operator, with a one-time password
//   npm run admin -- access show <role>                 a role's access map
//   npm run admin -- access grant <role> <page> <action,action,…>
//   npm run admin -- access revoke <role> <page>
// On the embedded database this refuses while the server runs (the folder lock).
const USAGE = [
  'Usage: npm run admin -- create-operator <email> <name>',
  '       npm run admin -- access show <role> | access grant <role> <page> <action,…> | access revoke <role> <page>',
].join('\n');
const [command, ...args] = process.argv.slice(2);
const [sub, role, page, actions] = args;

const print = (e: AccessEntry) => console.log(`${e.path.padEnd(42)} ${e.status ? 'open  ' : 'closed'} ${e.actions.join(',')}`);

try {
  await withCliDatabase(loadConfig(), async (db) => {
    if (command === 'create-operator' && args.length >= 2) {
      const { email, password } = await createOperator(db, args[0]!, args.slice(1).join(' '));
      console.log(`Operator ${email} created. One-time password: ${password}`);
      console.log('Sign in at /staf/login; the portal asks for a new password at once.');
    } else if (command === 'access' && sub === 'show' && role) (await roleAccessMap(db, role)).forEach(print);
    else if (command === 'access' && sub === 'grant' && role && page && actions) print(await setRoleAccess(db, role, page, actions.split(',')));
    else if (command === 'access' && sub === 'revoke' && role && page) print(await setRoleAccess(db, role, page, null));
    else {
      console.error(USAGE);
      process.exitCode = 2;
    }
  });
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
}
