import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * Gives the service worker (src/sw/sw.ts, built as sw.js beside index.html) the list of every file
 * of this build and a version made from their names, so it keeps exactly these files and a new
 * release replaces them.
 */
function shellFiles(): Plugin {
  return {
    name: 'apm-player-shell-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sw = Object.values(bundle).find((f) => f.type === 'chunk' && f.fileName === 'sw.js');
      if (!sw || sw.type !== 'chunk') this.error('the service worker chunk sw.js is missing');
      const publicFiles = readdirSync(new URL('./public', import.meta.url));
      // index.html is emitted after this hook runs (Vite's own HTML plugin): named here.
      const emitted = Object.keys(bundle).filter((f) => f !== 'sw.js' && !f.endsWith('.map'));
      const files = [...new Set(['index.html', ...emitted, ...publicFiles])].sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      const code = sw.code
        .replace(/(["'`])__APM_SHELL_FILES__\1/, JSON.stringify(files))
        .replace(/(["'`])__APM_SHELL_VERSION__\1/, JSON.stringify(version));
      if (code.includes('__APM_SHELL_')) this.error('the service worker placeholders were not replaced');
      sw.code = code;
    },
  };
}

export default defineConfig({
  root,
  // Served by the server at /player/ (apps/server/src/app.ts).
  base: '/player/',
  plugins: [react(), shellFiles()],
  define: { __PLAYER_VERSION__: JSON.stringify(pkg.version) },
  server: {
    proxy: { '/apm-web': { target: process.env.APM_SERVER_URL ?? 'http://localhost:8080', ws: true } },
  },
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        sw: fileURLToPath(new URL('./src/sw/sw.ts', import.meta.url)),
      },
      output: { entryFileNames: (chunk) => (chunk.name === 'sw' ? 'sw.js' : 'assets/[name]-[hash].js') },
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
    },
  },
});
