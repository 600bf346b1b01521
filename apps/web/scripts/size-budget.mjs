// Checks the built web app (dist/) against its size budget, in gzip -9 kB (1 kB = 1000 bytes):
// the JavaScript a phone downloads before it can show /login, what a signed-in start adds to it
// (the app's chunk: router, shell and dashboard), what the staff side's start adds, and each
// other signed-in page's own lazily loaded chunk, the portal's and the staff side's. Prints a table and exits 1 when anything is over its budget or a page
// has no budget. Run after `npm run build -w @madrasah/web`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const web = path.join(here, '..');
const dist = path.join(web, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: run \`npm run build -w @madrasah/web\` first.`);
  process.exit(1);
}
/** @type {Record<string, { file: string; src?: string; isEntry?: boolean; imports?: string[] }>} */
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const budget = JSON.parse(fs.readFileSync(path.join(here, 'size-budget.json'), 'utf8'));

// The entry renders the sign-in page itself (src/app/entry.tsx): /login loads the entry and
// its static imports. The form's rules and sign-in calls load on the first keystroke, later.
// A signed-in start loads the app's chunk too: vite.config.ts groups src/app/index.tsx, the
// shell, the dashboard and their imports into the chunk named 'app'.

const gzipKb = (file) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / 1000;

/** The manifest key of a source module, e.g. 'src/features/dashboard/DashboardPage' → '….tsx'. */
function chunkOf(module) {
  const key = ['.tsx', '.ts', '.jsx', '.js'].map((ext) => module + ext).find((k) => manifest[k]);
  if (!key) throw new Error(`${module} has no chunk of its own in the build`);
  return key;
}

/** A chunk and everything it imports statically, transitively: what loads before it runs. */
function withStaticImports(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    withStaticImports(manifest[key].imports ?? [], seen);
  }
  return seen;
}

/** Every page a routes file lazily imports, as its module path (relative to the web app), e.g. 'src/staf/akun/AkunPage'. */
function routedPages(folder) {
  const routes = fs.readFileSync(path.join(web, 'src', folder, 'routes.ts'), 'utf8');
  const specs = [...routes.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]);
  return [...new Set(specs.map((spec) => path.posix.join('src', folder, spec)))];
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loginChunks = withStaticImports([entry]);
const appChunk = (manifest[entry].dynamicImports ?? []).find((key) => manifest[key].name === 'app');
if (!appChunk) throw new Error("the entry loads no chunk named 'app': see vite.config.ts");
const signedInChunks = [...withStaticImports([appChunk])].filter((key) => !loginChunks.has(key));
const total = (keys) => keys.reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
// The staff side loads its own chunk (src/staf/index.tsx) after the same entry: a staff
// member's start, which the portal's visitors never download.
const stafStartChunks = [...withStaticImports([chunkOf('src/staf/index')])].filter((key) => !loginChunks.has(key));
const rows = [
  { name: `/login (${loginChunks.size} chunks)`, kb: total([...loginChunks]), limit: budget.login },
  { name: `signed-in start, beyond /login (${signedInChunks.length} chunks)`, kb: total(signedInChunks), limit: budget.signedIn },
  { name: `staff start, beyond /login (${stafStartChunks.length} chunks)`, kb: total(stafStartChunks), limit: budget.stafStart },
];
// A portal page is named by its path under src/features/, a staff page as 'staf/…'.
const pageName = (module) => module.replace(/^src\/features\//, '').replace(/^src\//, '');
const routed = [...routedPages('app'), ...routedPages('staf')];
for (const module of routed) {
  const name = pageName(module);
  rows.push({ name, kb: gzipKb(manifest[chunkOf(module)].file), limit: budget.pages[name] });
}
const stale = Object.keys(budget.pages).filter((name) => !routed.some((module) => pageName(module) === name));

const width = Math.max(...rows.map((r) => r.name.length));
console.log(`${'route'.padEnd(width)}  kB gzip   budget`);
let failed = false;
for (const { name, kb, limit } of rows) {
  const verdict = limit === undefined ? '  NO BUDGET' : kb > limit ? '  OVER' : '';
  failed ||= verdict !== '';
  console.log(`${name.padEnd(width)}  ${kb.toFixed(2).padStart(7)}  ${(limit?.toFixed(1) ?? '-').padStart(7)}${verdict}`);
}
for (const name of stale) console.log(`budget for ${name}, which routes.ts no longer has: remove it`);
if (failed || stale.length > 0) {
  console.error('\nSize budget exceeded or out of date: see apps/web/scripts/size-budget.json.');
  process.exit(1);
}
