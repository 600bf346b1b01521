// The staff's daily attendance on a million attendance records (2,000 students × 500 days):
// a class group's day of 40 with selfies (POST staf/presensi/table, as the wali kelas's page
// asks it), a status set (PUT staf/presensi/:siswa_id/:tanggal) and the whole school's Beranda
// (GET staf/beranda, 2,000+ students, as the head), each over 10 connections beside the bare
// route; then the cost of one selfie thumbnail, made by a job outside the clock-in.
// Targets (issue 22): the day under 300 ms, the Beranda under 100 ms (p99 at the API).
// Run: npx tsx bench/presensi-staf.ts   (not run in CI)
import os from 'node:os';
import { DEMO_PASSWORD, DEMO_STAF_ACCOUNTS } from '../apps/api/src/db/seed/demo-accounts.js';
import { makeThumbnail } from '../apps/api/src/modules/presensi/thumbnail.service.js';
import { backends, load, report, startServer, type Figures } from './lib/harness.js';
import { BENCH_KELAS_40 } from './lib/presensi-staf-data.js';
import { selfie } from './lib/selfie.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const DAYS = Number(process.env.BENCH_ATTENDANCE_DAYS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const TARGET = { hari: 300, beranda: 100 };

const yesterday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(Date.now() - 86_400_000));

async function stafToken(base: string, email: string) {
  const res = await fetch(`${base}/api/staf/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

async function thumbnails() {
  const photos = await Promise.all(Array.from({ length: 50 }, (_, i) => selfie(i).then((b) => Buffer.from(b, 'base64'))));
  await makeThumbnail(photos[0]!);
  const started = performance.now();
  for (const p of photos) await makeThumbnail(p);
  return (performance.now() - started) / photos.length;
}

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
console.log(`${STUDENTS} students × ${DAYS} days = ${(STUDENTS * DAYS).toLocaleString('en')} records; ${CONNECTIONS} connections, ${SECONDS} s per run`);
const verdicts: string[] = [];
// PRESENSI_BACKEND=postgres (or pglite) measures one database only.
const only = process.env.PRESENSI_BACKEND;
for (const backend of (await backends()).filter((b) => !only || b === only)) {
  const server = await startServer(backend, { BENCH_STUDENTS: String(STUDENTS), BENCH_ATTENDANCE_DAYS: String(DAYS), BENCH_PRESENSI_STAF: '1' });
  try {
    const kepala = await stafToken(server.base, DEMO_STAF_ACCOUNTS.kepala);
    const auth = { authorization: `Bearer ${kepala}` };
    // The head reads; the kesiswaan corrects (every class group).
    const kesiswaan = { authorization: `Bearer ${await stafToken(server.base, DEMO_STAF_ACCOUNTS.kesiswaan)}` };
    const rombel = (await (await fetch(`${server.base}/api/staf/siswa/rombel`, { headers: auth })).json()) as { data: { id: number; nama: string }[] };
    const kelas = rombel.data.find((r) => r.nama === BENCH_KELAS_40)!;
    const tanggal = yesterday();
    const harianBody = JSON.stringify({
      filtering: { rombel_id: kelas.id, tanggal },
      sorting: [{ field: 'nama', sort: 'ASC', urutan: 1 }],
      pagination: { current: 1, pageSize: 50 },
    });
    const probe = (await (
      await fetch(`${server.base}/api/staf/presensi/table`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: harianBody })
    ).json()) as {
      data: { list: { siswa_id: number; foto_masuk_kecil: string | null }[] };
    };
    const withSelfie = probe.data.list.filter((r) => r.foto_masuk_kecil).length;
    console.log(`${backend}: ${BENCH_KELAS_40} on ${tanggal}: ${probe.data.list.length} students, ${withSelfie} with a selfie thumbnail`);
    const siswaIds = probe.data.list.map((r) => r.siswa_id);

    const ceiling = await load('bare route', { url: `${server.base}/bench/bare`, connections: CONNECTIONS, seconds: SECONDS });
    const rows: Figures[] = [];
    rows.push(
      await load("a class group's day of 40 with selfies", {
        url: `${server.base}/api/staf/presensi/table`,
        method: 'POST',
        connections: CONNECTIONS,
        seconds: SECONDS,
        request: () => ({ body: harianBody, headers: auth }),
      }),
    );
    rows.push(
      await load('a status set, answered with the day', {
        url: `${server.base}/api/staf/presensi/${siswaIds[0]}/${tanggal}`,
        method: 'PUT',
        connections: CONNECTIONS,
        seconds: SECONDS,
        request: (i) => ({ body: JSON.stringify({ status: i % 2 ? 'izin' : 'sakit', keterangan: `Bench ${i}` }), headers: kesiswaan }),
      }),
    );
    rows.push(
      await load("the school's Beranda (2,000+ students)", {
        url: `${server.base}/api/staf/beranda`,
        connections: CONNECTIONS,
        seconds: SECONDS,
        headers: auth,
      }),
    );
    // How long one page takes to open: one request at a time, nothing queued before it.
    const alone = [
      await load("a class group's day of 40, one at a time", {
        url: `${server.base}/api/staf/presensi/table`,
        method: 'POST',
        connections: 1,
        seconds: SECONDS,
        request: () => ({ body: harianBody, headers: auth }),
      }),
      await load("the school's Beranda, one at a time", { url: `${server.base}/api/staf/beranda`, connections: 1, seconds: SECONDS, headers: auth }),
    ];
    rows.push(...alone);
    report(`Staff daily attendance on ${backend}`, ceiling, rows);
    verdicts.push(
      `${backend}: day of 40 alone p99 ${alone[0]!.p99} ms (target < ${TARGET.hari}) ${alone[0]!.p99 < TARGET.hari ? 'OK' : 'MISSED'}; ` +
        `Beranda alone p99 ${alone[1]!.p99} ms (target < ${TARGET.beranda}) ${alone[1]!.p99 < TARGET.beranda ? 'OK' : 'MISSED'}`,
    );
    if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
console.log(`\nOne selfie thumbnail (480 × 360 JPEG → 80 × 108), made by the job: ${(await thumbnails()).toFixed(1)} ms of CPU each`);
console.log(verdicts.join('\n'));
