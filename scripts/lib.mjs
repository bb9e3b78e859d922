// Shared steps of `npm start` and `npm test`: install what is missing, build what is stale.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repository root with inherited output; returns its exit code. */
export function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest modification time of the files under `dirs` (skipping node_modules and dist). */
function newest(dirs) {
  let t = 0;
  const walk = (p) => {
    const s = fs.statSync(p, { throwIfNoEntry: false });
    if (!s) return;
    if (s.isDirectory()) {
      for (const e of fs.readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') walk(path.join(p, e));
    } else t = Math.max(t, s.mtimeMs);
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return t;
}

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const installed = mtime(path.join(root, 'node_modules/.package-lock.json'));
  if (installed && installed >= mtime(path.join(root, 'package-lock.json'))) return;
  console.log('Installing dependencies (npm ci) ...');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) process.exit(1);
}

const BUILDS = [
  {
    workspace: '@apm/console',
    output: 'apps/console/dist/index.html',
    sources: [
      'apps/console/src',
      'apps/console/index.html',
      'apps/console/vite.config.ts',
      'apps/console/package.json',
      'packages/contract/src',
    ],
  },
  {
    workspace: '@apm/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/tsup.config.ts', 'apps/server/package.json', 'packages/contract/src'],
  },
];

/** Builds the console and the server when their sources are newer than the build. */
export function ensureBuilt() {
  for (const b of BUILDS) {
    if (mtime(path.join(root, b.output)) >= newest(b.sources)) continue;
    console.log(`Building ${b.workspace} ...`);
    if (run('npm', ['run', 'build', '-w', b.workspace]) !== 0) process.exit(1);
  }
}
