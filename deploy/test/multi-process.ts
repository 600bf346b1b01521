// Two API processes on one PostgreSQL behind nginx, set up by following the production steps of
// docs/production.md (deploy/test/deployment.ts), then shown to behave as one portal:
//   (a) a session made on one process works on the other, and its sign-out ends it on both;
//   (b) wrong passwords sent to both processes in turn meet the one sign-in limit;
//   (c) a clock-in burst through nginx with one process killed (SIGKILL) in the middle: every
//       clock-in answered 200 is stored with its photo, the others failed visibly, and the
//       phones' retries end with exactly one record per student;
//   (d) with short job intervals, each scheduled job ran once per interval, not once per process;
//   (e) a few browser journeys through nginx (e2e/playwright.deploy.config.ts).
// Run: npm run test:deploy. Without PostgreSQL on DEPLOY_POSTGRES_URL (the local server by
// default) it says so and exits 0; without nginx it fails. DEPLOY_STUDENTS sizes the burst.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { MSG } from '../../packages/contract/src/messages.js';
import { openPostgres } from '../../apps/api/src/db/client.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/db/seed/demo-accounts.js';
import { THROTTLE } from '../../apps/api/src/modules/session/throttle.js';
import { benchSiswaIds, benchToken } from '../../bench/lib/bench-data.js';
import { clockInBody } from '../../bench/lib/clockin-burst.js';
import { selfie } from '../../bench/lib/selfie.js';
import { demoSchool, deploy, ROOT, type Deployment } from './deployment.js';

const POSTGRES = process.env.DEPLOY_POSTGRES_URL ?? 'postgresql://root@127.0.0.1:5432/test';
const STUDENTS = Number(process.env.DEPLOY_STUDENTS ?? 300);
const CONCURRENCY = 20;
/** Short job intervals: the sweeps every 3 s, each process asking the job table twice a second. */
const JOB_ENV = { SWEEP_MINUTES: '0.05', JOB_CHECK_SECONDS: '0.5' };

const started = performance.now();
const proved: string[] = [];
const check = (ok: boolean, what: string, detail?: unknown) => {
  if (!ok) throw new Error(`FAILED: ${what}${detail === undefined ? '' : `\n${JSON.stringify(detail)}`}`);
  proved.push(what);
  console.log(`  ✓ ${what}`);
};

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

type Answer = { status: number; message?: string; data?: { id?: number; access_token?: string } | null };
async function call(url: string, init: { method?: string; token?: string; body?: string } = {}): Promise<Answer> {
  const res = await fetch(url, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: { ...(init.body && { 'content-type': 'application/json' }), ...(init.token && { authorization: `Bearer ${init.token}` }) },
    body: init.body,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  // The envelope's own `status` (true/false) gives way to the HTTP status.
  const json = (text.startsWith('{') ? JSON.parse(text) : {}) as Omit<Answer, 'status'>;
  return { ...json, status: res.status };
}
const signIn = (base: string, email: string, password: string) => call(`${base}/api/login`, { body: JSON.stringify({ email, password }) });

async function sessionsShared(d: Deployment) {
  const [a, b] = d.instances as [Deployment['instances'][0], Deployment['instances'][0]];
  const signedIn = await signIn(a.url, DEMO_ACCOUNTS.siswa, DEMO_PASSWORD);
  const token = signedIn.data?.access_token;
  const onB = await call(`${b.url}/api/privilege/access`, { token });
  check(token !== undefined && onB.status === 200, `(a) a token from signing in on ${a.name} is accepted by ${b.name}`, { signedIn, onB });
  const signedOut = await call(`${b.url}/api/logout`, { method: 'POST', token });
  const onA = await call(`${a.url}/api/privilege/access`, { token });
  check(signedOut.status === 200 && onA.status === 401, `(a) signed out on ${b.name}, the token is refused by ${a.name} (401)`, { signedOut, onA: onA.status });
}

async function signInLimitShared(d: Deployment) {
  const statuses: number[] = [];
  for (let i = 0; i <= THROTTLE.pair.free; i++) {
    const instance = d.instances[i % 2]!;
    statuses.push((await signIn(instance.url, DEMO_ACCOUNTS.alumni2, 'salah-sekali')).status);
  }
  const expected = [...Array<number>(THROTTLE.pair.free).fill(401), 429];
  console.log(`    wrong passwords to ${d.instances[0]!.name} and ${d.instances[1]!.name} in turn: ${statuses.join(' ')}`);
  check(statuses.join() === expected.join(), `(b) the ${THROTTLE.pair.free} free failures are counted once over both processes: the next one is 429`);
}

type Outcome = { student: number; status: number; id?: number; message?: string } | { student: number; error: string };

async function clockIn(d: Deployment, student: number, siswaId: number, foto: string): Promise<Outcome> {
  try {
    const a = await call(`${d.url}/api/presensi/siswa/temporary`, { token: benchToken(student), body: clockInBody(siswaId, foto) });
    return { student, status: a.status, id: a.data?.id, message: a.message };
  } catch (err) {
    return { student, error: (err as Error).message };
  }
}

/** Sends the students' clock-ins over CONCURRENCY connections; `onAnswer` sees each outcome as it comes. */
async function burst(d: Deployment, students: number[], ids: number[], photos: string[], onAnswer: (o: Outcome) => void = () => {}) {
  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let k = next++; k < students.length; k = next++) {
        const student = students[k]!;
        const outcome = await clockIn(d, student, ids[student]!, photos[student % photos.length]!);
        outcomes.push(outcome);
        onAnswer(outcome);
      }
    }),
  );
  return outcomes;
}

