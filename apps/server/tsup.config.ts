import { defineConfig } from 'tsup';

// One bundle for Node; the workspace packages (TypeScript source) are bundled in.
export default defineConfig({
  // Job worker threads start on an entry of their own (src/worker.ts → dist/worker.js, beside main.js).
  entry: ['src/main.ts', 'src/seed-demo.ts', 'src/worker.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: [/^@apm\//],
});
