import type { AddressInfo } from 'node:net';
import type { TerminalChanged } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  freshStore,
  initSystem,
  signIn,
  startApp,
  until,
  type Store,
  type TestApp,
} from '../../../test/harness.js';
import { platformOffice } from '../../../test/people.js';
import { terminalClient } from '../../../test/terminal-client.js';
import { PENDING_SWEEP_JOB } from './sweep-job.js';

/**
 * Pending registrations are forgotten after a week without a word from their device (docs/
 * terminal-protocol.md, section 2 and Timings): the hourly sweep, always waiting, deletes them and
 * tells the console; a device still polling, a terminal set back to pending (it keeps its office)
 * and authorised terminals stay; a forgotten device registering again starts over with a new pairing code.
 * Time passes by moving the rows' times back (the worker thread keeps the real clock).
 */

const DAY = 86_400_000;

let store: Store;
let app: TestApp;
let origin: string;
let admin: string;
let platformId: string;
const changes: TerminalChanged[] = [];

beforeAll(async () => {
  store = await freshStore();
  app = await startApp(store);
  await initSystem(app);
  admin = await signIn(app);
  platformId = (await platformOffice(app)).id;
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  app.bus.subscribe('terminal.changed', (e) => void changes.push(e));
});
afterAll(async () => {
  await app?.close();
  await store?.drop();
});

const row = (id: string) => app.db.kysely.selectFrom('terminal').selectAll().where('id', '=', id).executeTakeFirst();

/** As if the terminal had been registered, changed and last heard from so many days ago (null: never heard). */
const age = (id: string, days: { changed: number; heard: number | null }) =>
  app.db.kysely
    .updateTable('terminal')
    .set({
      created_at: Date.now() - days.changed * DAY,
      updated_at: Date.now() - days.changed * DAY,
      last_seen_at: days.heard === null ? null : Date.now() - days.heard * DAY,
    })
    .where('id', '=', id)
    .execute();

const sweepJobs = () =>
  app.db.kysely.selectFrom('sys_job').selectAll().where('kind', '=', PENDING_SWEEP_JOB).orderBy('id').execute();

/** A sweep at once; answers once it ran and the process took it (and told the console). */
async function sweep(): Promise<void> {
  const id = (await app.services.pendingTerminalSweeps.sweepNow())!;
  expect(id).toBeTruthy();
  await until('the sweep to be taken', async () => ((await sweepJobs()).some((j) => j.id === id) ? undefined : true));
}

const authorise = (pairingCode: string, name: string) =>
  call<{ id: string }>(app, 'POST', '/a/api/terminal/authorise', {
    cookie: admin,
    form: { pairingCode, officeId: platformId, name },
  });

async function pending(hardwareId: string) {
  const t = terminalClient(origin, hardwareId);
  const j = (await t.register()).body!.jsonObject!;
  expect(j.state).toBe('pending');
  return { t, id: j.terminalId, code: j.pairingCode! };
}

async function paired(hardwareId: string) {
  const p = await pending(hardwareId);
  expect((await authorise(p.code, hardwareId)).body.code).toBe(0);
  return p;
}

const pendingCount = async () =>
  (await call<{ pending: number }>(app, 'GET', '/a/api/terminal/terminalStatusCount', { cookie: admin })).body
    .jsonObject!.pending;

