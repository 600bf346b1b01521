// The production steps of docs/production.md, followed line by line on this machine: a fresh
// database on the local PostgreSQL, the API processes started as deploy/portal@.service starts
// them and nginx with deploy/nginx.conf, in a folder of its own on ports of its own, without root
// or systemd. A line of the document's block that no step below knows stops the run: the
// document and what is tested cannot drift apart.
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPostgres } from '../../apps/api/src/db/client.js';
import { createThrowawayDatabase } from '../../apps/api/test/throwaway-db.js';
import { createBenchStudents } from '../../bench/lib/bench-data.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const PRODUCTION = 'docs/production.md';

/** The first shell block of docs/production.md: the steps an installer types. */
export function productionSteps(): string[] {
  const block = /^```sh\n([\s\S]*?)^```/m.exec(read(PRODUCTION))?.[1];
  if (!block) throw new Error(`${PRODUCTION}: the shell block of the production steps is missing`);
  return block.split('\n').filter((l) => l.trim() !== '');
}

/**
 * The demo school with its clock-in open all day (as the journeys need it) and `students` more
 * students with live sessions (bench/lib/bench-data.ts), for a clock-in burst.
 */
export function demoSchool(students: number): NonNullable<DeployOptions['prepare']> {
  return async (databaseUrl, env) => {
    const tsx = (script: string) => execFileSync(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    tsx('apps/api/src/db/seed/cli.ts');
    tsx('e2e/scripts/open-clock-in-hours.ts');
    const database = openPostgres(databaseUrl, 2);
    await createBenchStudents(database.db, students);
    await database.close();
  };
}

/** KEY=VALUE lines as systemd's EnvironmentFile reads them (quotes around a value dropped). */
function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) env[m[1]!] = m[2]!.replace(/^"(.*)"$/, '$1');
  }
  return env;
}

const toEnvFile = (env: Record<string, string>) =>
  Object.entries(env)
    .map(([k, v]) => `${k}="${v}"`)
    .join('\n') + '\n';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

