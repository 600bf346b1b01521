// A large school: 2,000 students with a school year of attendance, permits, grades, invoices
// and payments, and extracurricular records (over a million rows, written in bulk SQL by the
// bench server). On it: the clock-in burst beside the bare route, then the heaviest table
// endpoints read by the students themselves beside the same SQL run directly on the database,
// and a summary against the targets. Run: npx tsx bench/scale.ts
// SCALE_STUDENTS, SCALE_DAYS and SCALE_SECONDS shrink it; SCALE_BACKEND=pglite|postgres runs one.
import os from 'node:os';
import { urlOf } from '@madrasah/contract/endpoint';
import { KEGIATAN } from '@madrasah/contract/endpoints/kegiatan';
import { KEUANGAN } from '@madrasah/contract/endpoints/keuangan';
import { LOOKUP } from '@madrasah/contract/endpoints/lookup';
import { PENILAIAN } from '@madrasah/contract/endpoints/penilaian';
import { PERIZINAN } from '@madrasah/contract/endpoints/perizinan';
import { PRESENSI } from '@madrasah/contract/endpoints/presensi';
import { AKTIVITAS } from '@madrasah/contract/schemas/presensi';
import { benchToken } from './lib/bench-data.js';
import { clockInBurst } from './lib/clockin-burst.js';
import { backends, report, startServer, type Server } from './lib/harness.js';
import { selfie } from './lib/selfie.js';
import { measureTable, reportTables, type TableFigures } from './lib/table-bench.js';

const STUDENTS = Number(process.env.SCALE_STUDENTS ?? 2000);
const DAYS = Number(process.env.SCALE_DAYS ?? 200);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 5);
const CONNECTIONS = 10;
/** Distinct students per table scenario: each request is another student's list. */
const SAMPLE = Math.min(STUDENTS, 200);
const TARGET = { clockInShare: 0.5, clockInP99: 1000, tableRatio: 1.3 };

type Scenario = { name: string; url: string; marker: string | string[]; body: object };
type SummaryRow = { figure: string; value: string; ceiling: string; ratio: string; target: string; met: boolean };

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The ids the filters name, read through the API as the first bench student. */
async function scenarios(base: string): Promise<Scenario[]> {
  const get = async <T>(path: string) =>
    ((await (await fetch(`${base}/api${path}`, { headers: { authorization: `Bearer ${benchToken(0)}` } })).json()) as { data: T }).data;
  const years = await get<{ id: number; is_active: boolean; thn_awal: number }[]>(urlOf(LOOKUP.tahunAjaran));
  const year = years.find((y) => y.is_active)!;
  const lastYear = years.find((y) => y.thn_awal === year.thn_awal - 1);
  const semesters = await get<{ id: number; is_active: boolean }[]>(urlOf(LOOKUP.semester, { id: year.id }));
  const sem = semesters.find((s) => s.is_active)!;
  const other = semesters.find((s) => !s.is_active) ?? sem;
  const nilai = await (
    await fetch(`${base}/api${urlOf(PENILAIAN.table)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${benchToken(0)}` },
      body: '{}',
    })
  ).json();
  const subject = (nilai as { data: { list: { tahun_ajaran_id: number; semester_id: number; rombel_id: number; mapel_id: number }[] } }).data.list[0]!;
  const kelas = { aktivitas: AKTIVITAS.kelas };
  const sumatif = { tahun_ajaran_id: subject.tahun_ajaran_id, semester_id: subject.semester_id, rombel_id: subject.rombel_id, mapel_id: subject.mapel_id };
  const desc = (field: string) => [{ field, sort: 'DESC', urutan: 1 }];
  const attendance = { url: `/api${urlOf(PRESENSI.kehadiranTable)}`, marker: '"kehadiran_siswa"' };
  const permits = { url: `/api${urlOf(PERIZINAN.table)}`, marker: '"perizinan_siswa"' };
  const grades = { url: `/api${urlOf(PENILAIAN.table)}`, marker: '"pembelajaran"' };
  const assessments = { url: `/api${urlOf(PENILAIAN.sumatifTable)}`, marker: ['"rombel_siswa"', '"penilaian_sumatif"'] };
  const payments = { url: `/api${urlOf(KEUANGAN.pembayaranTable)}`, marker: '"pembayaran"' };
  const invoices = { url: `/api${urlOf(KEUANGAN.tagihanTable)}`, marker: '"tagihan"' };
  const activities = { url: `/api${urlOf(KEGIATAN.ekstrakurikulerTable)}`, marker: '"ekstrakurikuler_siswa"' };
  return [
    { name: 'attendance: first page', ...attendance, body: { filtering: kelas } },
    {
      name: 'attendance: semester, 60 days',
      ...attendance,
      body: { filtering: { ...kelas, tahun_ajaran_id: year.id, semester_id: sem.id, tgl_awal: ago(90), tgl_akhir: ago(30) } },
    },
    { name: 'attendance: scouting', ...attendance, body: { filtering: { aktivitas: AKTIVITAS.pramuka } } },
    { name: 'permits: first page', ...permits, body: {} },
    { name: 'permits: approved, by start date', ...permits, body: { filtering: { status: 'DISETUJUI' }, sorting: desc('tgl_awal') } },
    { name: 'grades: active semester', ...grades, body: {} },
    {
      name: 'grades: other semester, by report grade',
      ...grades,
      body: { filtering: { tahun_ajaran_id: year.id, semester_id: other.id }, sorting: desc('rapor_nilai') },
    },
    { name: 'summative: one subject', ...assessments, body: { filtering: sumatif } },
    { name: 'summative: by grade', ...assessments, body: { filtering: sumatif, sorting: desc('nilai') } },
    { name: 'payments: first page', ...payments, body: {} },
    { name: 'payments: by invoice total', ...payments, body: { sorting: desc('nominal_tagihan') } },
    { name: 'invoices: active year', ...invoices, body: {} },
    {
      name: 'invoices: last year, by unpaid',
      ...invoices,
      body: { filtering: { tahun_ajaran: lastYear?.id ?? year.id }, sorting: desc('total_belum_dibayar') },
    },
    { name: 'extracurricular: first page', ...activities, body: {} },
    { name: 'extracurricular: active year', ...activities, body: { filtering: { tahun_ajaran_id: year.id } } },
  ];
}

