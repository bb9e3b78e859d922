import { defineConfig } from 'vitest/config';

// API integration tests: the real server on the database named by TEST_DB (sqlite | postgres).
export default defineConfig({
  test: {
    include: ['apps/server/src/**/*.api.test.ts', 'apps/server/test/**/*.api.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
