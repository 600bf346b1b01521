// The student import on a large school's Dapodik export: 3,000 students with both parents
// (IMPORT_STUDENTS), as XLSX, on PGlite and PostgreSQL (IMPORT_BACKEND=pglite or postgres: one). On a fresh database of each kind it times the dry run, the commit
// and the same file committed again (every row unchanged), and meanwhile samples the process's
// peak RSS, the event loop's worst delay (perf_hooks) and /api/health answered by the same
// process every 20 ms. The import runs in a process of its own, started as the server is (with
// its young-generation size), on a database prepared before it: the figures are the server's,
// not those of loading the region list.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openPglite, openPostgres, type Database } from '../apps/api/src/db/client.js';
import { rombel, semester, tahunAjaran } from '../apps/api/src/db/schema/index.js';
import { ensureReferenceData } from '../apps/api/src/db/seed/reference.js';
import { ensureRegions } from '../apps/api/src/db/seed/regions.js';
import { importSiswa } from '../apps/api/src/modules/impor/impor.service.js';
import { dapodikStudents, dapodikXlsx } from '../apps/api/test/dapodik.js';
import { createAccount } from '../apps/api/test/factories.js';
import { createThrowawayDatabase } from '../apps/api/test/throwaway-db.js';
import { fileURLToPath } from 'node:url';
import { backends, LOCAL_POSTGRES, type Backend } from './lib/harness.js';

const STUDENTS = Number(process.env.IMPORT_STUDENTS ?? 3000);
const ROMBELS = ['X', 'XI', 'XII'].flatMap((t) => [`${t} IPA 1`, `${t} IPA 2`, `${t} IPS 1`]);
const MB = 1024 * 1024;

type Phase = {
  seconds: number;
  peakRssMb: number;
  worstLoopMs: number;
  /** The longest stop between two 5 ms ticks, and the process's CPU time within it. */
  longestStop: { ms: number; cpuMs: number };
  worstHealthMs: number;
  healthAnswers: number;
  healthFailed: number;
};

/** Runs `work` while sampling memory, the event loop's delay and /api/health. */
async function measure<T>(app: Awaited<ReturnType<typeof buildApp>>, work: () => Promise<T>): Promise<Phase & { result: T }> {
  const loop = monitorEventLoopDelay({ resolution: 5 });
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20);
  // On a busy machine the process also waits for a core: a stop in which it spent little CPU
  // was such a wait, not work holding the loop.
  const longestStop = { ms: 0, cpuMs: 0 };
  let tick = performance.now();
  let cpu = process.cpuUsage();
  const ticker = setInterval(() => {
    const now = performance.now();
    const spent = process.cpuUsage(cpu);
    if (now - tick > longestStop.ms) Object.assign(longestStop, { ms: now - tick, cpuMs: (spent.user + spent.system) / 1000 });
    tick = now;
    cpu = process.cpuUsage();
  }, 5);
  let running = true;
  let worstHealth = 0;
  let answers = 0;
  let failed = 0;
  const prober = (async () => {
    while (running) {
      const asked = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      worstHealth = Math.max(worstHealth, performance.now() - asked);
      answers++;
      if (res.statusCode !== 200) failed++;
      await sleep(20);
    }
  })();
  loop.enable();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  running = false;
  await prober;
  clearInterval(sampler);
  clearInterval(ticker);
  return {
    result,
    seconds,
    peakRssMb: peakRss / MB,
    worstLoopMs: loop.max / 1e6,
    longestStop,
    worstHealthMs: worstHealth,
    healthAnswers: answers,
    healthFailed: failed,
  };
}

/** Where a run's database is: a PGlite folder, or a PostgreSQL URL. */
type Target = { backend: Backend; dir: string; url?: string };

async function open(target: Target): Promise<Database> {
  if (target.url) return openPostgres(target.url);
  const config = loadConfig({ DATA_DIR: target.dir, LOG_LEVEL: 'silent' });
  return openPglite(target.dir, { worker: config.EMBEDDED_DB_THREAD === 'worker' });
}

/** The active year with its semester and nine class groups, as a school has before its import. */
async function prepareSchool(target: Target) {
  const database = await open(target);
  const db = database.db;
  await database.migrate();
  await ensureReferenceData(db, loadConfig({ DATA_DIR: target.dir, LOG_LEVEL: 'silent' }));
  await ensureRegions(db);
  const [ta] = await db.insert(tahunAjaran).values({ thn_awal: 2026, thn_akhir: 2027, is_active: true }).returning();
  await db.insert(semester).values({ tahun_ajaran_id: ta!.id, tipe_semester: 'Ganjil', is_active: true });
  await db.insert(rombel).values(ROMBELS.map((nama) => ({ tahun_ajaran_id: ta!.id, nama, tingkatan_kelas: nama.split(' ')[0]! })));
  const userId = (await createAccount(db)).id;
  await database.close();
  return userId;
}

