// Crash safety of the clock-in, run: npx tsx bench/crash.ts
// 1. On PGlite and PostgreSQL: the clock-in burst, the server killed with SIGKILL at a random
//    moment, started again on the same data; every clock-in that had a success answer must be
//    stored with its photo, and the phones' retries must finish the burst with one record each.
// 2. On PostgreSQL: the database stopped mid-burst and started again; while it is down the API
//    must answer 503 with its message (no other error, no hang) and recover by itself.
// CRASH_SEED fixes the random moments; CRASH_STUDENTS sets the burst's size (default 1,000);
// CRASH_RUNS=kill or CRASH_RUNS=outage runs one of the two.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { MSG } from '@madrasah/contract/messages';
import { createThrowawayDatabase } from '../apps/api/test/throwaway-db.js';
import { benchToken } from './lib/bench-data.js';
import { LOCAL_POSTGRES, backends, startServer, type Backend, type Server } from './lib/harness.js';
import { selfie } from './lib/selfie.js';

const STUDENTS = Number(process.env.CRASH_STUDENTS ?? 1000);
const CONNECTIONS = 50;
const SCHOOL = { lat: -7.797068, long: 110.370529 };
let seed = Number(process.env.CRASH_SEED ?? Date.now() % 100_000);
console.log(`Crash safety: ${STUDENTS} students, ${CONNECTIONS} connections, CRASH_SEED=${seed}`);
/** A small seeded generator, so a failing run can be repeated. */
const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
const between = (low: number, high: number) => Math.floor(low + random() * (high - low));

type Outcome = { status: number; id?: number; message?: string } | { error: string };

