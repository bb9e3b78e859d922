// `npm test`: lint, types, unit tests, the API suite on SQLite and on PostgreSQL, browser journeys.
// Outside CI a suite whose database server or browser is missing is skipped with a line saying so;
// with CI=true it fails instead. The summary gives each step's wall time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

const CI = process.env.CI === 'true';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PG_URL = process.env.DATABASE_URL || `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;
const results = [];
const failures = []; // failed tests of every suite, printed again just before the summary
/** The checks (lint, format, types): name, whether it passed, seconds. */
const checks = [];
const started = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);

/**
 * Runs a check beside the build and the suites (a check uses one core; the build and the suites
 * leave some free). Its output goes to a file and is printed, in one piece, after the suites.
 */
function check(name, cmd, args) {
  const since = Date.now();
  const log = path.join(root, '.tmp', `${name.replace(/\W+/g, '-').toLowerCase()}.log`);
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const fd = fs.openSync(log, 'w');
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ['ignore', fd, fd] });
    child.on('close', (code) => {
      fs.closeSync(fd);
      checks.push({ name, ok: code === 0, s: seconds(since), out: fs.readFileSync(log, 'utf8').trimEnd() });
      resolve();
    });
  });
}

/** Runs a command, its output this process's; answers its exit code. Not blocking: the checks are timed meanwhile. */
function runAsync(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Runs a vitest suite and records its counts and failures. */
async function suite(name, config, env = {}) {
  const file = name.replace(/\W+/g, '-').toLowerCase();
  console.log(`\n=== ${name}`);
  const since = Date.now();
  const out = path.join(root, '.tmp', `${file}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.rmSync(out, { force: true });
  const args = ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile=${out}`];
  const code = await runAsync('npx', args, env);
  let r = { passed: 0, failed: 0, skipped: 0 };
  if (fs.existsSync(out)) {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    r = { passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests + j.numTodoTests };
    for (const file of j.testResults ?? []) {
      const where = path.relative(root, file.name);
      const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of tests) failures.push({ suite: name, where, title: t.fullName, why: t.failureMessages ?? [] });
      if (!tests.length && file.status === 'failed')
        failures.push({ suite: name, where, title: '', why: [file.message] });
    }
  }
  if (code !== 0 && r.failed === 0) r.failed = 1; // the run itself failed (no tests found, a file did not load)
  results.push({ name, ...r, s: seconds(since) });
}

// CI keeps only the end of the output: the failures are repeated there, a few lines each.
function printFailures() {
  if (!failures.length) return;
  console.log('\n=== Failures');
  for (const f of failures) {
    console.log(`\n  ${f.suite}: ${f.where}${f.title ? ` > ${f.title}` : ''}`);
    const lines = f.why
      .join('\n')
      .split('\n')
      .filter((l) => l.trim());
    for (const l of lines.slice(0, 12)) console.log(`    ${l}`);
  }
}

function skipped(name, why) {
  console.log(`\n=== ${name}: ${CI ? 'FAILED' : 'skipped'}: ${why}`);
  results.push({ name, passed: 0, failed: CI ? 1 : 0, skipped: 0, note: CI ? `failed: ${why}` : `skipped: ${why}` });
}

async function postgresReachable() {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

ensureInstalled();
const checked = Promise.all([
  check('lint (eslint)', 'npx', ['eslint', '.']),
  check('format (prettier)', 'npx', ['prettier', '--check', '.']),
  check('types (tsc)', 'npm', ['run', 'typecheck', '--silent']),
]);
const building = Date.now();
ensureBuilt();
const built = seconds(building);

await suite('unit', 'vitest.unit.config.ts');
await suite('API on SQLite', 'vitest.api.config.ts', { TEST_DB: 'sqlite' });
if (await postgresReachable())
  await suite('API on PostgreSQL', 'vitest.api.config.ts', { TEST_DB: 'postgres', DATABASE_URL: PG_URL });
else skipped('API on PostgreSQL', `no PostgreSQL server at ${PG_URL.replace(/\/\/[^@]*@/, '//')}`);
// The journeys last and alone: two at a time (each with its own server and browser) fill the two
// cores. A suite beside them made both several times slower and the journeys' waits time out.
if (fs.existsSync(CHROMIUM)) await suite('browser', 'e2e/vitest.config.ts', { CHROMIUM_PATH: CHROMIUM });
else skipped('browser', `no Chromium at ${CHROMIUM} (apt-get install chromium)`);

await checked;
for (const c of checks) console.log(`\n=== ${c.name}${c.ok ? '' : ': FAILED'}${c.out ? `\n${c.out}` : ''}`);
const failedChecks = checks.filter((c) => !c.ok);
printFailures();
console.log('\n=== Summary');
for (const c of checks)
  console.log(`  ${c.name.padEnd(20)}${c.ok ? 'passed' : 'FAILED'}  ${String(c.s).padStart(5)} s`);
console.log(`  ${'build'.padEnd(20)}${'done'.padEnd(6)}  ${String(built).padStart(5)} s`);
for (const r of results) {
  const counts = `${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped`;
  const time = r.s === undefined ? '' : `  ${String(r.s).padStart(5)} s`;
  console.log(`  ${r.name.padEnd(20)}${counts}${time}${r.note ? `  (${r.note})` : ''}`);
}
const total = results.reduce(
  (a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
const failed = total.failed + failedChecks.length;
console.log(
  `Total: ${total.passed} passed, ${failed} failed, ${total.skipped} skipped in ${(seconds(started) / 60).toFixed(1)} min`,
);
process.exit(failed > 0 ? 1 : 0);
