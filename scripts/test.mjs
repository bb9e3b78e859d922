// `npm test`: lint, types, unit tests, the API suite on SQLite and on PostgreSQL, browser journeys.
// Outside CI a suite whose database server or browser is missing is skipped with a line saying so;
// with CI=true it fails instead.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

const CI = process.env.CI === 'true';
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PG_URL = process.env.DATABASE_URL || `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;
const results = [];
let failedSteps = 0;

function step(name, cmd, args) {
  console.log(`\n=== ${name}`);
  if (run(cmd, args) !== 0) {
    failedSteps++;
    console.log(`=== ${name}: FAILED`);
  }
}

function suite(name, config, env = {}) {
  console.log(`\n=== ${name}`);
  const out = path.join(root, '.tmp', `${name.replace(/\W+/g, '-').toLowerCase()}.json`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.rmSync(out, { force: true });
  const code = run(
    'npx',
    ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    env,
  );
  let r = { passed: 0, failed: 0, skipped: 0 };
  if (fs.existsSync(out)) {
    const j = JSON.parse(fs.readFileSync(out, 'utf8'));
    r = { passed: j.numPassedTests, failed: j.numFailedTests, skipped: j.numPendingTests + j.numTodoTests };
  }
  if (code !== 0 && r.failed === 0) r.failed = 1; // the run itself failed (no tests found, a file did not load)
  results.push({ name, ...r });
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
step('lint (eslint)', 'npx', ['eslint', '.']);
step('format (prettier)', 'npx', ['prettier', '--check', '.']);
step('types (tsc)', 'npm', ['run', 'typecheck', '--silent']);
ensureBuilt();

suite('unit', 'vitest.unit.config.ts');
suite('API on SQLite', 'vitest.api.config.ts', { TEST_DB: 'sqlite' });
if (await postgresReachable())
  suite('API on PostgreSQL', 'vitest.api.config.ts', { TEST_DB: 'postgres', DATABASE_URL: PG_URL });
else skipped('API on PostgreSQL', `no PostgreSQL server at ${PG_URL.replace(/\/\/[^@]*@/, '//')}`);
if (fs.existsSync(CHROMIUM)) suite('browser', 'e2e/vitest.config.ts', { CHROMIUM_PATH: CHROMIUM });
else skipped('browser', `no Chromium at ${CHROMIUM} (apt-get install chromium)`);

console.log('\n=== Summary');
for (const r of results) {
  const counts = `${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped`;
  console.log(`  ${r.name.padEnd(20)}${counts}${r.note ? `  (${r.note})` : ''}`);
}
if (failedSteps) console.log(`  ${failedSteps} check(s) failed: lint, format or types (see above)`);
const total = results.reduce(
  (a, r) => ({ passed: a.passed + r.passed, failed: a.failed + r.failed, skipped: a.skipped + r.skipped }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
);
console.log(`Total: ${total.passed} passed, ${total.failed + failedSteps} failed, ${total.skipped} skipped`);
process.exit(total.failed + failedSteps > 0 ? 1 : 0);
