/**
 * `npm run bench:scale`: the console's lists at scale. On SQLite and then on PostgreSQL, the built
 * server (its own process) creates and initialises a fresh database, `seed:demo` adds the demo
 * organisation, the server stops, seed.ts writes 10,000 offices, 100,000 users and 1,000,000 audit
 * rows, the server starts again and each list below is asked for BENCH_RUNS times (after warm-up
 * calls) by the platform administrator or the demo organisation's administrator (1 % of the data).
 * Prints the p50 and p95 of each, in ms, client-side (the whole HTTP call); asserts nothing.
 * Settings: BENCH_RUNS (30), DATABASE_URL (PostgreSQL server; a database is created and dropped),
 * BENCH_DB (sqlite or postgres: that one only), BENCH_KEEP (keep the databases, to look at plans).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { LogExportJob } from '@apm/contract';
import { FORM, initialise, signIn, startServer, type Server } from '../server.js';
import {
  GROUPS,
  LOG_ROWS,
  LOG_STEP_MS,
  OFFICES_PER_GROUP,
  seedPostgres,
  seedSqlite,
  USERS,
  type SeedBase,
} from './seed.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const PG_URL = process.env.DATABASE_URL || `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;
const DEMO = { loginName: 'demo.admin', password: 'Demo1234' };
const NOW = Date.UTC(2026, 10, 1);
const DAY = 86_400_000;
/** BENCH_DB: 'sqlite' or 'postgres' for one of them only. */
const ONLY = process.env.BENCH_DB ?? '';

