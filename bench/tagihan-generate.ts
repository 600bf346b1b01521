// The treasurer billing a year (issue 23): 2,000 students, a monthly fee (12 invoices each) and
// three yearly ones = 30,000 invoices in one POST staf/keuangan/tagihan/generate, as the
// bendahara. It times the preview, the first run, a re-run (which must bill nobody again) and a
// preview after it, on PGlite and PostgreSQL. Target: each at most 10 s; the re-run writes nothing.
// Run: npx tsx bench/tagihan-generate.ts   (not run in CI)
import os from 'node:os';
import { DEMO_PASSWORD, DEMO_STAF_ACCOUNTS } from '../apps/api/src/db/seed/demo-accounts.js';
import { backends, startServer } from './lib/harness.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 2000);
const TARGET_MS = 10_000;

async function post(base: string, path: string, token: string | undefined, body: unknown) {
  const res = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { message: string; data: unknown };
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${json.message}`);
  return json.data;
}

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await run();
  return [result, performance.now() - started];
}

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`);
const verdicts: string[] = [];
const only = process.env.TAGIHAN_BACKEND;
for (const backend of (await backends()).filter((b) => !only || b === only)) {
  const server = await startServer(backend, { BENCH_STUDENTS: String(STUDENTS) });
  try {
    const login = (await post(server.base, '/staf/login', undefined, { email: DEMO_STAF_ACCOUNTS.bendahara, password: DEMO_PASSWORD })) as {
      access_token: string;
    };
    const token = login.access_token;
    const fee = async (nama: string, jenis: string, angsuran: number, nominal: number) =>
      ((await post(server.base, '/staf/keuangan/biaya', token, { nama, jenis, angsuran, nominal })) as { id: number }).id;
    const fees = [
      await fee('SPP Bench', 'bulanan', 12, 150_000),
      await fee('Uang Gedung Bench', 'tahunan', 1, 2_500_000),
      await fee('Seragam Bench', 'tahunan', 1, 750_000),
      await fee('Kegiatan Bench', 'tahunan', 1, 400_000),
    ];
    const siswaIds = (await (await fetch(`${server.base}/bench/students`)).json()) as number[];
    const body = {
      pemasukan_detail_ids: fees,
      siswa_ids: siswaIds.slice(0, STUDENTS),
      tanggal_jatuh_tempo: 10,
      // A few discounts, as a school has them: every 20th student an orphan (50 % SPP), every 30th a sibling (Rp 100.000 off Uang Gedung).
      potongan: siswaIds
        .slice(0, STUDENTS)
        .flatMap((id, i) => [
          ...(i % 20 === 0 ? [{ siswa_id: id, pemasukan_detail_id: fees[0], jenis: 'persen', nilai: 50, keterangan: 'Yatim' }] : []),
          ...(i % 30 === 0 ? [{ siswa_id: id, pemasukan_detail_id: fees[1], jenis: 'nominal', nilai: 100_000, keterangan: 'Saudara kandung' }] : []),
        ]),
    };
    type Result = { baru: number; sudah: number; siswa: number };
    const [preview, previewMs] = await timed(() => post(server.base, '/staf/keuangan/tagihan/generate', token, { ...body, preview: true }) as Promise<Result>);
    const [first, firstMs] = await timed(() => post(server.base, '/staf/keuangan/tagihan/generate', token, body) as Promise<Result>);
    const [again, againMs] = await timed(() => post(server.base, '/staf/keuangan/tagihan/generate', token, body) as Promise<Result>);
    const [after, afterMs] = await timed(() => post(server.base, '/staf/keuangan/tagihan/generate', token, { ...body, preview: true }) as Promise<Result>);
    const line = (what: string, r: Result, ms: number) =>
      `${backend.padEnd(8)} ${what.padEnd(10)} ${String(r.siswa).padStart(6)} students ${String(r.baru).padStart(7)} new ${String(r.sudah).padStart(7)} already  ${(ms / 1000).toFixed(2)} s`;
    console.log(line('preview', preview, previewMs));
    console.log(line('first run', first, firstMs));
    console.log(line('re-run', again, againMs));
    console.log(line('preview 2', after, afterMs));
    const ok =
      first.baru === STUDENTS * 15 && again.baru === 0 && again.sudah === STUDENTS * 15 && after.baru === 0 && Math.max(firstMs, againMs, afterMs) <= TARGET_MS;
    verdicts.push(
      `${backend}: first run ${(firstMs / 1000).toFixed(2)} s for ${first.baru} invoices, re-run ${(againMs / 1000).toFixed(2)} s billing ${again.baru} — ${ok ? 'PASS' : 'FAIL'} (target: each call ≤ ${TARGET_MS / 1000} s, the re-run bills nobody)`,
    );
  } finally {
    await server.stop();
  }
}
console.log(verdicts.join('\n'));
if (verdicts.some((v) => v.endsWith('FAIL') || v.includes('FAIL ('))) process.exitCode = 1;
