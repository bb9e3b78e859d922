/**
 * (c) The material list with a large library: `count` materials put straight into the database of
 * a fresh built server (one office, the top of its library, as an office that uploaded for years
 * would have), then p95 of GET /a/api/material/list as the console asks it: the first page, a deep
 * page and a name search.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startServer } from '../server.js';
import { consoleHeaders, percentiles, signedIn } from './session.js';

const PAGE = 50;
const CALLS = 100;
const WORDS = ['Harbour', 'Spring', 'Menu', 'Promo', 'Lobby', 'Winter', 'Coffee', 'Screen', 'Sale', 'Welcome'];
const BATCH = 1000;

interface Row {
  id: string;
  office_id: string;
  name: string;
  kind: string;
  mime: string;
  size: number;
  md5: string;
  status: string;
  created_by: string;
  created_at: number;
  updated_at: number;
  review_state: string;
}

function rowsOf(officeId: string, userId: string, from: number, to: number, base: number): Row[] {
  const out: Row[] = [];
  for (let i = from; i < to; i++) {
    const at = base + i * 1000;
    out.push({
      id: randomUUID(),
      office_id: officeId,
      name: `${WORDS[i % WORDS.length]} ${i} ${randomBytes(3).toString('hex')}.png`,
      kind: 'image',
      mime: 'image/png',
      size: 1000 + ((i * 7919) % 5_000_000),
      md5: randomBytes(16).toString('hex'),
      status: 'ready',
      created_by: userId,
      created_at: at,
      updated_at: at,
      review_state: 'approved',
    });
  }
  return out;
}

const COLUMNS = [
  'id',
  'office_id',
  'name',
  'kind',
  'mime',
  'size',
  'md5',
  'status',
  'created_by',
  'created_at',
  'updated_at',
  'review_state',
] as const;

async function fillSqlite(file: string, count: number) {
  const db = new Database(file);
  try {
    const { office_id, id } = db.prepare('select office_id, id from sys_user limit 1').get() as {
      office_id: string;
      id: string;
    };
    const insert = db.prepare(
      `insert into material (${COLUMNS.join(',')}) values (${COLUMNS.map((c) => `@${c}`).join(',')})`,
    );
    const many = db.transaction((rows: Row[]) => rows.forEach((r) => insert.run(r)));
    const base = Date.now() - count * 1000;
    for (let i = 0; i < count; i += BATCH) many(rowsOf(office_id, id, i, Math.min(count, i + BATCH), base));
    db.exec('analyze');
  } finally {
    db.close();
  }
}

async function fillPostgres(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { office_id, id } = (await client.query('select office_id, id from sys_user limit 1')).rows[0] as {
      office_id: string;
      id: string;
    };
    const base = Date.now() - count * 1000;
    for (let i = 0; i < count; i += BATCH) {
      const rows = rowsOf(office_id, id, i, Math.min(count, i + BATCH), base);
      const values: unknown[] = [];
      const tuples = rows.map((r, n) => {
        COLUMNS.forEach((c) => values.push(r[c]));
        return `(${COLUMNS.map((_, k) => `$${n * COLUMNS.length + k + 1}`).join(',')})`;
      });
      await client.query(`insert into material (${COLUMNS.join(',')}) values ${tuples.join(',')}`, values);
    }
    // What autovacuum does soon after a bulk load: statistics, and the visibility map that lets
    // a count read the index alone.
    await client.query('vacuum analyze material');
  } finally {
    await client.end();
  }
}

/** A fresh PostgreSQL database beside the one `base` names: its URL. */
async function freshDatabase(base: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const u = new URL(base);
  u.pathname = `/${name}`;
  return u.toString();
}

async function p95Of(url: string, cookie: string, query: Record<string, string>) {
  const q = new URLSearchParams(query);
  const once = async () => {
    const t = performance.now();
    const r = await fetch(`${url}/apm-web/a/api/material/list?${q}`, { headers: consoleHeaders(cookie) });
    const body = (await r.json()) as { code: number; data?: { list: unknown[]; count: number } };
    if (body.code !== 0 || !body.data?.list.length) throw new Error(`list ${q}: ${JSON.stringify(body).slice(0, 300)}`);
    return performance.now() - t;
  };
  for (let i = 0; i < 10; i++) await once();
  const ms: number[] = [];
  for (let i = 0; i < CALLS; i++) ms.push(await once());
  return percentiles(ms);
}

export async function listLatencies(
  root: string,
  db: 'SQLite' | 'PostgreSQL',
  count: number,
  o: { work: string; pgBase: string },
): Promise<Record<string, { p50: number; p95: number }>> {
  const dataDir = fs.mkdtempSync(path.join(o.work, `list-${db}-`));
  const databaseUrl = db === 'PostgreSQL' ? await freshDatabase(o.pgBase, 'apm_bench_upload') : '';
  const server = await startServer(root, null, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
  try {
    const cookie = await signedIn(server.url);
    if (db === 'SQLite') await fillSqlite(path.join(dataDir, 'apm.db'), count);
    else await fillPostgres(databaseUrl, count);
    const top = { folderId: 'top', pageSize: String(PAGE) };
    const deep = Math.max(1, Math.floor(count / PAGE / 2));
    return {
      'first page': await p95Of(server.url, cookie, { ...top, pageNo: '1' }),
      [`deep page (${deep})`]: await p95Of(server.url, cookie, { ...top, pageNo: String(deep) }),
      'name search': await p95Of(server.url, cookie, { ...top, pageNo: '1', name: 'harbour 4' }),
      'by name, A→Z': await p95Of(server.url, cookie, { ...top, pageNo: '1', sort: 'name', order: 'asc' }),
    };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