interface Row {
  db: string;
  list: string;
  p50: number;
  p95: number;
  rows: string;
}
const results: Row[] = [];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/** A GET of the API as `cookie`: the answer's JSON, and how long the whole call took. */
async function get(server: Server, cookie: string, call: string, params: Record<string, string | number> = {}) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const started = performance.now();
  const r = await fetch(`${server.url}/apm-web${call}?${query}`, { headers: { cookie, 'x-time-zone': 'UTC' } });
  const body = (await r.json()) as Record<string, unknown>;
  const ms = performance.now() - started;
  if (!r.ok || body.code !== 0)
    throw new Error(`${call} ${query} answered ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { body, ms };
}

/** What an answer holds: its rows and the total it states, for the table. */
function sizeOf(body: Record<string, unknown>): string {
  const page = (body.data ?? body.jsonObject) as { list?: unknown[]; count?: number } | unknown[] | undefined;
  if (Array.isArray(page)) return `${page.length}`;
  if (!page) return '';
  return `${page.list?.length ?? 0}${page.count !== undefined ? ` of ${page.count}` : ''}`;
}

/** Asks one list RUNS times (after three warm-up calls) and records its percentiles. */
async function list(db: string, name: string, ask: () => Promise<{ body: Record<string, unknown>; ms: number }>) {
  let last = await ask();
  for (let i = 0; i < 2; i++) last = await ask();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await ask()).ms);
  times.sort((a, b) => a - b);
  results.push({ db, list: name, p50: percentile(times, 0.5), p95: percentile(times, 0.95), rows: sizeOf(last.body) });
}

/** Scrolls the log from its start, RUNS pages on, and records the times of the pages after the first. */
async function scroll(
  db: string,
  name: string,
  server: Server,
  cookie: string,
  filter: Record<string, string | number> = {},
) {
  const times: number[] = [];
  let next: string | null = null;
  for (let i = 0; i <= RUNS; i++) {
    const { body, ms } = await get(server, cookie, '/a/api/log/ajaxScrollLog', {
      ...filter,
      ...(next ? { cursor: next } : {}),
    });
    if (i > 0) times.push(ms);
    next = (body.data as { next: string | null }).next;
    if (!next) break;
  }
  times.sort((a, b) => a - b);
  results.push({
    db,
    list: name,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    rows: `${times.length} pages`,
  });
}

/** One export of the whole log (capped at LOG_EXPORT_MAX_ROWS), from the call to the file fetched. */
async function exportOnce(db: string, server: Server, cookie: string) {
  const started = performance.now();
  const r = await fetch(`${server.url}/apm-web/a/sys/log/logExport`, {
    method: 'POST',
    headers: { ...FORM, cookie, 'x-time-zone': 'UTC' },
    body: new URLSearchParams({}),
  });
  let job = ((await r.json()) as { jsonObject: LogExportJob }).jsonObject;
  while (job.state === 'queued' || job.state === 'running') {
    await new Promise((done) => setTimeout(done, 200));
    job = (await get(server, cookie, '/a/sys/log/logExportProgress', { id: job.id })).body.jsonObject as LogExportJob;
  }
  if (job.state !== 'done') throw new Error(`the export ended ${job.state}`);
  const file = await fetch(`${server.url}/apm-web/a/sys/log/logExportFile?id=${job.id}`, {
    headers: { cookie, 'x-requested-with': 'apm-console' },
  });
  const bytes = (await file.arrayBuffer()).byteLength;
  const ms = performance.now() - started;
  const size = `${job.rows.toLocaleString('en')} rows, ${(bytes / 1e6).toFixed(1)} MB`;
  results.push({ db, list: 'log export (whole log, capped)', p50: ms, p95: ms, rows: size });
}

/** Every list, as the platform administrator and as the demo organisation's administrator. */
async function measureLists(db: string, server: Server) {
  const admin = await signIn(server.url);
  const demo = await signIn(server.url, DEMO.loginName, DEMO.password);
  const log =
    (cookie: string, params: Record<string, string | number> = {}) =>
    () =>
      get(server, cookie, '/a/api/log/ajaxScrollLog', params);
  const users =
    (cookie: string, params: Record<string, string | number> = {}) =>
    () =>
      get(server, cookie, '/a/api/user/usereList', { pageSize: 20, ...params });
  const halfYear = NOW - 182 * DAY;

  await list(db, 'log: first page', log(admin));
  await scroll(db, 'log: next pages (cursor)', server, admin);
  await list(db, 'log: one module and action', log(admin, { module: 'user', action: 'update' }));
  await list(db, 'log: one module', log(admin, { module: 'material' }));
  await list(db, 'log: a user name', log(admin, { userName: 'member4242' }));
  await list(db, 'log: a user name, 2 characters', log(admin, { userName: '42' }));
  await list(db, 'log: a user name, none match', log(admin, { userName: 'zz' }));
  await list(db, 'log: one day half a year back', log(admin, { from: halfYear, to: halfYear + DAY }));
  await list(db, 'log: first page, demo admin', log(demo));
  await scroll(db, 'log: next pages, demo admin', server, demo);
  await list(db, 'log: one module, demo admin', log(demo, { module: 'material' }));
  await list(db, 'log: a user name, demo admin', log(demo, { userName: 'member42' }));
  await list(db, 'users: first page', users(admin));
  await list(db, 'users: page 500', users(admin, { pageNo: 500 }));
  await list(db, 'users: a name', users(admin, { name: 'Member 4242' }));
  await list(db, 'users: a name, 2 characters', users(admin, { name: '42' }));
  await list(db, 'users: a name, none match', users(admin, { name: 'zz' }));
  await list(db, 'users: an office', users(admin, { officeId: 'bench-office-050-050' }));
  await list(db, 'users: a region (1 %)', users(admin, { officeId: 'bench-region-050' }));
  await list(db, 'users: first page, demo admin', users(demo));
  await list(db, 'users: a name, demo admin', users(demo, { name: 'Member 4200' }));
  await list(db, 'offices: tree root', () => get(server, admin, '/a/api/office/treeDataNew'));
  await list(db, 'offices: children of a region', () =>
    get(server, admin, '/a/api/office/findChild', { id: 'bench-region-050' }),
  );
  await list(db, 'offices: a name', () => get(server, admin, '/a/api/office/searchOffice', { name: 'Branch 42-7' }));
  await exportOnce(db, server, admin);
}

/** The rows seed.ts builds on, read once the server has initialised the database. */
async function baseOf(query: (sql: string) => Promise<Record<string, string>[]>): Promise<SeedBase> {
  const [platform] = await query(`select id, path from sys_office where type = 'platform'`);
  const [demo] = await query(`select id, path from sys_office where name = 'Demo organisation'`);
  const [user] = await query(`select password_hash from sys_user where login_name = 'demo.operator'`);
  if (!platform || !demo || !user) throw new Error('the initialised database lacks the platform or demo organisation');
  return {
    platform: { id: platform.id!, path: platform.path! },
    demo: { id: demo.id!, path: demo.path! },
    passwordHash: user.password_hash!,
    now: NOW,
  };
}

/** Initialises a fresh database through the server and seed:demo, then bulk-seeds it with `seed`, the server stopped. */
async function prepared(db: string, env: Record<string, string>, seed: () => Promise<void>): Promise<void> {
  let server = await startServer(root, null, env);
  await initialise(server.url);
  await server.stop();
  const demo = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/seed-demo.js')], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  if (demo.status !== 0) throw new Error(`seed:demo failed: ${demo.stderr}`);
  const started = performance.now();
  await seed();
  console.log(`${db}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  server = await startServer(root, null, env);
  try {
    await measureLists(db, server);
  } finally {
    await server.stop();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-scale-'));
if (ONLY !== 'postgres')
  try {
    await prepared('SQLite', { DATA_DIR: dataDir, DATABASE_URL: '' }, async () => {
      const sqlite = new Database(path.join(dataDir, 'apm.db'));
      try {
        const base = await baseOf(async (q) => sqlite.prepare(q).all() as Record<string, string>[]);
        seedSqlite(sqlite, base);
      } finally {
        sqlite.close();
      }
    });
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }

const dbName = `apm_scale_${Date.now()}`;
const admin = new pg.Client({ connectionString: PG_URL });
if (ONLY !== 'sqlite')
  try {
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-scale-'));
    await prepared('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir }, async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        const base = await baseOf(async (q) => (await client.query(q)).rows as Record<string, string>[]);
        await seedPostgres(client, base);
      } finally {
        await client.end();
      }
    });
    fs.rmSync(pgDataDir, { recursive: true, force: true });
    if (process.env.BENCH_KEEP) console.log(`kept ${url}`);
    else await admin.query(`drop database ${dbName} with (force)`);
  } catch (err) {
    console.log(`PostgreSQL skipped: ${(err as Error).stack}`);
  } finally {
    await admin.end().catch(() => undefined);
  }

const offices = GROUPS * OFFICES_PER_GROUP;
console.log(
  `\n${offices.toLocaleString('en')} offices, ${USERS.toLocaleString('en')} users, ${LOG_ROWS.toLocaleString('en')} audit rows (one per ${LOG_STEP_MS / 1000} s); ${RUNS} calls each, ${os.cpus().length} cores`,
);
console.log('database    list                                  p50 ms   p95 ms   answer');
for (const r of results) {
  console.log(
    `${r.db.padEnd(11)} ${r.list.padEnd(36)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)}   ${r.rows}`,
  );
}
