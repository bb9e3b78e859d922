import { defineConfig } from 'vitest/config';

// Unit tests: beside the code, no server, no database server. Two workers even on two cores
// (vitest's default there is one): loading the files' modules is most of the suite's time.
export default defineConfig({
  test: {
    include: ['apps/**/src/**/*.test.{ts,tsx}', 'packages/**/src/**/*.test.ts'],
    exclude: ['**/*.api.test.ts', '**/node_modules/**'],
    maxWorkers: 2,
  },
});