async function burstWithKill(d: Deployment) {
  const ids = await (async () => {
    const database = openPostgres(d.databaseUrl, 1);
    try {
      return await benchSiswaIds(database.db);
    } finally {
      await database.close();
    }
  })();
  const photos = await Promise.all(Array.from({ length: 40 }, (_, i) => selfie(i)));
  const victim = d.instances[0]!;
  const logStart = fs.statSync(d.accessLog).size;
  let answered = 0;
  let killed: Promise<void> | undefined;
  const t0 = performance.now();
  const first = await burst(
    d,
    ids.map((_, i) => i),
    ids,
    photos,
    () => {
      if (++answered === Math.floor(ids.length / 3)) killed = victim.kill('SIGKILL');
    },
  );
  await killed;
  const seconds = (performance.now() - t0) / 1000;
  const ok = first.filter((o): o is Extract<Outcome, { status: number }> => 'status' in o && o.status === 200);
  const failed = first.filter((o) => !('status' in o) || o.status !== 200);
  const upstreams = fs
    .readFileSync(d.accessLog, 'utf8')
    .slice(logStart)
    .split('\n')
    .filter((l) => l.includes('/api/presensi/siswa/temporary'));
  const retriedToOther = upstreams.filter((l) => l.split(' ')[1]?.endsWith(',')).length;
  console.log(
    `    ${ids.length} clock-ins through nginx in ${seconds.toFixed(1)} s, ${victim.name} killed after ${Math.floor(ids.length / 3)} answers: ` +
      `${ok.length} answered 200, ${failed.length} failed (${summarise(failed)}); nginx sent ${retriedToOther} to the other process after a refused connection`,
  );

  const client = new pg.Client({ connectionString: d.databaseUrl });
  await client.connect();
  try {
    const rows = async () =>
      (
        await client.query<{ id: number; siswa_id: number; foto_stored: boolean }>(
          // The photo is in the database's file store (FILE_STORE=postgres), whole: its chunks add up to its size.
          `SELECT p.id, p.siswa_id, f.size IS NOT NULL AND f.size = (SELECT coalesce(sum(length(c.data)), 0) FROM file_store.chunk c WHERE c.key = f.key) AS foto_stored
           FROM presensi_siswa p LEFT JOIN file_store.file f ON f.key = p.foto_masuk WHERE p.siswa_id = ANY($1)`,
          [ids],
        )
      ).rows;
    const stored = new Map((await rows()).map((r) => [r.id, r]));
    const lost = ok.filter((o) => stored.get(o.id!)?.siswa_id !== ids[o.student]);
    const noPhoto = ok.filter((o) => !stored.get(o.id!)?.foto_stored);
    check(lost.length === 0 && noPhoto.length === 0, `(c) each of the ${ok.length} clock-ins answered 200 is in the database with its photo`);
    check(
      stored.size >= ok.length && stored.size - ok.length <= failed.length,
      `(c) rows = answered 200 (${ok.length}) + ${stored.size - ok.length} of the ${failed.length} failed answers, stored before the answer was lost`,
    );

    // The phones try again: each failed clock-in now goes to the process still running.
    const retried = await burst(
      d,
      failed.map((o) => o.student),
      ids,
      photos,
    );
    const after = await rows();
    const retryOk = retried.filter(
      (o) => 'status' in o && o.status === 200 && o.id !== undefined && after.some((r) => r.id === o.id && r.siswa_id === ids[o.student]),
    );
    const students = new Set(after.map((r) => r.siswa_id));
    check(
      retryOk.length === failed.length && after.length === ids.length && students.size === ids.length && after.every((r) => r.foto_stored),
      `(c) after the retries (${retried.filter((o) => 'message' in o && o.message === MSG.alreadyClockedIn).length} answered "already recorded"): ${after.length} records for ${ids.length} students, one each, every photo in the database`,
    );
  } finally {
    await client.end();
  }
}

