// 2,000 distinct students clock in at once (50 connections), each with their own selfie shrunk
// as the web shrinks it, beside a bare route that parses the same bodies. Then it checks that
// exactly 2,000 records and 2,000 photos exist. Run: npx tsx bench/clockin.ts
import os from 'node:os';
import { clockInBurst } from './lib/clockin-burst.js';
import { backends, report, startServer } from './lib/harness.js';
import { selfie } from './lib/selfie.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; ${STUDENTS} students, 50 connections`);
const photos = await Promise.all(Array.from({ length: STUDENTS }, (_, i) => selfie(i)));
const avgKb = photos.reduce((n, p) => n + p.length, 0) / photos.length / 1024;
console.log(`Selfies: ${avgKb.toFixed(1)} kB of base64 each on average`);

for (const backend of await backends()) {
  const server = await startServer(backend, { BENCH_STUDENTS: String(STUDENTS) });
  try {
    const { bare, clockIn, cpu, stored, ok } = await clockInBurst(server, photos);
    report(`Clock-in burst on ${backend}`, bare, [clockIn]);
    console.log(`Bare route ${cpu.bare}`);
    console.log(`Clock-in ${cpu.clockIn}`);
    console.log(
      `${STUDENTS} clock-ins in ${clockIn.seconds.toFixed(2)} s; stored ${stored.records} records and ${stored.files} photos; ` +
        `${clockIn.errors} errors: ${ok ? 'OK' : 'MISMATCH'}`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
