// Replays the hostile-user findings against a running portal and prints, for each, what a normal
// user feels during the attack beside the same measure without it. Run:
// npm run abuse -w @madrasah/bench (ABUSE_SECONDS, ABUSE_BACKEND=pglite|postgres narrow it).
//
// Each attack comes from its own loopback address (127.0.0.2…) and the normal user from
// 127.0.0.1, as two people on two networks would: per-address limits apply to the attacker only.
import http from 'node:http';
import os from 'node:os';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-accounts.js';
import { demoPdf } from '../apps/api/src/db/seed/demo-files.js';
import { benchToken } from './lib/bench-data.js';
import { backends, startServer, type Backend, type Server } from './lib/harness.js';
import { selfie } from './lib/selfie.js';

const SECONDS = Number(process.env.ABUSE_SECONDS ?? 6);
const SCHOOL = { lat: -7.797068, long: 110.370529 };
const NORMAL = '127.0.0.1';
const ATTACKER = '127.0.0.2';
/** The school's one NAT address, shared by its students. */
const SCHOOL_NAT = '127.0.0.3';
/** Bench students: the clock-in probe uses each once, the NAT sign-in burst signs fifty in. */
const STUDENTS = 600;

type Answer = { status: number; body: { status?: boolean; message?: string; data?: unknown } | undefined; ms: number };

/** One request from a chosen source address; a refused or dropped connection answers status 0. */
function call(base: string, method: string, path: string, opts: { body?: unknown; token?: string; from?: string; timeoutMs?: number } = {}): Promise<Answer> {
  const started = performance.now();
  const url = new URL(`/api${path}`, base);
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        localAddress: opts.from ?? NORMAL,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
        timeout: opts.timeoutMs ?? 60_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let body: Answer['body'];
          try {
            body = JSON.parse(Buffer.concat(chunks).toString()) as Answer['body'];
          } catch {
            body = undefined;
          }
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: undefined, ms: performance.now() - started }));
    req.end(payload);
  });
}

async function signIn(base: string, email: string, from = NORMAL, password = DEMO_PASSWORD, device?: string): Promise<Answer> {
  return call(base, 'POST', '/login', { body: { email, password, ...(device ? { device_token: device } : {}) }, from });
}
const tokenOf = (a: Answer) => (a.body?.data as { access_token?: string } | undefined)?.access_token ?? '';

type Probe = { count: number; p50: number; p99: number; max: number; failed: number };

/** A normal user's requests one after another for `seconds`: their latency while it runs. */
async function probe(seconds: number, next: (i: number) => Promise<Answer>): Promise<Probe> {
  const times: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < until; i++) {
    const a = await next(i);
    times.push(a.ms);
    if (a.status < 200 || a.status >= 300) failed++;
  }
  times.sort((x, y) => x - y);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { count: times.length, p50: at(0.5), p99: at(0.99), max: times.at(-1) ?? 0, failed };
}

/** Runs `attack` until the probe ends, then stops it; answers the probe taken meanwhile. */
async function during(attack: (stop: () => boolean) => Promise<void>, measure: () => Promise<Probe>): Promise<Probe> {
  let stopped = false;
  const running = attack(() => stopped);
  // The attack gets a moment to build up before the normal user is measured.
  await new Promise((r) => setTimeout(r, 300));
  const figures = await measure();
  stopped = true;
  await running;
  return figures;
}

const rows: string[] = [];
function row(finding: string, measure: string, quiet: Probe, attacked: Probe, note: string) {
  const f = (p: Probe) => `${p.p50.toFixed(0)} / ${p.p99.toFixed(0)} / ${p.max.toFixed(0)} ms (${p.count} req, ${p.failed} failed)`;
  rows.push(`| ${finding} | ${measure} | ${f(quiet)} | ${f(attacked)} | ${note} |`);
}

const kehadiranBody = { pagination: { current: 1, pageSize: 10 }, filtering: { aktivitas: 'PEMBELAJARAN KELAS' } };