/** One clock-in as the web sends it, with a time limit: a request that hangs is a failure too. */
async function clockIn(base: string, i: number, siswaId: number, body: string): Promise<Outcome> {
  try {
    const res = await fetch(`${base}/api/presensi/siswa/temporary`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${benchToken(i)}` },
      body: body.replace('"siswa_id":0', `"siswa_id":${siswaId}`),
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json()) as { message?: string; data?: { id?: number } };
    return { status: res.status, id: json.data?.id, message: json.message };
  } catch (err) {
    return { error: (err as Error).message };
  }
}

/**
 * Sends the burst over CONNECTIONS workers, each retrying its student like a phone would, until
 * every student has a success answer, `stop()` says so, or the time is up. Answers are kept.
 */
async function burst(base: () => string, ids: number[], photos: string[], opts: { stop?: () => boolean; onAnswer?: (o: Outcome) => void; seconds: number }) {
  const succeeded = new Map<number, number>(); // student index → record id
  const deadline = Date.now() + opts.seconds * 1000;
  let next = 0;
  const pending: number[] = [];
  const take = () => pending.shift() ?? (next < ids.length ? next++ : undefined);
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      for (let i = take(); i !== undefined && Date.now() < deadline && !opts.stop?.(); i = take()) {
        const outcome = await clockIn(base(), i, ids[i]!, photos[i]!);
        opts.onAnswer?.(outcome);
        if ('status' in outcome && outcome.status === 200 && outcome.id) succeeded.set(i, outcome.id);
        else {
          pending.push(i);
          await sleep(100);
        }
      }
    }),
  );
  return succeeded;
}

async function stored(server: Server, recordIds: number[]) {
  const res = await fetch(`${server.base}/bench/stored`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(recordIds) });
  return (await res.json()) as { checked: number; missingRecords: number[]; missingPhotos: number[] };
}

async function counts(server: Server) {
  return (await (await fetch(`${server.base}/bench/clockins`)).json()) as { records: number; files: number };
}

function check(label: string, ok: boolean, detail: string) {
  console.log(`  ${ok ? 'OK  ' : 'FAIL'} ${label}: ${detail}`);
  if (!ok) process.exitCode = 1;
}

/** Bodies with the student id left as 0, filled in per request. */
async function bodies() {
  const photos = await Promise.all(Array.from({ length: STUDENTS }, (_, i) => selfie(i)));
  return photos.map((foto) => JSON.stringify({ siswa_id: 0, lat: SCHOOL.lat + 0.0003, long: SCHOOL.long, radius: 0, foto }));
}

async function killRun(backend: Backend, photos: string[]) {
  console.log(`\nSIGKILL mid-burst on ${backend}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
  const db = backend === 'postgres' ? await createThrowawayDatabase(LOCAL_POSTGRES, 'portal_crash') : undefined;
  const env = { BENCH_STUDENTS: String(STUDENTS), BENCH_DATA_DIR: dataDir, ...(db ? { BENCH_DATABASE_URL: db.url } : {}) };
  let server = await startServer(backend, env);
  try {
    const ids = (await (await fetch(`${server.base}/bench/students`)).json()) as number[];
    const killAt = between(STUDENTS * 0.2, STUDENTS * 0.7);
    let answered = 0;
    let killing: Promise<void> | undefined;
    const before = await burst(() => server.base, ids, photos, {
      seconds: 60,
      stop: () => killing !== undefined,
      onAnswer: (o) => {
        if ('status' in o && o.status === 200 && ++answered === killAt) killing = server.kill();
      },
    });
    await killing;
    console.log(`  killed after ${before.size} success answers (aimed at ${killAt})`);

    server = await startServer(backend, { ...env, BENCH_REUSE: '1' });
    const kept = await stored(server, [...before.values()]);
    check(
      'every success answer before the kill is stored',
      kept.missingRecords.length === 0,
      `${kept.checked - kept.missingRecords.length} of ${kept.checked} records`,
    );
    check('each of those records has its photo', kept.missingPhotos.length === 0, `${kept.missingPhotos.length} photos missing`);

    // The phones retry: whoever had no success answer sends again, and whoever had one as well.
    const after = await burst(() => server.base, ids, photos, { seconds: 120 });
    const total = await counts(server);
    check('the retried burst completes', after.size === STUDENTS, `${after.size} of ${STUDENTS} answered`);
    check('one record and one photo per student', total.records === STUDENTS && total.files === STUDENTS, `${total.records} records, ${total.files} photos`);
    const same = [...before].every(([i, id]) => after.get(i) === id);
    check('a retry answers the record stored before the kill', same, same ? 'same ids' : 'ids differ');
  } finally {
    await server.stop();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Stops or starts the local PostgreSQL cluster (Debian's pg_ctlcluster), as root does. */
function postgres(action: 'stop' | 'start') {
  const version = fs.readdirSync('/etc/postgresql')[0]!;
  execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', action, ...(action === 'stop' ? ['-m', 'fast'] : [])], { stdio: 'inherit' });
}

async function outageRun(photos: string[]) {
  console.log('\nPostgreSQL stopped mid-burst and started again');
  const server = await startServer('postgres', { BENCH_STUDENTS: String(STUDENTS) });
  // Changed by the outage while the burst runs; an object, so every reader sees the change.
  const state: { phase: 'before' | 'down' | 'after' } = { phase: 'before' };
  const seen = { before: new Map<string, number>(), down: new Map<string, number>(), after: new Map<string, number>() };
  let firstSuccessAfter: number | undefined;
  let restartedAt = 0;
  try {
    const ids = (await (await fetch(`${server.base}/bench/students`)).json()) as number[];
    const stopAt = between(STUDENTS * 0.2, STUDENTS * 0.5);
    let ok = 0;
    let outage: Promise<void> | undefined;
    const done = await burst(() => server.base, ids, photos, {
      seconds: 180,
      onAnswer: (o) => {
        const kind = 'status' in o ? `${o.status}${o.status === 503 ? ` ${o.message}` : ''}` : `no answer: ${o.error}`;
        seen[state.phase].set(kind, (seen[state.phase].get(kind) ?? 0) + 1);
        if ('status' in o && o.status === 200) {
          ok++;
          if (state.phase === 'after' && firstSuccessAfter === undefined) firstSuccessAfter = Date.now() - restartedAt;
        }
        if (ok === stopAt && !outage) {
          outage = (async () => {
            postgres('stop');
            state.phase = 'down';
            await sleep(4000);
            postgres('start');
            restartedAt = Date.now();
            state.phase = 'after';
          })();
        }
      },
    });
    await outage;
    for (const p of ['before', 'down', 'after'] as const) console.log(`  answers ${p}: ${[...seen[p]].map(([k, n]) => `${n} × ${k}`).join(', ')}`);
    const downKinds = [...seen.down.keys()];
    check(
      'while down, only 503 with its message (or a success already under way)',
      downKinds.length > 0 && downKinds.every((k) => k === `503 ${MSG.databaseUnavailable}` || k === '200'),
      downKinds.join('; '),
    );
    check(
      'no other error at any time',
      [...seen.before.keys(), ...seen.after.keys()].every((k) => k === '200' || k === `503 ${MSG.databaseUnavailable}`),
      'answers listed above',
    );
    check(
      'recovers by itself',
      firstSuccessAfter !== undefined,
      firstSuccessAfter === undefined ? 'no success after the restart' : `first success ${firstSuccessAfter} ms after PostgreSQL started`,
    );
    const total = await counts(server);
    const kept = await stored(server, [...done.values()]);
    check('every success answer is stored with its photo', kept.missingRecords.length === 0 && kept.missingPhotos.length === 0, `${kept.checked} checked`);
    check(
      'one record and one photo per student',
      done.size === STUDENTS && total.records === STUDENTS && total.files === STUDENTS,
      `${total.records} records, ${total.files} photos`,
    );
  } finally {
    if (state.phase === 'down') postgres('start');
    await server.stop();
  }
}

const runs = (process.env.CRASH_RUNS ?? 'kill,outage').split(',');
const photos = await bodies();
const available = await backends();
if (runs.includes('kill')) for (const backend of available) await killRun(backend, photos);
if (!runs.includes('outage')) console.log('\nThe outage run is not asked for.');
else if (available.includes('postgres') && fs.existsSync('/etc/postgresql')) await outageRun(photos);
else console.log('\nNo local PostgreSQL cluster to stop: the outage run is skipped.');
