// Search-as-you-type on the region list: every prefix of a few real place names, as a user
// types them, against the full 7,277 districts; 10 connections, beside the bare route.
import os from 'node:os';
import { backends, load, report, signInDemo, startServer } from './lib/harness.js';

const TYPED = ['sleman', 'bantul', 'gunung kidul', 'kota bandung', 'jakarta selatan', 'makassar', 'depok', 'wonosari', 'papua'];
const terms = TYPED.flatMap((word) => Array.from({ length: word.length }, (_, i) => word.slice(0, i + 1)));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}; ${terms.length} search terms`);
for (const backend of await backends()) {
  const server = await startServer(backend);
  try {
    const token = await signInDemo(server.base);
    const body = (i: number) => JSON.stringify({ search: terms[i % terms.length], pagination: { current: 1, pageSize: 10 } });
    const bare = await load('POST bare route (same bodies)', {
      url: `${server.base}/bench/bare`,
      method: 'POST',
      seconds: SECONDS,
      request: (i) => ({ body: body(i) }),
    });
    const search = await load('POST region (typing)', {
      url: `${server.base}/api/region`,
      method: 'POST',
      seconds: SECONDS,
      request: (i) => ({ body: body(i), headers: { authorization: `Bearer ${token}` } }),
    });
    report(`Region search on ${backend}, 10 connections`, bare, [search]);
  } finally {
    await server.stop();
  }
}
