import { defineConfig } from 'vitest/config';

// Unit tests: beside the code, no server, no database server.
export default defineConfig({
  test: {
    include: ['apps/**/src/**/*.test.{ts,tsx}', 'packages/**/src/**/*.test.ts'],
    exclude: ['**/*.api.test.ts', '**/node_modules/**'],
  },
});