describe('pending terminals not heard from for a week', () => {
  it('a sweep waits from the start, one only, however many servers start', async () => {
    const waiting = (await sweepJobs()).filter((j) => j.state === 'queued');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.singleton_key).toBe(PENDING_SWEEP_JOB);
    expect(Number(waiting[0]!.run_at)).toBeGreaterThan(Date.now() + 50 * 60_000);
    // Another server process of the installation starts: still one.
    const other = await startApp(store);
    try {
      await app.services.pendingTerminalSweeps.schedule(app.db.kysely);
      expect((await sweepJobs()).map((j) => j.id)).toEqual([waiting[0]!.id]);
    } finally {
      await other.close();
    }
  });

  it('are forgotten and the console told; those heard lately, set back to pending, or authorised stay', async () => {
    const gone = await pending('unheard-device-0001');
    const legacy = await pending('never-heard-device-0002'); // as registered before polls were recorded
    const polling = await pending('polling-device-0003');
    const again = await paired('paired-again-device-0004');
    const old = await paired('authorised-device-0005');
    const oldNeverSeen = await paired('authorised-device-0006');

    await age(gone.id, { changed: 8, heard: 8 });
    await age(legacy.id, { changed: 8, heard: null });
    await age(polling.id, { changed: 30, heard: 6 });
    await age(again.id, { changed: 300, heard: 30 });
    expect(
      (await call(app, 'POST', '/a/api/terminal/pairAgain', { cookie: admin, form: { id: again.id } })).body.code,
    ).toBe(0);
    expect((await row(again.id))?.state).toBe('pending');
    await age(old.id, { changed: 365, heard: 365 });
    await age(oldNeverSeen.id, { changed: 365, heard: null });
    await app.db.kysely
      .updateTable('terminal')
      .set({ authorised_at: Date.now() - 365 * DAY })
      .where('state', '=', 'authorised')
      .execute();
    expect(await pendingCount()).toBe(4);

    changes.length = 0;
    await sweep();
    expect(await row(gone.id)).toBeUndefined();
    expect(await row(legacy.id)).toBeUndefined();
    for (const kept of [polling, again, old, oldNeverSeen]) expect(await row(kept.id)).toBeDefined();
    expect(await pendingCount()).toBe(2);
    await until('the console to be told', async () => (changes.length >= 2 ? true : undefined));
    expect(changes.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [gone.id, legacy.id].sort().map((id) => ({ officeId: null, id, online: false, state: 'removed' })),
    );
    const list = await call<{ list: Array<{ id: string }> }>(app, 'GET', '/a/api/terminal/list', {
      cookie: admin,
      form: { state: 'pending' },
    });
    expect(JSON.stringify(list.body.data)).not.toContain(gone.id);

    // A week later nobody heard from the one set back to pending: it stays, in its office, until
    // someone deletes it.
    await age(again.id, { changed: 8, heard: 30 });
    changes.length = 0;
    await sweep();
    for (const kept of [again, polling, old, oldNeverSeen]) expect(await row(kept.id)).toBeDefined();
    expect(await row(again.id)).toMatchObject({ state: 'pending', office_id: platformId });
    expect(changes).toEqual([]);
  });

  it('a device still polling is heard, written at most once a minute, and never forgotten', async () => {
    const p = await pending('showing-its-code-0007');
    await age(p.id, { changed: 8, heard: 8 });
    const before = Date.now();
    expect((await p.t.register()).body?.jsonObject).toMatchObject({ state: 'pending', pairingCode: p.code });
    const heard = Number((await row(p.id))!.last_seen_at);
    expect(heard).toBeGreaterThanOrEqual(before);
    // The next polls within the minute write nothing.
    await app.db.kysely
      .updateTable('terminal')
      .set({ last_seen_at: heard - 30_000 })
      .where('id', '=', p.id)
      .execute();
    await p.t.register();
    expect(Number((await row(p.id))!.last_seen_at)).toBe(heard - 30_000);
    await sweep();
    expect((await row(p.id))?.pairing_code).toBe(p.code);
  });

  it('a forgotten device registering again with its claim token starts over with a new code', async () => {
    const p = await pending('forgotten-device-0008');
    const firstClaim = p.t.claimToken;
    await age(p.id, { changed: 10, heard: 10 });
    await sweep();
    expect(await row(p.id)).toBeUndefined();

    const again = await p.t.register();
    expect(again.status).toBe(200);
    const j = again.body!.jsonObject!;
    expect(j).toMatchObject({ state: 'pending', secret: null, pollMs: 5000 });
    expect(j.terminalId).not.toBe(p.id);
    expect(j.pairingCode).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    expect(j.pairingCode).not.toBe(p.code);
    expect(j.claimToken).not.toBe(firstClaim);
    const rows = await app.db.kysely
      .selectFrom('terminal')
      .select(['id', 'state'])
      .where('hardware_id', '=', 'forgotten-device-0008')
      .execute();
    expect(rows).toEqual([{ id: j.terminalId, state: 'pending' }]);

    // The old code pairs nothing; the new one does, and the device collects its secret.
    expect((await authorise(p.code, 'Old code')).body.code).toBe(404);
    expect((await authorise(j.pairingCode!, 'Back again')).body.code).toBe(0);
    expect((await p.t.register()).body?.jsonObject).toMatchObject({ state: 'authorised', terminalId: j.terminalId });
    expect(p.t.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('the hourly sweep, once run, queues the next', async () => {
    const p = await pending('swept-hourly-0009');
    await age(p.id, { changed: 8, heard: 8 });
    const [waiting] = (await sweepJobs()).filter((j) => j.state === 'queued');
    expect(waiting).toBeDefined();
    // Its hour has come.
    await app.db.kysely.updateTable('sys_job').set({ run_at: Date.now() }).where('id', '=', waiting!.id).execute();
    const next = await until('the next sweep to wait', async () => {
      const jobs = await sweepJobs();
      return jobs.length === 1 && jobs[0]!.id !== waiting!.id && jobs[0]!.state === 'queued' ? jobs[0] : undefined;
    });
    expect(next.singleton_key).toBe(PENDING_SWEEP_JOB);
    expect(Number(next.run_at)).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(JSON.parse(next.payload)).toMatchObject({ scheduled: true });
    expect(await row(p.id)).toBeUndefined();
  });
});
