import { defineConfig } from 'vitest/config';

// API integration tests: the real server on the database named by TEST_DB (sqlite | postgres).
// Each file starts its own server on its own database; files share a worker's loaded modules
// (isolate: false), which spares each file the two seconds of loading the whole server again.
// Two workers even on two cores: much of a test's time is spent waiting on child processes.
export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.api.test.ts', 'apps/server/test/**/*.api.test.ts'],
    // Migrates one database for the run; each test's fresh store is a copy of it.
    globalSetup: ['apps/server/test/template.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
  },
});
