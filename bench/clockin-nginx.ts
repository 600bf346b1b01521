// The clock-in burst through nginx, in front of one API process and then of two, on one
// PostgreSQL: the deployment of docs/production.md (deploy/test/deployment.ts).
// 2,000 students (BENCH_STUDENTS) clock in at once over 50 connections with one process (the
// second stopped, nginx sending everything to the first), then 2,000 others with both. Prints
// each run's throughput and the CPU each party spent. Run: npm run clockin-nginx -w @madrasah/bench
import os from 'node:os';
import { commandSeconds, processSeconds } from './lib/cpu.js';
import { benchSiswaIds, benchToken } from './lib/bench-data.js';
import { clockInBody } from './lib/clockin-burst.js';
import { LOCAL_POSTGRES, load } from './lib/harness.js';
import { selfie } from './lib/selfie.js';
import { openPostgres } from '../apps/api/src/db/client.js';
import { demoSchool, deploy, type Deployment } from '../deploy/test/deployment.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; ${STUDENTS} students per run, 50 connections`);
const photos = await Promise.all(Array.from({ length: STUDENTS }, (_, i) => selfie(i)));
const d = await deploy({ postgresUrl: LOCAL_POSTGRES, extraEnv: { LOG_LEVEL: 'warn' }, prepare: demoSchool(2 * STUDENTS) });

async function siswaIds(deployment: Deployment) {
  const database = openPostgres(deployment.databaseUrl, 1);
  try {
    return await benchSiswaIds(database.db);
  } finally {
    await database.close();
  }
}

/** Bench students `from` … `from + STUDENTS - 1` clock in through nginx; CPU seconds of each party beside the figures. */
async function burst(title: string, ids: number[], from: number) {
  const running = d.instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null);
  const cpu = () => ({
    api: running.reduce((n, i) => n + processSeconds(i.child.pid!), 0),
    nginx: commandSeconds('nginx'),
    postgres: commandSeconds('postgres'),
    bench: process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
  });
  const before = cpu();
  const figures = await load(title, {
    url: `${d.url}/api/presensi/siswa/temporary`,
    method: 'POST',
    connections: 50,
    amount: STUDENTS,
    request: (k) => ({ body: clockInBody(ids[from + k]!, photos[k]!), headers: { authorization: `Bearer ${benchToken(from + k)}` } }),
  });
  const after = cpu();
  const spent = (k: keyof typeof before) => `${k} ${(after[k] - before[k]).toFixed(1)} s`;
  console.log(
    `| ${title} | ${figures.rps.toFixed(0)} | ${figures.p50} | ${figures.p99} | ${figures.errors} | ${figures.seconds.toFixed(2)} | ` +
      `${(['api', 'nginx', 'postgres', 'bench'] as const).map(spent).join(', ')} |`,
  );
  return figures;
}

try {
  const ids = await siswaIds(d);
  console.log('\n| run | req/s | p50 ms | p99 ms | errors | seconds | CPU spent |\n|---|---:|---:|---:|---:|---:|---|');
  await d.instances[1]!.kill('SIGTERM');
  const one = await burst('nginx → 1 process', ids, 0);
  await d.instances[1]!.start();
  const two = await burst('nginx → 2 processes', ids, STUDENTS);
  console.log(`\nTwo processes: ${(two.rps / one.rps).toFixed(2)} × one process's throughput`);
} finally {
  await d.stop();
}
