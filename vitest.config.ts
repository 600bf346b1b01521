import { defineConfig } from 'vitest/config';

// API tests run on the embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL
// points at a server (CI sets it).
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/**/*.test.ts'],
    env: { TEST_DB: db },
    // Migrates once per run; each test file opens its own copy (apps/api/test/database.ts).
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // One test file per core (Vitest's default keeps one core free: one file at a time on two);
    // an API file's own database works on the same cores, so more files at once only queue.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'contract', include: ['packages/contract/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/**/*.test.{ts,tsx}'], setupFiles: ['apps/web/test/setup.ts'], testTimeout: 30_000, passWithNoTests: true } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
