// The grade book's save (issue 23): a class group's whole grid, 40 students × 8 summative
// assessments (+ PAS, report grade and competence per student), saved in ONE PUT
// /staf/nilai/:id as the subject teacher, on PostgreSQL. Every save changes every cell (the
// values alternate), so each one is a real write of 320 grades and 40 report rows with its
// audit entry; then the same save unchanged (a retry: nothing written), and the grid's read.
// Target: the save under 200 ms at the API (p99, one at a time, as one teacher saves).
// Run: npx tsx bench/nilai-grid.ts   (not run in CI; NILAI_BACKEND=pglite measures PGlite too)
import os from 'node:os';
import pg from 'pg';
import { DEMO_PASSWORD, DEMO_STAF_ACCOUNTS } from '../apps/api/src/db/seed/demo-accounts.js';
import { createThrowawayDatabase } from '../apps/api/test/throwaway-db.js';
import { LOCAL_POSTGRES, backends, load, report, startServer, type Backend, type Figures } from './lib/harness.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const STUDENTS = 40;
const ASSESSMENTS = 8;
const TARGET_MS = 200;

async function stafToken(base: string, email: string) {
  const res = await fetch(`${base}/api/staf/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { data: { access_token: string } }).data.access_token;
}

type Grid = { id: number; rombel_id: number; penilaian: { id: number }[]; siswa: { siswa_id: number }[] };

/** The demo guru's first teaching pair, its class group topped up to 40 students (moved from another class group of the year). */
async function preparePair(db: pg.Client) {
  const { rows } = await db.query<{ id: number; rombel_id: number; tahun_ajaran_id: number }>(
    `SELECT p.id, p.rombel_id, r.tahun_ajaran_id FROM pembelajaran p JOIN rombel r ON r.id = p.rombel_id
     JOIN users u ON u.gtk_id = p.gtk_id AND u.email = $1 ORDER BY p.id LIMIT 1`,
    [DEMO_STAF_ACCOUNTS.guru],
  );
  const pair = rows[0]!;
  const { rows: counted } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rombel_siswa WHERE rombel_id = $1', [pair.rombel_id]);
  const missing = STUDENTS - counted[0]!.n;
  if (missing > 0)
    await db.query(
      `UPDATE rombel_siswa SET rombel_id = $1 WHERE id IN (
         SELECT id FROM rombel_siswa WHERE tahun_ajaran_id = $2 AND rombel_id <> $1 ORDER BY id LIMIT $3)`,
      [pair.rombel_id, pair.tahun_ajaran_id, missing],
    );
  else if (missing < 0)
    await db.query(
      `DELETE FROM rombel_siswa WHERE id IN (
         SELECT rs.id FROM rombel_siswa rs WHERE rs.rombel_id = $1
         AND NOT EXISTS (SELECT 1 FROM nilai_sumatif n WHERE n.siswa_id = rs.siswa_id)
         AND NOT EXISTS (SELECT 1 FROM nilai_rapor n WHERE n.siswa_id = rs.siswa_id)
         ORDER BY rs.id DESC LIMIT $2)`,
      [pair.rombel_id, -missing],
    );
  return pair.id;
}

const bodyOf = (grid: Grid, i: number) =>
  JSON.stringify({
    nilai_sumatif: grid.siswa.flatMap((s, r) =>
      grid.penilaian.map((p, c) => ({ penilaian_sumatif_id: p.id, siswa_id: s.siswa_id, nilai: 60 + ((r + c + i) % 40) + (i % 2 ? 0.5 : 0) })),
    ),
    nilai_rapor: grid.siswa.map((s, r) => ({
      siswa_id: s.siswa_id,
      pas_nilai: 70 + ((r + i) % 30),
      rapor_nilai: 75 + ((r + i) % 25),
      capaian_kompetensi: `Menguasai materi dengan ${i % 2 ? 'baik' : 'cukup'}`,
    })),
  });

async function run(backend: Backend): Promise<string> {
  // PostgreSQL: a throwaway database the bench also opens itself, to shape the class group.
  const throwaway = backend === 'postgres' ? await createThrowawayDatabase(LOCAL_POSTGRES, 'portal_bench') : undefined;
  const server = await startServer(backend, throwaway ? { BENCH_DATABASE_URL: throwaway.url } : {});
  try {
    let pairId: number;
    if (throwaway) {
      const db = new pg.Client({ connectionString: throwaway.url });
      await db.connect();
      pairId = await preparePair(db);
      await db.end();
    } else pairId = 1;
    const guru = { authorization: `Bearer ${await stafToken(server.base, DEMO_STAF_ACCOUNTS.guru)}`, 'content-type': 'application/json' };
    const url = `${server.base}/api/staf/nilai/${pairId}`;
    let grid = ((await (await fetch(url, { headers: guru })).json()) as { data: Grid }).data;
    for (let k = grid.penilaian.length; k < ASSESSMENTS; k++)
      await fetch(`${url}/penilaian`, { method: 'POST', headers: guru, body: JSON.stringify({ nama: `Sumatif Bench ${k + 1}`, materi: null }) });
    grid = ((await (await fetch(url, { headers: guru })).json()) as { data: Grid }).data;
    grid = { ...grid, penilaian: grid.penilaian.slice(0, ASSESSMENTS) };
    console.log(
      `${backend}: pair ${pairId}, ${grid.siswa.length} students × ${grid.penilaian.length} assessments = ${grid.siswa.length * grid.penilaian.length} grades + ${grid.siswa.length} report rows per save`,
    );
    const bodies = [bodyOf(grid, 0), bodyOf(grid, 1)];
    const first = await fetch(url, { method: 'PUT', headers: guru, body: bodies[0] });
    const answer = (await first.json()) as { data: { diubah: number } };
    console.log(`first save: HTTP ${first.status}, ${answer.data.diubah} cells changed`);

    const ceiling = await load('bare route', { url: `${server.base}/bench/bare`, connections: 1, seconds: SECONDS });
    const rows: Figures[] = [];
    // Alternating values: every save rewrites all 360 cells (and the next request's are the other set).
    let n = 1;
    const changing = await load('save of the whole grid, every cell changed, one at a time', {
      url,
      method: 'PUT',
      connections: 1,
      seconds: SECONDS,
      request: () => ({ body: bodies[n++ % 2]!, headers: guru }),
    });
    rows.push(changing);
    rows.push(
      await load('the same save again (a retry: nothing changes)', {
        url,
        method: 'PUT',
        connections: 1,
        seconds: SECONDS,
        request: () => ({ body: bodies[n % 2]!, headers: guru }),
      }),
    );
    rows.push(await load("the grid's read (GET)", { url, connections: 1, seconds: SECONDS, headers: guru }));
    report(`Grade grid of ${grid.siswa.length} × ${grid.penilaian.length} on ${backend}`, ceiling, rows);
    if (rows.some((r) => r.errors > 0)) process.exitCode = 1;
    return `${backend}: whole-grid save p50 ${changing.p50} ms, p99 ${changing.p99} ms (target < ${TARGET_MS}) ${changing.p99 < TARGET_MS ? 'OK' : 'MISSED'}`;
  } finally {
    await server.stop();
    await throwaway?.drop();
  }
}

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; ${SECONDS} s per run`);
const wanted = (process.env.NILAI_BACKEND ?? 'postgres').split(',');
const verdicts: string[] = [];
for (const backend of (await backends()).filter((b) => wanted.includes(b))) verdicts.push(await run(backend));
console.log(verdicts.join('\n'));
