// Round trips to the embedded database through its thread, as the server makes them: PGlite in
// its worker, node-postgres on the server's thread over the unix socket. One query of 20 short
// rows, first one caller at a time (time and this process's CPU per query, both threads), then
// 10 callers at once. What is measured is the way there and back, not PostgreSQL's work.
// Run: npx tsx bench/embedded.ts
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openPglite } from '../apps/api/src/db/client.js';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 3000);
const CALLERS = 10;

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; ${QUERIES} queries per run`);
const database = await openPglite(undefined, { worker: true });
try {
  const query = () => database.db.execute(sql`SELECT g, md5(g::text) AS h FROM generate_series(1, ${20}::int) g`);
  for (let i = 0; i < QUERIES / 10; i++) await query(); // warm-up: plans, JIT

  const cpu = process.cpuUsage();
  let started = performance.now();
  for (let i = 0; i < QUERIES; i++) await query();
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  console.log(`one caller: ${(elapsed / QUERIES).toFixed(3)} ms per query, ${((used.user + used.system) / 1000 / QUERIES).toFixed(3)} ms of CPU per query`);

  started = performance.now();
  await Promise.all(
    Array.from({ length: CALLERS }, async () => {
      for (let i = 0; i < QUERIES / CALLERS; i++) await query();
    }),
  );
  console.log(`${CALLERS} callers: ${(QUERIES / ((performance.now() - started) / 1000)).toFixed(0)} queries/s`);
} finally {
  await database.close();
}
