// Bundles the API (with the shared contract inlined) into dist/main.js and copies the
// migrations and the embedded database's worker (two plain files) beside it, so production runs plain JavaScript.
import fs from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@madrasah/'));

fs.rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
for (const file of ['pglite-worker.mjs', 'pglite-wire.mjs']) fs.cpSync(`src/db/${file}`, `dist/${file}`);
