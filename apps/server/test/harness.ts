import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE, type Envelope } from '@apm/contract';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/platform/config.js';

/** Which database the API suite runs on: set by the test runner (TEST_DB=sqlite|postgres). */
export const TEST_DB = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
/** The PostgreSQL server the suite makes its throw-away databases on. */
export const PG_ADMIN_URL = process.env.DATABASE_URL || `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;

export interface Store {
  /** Settings for buildApp: a fresh SQLite folder or a fresh PostgreSQL database. */
  config: Config;
  drop(): Promise<void>;
}

/**
 * A fresh store of the suite's database kind, holding no data: a copy of the run's migrated
 * template (template.ts), or with `empty`, nothing at all, not even the migrations (for what the
 * first start of a server does to a new database).
 */
export async function freshStore(options: { empty?: boolean } = {}): Promise<Store> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apm-test-'));
  // Passwords hashed at OWASP's minimum cost: a suite signs in and makes users by the hundred.
  const base = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, PASSWORD_HASH_STRENGTH: 'minimum' });
  const template = options.empty ? undefined : inject('migratedTemplate');
  if (TEST_DB === 'sqlite') {
    if (template) fs.copyFileSync(template, path.join(dataDir, 'apm.db'));
    return { config: base, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `apm_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    config: { ...base, databaseUrl: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp extends App {
  store: Store;
  close(): Promise<void>;
}

/**
 * Writes `count` audit rows straight into the log (a long log for paging and exports), row `i`
 * made by `row`: ids `…-<series>-<i>` in the order of `i`, by 'robot' unless told otherwise.
 */
export async function insertLogRows(
  app: App,
  count: number,
  series: string,
  row: (i: number) => { office_id: string; at: number; module: string; action: string; target: string },
): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-7000-${series}-${String(i).padStart(12, '0')}`,
    user_id: null,
    user_name: 'robot',
    ip: '',
    user_agent: 'test',
    changes: '{}',
    ...row(i),
  }));
  for (let i = 0; i < rows.length; i += 1000)
    await app.db.kysely
      .insertInto('sys_log')
      .values(rows.slice(i, i + 1000))
      .execute();
}

/** The audit rows of one module and action (of one target, when given), oldest first. */
export function auditRows(app: App, module: string, action: string, target?: string) {
  let q = app.db.kysely.selectFrom('sys_log').selectAll().where('module', '=', module).where('action', '=', action);
  if (target !== undefined) q = q.where('target', '=', target);
  return q.orderBy('at').orderBy('id').execute();
}

/**
 * Waits until no background job is due or running (exports, processing started by earlier calls),
 * so that a test comparing the tables before and after its own calls sees only what they did.
 */
export async function jobsSettled(app: App, timeoutMs = 120_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const busy = await app.db.kysely
      .selectFrom('sys_job')
      .select('id')
      .where((w) =>
        w.or([w('state', '=', 'running'), w.and([w('state', '=', 'queued'), w('run_at', '<=', Date.now())])]),
      )
      .limit(1)
      .executeTakeFirst();
    if (!busy) return;
    if (Date.now() > end) throw new Error('background jobs did not settle');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Asks `check` every 50 ms until it answers something (not undefined), and answers that; fails after `ms`. */
export async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 120_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A server on a fresh store (or on `store`, to test a restart). */
export async function startApp(store?: Store, overrides: Partial<Config> = {}): Promise<TestApp> {
  const s = store ?? (await freshStore());
  const app = await buildApp({ ...s.config, ...overrides });
  return {
    ...app,
    store: s,
    close: async () => {
      await app.http.close();
      if (!store) await s.drop();
    },
  };
}

export interface CallResult<J = unknown> {
  status: number;
  body: Envelope<J> & { data?: unknown };
  cookies: {
    name: string;
    value: string;
    maxAge?: number;
    httpOnly?: boolean;
    sameSite?: string;
    secure?: boolean;
    path?: string;
  }[];
  headers: Record<string, unknown>;
}

/** Calls the API the way the console does: form-encoded, console header, cookie if given. */
export async function call<J = unknown>(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  opts: {
    form?: Record<string, string>;
    cookie?: string;
    headers?: Record<string, string>;
    remoteAddress?: string;
  } = {},
): Promise<CallResult<J>> {
  const headers: Record<string, string> = { [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE, ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  let payload: string | undefined;
  let query: Record<string, string> | undefined;
  if (method === 'POST') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(opts.form ?? {}).toString();
  } else query = opts.form;
  const res = await app.http.inject({
    method,
    url: `/apm-web${url}`,
    headers,
    payload,
    query,
    remoteAddress: opts.remoteAddress,
  });
  return {
    status: res.statusCode,
    body: res.json(),
    cookies: res.cookies as CallResult['cookies'],
    headers: res.headers,
  };
}

export const ADMIN = {
  officeName: 'Platform',
  loginName: 'admin',
  name: 'Ada Admin',
  password: 'Secret123',
  email: 'admin@example.com',
};

/** Initialises the system with ADMIN. */
export async function initSystem(app: App): Promise<void> {
  const r = await call(app, 'POST', '/f/common/sysInit', { form: ADMIN });
  if (r.body.code !== 0) throw new Error(`init failed: ${JSON.stringify(r.body)}`);
}

/** Signs in and returns the cookie header value of the session. */
export async function signIn(app: App, username = ADMIN.loginName, password = ADMIN.password): Promise<string> {
  const r = await call(app, 'POST', '/a/login', { form: { username, password } });
  const c = r.cookies.find((k) => k.name === 'Authorization');
  if (r.body.code !== 0 || !c) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
  return `Authorization=${c.value}`;
}

/** Adds a user with one built-in role to an office (default: the administrator's); the user pages come later. */
export async function addUser(
  app: App,
  loginName: string,
  role: string,
  password = ADMIN.password,
  officeId?: string,
): Promise<void> {
  const { hashPassword } = await import('../src/platform/auth/password.js');
  const { userRepo } = await import('../src/modules/user/repo.js');
  const { roleRepo } = await import('../src/modules/role/repo.js');
  const { newId } = await import('../src/platform/ids.js');
  const admin = await userRepo(app.db.kysely).findByLoginName(ADMIN.loginName);
  const id = newId();
  await userRepo(app.db.kysely).insert({
    id,
    officeId: officeId ?? admin!.officeId,
    loginName,
    name: loginName,
    passwordHash: await hashPassword(password),
    email: '',
    userPwdType: '1',
    at: Date.now(),
  });
  await roleRepo(app.db.kysely).assignRole(id, role);
}
