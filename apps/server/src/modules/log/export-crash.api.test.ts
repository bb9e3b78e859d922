import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { CONSOLE_HEADER, CONSOLE_HEADER_VALUE, type LogExportJob } from '@apm/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { freshStore, initSystem, signIn, startApp, type Store } from '../../../test/harness.js';
import { readSheet } from '../../../test/log-export.js';
import { serverMain, startServerProcess, type ServerProcess } from '../../../test/processes.js';
import { newId } from '../../platform/ids.js';

const ROWS = 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let store: Store | undefined;
const children: ChildProcess[] = [];
afterAll(async () => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  await store?.drop();
});

const progressOf = async (server: ServerProcess, cookie: string, id: string) => {
  const r = await server.call<LogExportJob>('GET', '/a/sys/log/logExportProgress', { id }, cookie);
  expect(r.code, r.message).toBe(0);
  return r.jsonObject!;
};

describe('log export across server processes', () => {
  it(
    'finishes after the server running it is killed, and any server process hands the file over',
    { timeout: 240_000 },
    async () => {
      expect(fs.existsSync(serverMain), 'the server is built (npm run build)').toBe(true);
      store = await freshStore();
      // Initialise, sign in and fill the log in this process, then leave the work to the others.
      const app = await startApp(store);
      await initSystem(app);
      const cookie = await signIn(app);
      const office = await app.db.kysely.selectFrom('sys_office').select('id').executeTakeFirstOrThrow();
      const t0 = Date.now() - ROWS * 1000;
      for (let i = 0; i < ROWS; i += 1000) {
        const rows = Array.from({ length: 1000 }, (_, k) => ({
          id: newId(t0 + (i + k) * 1000),
          office_id: office.id,
          user_id: null,
          user_name: 'seed',
          at: t0 + (i + k) * 1000,
          ip: '127.0.0.1',
          user_agent: 'test',
          module: 'office',
          action: 'update',
          target: `row ${i + k}`,
          changes: '{}',
        }));
        await app.db.kysely.insertInto('sys_log').values(rows).execute();
      }
      await app.http.close();

      // A short lease, so that the killed server's claim runs out soon.
      const env = { JOB_LEASE_MS: '2000' };
      const first = await startServerProcess(store, env, children);
      const started = await first.call<LogExportJob>(
        'POST',
        '/a/sys/log/logExport',
        { module: 'office', action: '', userName: '' },
        cookie,
      );
      expect(started.code, started.message).toBe(0);
      const id = started.jsonObject!.id;
      let seen: LogExportJob | undefined;
      for (let i = 0; i < 2400; i++) {
        seen = await progressOf(first, cookie, id);
        if (seen.state === 'running' && seen.rows > 0) break;
        expect(seen.state, 'the export must still be running when its server is killed').not.toBe('done');
        await sleep(25);
      }
      expect(seen).toMatchObject({ state: 'running' });
      expect(seen!.rows).toBeLessThan(ROWS);
      first.child.kill('SIGKILL');
      await new Promise((r) => first.child.once('exit', r));

      // Two other processes on the same database and files: one takes the job over, either serves it.
      const [second, third] = await Promise.all([
        startServerProcess(store, env, children),
        startServerProcess(store, env, children),
      ]);
      let job: LogExportJob | undefined;
      for (let i = 0; i < 2400; i++) {
        job = await progressOf(second, cookie, id);
        if (job.state === 'done' || job.state === 'failed') break;
        await sleep(50);
      }
      expect(job).toMatchObject({ state: 'done', rows: ROWS, total: ROWS, percent: 100, capped: false });

      const file = await fetch(`http://127.0.0.1:${third.port}/apm-web/a/sys/log/logExportFile?id=${id}`, {
        headers: { cookie, [CONSOLE_HEADER]: CONSOLE_HEADER_VALUE },
      });
      expect(file.status).toBe(200);
      const sheet = await readSheet(Buffer.from(await file.arrayBuffer()));
      expect(sheet.rows).toHaveLength(ROWS);
      expect(sheet.rows[0]![7]).toBe(`row ${ROWS - 1}`);
      // Handed over once: gone for every process.
      const again = await second.call('GET', '/a/sys/log/logExportProgress', { id }, cookie);
      expect(again.code).toBe(404);
    },
  );
});