/** Finding 1: a student files long, overlapping auto-approved permits, then reads their attendance. */
async function permits(base: string, attacker: string, normal: string) {
  const kinds = await call(base, 'POST', '/perizinan/jenis/table', { token: attacker, body: { pagination: { current: 1, pageSize: 50 } } });
  const list = (kinds.body?.data as { list: { id: number; nama: string }[] }).list;
  const auto = list.find((k) => k.nama === 'Dispensasi Lomba') ?? list[0]!;
  const letter = demoPdf('SURAT DISPENSASI', ['Lomba.']).toString('base64');
  let accepted = 0;
  const tries = 20;
  for (let i = 0; i < tries; i++) {
    const created = await call(base, 'POST', '/perizinan/siswa', {
      token: attacker,
      from: ATTACKER,
      body: { perizinan_jenis_id: auto.id, tgl_awal: `${2024 + (i % 2)}-01-01`, tgl_akhir: '2099-12-31', keterangan: 'Lomba', file: letter },
    });
    const id = (created.body?.data as { id?: number } | undefined)?.id;
    const submitted = id
      ? await call(base, 'PUT', `/perizinan/siswa/status/${id}`, { token: attacker, from: ATTACKER, body: { status: 'DIAJUKAN' } })
      : undefined;
    if (submitted?.status === 200) accepted++;
  }
  const readOwn = (token: string, from: string) => call(base, 'POST', '/presensi/siswa/kehadiran/table', { token, from, body: kehadiranBody });
  const attackerRead = await readOwn(attacker, ATTACKER);
  const normalRead = () =>
    Promise.all([call(base, 'GET', '/health'), readOwn(normal, NORMAL)]).then(([h, k]) => ({
      ...k,
      ms: Math.max(h.ms, k.ms),
      status: h.status === 200 ? k.status : h.status,
    }));
  const quiet = await probe(SECONDS, normalRead);
  const attacked = await during(
    async (stop) => {
      const reader = async () => {
        while (!stop()) await readOwn(attacker, ATTACKER);
      };
      await Promise.all([reader(), reader()]);
    },
    () => probe(SECONDS, normalRead),
  );
  row(
    '1 hostile permits',
    "another student's attendance list + /api/health",
    quiet,
    attacked,
    `${accepted} of ${tries} hostile permits accepted; the attacker's own list read ${attackerRead.ms.toFixed(0)} ms`,
  );
}

/** Finding 3: thousands of connections that send half a request and wait. */
async function slowClients(base: string, normal: string) {
  const url = new URL(base);
  const target = Number(process.env.ABUSE_SLOW_SOCKETS ?? 2000);
  const sockets: http.ClientRequest[] = [];
  let closedByServer = 0;
  const readOwn = () => call(base, 'POST', '/presensi/siswa/kehadiran/table', { token: normal, body: kehadiranBody, timeoutMs: 10_000 });
  const quiet = await probe(SECONDS, readOwn);
  const attacked = await during(
    async (stop) => {
      for (let i = 0; i < target && !stop(); i++) {
        const req = http.request({
          host: url.hostname,
          port: url.port,
          path: '/api/login',
          method: 'POST',
          localAddress: ATTACKER,
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': 1000 },
        });
        req.on('error', () => closedByServer++);
        req.on('close', () => undefined);
        req.write('{"email":"'); // half a body, never finished
        sockets.push(req);
        if (i % 200 === 199) await new Promise((r) => setTimeout(r, 10));
      }
      while (!stop()) await new Promise((r) => setTimeout(r, 100));
    },
    () => probe(SECONDS, readOwn),
  );
  const open = sockets.length - closedByServer;
  for (const s of sockets) s.destroy();
  row(
    '3 slow clients',
    'attendance list',
    quiet,
    attacked,
    `${sockets.length} half-sent requests from one address; ${closedByServer} closed by the server, ${open} still open at the end`,
  );
}

