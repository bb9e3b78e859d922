import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, call, freshStore, initSystem, signIn, startApp, type Store } from '../../../test/harness.js';
import type { RouteEntry } from '@apm/contract';
import { serverMain, startServerProcess } from '../../../test/processes.js';
import { MODULES } from '../../modules/index.js';
import { migrate } from './migrate.js';

const dist = path.dirname(serverMain);

let store: Store | undefined;
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const c of children.splice(0)) c.kill('SIGTERM');
  await store?.drop();
  store = undefined;
});

const startProcess = async (s: Store) => (await startServerProcess(s, {}, children)).port;

describe('start-up', () => {
  it('keeps data across a restart', async () => {
    store = await freshStore();
    const first = await startApp(store);
    await initSystem(first);
    await first.http.close();

    const second = await startApp(store);
    expect((await call(second, 'GET', '/f/common/isSysInit')).body.jsonObject).toBe(1);
    const cookie = await signIn(second);
    const info = await call<{ name: string }>(second, 'GET', '/a/api/user/getUserInfo', { cookie });
    expect(info.body.jsonObject!.name).toBe(ADMIN.name);
    await second.http.close();
  });

  it('migrating an up-to-date database applies nothing', async () => {
    store = await freshStore();
    const app = await startApp(store);
    expect(await migrate(app.db)).toEqual([]);
    await app.http.close();
  });

  it('two server processes started at once on one empty database migrate once and both serve', async () => {
    expect(fs.existsSync(serverMain), 'the server is built (npm run build)').toBe(true);
    store = await freshStore({ empty: true });
    const ports = await Promise.all([startProcess(store), startProcess(store)]);
    for (const port of ports) {
      const r = await fetch(`http://127.0.0.1:${port}/apm-web/f/common/isSysInit`);
      expect(await r.json()).toMatchObject({ code: 0, jsonObject: -1 });
    }
    // Initialise through one, sign in through the other: they share one database.
    const init = await fetch(`http://127.0.0.1:${ports[0]}/apm-web/f/common/sysInit`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'apm-console' },
      body: new URLSearchParams(ADMIN),
    });
    expect(((await init.json()) as { code: number }).code).toBe(0);
    const login = await fetch(`http://127.0.0.1:${ports[1]}/apm-web/a/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'apm-console' },
      body: new URLSearchParams({ username: ADMIN.loginName, password: ADMIN.password }),
    });
    expect(((await login.json()) as { code: number }).code).toBe(0);

    const app = await startApp(store);
    const rows = await app.db.kysely.selectFrom('schema_migration').select('name').orderBy('name').execute();
    // Each migration, the platform's folder and every module's, applied exactly once.
    const files = fs.readdirSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations'));
    const names = [
      ...files.map((f) => f.replace(/\.ts$/, '')),
      ...MODULES.flatMap((m) => m.migrations ?? []).map((m) => m.name),
    ];
    expect(rows.map((r) => r.name)).toEqual(names.sort());
    await app.http.close();
  });

  it('seed:demo adds a demo organisation with one user per role, once', async () => {
    store = await freshStore();
    const seed = () =>
      spawnSync(process.execPath, [path.join(dist, 'seed-demo.js')], {
        env: {
          ...process.env,
          DATA_DIR: store!.config.dataDir,
          DATABASE_URL: store!.config.databaseUrl ?? '',
          // As the suite's own servers: four users hashed at full cost, three times over, took most of a minute.
          PASSWORD_HASH_STRENGTH: 'minimum',
        },
        encoding: 'utf8',
      });
    const app = await startApp(store);
    const refused = seed();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('not initialised');

    await initSystem(app);
    const first = seed();
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('Created demo.admin, demo.operator, demo.reviewer, demo.manager');
    expect(seed().stdout).toContain('exist already');

    const operator = await signIn(app, 'demo.operator', 'Demo1234');
    const info = await call<{ officeName: string; roleNames: string[] }>(app, 'GET', '/a/api/user/getUserInfo', {
      cookie: operator,
    });
    expect(info.body.jsonObject).toMatchObject({ officeName: 'Demo organisation', roleNames: ['Operator'] });
    const reviewer = await signIn(app, 'demo.reviewer', 'Demo1234');
    const routes = await call<RouteEntry[]>(app, 'GET', '/routes', { cookie: reviewer });
    expect(routes.body.code).toBe(0);
    await app.http.close();
  });
});