type Row = Omit<Phase, 'result'> & { phase: string; total: number; baru: number; diperbarui: number; tetap: number; baseRssMb: number };

/** The child process: the three phases on the prepared database, printed as one JSON line. */
async function measureChild(target: Target, filePath: string, userId: number) {
  const database = await open(target);
  const app = await buildApp({ database, config: loadConfig({ DATA_DIR: target.dir, LOG_LEVEL: 'silent', WEB_DIST: '' }) });
  await app.ready();
  // The first request builds what Fastify builds lazily (~0.2 s here): not the import's doing.
  await app.inject({ method: 'GET', url: '/api/health' });
  const data = fs.readFileSync(filePath);
  const baseRssMb = process.memoryUsage.rss() / MB;
  const rows: Row[] = [];
  for (const [phase, dryRun] of [
    ['dry run', true],
    ['commit', false],
    ['same file again', false],
  ] as const) {
    const { result, ...m } = await measure(app, () => importSiswa(app, { filename: 'daftar_pd.xlsx', data }, { dryRun, userId }));
    const { galat, ...counts } = result.report;
    if (galat.length > 0) throw new Error(`${phase}: ${JSON.stringify(galat.slice(0, 3))}`);
    rows.push({ phase, ...counts, ...m, baseRssMb });
  }
  await app.close();
  await database.close();
  console.log(`RESULT ${JSON.stringify(rows)}`);
}

function runChild(target: Target, filePath: string, userId: number): Promise<Row[]> {
  // BENCH_CPU_PROF=<folder> writes the import process's CPU profile there, as the other benches do.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, '--max-semi-space-size=64', '--import', 'tsx', fileURLToPath(import.meta.url), 'measure'], {
    env: { ...process.env, IMPOR_TARGET: JSON.stringify(target), IMPOR_FILE: filePath, IMPOR_USER: String(userId) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('RESULT '));
      if (code === 0 && line) resolve(JSON.parse(line.slice('RESULT '.length)) as Row[]);
      else reject(new Error(`import bench child exited with ${code}`));
    }),
  );
}

if (process.argv[2] === 'measure') {
  await measureChild(JSON.parse(process.env.IMPOR_TARGET!) as Target, process.env.IMPOR_FILE!, Number(process.env.IMPOR_USER));
} else {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-impor-'));
  const filePath = path.join(work, 'daftar_pd.xlsx');
  const file = await dapodikXlsx(dapodikStudents(STUDENTS, { seed: 2026, rombels: ROMBELS }));
  fs.writeFileSync(filePath, file);
  console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
  console.log(`File: ${STUDENTS} students with both parents (every fifth with a guardian), XLSX ${(file.length / MB).toFixed(2)} MB\n`);
  console.log(
    '| phase           | database   | seconds | total / new / changed / unchanged | peak RSS MB (before) | worst event-loop delay ms | longest stop ms (CPU in it) | worst /api/health ms (answers) |',
  );
  console.log(
    '| --------------- | ---------- | ------: | --------------------------------- | -------------------: | ------------------------: | --------------------------: | -----------------------------: |',
  );
  try {
    for (const backend of (await backends()).filter((b) => !process.env.IMPORT_BACKEND || b === process.env.IMPORT_BACKEND)) {
      const throwaway = backend === 'postgres' ? await createThrowawayDatabase(LOCAL_POSTGRES, 'portal_bench_impor') : null;
      const target: Target = { backend, dir: path.join(work, backend), url: throwaway?.url };
      try {
        const userId = await prepareSchool(target);
        for (const r of await runChild(target, filePath, userId)) {
          const health = `${r.worstHealthMs.toFixed(0)} (${r.healthAnswers}${r.healthFailed ? `, ${r.healthFailed} failed` : ''})`;
          console.log(
            `| ${r.phase} | ${backend === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${r.seconds.toFixed(1)} | ${[r.total, r.baru, r.diperbarui, r.tetap].map((n) => n.toLocaleString('en')).join(' / ')} | ${r.peakRssMb.toFixed(0)} (${r.baseRssMb.toFixed(0)}) | ${r.worstLoopMs.toFixed(0)} | ${r.longestStop.ms.toFixed(0)} (${r.longestStop.cpuMs.toFixed(0)}) | ${health} |`,
          );
        }
      } finally {
        await throwaway?.drop();
      }
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
