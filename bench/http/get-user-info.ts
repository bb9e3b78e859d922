/**
 * Requests per second and p50/p99 latency of an authenticated GET /a/api/user/getUserInfo,
 * on SQLite and on PostgreSQL, against the built server in its own process; beside it, in the
 * same run and server, a static file of the console (/favicon.svg), the ceiling of the HTTP stack.
 * Run with `npm run bench:http` (after `npm run build`). Prints a table; asserts nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { initialise, signIn, startServer } from '../server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PG_URL = process.env.DATABASE_URL || `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;

async function signedIn(url: string): Promise<string> {
  await initialise(url);
  return signIn(url);
}

interface Row {
  name: string;
  request: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  bad: number;
}

async function load(name: string, request: string, url: string, headers: Record<string, string>): Promise<Row> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION_S });
  return {
    name,
    request,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    bad: result.non2xx + result.errors,
  };
}

/** The authenticated call, then a static file, against one server. */
async function measure(name: string, env: Record<string, string>): Promise<Row[]> {
  const server = await startServer(root, null, env);
  try {
    const cookie = await signedIn(server.url);
    const api = await load(name, 'getUserInfo', `${server.url}/apm-web/a/api/user/getUserInfo`, {
      cookie,
      'x-time-zone': 'Europe/Berlin',
    });
    const file = await load(name, 'static file', `${server.url}/favicon.svg`, {});
    return [api, file];
  } finally {
    await server.stop();
  }
}

const rows: Row[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-bench-'));
rows.push(...(await measure('SQLite', { DATA_DIR: dataDir, DATABASE_URL: '' })));
fs.rmSync(dataDir, { recursive: true, force: true });

const dbName = `apm_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: PG_URL });
try {
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  rows.push(...(await measure('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: os.tmpdir() })));
  await admin.query(`drop database ${dbName} with (force)`);
} catch (err) {
  console.log(`PostgreSQL skipped: ${(err as Error).message}`);
} finally {
  await admin.end().catch(() => undefined);
}

console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${os.cpus().length} cores`);
console.log('database   request        req/s   p50 ms   p99 ms   requests   errors');
for (const r of rows) {
  console.log(
    `${r.name.padEnd(10)} ${r.request.padEnd(12)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.total).padStart(10)} ${String(r.bad).padStart(8)}`,
  );
}