async function generation(server: Server) {
  const { seconds, rows } = (await (await fetch(`${server.base}/bench/large-school`)).json()) as { seconds: number; rows: Record<string, number> };
  const total = Object.values(rows).reduce((n, r) => n + r, 0);
  console.log('| table | rows |\n|---|---:|');
  for (const [table, n] of Object.entries(rows)) console.log(`| ${table} | ${n.toLocaleString('en')} |`);
  console.log(`| all | ${total.toLocaleString('en')} |`);
  console.log(`Generated in ${seconds.toFixed(1)} s (attendance, the rest of the school, VACUUM ANALYZE)`);
}

const fixed = (n: number, digits = 2) => n.toFixed(digits);

console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(`${STUDENTS} students × ${DAYS} days; tables: ${CONNECTIONS} connections, ${SECONDS} s per run, ${SAMPLE} students per scenario`);
const photos = await Promise.all(Array.from({ length: STUDENTS }, (_, i) => selfie(i)));
const only = process.env.SCALE_BACKEND;
const summary: SummaryRow[] = [];
for (const backend of (await backends()).filter((b) => !only || b === only)) {
  const server = await startServer(backend, { BENCH_STUDENTS: String(STUDENTS), BENCH_ATTENDANCE_DAYS: String(DAYS), BENCH_LARGE_SCHOOL: '1' });
  try {
    console.log(`\nLarge school on ${backend}`);
    await generation(server);

    const burst = await clockInBurst(server, photos);
    report(`Clock-in burst on ${backend}`, burst.bare, [burst.clockIn]);
    console.log(`Bare route ${burst.cpu.bare}\nClock-in ${burst.cpu.clockIn}`);
    console.log(
      `${STUDENTS} clock-ins in ${burst.clockIn.seconds.toFixed(2)} s; stored ${burst.stored.records} records and ${burst.stored.files} photos: ${burst.ok ? 'OK' : 'MISMATCH'}`,
    );
    const share = burst.clockIn.rps / burst.bare.rps;
    summary.push(
      {
        figure: `${backend}: clock-in req/s`,
        value: fixed(burst.clockIn.rps, 0),
        ceiling: `${fixed(burst.bare.rps, 0)} (bare)`,
        ratio: fixed(share),
        target: `≥ ${TARGET.clockInShare}`,
        met: share >= TARGET.clockInShare,
      },
      {
        figure: `${backend}: clock-in p99 ms`,
        value: String(burst.clockIn.p99),
        ceiling: `${burst.bare.p99} (bare)`,
        ratio: '',
        target: `< ${TARGET.clockInP99}`,
        met: burst.clockIn.p99 < TARGET.clockInP99,
      },
      { figure: `${backend}: clock-in errors`, value: String(burst.clockIn.errors), ceiling: '', ratio: '', target: '0, all stored', met: burst.ok },
    );

    const rows: TableFigures[] = [];
    for (const s of await scenarios(server.base)) {
      const bodies = Array.from({ length: SAMPLE }, () => JSON.stringify(s.body));
      const tokens = bodies.map((_, i) => benchToken(i));
      rows.push(await measureTable(server, { name: s.name, url: s.url, marker: s.marker, bodies, tokens }, CONNECTIONS, SECONDS));
    }
    reportTables(`Table endpoints on ${backend}`, rows);
    for (const { name, http, sql } of rows) {
      const ratio = http.p50 / sql.p50;
      summary.push({
        figure: `${backend}: ${name} (p50 ms, req/s)`,
        value: `${http.p50}, ${fixed(http.rps, 0)}`,
        ceiling: `${fixed(sql.p50, 1)}, ${fixed(sql.rps, 0)} (SQL)`,
        ratio: `${fixed(ratio)}, ${fixed(http.rps / sql.rps)}`,
        target: `p50 ≤ ${TARGET.tableRatio} × SQL`,
        met: ratio <= TARGET.tableRatio && http.errors === 0,
      });
    }
    if (!burst.ok || rows.some((r) => r.http.errors > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

console.log('\nSummary');
console.log('| figure | measured | ceiling | ratio | target | met |');
console.log('|---|---:|---:|---:|---|---|');
for (const r of summary) console.log(`| ${r.figure} | ${r.value} | ${r.ceiling} | ${r.ratio} | ${r.target} | ${r.met ? 'yes' : 'no'} |`);
