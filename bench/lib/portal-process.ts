import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The web app keeps the bearer token here ('Ingat saya' ticked): apps/web/src/lib/token-storage.ts.
export const TOKEN_KEY = 'madrasah.token';

export type Portal = { base: string; stop(): Promise<void> };

/** Fails unless `npm run build` has run: the browser benches measure the built portal and build nothing. */
export function requireBuild(): void {
  for (const built of ['apps/web/dist/index.html', 'apps/api/dist/main.js']) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built server as `npm start` runs it, on a fresh embedded database it loads the demo into. */
export async function startPortal(): Promise<Portal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/main.js')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DEMO_SEED: 'auto' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (let ready = false; !ready;) {
    if (child.exitCode !== null) throw new Error(`portal exited with ${child.exitCode}`);
    ready = await fetch(`${base}/login`).then(
      (res) => res.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
