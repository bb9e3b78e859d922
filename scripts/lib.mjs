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

/** The newest modification time of the files under `dirs` (skipping node_modules, dist and tests). */
function newest(dirs) {
  let t = 0;
  const walk = (p) => {
    const s = fs.statSync(p, { throwIfNoEntry: false });
    if (!s) return;
    if (s.isDirectory()) {
      for (const e of fs.readdirSync(p)) if (e !== 'node_modules' && e !== 'dist') walk(path.join(p, e));
    } else if (!/\.test\.tsx?$/.test(p)) t = Math.max(t, s.mtimeMs);
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return t;
}

/** The workspaces of the root package.json: name, folder, scripts and the workspaces they depend on. */
export function workspaces() {
  const rootPkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const list = rootPkg.workspaces.map((dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    const deps = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    return { name: pkg.name, dir, scripts: pkg.scripts ?? {}, deps };
  });
  const names = new Set(list.map((w) => w.name));
  for (const w of list) w.deps = w.deps.filter((d) => names.has(d));
  return list;
}

/** A workspace's folder and the folders of every workspace it depends on, directly or not. */
function sourcesOf(w, all) {
  const seen = new Set();
  const visit = (x) => {
    if (seen.has(x.dir)) return;
    seen.add(x.dir);
    x.deps.forEach((d) => visit(all.find((y) => y.name === d)));
  };
  visit(w);
  return [...seen];
}

/** When a workspace was last built (outside its dist/, which the server may serve as it is). */
const stampOf = (w) => path.join(root, '.tmp', 'built', w.name.replace(/\W+/g, '-'));

/**
 * Builds every workspace with a build script whose sources, or the sources of a workspace it
 * depends on, changed since its last build; dependencies first.
 */
export function ensureBuilt() {
  const all = workspaces();
  const done = new Set();
  const build = (w) => {
    if (done.has(w.name)) return;
    done.add(w.name);
    w.deps.forEach((d) => build(all.find((x) => x.name === d)));
    if (!w.scripts.build) return;
    const stamp = stampOf(w);
    const built = fs.existsSync(path.join(root, w.dir, 'dist')) ? mtime(stamp) : 0;
    if (built >= newest(sourcesOf(w, all))) return;
    console.log(`Building ${w.name} ...`);
    if (run('npm', ['run', 'build', '-w', w.name]) !== 0) process.exit(1);
    fs.mkdirSync(path.dirname(stamp), { recursive: true });
    fs.writeFileSync(stamp, `${new Date().toISOString()}\n`);
  };
  all.forEach(build);
}

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureInstalled() {
  const installed = mtime(path.join(root, 'node_modules/.package-lock.json'));
  if (installed && installed >= mtime(path.join(root, 'package-lock.json'))) return;
  console.log('Installing dependencies (npm ci) ...');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) process.exit(1);
}
