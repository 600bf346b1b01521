import { defineConfig } from 'vitest/config';

// API tests run on the embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL
// points at a server (CI sets it).
const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/**/*.test.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['packages/contract/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/**/*.test.{ts,tsx}'], setupFiles: ['apps/web/test/setup.ts'], testTimeout: 30_000, passWithNoTests: true } },
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
      apiProject('api-pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