/** Finding 5: a burst of password-change guesses, each an argon2 verify, while students clock in. */
async function hashing(base: string, attacker: string, photos: string[], ids: number[]) {
  let next = 0;
  const clockIn = () => {
    const i = next++ % ids.length;
    return call(base, 'POST', '/presensi/siswa/temporary', {
      token: benchToken(i),
      body: { siswa_id: ids[i], lat: SCHOOL.lat + 0.0003, long: SCHOOL.long, radius: 0, foto: photos[i % photos.length] },
    });
  };
  const me = (await call(base, 'GET', '/privilege/access', { token: attacker, from: ATTACKER })).body?.data as { profile: { id: number } };
  const userId = me.profile.id;
  const budget = Math.floor(ids.length / 2);
  const quiet = await probe(SECONDS / 2, async (i) => (i < budget ? clockIn() : call(base, 'GET', '/health')));
  let guesses = 0;
  let throttled = 0;
  const attacked = await during(
    async (stop) => {
      const guesser = async () => {
        while (!stop()) {
          const a = await call(base, 'PUT', `/user/ubah-password/${userId}`, {
            token: attacker,
            from: ATTACKER,
            body: { password_old: `salah-${guesses}`, password_new: 'baru12345', password_confirm: 'baru12345' },
          });
          guesses++;
          if (a.status === 429 || a.status === 503) throttled++;
        }
      };
      await Promise.all(Array.from({ length: 60 }, guesser));
    },
    () => probe(SECONDS / 2, async (i) => (i < budget ? clockIn() : call(base, 'GET', '/health'))),
  );
  row(
    '5 hashing burst',
    'clock-in (another student each time)',
    quiet,
    attacked,
    `60 concurrent password-change guesses: ${guesses} sent, ${throttled} refused by the throttle`,
  );
}

/** Finding 6: guesses aimed at locking a classmate and a school's shared address out. */
async function lockOut(base: string) {
  const victim = DEMO_ACCOUNTS.siswa2;
  // The owner's phone keeps the device token of its last sign-in, as the web does.
  const device = (await signIn(base, victim)).body?.data as { device_token?: string } | undefined;
  const own = () => signIn(base, victim, NORMAL, DEMO_PASSWORD, device?.device_token);
  const before = await probe(SECONDS / 3, own);
  for (let i = 0; i < 40; i++) await signIn(base, victim, ATTACKER, `salah-${i}`);
  const after = await probe(SECONDS / 3, own);
  row('6 lock-out of one account', "the owner's sign-in from their own phone", before, after, '40 wrong passwords for the account from another address first');

  // A few students' typos behind the school's one address, then the whole class at once.
  for (let i = 0; i < 40; i++) await signIn(base, `bench${i}@bench.test`, SCHOOL_NAT, 'salah-ketik');
  const burst = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(base, `bench${100 + i}@bench.test`, SCHOOL_NAT)));
  const same = await Promise.all(Array.from({ length: 8 }, () => signIn(base, `bench${200}@bench.test`, SCHOOL_NAT)));
  const ok = (as: Answer[]) => as.filter((a) => a.status === 200).length;
  const asProbe = (as: Answer[]): Probe => {
    const t = as.map((a) => a.ms).sort((x, y) => x - y);
    return { count: as.length, p50: t[Math.floor(t.length / 2)]!, p99: t.at(-1)!, max: t.at(-1)!, failed: as.length - ok(as) };
  };
  rows.push(
    `| 6 one school address | 50 students signing in at once, then 8 sign-ins to one account | – | ${asProbe(burst).p50.toFixed(0)} ms p50; ${ok(burst)}/50 and ${ok(same)}/8 signed in | after 40 typos from that address |`,
  );
}

async function run(backend: Backend) {
  const server: Server = await startServer(backend, { BENCH_STUDENTS: String(STUDENTS) });
  try {
    const base = server.base;
    const ids = (await (await fetch(`${base}/bench/students`)).json()) as number[];
    const photos = await Promise.all(Array.from({ length: 20 }, (_, i) => selfie(i)));
    const attacker = tokenOf(await signIn(base, DEMO_ACCOUNTS.siswa, ATTACKER));
    const normal = tokenOf(await signIn(base, DEMO_ACCOUNTS.siswa2));
    rows.length = 0;
    await permits(base, attacker, normal);
    await slowClients(base, normal);
    await hashing(base, attacker, photos, ids);
    await lockOut(base);
    console.log(`\nAbuse on ${backend}: a normal user's latency p50 / p99 / max without and during each attack (${SECONDS} s probes)`);
    console.log('| finding | normal user measured | without the attack | during the attack | what the attacker got |');
    console.log('|---|---|---|---|---|');
    for (const r of rows) console.log(r);
  } finally {
    await server.stop();
  }
}

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
const only = process.env.ABUSE_BACKEND;
for (const backend of await backends()) if (!only || only === backend) await run(backend);
