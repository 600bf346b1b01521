import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-accounts.js';
import { createThrowawayDatabase } from '../../apps/api/test/throwaway-db.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export type Backend = 'pglite' | 'postgres';
export const LOCAL_POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgresql://root@127.0.0.1:5432/test';

/**
 * Backends to measure: PGlite always, PostgreSQL when the local server answers;
 * BENCH_BACKENDS=postgres (or pglite) measures one of them alone.
 */
export async function backends(): Promise<Backend[]> {
  const chosen = process.env.BENCH_BACKENDS?.split(',').filter((b): b is Backend => b === 'pglite' || b === 'postgres');
  if (chosen?.length) return chosen;
  const c = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return ['pglite', 'postgres'];
  } catch {
    return ['pglite'];
  }
}

export type Server = {
  base: string;
  pid: number | undefined;
  /** Ends the server as an operator would, and drops the database it was given. */
  stop(): Promise<void>;
  /** Ends the server at once with SIGKILL, as a crash would: nothing is flushed or closed. */
  kill(): Promise<void>;
};

/**
 * Starts the bench server in its own process, on a fresh database of the given kind, or on the
 * PostgreSQL database named by `BENCH_DATABASE_URL` in `extraEnv` (kept when it stops).
 */
export async function startServer(backend: Backend, extraEnv: NodeJS.ProcessEnv = {}): Promise<Server> {
  let dropDb = async () => {};
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv };
  if (backend === 'postgres' && !extraEnv.BENCH_DATABASE_URL) {
    const throwaway = await createThrowawayDatabase(LOCAL_POSTGRES, 'portal_bench');
    env.BENCH_DATABASE_URL = throwaway.url;
    dropDb = throwaway.drop;
  }
  // BENCH_CPU_PROF=<folder> writes the server's CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  // The server runs with the young-generation size `npm start` gives it (docs/decisions/0003-young-generation-size.md).
  const child: ChildProcess = spawn(process.execPath, [...profile, '--max-semi-space-size=64', '--import', 'tsx', path.join(here, 'bench-server.ts')], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      const m = /READY (\d+)/.exec(chunk.toString());
      if (m) resolve(Number(m[1]));
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid,
    async stop() {
      child.removeAllListeners('exit');
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await dropDb();
    },
    async kill() {
      child.removeAllListeners('exit');
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export type Figures = { name: string; rps: number; p50: number; p99: number; errors: number };

type LoadOptions = {
  url: string;
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  headers?: Record<string, string>;
  connections?: number;
  seconds?: number;
  /** A fixed number of requests instead of a duration; `request(i)` gives the i-th one's body and headers. */
  amount?: number;
  request?: (i: number) => { body: string; headers?: Record<string, string> };
};

export async function load(name: string, opts: LoadOptions): Promise<Figures & { seconds: number }> {
  let next = 0;
  const started = performance.now();
  let lastResponse = started;
  let finish!: (r: autocannon.Result) => void;
  let fail!: (e: unknown) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => ((finish = resolve), (fail = reject)));
  const instance = autocannon(
    {
      url: opts.url,
      method: opts.method ?? 'GET',
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      headers: { 'content-type': 'application/json', ...opts.headers },
      connections: opts.connections ?? 10,
      ...(opts.amount ? { amount: opts.amount } : { duration: opts.seconds ?? Number(process.env.BENCH_SECONDS ?? 8) }),
      ...(opts.request
        ? {
            requests: [
              {
                setupRequest: (req: autocannon.Request) => {
                  const r = opts.request!(next++);
                  return { ...req, body: r.body, headers: { ...req.headers, ...r.headers } };
                },
              },
            ],
          }
        : {}),
    },
    (err, result) => (err ? fail(err) : finish(result)),
  );
  // autocannon ends a fixed-amount run on its next one-second tick; the burst really ends
  // with its last response.
  instance.on('response', () => (lastResponse = performance.now()));
  const result = await done;
  const seconds = (lastResponse - started) / 1000;
  return {
    name,
    rps: opts.amount ? result.requests.total / seconds : result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    seconds,
  };
}

/** Prints the figures as a table, each throughput also as a share of the ceiling's. */
export function report(title: string, ceiling: Figures, rows: Figures[]) {
  console.log(`\n${title}`);
  console.log('| scenario | req/s | p50 ms | p99 ms | errors | share of bare route |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of [ceiling, ...rows]) {
    const share = r === ceiling ? '1.00 (ceiling)' : (r.rps / ceiling.rps).toFixed(3);
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${share} |`);
  }
}

/** Signs a demo account (the student unless `email` names another) in on a bench server and returns the bearer token. */
export async function signInDemo(base: string, email: string = DEMO_ACCOUNTS.siswa): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}
