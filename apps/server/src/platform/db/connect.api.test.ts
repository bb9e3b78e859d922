import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ADMIN,
  PG_ADMIN_URL,
  TEST_DB,
  call,
  initSystem,
  signIn,
  startApp,
  type TestApp,
} from '../../../test/harness.js';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** Ends every connection PostgreSQL holds to the database, as a restart of the database server does. */
async function endConnections(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    const r = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return r.rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

describe.skipIf(TEST_DB !== 'postgres')('database connections', () => {
  it('keeps serving after PostgreSQL ends its idle connections', async () => {
    app = await startApp();
    await initSystem(app);
    const cookie = await signIn(app);

    expect(await endConnections(app.store.config.databaseUrl!)).toBeGreaterThan(0);
    // The pool hears of the ended connections on their sockets: give it a moment to drop them.
    await new Promise((r) => setTimeout(r, 200));

    const info = await call<{ name: string }>(app, 'GET', '/a/api/user/getUserInfo', { cookie });
    expect(info.body.code).toBe(0);
    expect(info.body.jsonObject!.name).toBe(ADMIN.name);
  });
});
