// Starts the built portal on a fresh embedded database: the demo madrasah is loaded into it,
// then the grants the browser tests rely on beyond the default maps are made with the
// installer's own command (`npm run admin -- access`), before the server takes the folder's lock.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const dataDir = path.join(here, '..', 'data');
fs.rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env, DATA_DIR: dataDir, PORT: process.env.E2E_PORT ?? '3210', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };

const tsx = (script, ...args) =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
tsx('apps/api/src/db/seed/cli.ts');
// The guardian manages the award criteria (no default role may), so their form is tested for real.
tsx('apps/api/src/db/admin/cli.ts', 'access', 'grant', 'wali siswa', '/kesiswaan/tata-tertib-sekolah', 'view,create,update,delete');
// The guardian changes and deletes extracurricular scores (no default role may).
tsx('apps/api/src/db/admin/cli.ts', 'access', 'grant', 'wali siswa', '/ekstrakurikuler-pramuka/ekstrakurikuler', 'view,update,delete');

// A new school's first operator per browser project, made as an installer would: the journeys
// sign in with the printed one-time password, which must be changed first.
const operators = {};
for (const project of ['desktop', 'phone']) {
  const email = `operator-${project}@madrasah.test`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'apps/api/src/db/admin/cli.ts', 'create-operator', email, `Operator ${project}`], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  operators[project] = { email, password: /One-time password: (\S+)/.exec(out)[1] };
}
fs.writeFileSync(path.join(dataDir, 'operators.json'), JSON.stringify(operators));

const server = spawn(process.execPath, [path.join(root, 'apps', 'api', 'dist', 'main.js')], { stdio: 'inherit', env });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
