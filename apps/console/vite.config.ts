import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

export default defineConfig({
  root,
  plugins: [react()],
  // The footer shows `V{version}` (spec 1); the version comes from this package, not from the server.
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    // Host is kept (no changeOrigin) so the server's same-origin check sees the console's own origin.
    // APM_SERVER_URL points the dev console at a server elsewhere than the default port.
    proxy: { '/apm-web': { target: process.env.APM_SERVER_URL ?? 'http://localhost:8080' } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is one library chunk (~620 kB, ~200 kB gzipped), cached for good once loaded.
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        // node-forge and dayjs locales stay with the code that loads them on demand.
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(node-forge|dayjs\/locale)\//.test(id)) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(antd|@ant-design|@rc-component|rc-[^/]+)\//.test(id)) return 'antd';
          return 'vendor';
        },
      },
    },
  },
});
