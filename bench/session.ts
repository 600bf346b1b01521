// Sign-in and GET privilege/access under 10 concurrent connections, beside a bare route on the
// same server. Run: npm run bench (or BENCH_SECONDS=20 npx tsx bench/session.ts).
import os from 'node:os';
import { backends, load, report, startServer } from './lib/harness.js';

const DEMO = { email: 'siswa@madrasah.test', password: 'rahasia123' };

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
for (const backend of await backends()) {
  const server = await startServer(backend);
  try {
    const login = await fetch(`${server.base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
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
