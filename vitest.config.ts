import { configDefaults, defineConfig } from 'vitest/config';

// API tests run on the embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL
// points at a server (CI sets it).
//
// The proofs generated over every route (access matrices, fuzzing, GET→PUT round trips, table
// sorts) ask the same question of each route whatever the database, so each runs on one only.
// Those that send every route a valid request run on PGlite: its single connection is where a
// service that reads through the pool inside its own transaction hangs for good, which
// PostgreSQL's pool hides. The fuzz (bad inputs, refused before any service) and the sorts run
// on the server when there is one: there they cost a third less CPU, the server's own included
// (docs/testing.md). The module tests run on both.
const proofs = (...names: string[]) => names.map((name) => `apps/api/src/platform/${name}.test.ts`);
const PROOFS_ON_PGLITE = proofs('access-matrix', 'staff-access-matrix', 'round-trip');
const PROOFS_ON_SERVER = proofs('fuzz-portal', 'fuzz-staf', 'table-sort');
const SERVER = Boolean(process.env.TEST_DATABASE_URL);

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(db === 'postgres' ? PROOFS_ON_PGLITE : SERVER ? PROOFS_ON_SERVER : [])],
    env: { TEST_DB: db },
    // Migrates once per run; each test file opens its own copy (apps/api/test/database.ts).
    globalSetup: ['apps/api/test/global-setup.ts'],
    // The files of a worker share its loaded modules: the app and its schemas are imported once
    // per worker instead of once per file (import was the largest cost). Each file still builds
    // its own app on its own database; the little module state there is (argon2 limits, which each
    // app sets as it is built; a dummy hash) carries nothing from one file to the next.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The web files keep their isolation (each file loads its modules anew: docs/testing.md), so
// what they import is loaded once per file. The UI libraries are hundreds of modules each;
// bundled once per run into one file per entry (Vite's dependency optimizer), a file loads them
// in a few reads. The icons are taken from their ES build: the `node` condition's entry re-exports
// the CommonJS one, whose names a bundle cannot see.
const webProject = {
  resolve: { alias: [{ find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es' }] },
  test: {
    name: 'web',
    include: ['apps/web/**/*.test.{ts,tsx}'],
    setupFiles: ['apps/web/test/setup.ts'],
    testTimeout: 30_000,
    passWithNoTests: true,
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'antd',
            // The app's deep imports, so that they share the bundle's modules (a new one belongs here:
            // left out, it loads a second copy whose contexts the bundle's components do not see).
            'antd/es/card/style',
            'antd/es/form',
            'antd/es/input/Input',
            'antd/es/input/Password',
            'antd/es/locale/id_ID',
            '@ant-design/cssinjs',
            '@ant-design/icons',
            '@tanstack/react-query',
            '@testing-library/react',
            '@testing-library/user-event',
            'dayjs',
            'react-dom',
            'react-dom/client',
            'react-router',
            'zod',
          ],
        },
      },
    },
  },
};

export default defineConfig({
  test: {
    // One test file per core (Vitest's default keeps one core free: one file at a time on two);
    // an API file's own database works on the same cores, so more files at once only queue.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'contract', include: ['packages/contract/**/*.test.ts'] } },
      webProject,
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      apiProject('api-pglite', 'pglite'),
      ...(SERVER ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
