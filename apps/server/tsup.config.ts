import { defineConfig } from 'tsup';

// One bundle for Node; the workspace contract (TypeScript source) is bundled in.
export default defineConfig({
  // The log export's worker thread is an entry of its own: it lands in dist/modules/log/, where
  // modules/log/export-service.ts looks for it (the entries' common folder, src/, is the base).
  entry: ['src/main.ts', 'src/seed-demo.ts', 'src/modules/log/export-worker.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@apm/contract'],
});
