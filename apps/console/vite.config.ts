import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { antdPresetsShortcut } from './src/routing/antdPresetsShortcut';
import { bundleReport } from './src/routing/bundleReport';
import { linksOf, neededModules, resolveLinks, type ModuleLinks } from './src/routing/startModules';

const root = fileURLToPath(new URL('.', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * Records the imports and exports of every module as it is parsed, so that chunking can tell the
 * library code the first page load needs from what only pages use (src/routing/startModules.ts).
 */
function startGraph() {
  const links = new Map<string, ModuleLinks>();
  const entries: string[] = [];
  let needed: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'apm-start-graph',
    apply: 'build',
    buildStart() {
      links.clear();
      entries.length = 0;
      needed = undefined;
    },
    async moduleParsed(info) {
      if (info.isEntry) entries.push(info.id);
      if (!info.ast) return;
      // Virtual modules (the CommonJS wrappers) are imported by their own ids.
      const resolve = async (specifier: string) =>
        specifier.startsWith('\0') ? specifier : (await this.resolve(specifier, info.id))?.id;
      links.set(info.id, await resolveLinks(linksOf(info.ast), resolve));
    },
  };
  /** Whether the first page load needs the module. */
  const atStart = (id: string) => (needed ??= neededModules(entries, (m) => links.get(m))).has(id);
  return { plugin, atStart };
}

const start = startGraph();

/** Writes what each chunk holds to .tmp/console-bundle.txt (src/routing/bundleReport.ts). */
function reportBundle(): Plugin {
  return {
    name: 'apm-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) =>
        c.type === 'chunk'
          ? [
              {
                fileName: c.fileName,
                imports: c.imports,
                isEntry: c.isEntry,
                modules: Object.fromEntries(Object.entries(c.modules).map(([id, m]) => [id, m.renderedLength])),
              },
            ]
          : [],
      );
      const dir = fileURLToPath(new URL('../../.tmp', import.meta.url));
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}/console-bundle.txt`, bundleReport(chunks));
    },
  };
}

export default defineConfig({
  root,
  plugins: [react(), antdPresetsShortcut(), start.plugin, reportBundle()],
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
    rollupOptions: {
      onwarn(warning, warn) {
        // zod ships comments Rollup cannot place; harmless, and not ours to fix.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
        warn(warning);
      },
      output: {
        // Libraries change less often than our code: the library code of the first load sits in
        // chunks of its own that stay cached across releases. Library code that only pages use
        // (antd's table, date picker, tree ...) is left to Rollup, which puts it with those pages.
        // node-forge and the dayjs locales load on demand.
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (!start.atStart(id)) return undefined;
          // zod's English messages: loaded on demand (src/api/zodMessages.ts), in a chunk of their own.
          if (/node_modules\/zod\/v4\/locales\/en\.js$/.test(id)) return 'zod-en';
          // antd in two halves of about 300 kB: its components, and what they are built from.
          if (/node_modules\/antd\//.test(id)) return 'antd';
          if (/node_modules\/(@ant-design|@rc-component|rc-[^/]+)\//.test(id)) return 'antd-base';
          return 'vendor';
        },
      },
    },
  },
});
