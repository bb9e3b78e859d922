import { defineConfig } from 'tsup';

// One bundle for Node; the workspace contract (TypeScript source) is bundled in.
export default defineConfig({
  entry: ['src/main.ts', 'src/seed-demo.ts'],
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@apm/contract'],
});
