// Starts the built portal on a fresh embedded database for one browser project, one of two schools:
// - `demo <project>`: the demo madrasah as the journeys need it (the demo, then the grants the
//   browser tests rely on beyond the default maps, made with the installer's own command
//   `npm run admin -- access`), loaded once per run into `data-demo/` and copied, then the
//   project's first operator is created; each project (desktop, phone) has its own
//   server and database, so the projects run side by side without meeting each other's data;
// - `baru`: a new installation with nothing but what every start adds (DEMO_SEED=never) and its
//   first operator, for the journey that sets a school up from nothing.
// Everything is done before the server takes the folder's lock. The operator's one-time
// password is written to `data-<project>/operators.json` (fixtures/staf.ts reads it).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const school = process.argv[2] ?? 'demo';
const project = school === 'demo' ? (process.argv[3] ?? 'desktop') : 'sekolah-baru';
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..');
const dataDir = path.join(here, '..', `data-${project}`);
// The demo school as loaded for the journeys, made once per run and copied for each project.
const demoDir = path.join(here, '..', 'data-demo');
fs.rmSync(dataDir, { recursive: true, force: true });
const envIn = (dir) => ({
  ...process.env,
  DATA_DIR: dir,
  PORT: process.env.E2E_PORT ?? '3210',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DEMO_SEED: school === 'demo' ? 'auto' : 'never',
});
const env = envIn(dataDir);

const tsx = (dir, script, ...args) =>
  execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, env: envIn(dir), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
// The installer's command migrates the database and adds what every installation needs itself.
const admin = (dir, ...args) => tsx(dir, 'apps/api/src/db/admin/cli.ts', ...args);

/** Loads the demo madrasah into `dir`, with what the journeys need beyond the default maps. */
function loadDemo(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
  tsx(dir, 'apps/api/src/db/seed/cli.ts');
  // The guardian manages the award criteria (no default role may), so their form is tested for real.
  admin(dir, 'access', 'grant', 'wali siswa', '/kesiswaan/tata-tertib-sekolah', 'view,create,update,delete');
  // The guardian changes and deletes extracurricular scores (no default role may).
  admin(dir, 'access', 'grant', 'wali siswa', '/ekstrakurikuler-pramuka/ekstrakurikuler', 'view,update,delete');
  // Clock-in at any hour the journeys run (e2e/scripts/open-clock-in-hours.ts).
  tsx(dir, 'e2e/scripts/open-clock-in-hours.ts');
  fs.writeFileSync(path.join(dir, 'loaded'), new Date().toISOString());
}

if (school === 'demo') {
  // Playwright starts its servers one after another, the desktop's first: it loads the demo
  // afresh (the schema may have changed since the last run), the phone's copies that load.
  if (project === 'desktop' || !fs.existsSync(path.join(demoDir, 'loaded'))) loadDemo(demoDir);
  fs.cpSync(demoDir, dataDir, { recursive: true });
}

// A first operator made as an installer would: the journeys sign in with the printed one-time
// password, which must be changed first.
const email = school === 'demo' ? `operator-${project}@madrasah.test` : 'operator@sekolah-baru.test';
const out = admin(dataDir, 'create-operator', email, `Operator ${project}`);
fs.writeFileSync(path.join(dataDir, 'operators.json'), JSON.stringify({ email, password: /One-time password: (\S+)/.exec(out)[1] }));

// The server's log (warnings and errors, with the cause of any 500) goes to a file beside its
// data: the journeys' runner does not show a server's output, and a failed run needs it.
const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
const server = spawn(process.execPath, [path.join(root, 'apps', 'api', 'dist', 'main.js')], { stdio: ['ignore', log, 'inherit'], env });
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
