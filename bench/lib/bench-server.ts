// The API as it runs in production plus a few bench-only routes: a bare route (the ceiling the
// other figures are compared with) and counters the bench reads back. Started by the bench
// scripts as a separate process; prints READY <port>.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { openPglite, openPostgres } from '../../apps/api/src/db/client.js';
import { seedDemo } from '../../apps/api/src/db/seed/demo.js';
import { ensureReferenceData } from '../../apps/api/src/db/seed/reference.js';
import { ensureRegions } from '../../apps/api/src/db/seed/regions.js';
import { sekolah } from '../../apps/api/src/db/schema/index.js';
import { openStorage } from '../../apps/api/src/platform/files/open-storage.js';
import { benchSiswaIds, countClockIns, createBenchAttendance, createBenchStudents, storedClockIns } from './bench-data.js';
import { directSql, type DirectRequest } from './direct-sql.js';
import { countLargeSchool, createLargeSchool } from './large-school.js';
import { createPresensiStafData } from './presensi-staf-data.js';

const url = process.env.BENCH_DATABASE_URL;
// BENCH_DATA_DIR keeps the files (and PGlite's database) in a folder the caller owns, so a
// server killed on purpose can be started again on the same data; BENCH_REUSE=1 then skips
// loading the demo and the bench students.
const keptDir = process.env.BENCH_DATA_DIR;
const reuse = process.env.BENCH_REUSE === '1';
const dataDir = keptDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: '' });
const database = url ? openPostgres(url) : await openPglite(dataDir, { worker: config.EMBEDDED_DB_THREAD === 'worker' });
await database.migrate();
await ensureReferenceData(database.db, config);
await ensureRegions(database.db);
const students = Number(process.env.BENCH_STUDENTS ?? 0);
if (!reuse) {
  await seedDemo(database.db, await openStorage(config, database.db));
  if (students > 0) await createBenchStudents(database.db, students);
}
const attendanceDays = Number(process.env.BENCH_ATTENDANCE_DAYS ?? 0);
const generationStarted = performance.now();
if (attendanceDays > 0) {
  await createBenchAttendance(database.db, attendanceDays);
  console.error(`bench data: ${students} students × ${attendanceDays} days of attendance in ${((performance.now() - generationStarted) / 1000).toFixed(1)} s`);
}
// BENCH_LARGE_SCHOOL=1 adds the rest of a school year (permits, grades, finance, extracurricular) for the bench students.
if (process.env.BENCH_LARGE_SCHOOL === '1' && !reuse) await createLargeSchool(database.db, Math.max(1, attendanceDays));
// BENCH_PRESENSI_STAF=1 adds the staff's daily attendance data (bench/presensi-staf.ts).
if (process.env.BENCH_PRESENSI_STAF === '1' && !reuse) await createPresensiStafData(database.db);
const generationSeconds = (performance.now() - generationStarted) / 1000;
// The embedded database has no autovacuum: the server's statistics job gives it statistics at
// its first start (apps/api/src/jobs.ts), which this process, running no jobs, does here.
if (database.kind === 'pglite') await database.db.execute(sql`ANALYZE`);

// The server takes a clock-in only in the school's hours and the bench runs at any hour: the
// demo school's hours are opened to the whole day, as the browser journeys and the deployment
// test open them (e2e/scripts/open-clock-in-hours.ts).
await database.db.update(sekolah).set({ jam_masuk: '00:00', jam_pulang: '23:59' });
const app = await buildApp({ database, config });
const bare = { config: { access: 'public' as const }, bodyLimit: 3 * 1024 * 1024 };
const reply = async () => ({ status: true, message: 'ok', data: null });
app.post('/bench/bare', bare, reply);
app.get('/bench/bare', bare, reply);
app.get('/bench/students', { config: { access: 'public' } }, async () => benchSiswaIds(database.db));
app.get('/bench/clockins', { config: { access: 'public' } }, async (req) =>
  countClockIns(database.db, path.join(dataDir, 'files'), (req.query as { today?: string }).today === '1'),
);
app.post('/bench/stored', { config: { access: 'public' } }, async (req) => storedClockIns(database.db, path.join(dataDir, 'files'), req.body as number[]));
app.get('/bench/large-school', { config: { access: 'public' } }, async () => ({ seconds: generationSeconds, rows: await countLargeSchool(database.db) }));
app.post('/bench/direct', { config: { access: 'public' }, bodyLimit: 64 * 1024 * 1024 }, async (req) => directSql(app, database, req.body as DirectRequest));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);

process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});
