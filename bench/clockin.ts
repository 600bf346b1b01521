// 2,000 distinct students clock in at once (50 connections), each with their own selfie shrunk
// as the web shrinks it, beside a bare route that parses the same bodies. Then it checks that
// exactly 2,000 records and 2,000 photos exist. Run: npx tsx bench/clockin.ts
import os from 'node:os';
import { backends, load, report, startServer } from './lib/harness.js';
import { benchToken } from './lib/bench-data.js';
import { cpuPerRequest, sampleCpu } from './lib/cpu.js';
import { selfie } from './lib/selfie.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const SCHOOL = { lat: -7.797068, long: 110.370529 };

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; ${STUDENTS} students, 50 connections`);
const photos = await Promise.all(Array.from({ length: STUDENTS }, (_, i) => selfie(i)));
const avgKb = photos.reduce((n, p) => n + p.length, 0) / photos.length / 1024;
console.log(`Selfies: ${avgKb.toFixed(1)} kB of base64 each on average`);

for (const backend of await backends()) {
  const server = await startServer(backend, { BENCH_STUDENTS: String(STUDENTS) });
  try {
    const ids = (await (await fetch(`${server.base}/bench/students`)).json()) as number[];
    // Bodies are made before the clock starts, so the load generator spends its time sending.
    const bodies = ids.map((id, i) => JSON.stringify({ siswa_id: id, lat: SCHOOL.lat + 0.0003, long: SCHOOL.long, radius: 0, foto: photos[i] }));
    const body = (i: number) => bodies[i % STUDENTS]!;
    const beforeBare = sampleCpu(server.pid);
    const bare = await load('POST bare route (same bodies)', { url: `${server.base}/bench/bare`, method: 'POST', connections: 50, amount: STUDENTS, request: (i) => ({ body: body(i) }) });
    const afterBare = sampleCpu(server.pid);
    const clockIn = await load('POST presensi/siswa/temporary', {
      url: `${server.base}/api/presensi/siswa/temporary`,
      method: 'POST',
      connections: 50,
      amount: STUDENTS,
      request: (i) => ({ body: body(i), headers: { authorization: `Bearer ${benchToken(i)}` } }),
    });
    const afterClockIn = sampleCpu(server.pid);
    report(`Clock-in burst on ${backend}`, bare, [clockIn]);
    console.log(`Bare route ${cpuPerRequest(beforeBare, afterBare, STUDENTS)}`);
    console.log(`Clock-in ${cpuPerRequest(afterBare, afterClockIn, STUDENTS)}`);
    const stored = (await (await fetch(`${server.base}/bench/clockins`)).json()) as { records: number; files: number };
    const ok = stored.records === STUDENTS && stored.files === STUDENTS && clockIn.errors === 0;
    console.log(
      `${STUDENTS} clock-ins in ${clockIn.seconds.toFixed(2)} s; stored ${stored.records} records and ${stored.files} photos; ` +
        `${clockIn.errors} errors: ${ok ? 'OK' : 'MISMATCH'}`,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