function summarise(outcomes: Outcome[]) {
  const counts = new Map<string, number>();
  for (const o of outcomes) {
    const key = 'status' in o ? String(o.status) : o.error;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => `${n}× ${k}`).join(', ') || 'none';
}

type JobRow = { name: string; runs: number; every_ms: number | null; leased: boolean };
async function jobRuns(d: Deployment): Promise<Map<string, JobRow>> {
  const client = new pg.Client({ connectionString: d.databaseUrl });
  await client.connect();
  try {
    // A finished run sets next_run_at to its end plus the job's interval: the interval is their difference.
    const { rows } = await client.query<JobRow>(
      `SELECT name, runs, (extract(epoch FROM next_run_at - last_finished_at) * 1000)::int AS every_ms, coalesce(lease_until > now(), false) AS leased FROM job_run`,
    );
    return new Map(rows.map((r) => [r.name, r]));
  } finally {
    await client.end();
  }
}

/** Over a window with both processes running, no job ran more often than its interval allows. */
function jobsOnce(before: Map<string, JobRow>, after: Map<string, JobRow>, seconds: number) {
  let frequent = 0;
  for (const [name, row] of after) {
    const runs = row.runs - (before.get(name)?.runs ?? 0);
    const every = row.every_ms ?? before.get(name)?.every_ms;
    if (!every) continue;
    const most = Math.floor((seconds * 1000) / every) + 1;
    console.log(`    ${name.padEnd(24)} every ${(every / 1000).toFixed(0).padStart(5)} s: ${runs} runs in ${seconds.toFixed(0)} s (at most ${most})`);
    if (runs > most) throw new Error(`FAILED: (d) ${name} ran ${runs} times in ${seconds.toFixed(1)} s, more than once per ${every} ms`);
    if (every * 3 <= seconds * 1000) {
      frequent++;
      if (runs === 0 && !row.leased) throw new Error(`FAILED: (d) ${name} did not run in ${seconds.toFixed(1)} s`);
    }
  }
  check(
    frequent >= 4,
    `(d) with both processes running, no scheduled job ran more than once per interval (${frequent} jobs due several times in the window ran)`,
  );
}

function journeys(d: Deployment) {
  const folder = path.join(ROOT, 'e2e', 'data-deploy-desktop');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'operators.json'), JSON.stringify(d.operator));
  try {
    execFileSync('npx', ['playwright', 'test', '-c', 'playwright.deploy.config.ts'], {
      cwd: path.join(ROOT, 'e2e'),
      env: { ...process.env, DEPLOY_URL: d.url },
      stdio: 'inherit',
    });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  check(
    true,
    '(e) through nginx: a student signs in, a student clocks in and out on a phone, the operator of docs/production.md changes the one-time password and opens a staff page',
  );
}

if (!(await postgresAnswers())) {
  console.log(`SKIPPED: the multi-process test needs PostgreSQL at ${POSTGRES} (DEPLOY_POSTGRES_URL); none answers.`);
  process.exit(0);
}
console.log(`Following the production steps of docs/production.md (${STUDENTS} burst students):`);
const d = await deploy({ postgresUrl: POSTGRES, extraEnv: { LOG_LEVEL: 'warn', ...JOB_ENV }, prepare: demoSchool(STUDENTS), log: console.log });
try {
  console.log(`Set up in ${((performance.now() - started) / 1000).toFixed(0)} s. Checks:`);
  await sessionsShared(d);
  await signInLimitShared(d);
  await burstWithKill(d);
  // What systemd's Restart=always does for the killed process.
  await d.instances[0]!.start();
  const before = await jobRuns(d);
  const t0 = performance.now();
  journeys(d);
  // The journeys take long enough on their own; the window is at least 20 s.
  await new Promise((r) => setTimeout(r, Math.max(0, 20_000 - (performance.now() - t0))));
  jobsOnce(before, await jobRuns(d), (performance.now() - t0) / 1000);
} catch (err) {
  for (const i of d.instances)
    console.error(`--- ${i.name}'s log:\n${fs.readFileSync(path.join(path.dirname(d.accessLog), `${i.name}.log`), 'utf8').slice(-3000)}`);
  throw err;
} finally {
  await d.stop();
}
console.log(`\nProved in ${((performance.now() - started) / 1000).toFixed(0)} s:\n${proved.map((p) => `  - ${p}`).join('\n')}`);