async function waitFor(url: string, seconds: number, process?: ChildProcess) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (process && process.exitCode !== null) throw new Error(`${url}: the process exited with ${process.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** One API process as portal@<port>.service runs it. */
export type Instance = { name: string; port: number; url: string; child: ChildProcess; start(): Promise<void>; kill(signal: NodeJS.Signals): Promise<void> };

export type Deployment = {
  /** nginx in front of the processes. */
  url: string;
  databaseUrl: string;
  dataDir: string;
  /** The env file the processes read, the test's copy of deploy/portal.env. */
  env: Record<string, string>;
  instances: Instance[];
  /** The one-time password the create-operator line of docs/production.md printed, with its e-mail. */
  operator: { email: string; password: string };
  /** nginx's access log: status, upstream addresses and statuses, method and path per request. */
  accessLog: string;
  stop(): Promise<void>;
};

export type DeployOptions = {
  /** The local PostgreSQL server the fresh database is made on. */
  postgresUrl: string;
  /** Settings the processes get beyond deploy/portal.env (short job intervals, log level). */
  extraEnv?: Record<string, string>;
  /** Run after the database is made, before anything else uses it: the data a test needs. */
  prepare?: (databaseUrl: string, env: NodeJS.ProcessEnv) => Promise<void>;
  log?: (line: string) => void;
};

/** Follows the production block of docs/production.md and answers the running deployment. */
export async function deploy(opts: DeployOptions): Promise<Deployment> {
  const log = opts.log ?? (() => {});
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-deploy-'));
  // nginx's workers (another user when it runs as root) read and write under this folder.
  fs.chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  // Stored files live in the database (FILE_STORE=postgres, as deploy/portal.env says): the
  // processes share nothing but PostgreSQL, as they would on several machines. The demo's
  // preparation below writes its files there too.
  const store = { DATA_DIR: dataDir, FILE_STORE: 'postgres' };
  const envFile = path.join(dir, 'portal.env');
  // systemd gives a unit no environment but its own; PATH finds `node` for ExecStart.
  const baseEnv = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? dir };
  const cleanups: (() => Promise<unknown> | void)[] = [() => fs.rmSync(dir, { recursive: true, force: true })];
  const state = {
    databaseUrl: '',
    env: {} as Record<string, string>,
    operator: { email: '', password: '' },
    unit: '',
    instances: [] as Instance[],
    site: '',
    url: '',
  };
  const stop = async () => {
    for (const c of cleanups.reverse()) await c();
  };

  const steps: [RegExp, (m: RegExpExecArray) => Promise<string> | string][] = [
    [
      /^sudo apt-get install -y nginx postgresql$/,
      () => `${spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr.trim() || 'no nginx'}, PostgreSQL at ${new URL(opts.postgresUrl).host}`,
    ],
    [/^sudo useradd .* portal$/, () => `runs as ${os.userInfo().username}`],
    [/^sudo -u postgres createuser portal$/, () => 'the local server trusts this user'],
    [
      /^sudo -u postgres createdb --owner portal portal$/,
      async () => {
        const db = await createThrowawayDatabase(opts.postgresUrl, 'portal_deploy');
        cleanups.push(db.drop);
        state.databaseUrl = db.url;
        await opts.prepare?.(db.url, { ...baseEnv, ...store, DATABASE_URL: db.url });
        return `database ${db.name}${opts.prepare ? ', with the test data' : ''}`;
      },
    ],
    [/^sudo -u portal npm ci$/, () => 'node_modules installed already'],
    [
      /^sudo -u portal npm run build$/,
      () => {
        if (builtFromCurrentSources()) return 'built already (npm test builds it)';
        execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
        return 'built';
      },
    ],
    [
      /^sudo install -D -m \d+ -g portal deploy\/portal\.env \/etc\/portal\/portal\.env$/,
      () => {
        state.env = { ...parseEnvFile(read('deploy/portal.env')), DATABASE_URL: state.databaseUrl, ...store, ...opts.extraEnv };
        fs.writeFileSync(envFile, toEnvFile(state.env));
        return `${envFile} (DATABASE_URL and DATA_DIR of this run)`;
      },
    ],
    [
      /^sudo -u portal sh -c '(.+)'$/,
      (m) => {
        const out = execFileSync('sh', ['-c', m[1]!.replaceAll('/etc/portal/portal.env', envFile)], { cwd: ROOT, env: baseEnv, encoding: 'utf8' });
        const created = /Operator (\S+) created\. One-time password: (\S+)/.exec(out);
        if (!created) throw new Error(`create-operator printed no one-time password:\n${out}`);
        state.operator = { email: created[1]!, password: created[2]! };
        return `operator ${state.operator.email} created`;
      },
    ],
    [
      /^sudo install -m 644 deploy\/portal@\.service \/etc\/systemd\/system\/portal@\.service$/,
      () => {
        state.unit = read('deploy/portal@.service');
        return verifyUnit();
      },
    ],
    [/^sudo systemctl daemon-reload$/, () => 'no systemd here'],
    [
      /^sudo systemctl enable --now ((?:portal@\d+ ?)+)$/,
      async (m) => {
        for (const name of m[1]!.trim().split(' ')) state.instances.push(await startInstance(name, await freePort()));
        return state.instances.map((i) => `${i.name} on :${i.port}`).join(', ');
      },
    ],
    [
      /^sudo install -m 644 deploy\/nginx\.conf \/etc\/nginx\/sites-available\/portal$/,
      () => {
        state.site = read('deploy/nginx.conf');
        return 'site file read';
      },
    ],
    [/^sudo ln -sf \/etc\/nginx\/sites-available\/portal \/etc\/nginx\/sites-enabled\/portal$/, () => 'nginx gets the site file from its own config'],
    [/^sudo rm -f \/etc\/nginx\/sites-enabled\/default$/, () => 'no default site in its own config'],
    [/^sudo nginx -t && sudo systemctl reload nginx$/, () => startNginx()],
  ];

  function verifyUnit() {
    try {
      execFileSync('systemd-analyze', ['--version'], { stdio: 'ignore' });
    } catch {
      return 'unit read (no systemd-analyze to verify it)';
    }
    const file = path.join(dir, 'portal@3001.service');
    fs.writeFileSync(file, state.unit);
    execFileSync('systemd-analyze', ['verify', file], { stdio: ['ignore', 'ignore', 'inherit'] });
    return 'unit read, systemd-analyze verify passed';
  }

  /** The unit's ExecStart in its working directory (this checkout), with its environment and PORT=%i. */
  async function startInstance(name: string, port: number): Promise<Instance> {
    const line = (key: string) => new RegExp(`^${key}=(.+)$`, 'm').exec(state.unit)?.[1];
    const [command, ...args] = line('ExecStart')!.split(' ');
    const instanceEnv = parseEnvFile(line('Environment')!.replaceAll('%i', String(port)));
    const logFile = path.join(dir, `${name}.log`);
    const instance: Instance = {
      name,
      port,
      url: `http://127.0.0.1:${port}`,
      child: undefined as unknown as ChildProcess,
      async start() {
        const out = fs.openSync(logFile, 'a');
        instance.child = spawn(command!, args, {
          cwd: ROOT,
          env: { ...baseEnv, ...parseEnvFile(fs.readFileSync(envFile, 'utf8')), ...instanceEnv },
          stdio: ['ignore', out, out],
        });
        await waitFor(`${instance.url}/api/health`, 120, instance.child);
      },
      async kill(signal) {
        if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
        const exited = new Promise((r) => instance.child.once('exit', r));
        instance.child.kill(signal);
        await exited;
      },
    };
    cleanups.push(() => instance.kill('SIGTERM'));
    await instance.start();
    return instance;
  }

  /** nginx with the site file inside Debian's nginx.conf settings, in a folder of its own; only the ports are changed. */
  async function startNginx() {
    const port = await freePort();
    const byListedPort = new Map(state.instances.map((i) => [i.name.replace('portal@', ''), i.port]));
    const upstreams = [...state.site.matchAll(/server 127\.0\.0\.1:(\d+)/g)].map((m) => m[1]!);
    if (upstreams.sort().join() !== [...byListedPort.keys()].sort().join()) {
      throw new Error(
        `deploy/nginx.conf's upstream (${upstreams.join(', ')}) is not the instances of docs/production.md (${[...byListedPort.keys()].join(', ')})`,
      );
    }
    if (!/^ {4}listen 80;$/m.test(state.site)) throw new Error('deploy/nginx.conf: no "listen 80;"');
    const site = state.site
      .replace(/server 127\.0\.0\.1:(\d+)/g, (_, p: string) => `server 127.0.0.1:${byListedPort.get(p)}`)
      .replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`);
    fs.writeFileSync(path.join(dir, 'portal.conf'), site);
    const accessLog = path.join(dir, 'access.log');
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'worker_processes auto;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/nginx-error.log warn;`,
        'events { worker_connections 768; }',
        'http {',
        // What Debian's /etc/nginx/nginx.conf sets around its sites, gzip for HTML included.
        '  sendfile on;',
        '  tcp_nopush on;',
        '  types_hash_max_size 2048;',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  gzip on;',
        '  log_format upstreams "$status $upstream_addr $upstream_status $request_method $uri";',
        `  access_log ${accessLog} upstreams;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
        `  include ${dir}/portal.conf;`,
        '}',
      ].join('\n'),
    );
    const nginxArgs = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
    execFileSync('nginx', ['-t', '-q', ...nginxArgs], { stdio: ['ignore', 'ignore', 'inherit'] });
    const nginx = spawn('nginx', [...nginxArgs, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    cleanups.push(async () => {
      if (nginx.exitCode !== null) return;
      const exited = new Promise((r) => nginx.once('exit', r));
      nginx.kill('SIGQUIT');
      await exited;
    });
    state.url = `http://127.0.0.1:${port}`;
    await waitFor(`${state.url}/api/health`, 20, nginx);
    return `nginx -t passed; nginx on :${port} in front of ${state.instances.map((i) => `:${i.port}`).join(' and ')}`;
  }

  try {
    for (const line of productionSteps()) {
      const step = steps.map(([re, run]) => [re.exec(line), run] as const).find(([m]) => m);
      if (!step) throw new Error(`${PRODUCTION}: the shell block has a step this test does not follow: ${line}`);
      log(`  $ ${line}\n      → ${await step[1](step[0]!)}`);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url: state.url,
    databaseUrl: state.databaseUrl,
    dataDir,
    env: state.env,
    instances: state.instances,
    operator: state.operator,
    accessLog: path.join(dir, 'access.log'),
    stop,
  };
}

/** The sources a build is made of: a build older than any of them is not reused. */
const SOURCES = ['apps/api/src', 'apps/web/src', 'apps/web/index.html', 'packages/contract/src'];

/** Whether both builds exist and are newer than every source file (a stale build once made the test run old code). */
function builtFromCurrentSources(): boolean {
  const outputs = ['apps/api/dist/main.js', 'apps/web/dist/index.html'].map((f) => path.join(ROOT, f));
  if (!outputs.every((f) => fs.existsSync(f))) return false;
  const builtAt = Math.min(...outputs.map((f) => fs.statSync(f).mtimeMs));
  const newest = (entry: string): number => {
    const stat = fs.statSync(entry);
    if (!stat.isDirectory()) return stat.mtimeMs;
    return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newest(path.join(entry, name))));
  };
  return SOURCES.every((source) => newest(path.join(ROOT, source)) < builtAt);
}
