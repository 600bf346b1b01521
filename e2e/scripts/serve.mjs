// Starts the built portal on a fresh embedded database (the demo madrasah loads into it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.join(here, '..', 'data');
fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, [path.join(here, '..', '..', 'apps', 'api', 'dist', 'main.js')], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, PORT: process.env.E2E_PORT ?? '3210', HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
