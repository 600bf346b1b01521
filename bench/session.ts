// Sign-in and GET privilege/access under 10 concurrent connections, beside a bare route on the
// same server. Run: npm run bench (or BENCH_SECONDS=20 npx tsx bench/session.ts).
import os from 'node:os';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/api/src/db/seed/demo-accounts.js';
import { backends, load, report, signInDemo, startServer } from './lib/harness.js';

const DEMO = { email: DEMO_ACCOUNTS.siswa, password: DEMO_PASSWORD };

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
for (const backend of await backends()) {
  const server = await startServer(backend);
  try {
    const token = await signInDemo(server.base);
    const bare = await load('GET bare route', { url: `${server.base}/bench/bare` });
    const bareBody = await load('POST bare route (same body)', { url: `${server.base}/bench/bare`, method: 'POST', body: DEMO });
    const signIn = await load('POST login', { url: `${server.base}/api/login`, method: 'POST', body: DEMO });
    const access = await load('GET privilege/access', {
      url: `${server.base}/api/privilege/access`,
      headers: { authorization: `Bearer ${token}` },
    });
    report(`Session on ${backend}, 10 connections`, bare, [bareBody, signIn, access]);
  } finally {
    await server.stop();
  }
}
