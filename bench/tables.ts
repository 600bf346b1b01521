// The attendance list on a million records: 2,000 students with 500 days each, written in the
// database by the bench server; students read their own list (filtered, searched, sorted, paged)
// over 10 connections. Each scenario is printed beside the same SQL run directly on the database
// (recorded from the endpoint, replayed through the driver with the same concurrency).
// Run: npx tsx bench/tables.ts
import os from 'node:os';
import { urlOf } from '@madrasah/contract/endpoint';
import { LOOKUP } from '@madrasah/contract/endpoints/lookup';
import { AKTIVITAS } from '@madrasah/contract/schemas/presensi';
import { benchToken } from './lib/bench-data.js';
import { backends, startServer } from './lib/harness.js';
import { measureTable, reportTables, type TableFigures } from './lib/table-bench.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const DAYS = Number(process.env.BENCH_ATTENDANCE_DAYS ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
/** Distinct students per scenario: each request is another student's list. */
const SAMPLE = Math.min(STUDENTS, 200);
const URL = '/api/presensi/siswa/kehadiran/table';

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Scenario = { name: string; body: (i: number) => object };

async function scenarios(base: string): Promise<Scenario[]> {
  const get = async (path: string) =>
    (
      (await (await fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${benchToken(0)}` } })).json()) as {
        data: { id: number; is_active: boolean }[];
      }
    ).data;
  const year = (await get(urlOf(LOOKUP.tahunAjaran))).find((y) => y.is_active)!;
  const sem = (await get(urlOf(LOOKUP.semester, { id: year.id }))).find((s) => s.is_active)!;
  const [rombel] = await get(urlOf(LOOKUP.rombelDropdown, { tahun_ajaran_id: year.id, semester_id: sem.id }));
  const kelas = { aktivitas: AKTIVITAS.kelas };
  return [
    { name: 'first page, newest first', body: () => ({ filtering: kelas }) },
    {
      name: 'filtered: year, semester, class, 90 days',
      body: () => ({ filtering: { ...kelas, tahun_ajaran_id: year.id, semester_id: sem.id, rombel_id: rombel!.id, tgl_awal: ago(120), tgl_akhir: ago(30) } }),
    },
    { name: 'searched: two words', body: () => ({ filtering: kelas, search: 'hadir ipa' }) },
    { name: 'sorted by date, oldest first', body: () => ({ filtering: kelas, sorting: [{ field: 'tgl', sort: 'ASC', urutan: 1 }] }) },
    { name: 'paged: pages 1 to 40 of 20', body: (i) => ({ filtering: kelas, pagination: { current: 1 + (i % 40), pageSize: 20 } }) },
    { name: 'scouting list', body: () => ({ filtering: { aktivitas: AKTIVITAS.pramuka } }) },
  ];
}

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
console.log(
  `${STUDENTS} students × ${DAYS} days = ${(STUDENTS * DAYS).toLocaleString('en')} records; ${CONNECTIONS} connections, ${SECONDS} s per run, ${SAMPLE} students per scenario`,
);
for (const backend of await backends()) {
  const server = await startServer(backend, { BENCH_STUDENTS: String(STUDENTS), BENCH_ATTENDANCE_DAYS: String(DAYS) });
  try {
    const rows: TableFigures[] = [];
    for (const s of await scenarios(server.base)) {
      const bodies = Array.from({ length: SAMPLE }, (_, i) => JSON.stringify(s.body(i)));
      const tokens = bodies.map((_, i) => benchToken(i));
      rows.push(await measureTable(server, { name: s.name, url: URL, marker: '"kehadiran_siswa"', bodies, tokens }, CONNECTIONS, SECONDS));
    }
    reportTables(`Attendance list on ${backend}`, rows);
    if (rows.some((r) => r.http.errors > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}
