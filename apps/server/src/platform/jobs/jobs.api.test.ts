import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BusEvents } from '@apm/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freshStore, until, type Store } from '../../../test/harness.js';
import { TEST_JOB_KINDS } from '../../../test/fixtures/job-kinds.js';
import { busFor, type Bus } from '../bus/index.js';
import { openDb, type Db } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { plainLog } from '../log.js';
import { jobQueue, jobRunner, type JobQueue, type JobRunner } from './index.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let store: Store;
let db: Db;
let bus: Bus;
let queue: JobQueue;
const runners: JobRunner[] = [];
const children: ChildProcess[] = [];

const newRunner = (leaseMs = 30_000) => {
  const r = jobRunner({
    db,
    bus,
    queue,
    kinds: TEST_JOB_KINDS,
    store: store.config,
    log: plainLog('silent'),
    logLevel: 'silent',
    entry: new URL('job-worker.ts', `file://${fixtures}/`),
    leaseMs,
    pollMs: 100,
  });
  runners.push(r);
  return r;
};

/** A runner in a process of its own on the same database; resolves once it claims. */
function runnerProcess(leaseMs: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(fixtures, 'job-runner.ts')], {
    env: {
      ...process.env,
      DATA_DIR: store.config.dataDir,
      DATABASE_URL: store.config.databaseUrl ?? '',
      JOB_LEASE_MS: String(leaseMs),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('ready')) resolve(child);
    });
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`runner process exited with ${code}:\n${out}`)));
  });
}

const fileIn = (name: string) => path.join(store.config.dataDir, name);
const linesOf = (file: string) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').filter(Boolean) : ([] as string[]);

const ended = (id: string) =>
  until(`job ${id} to end`, async () => {
    const j = await queue.get(id);
    return j && ['done', 'failed', 'cancelled'].includes(j.state) ? j : undefined;
  });

beforeAll(async () => {
  store = await freshStore();
  db = openDb(store.config);
  await migrate(db);
  bus = await busFor(plainLog('silent'), undefined);
  queue = jobQueue(db, bus, TEST_JOB_KINDS);
});
afterEach(async () => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});
afterAll(async () => {
  await bus.close();
  await db.close();
  await store.drop();
});

// Worker threads of source runs load TypeScript through tsx: slow on a busy machine.
describe('jobs', { timeout: 180_000 }, () => {
  it('retries a failing job with growing back-off until it succeeds', async () => {
    newRunner().start();
    const file = fileIn('flaky.log');
    const id = (await queue.enqueue(db.kysely, { kind: 'test.flaky', payload: { file, failures: 2 } }))!;
    const job = await ended(id);
    expect(job).toMatchObject({ state: 'done', attempts: 3, result: { attempt: 3 } });
    const times = linesOf(file).map(Number);
    expect(times).toHaveLength(3);
    // Back-off 300 ms (at most 375 with its jitter), then twice that: each attempt waited at least its
    // share, so the second wait was longer than the first could have been scheduled. (How the wait
    // grows is pinned down without a clock in backoff.test.ts; measured gaps also hold worker start-up.)
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(300);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(600);
  });

  it('fails a job for good after its last attempt, with the reason', async () => {
    newRunner().start();
    const file = fileIn('hopeless.log');
    const id = (await queue.enqueue(db.kysely, { kind: 'test.flaky', payload: { file, failures: 5 } }))!;
    const job = await ended(id);
    expect(job.state).toBe('failed');
    expect(job.attempts).toBe(3);
    expect(job.error).toContain('attempt 3 fails on purpose');
    expect(linesOf(file)).toHaveLength(3);
  });

  it('runs a job again once the lease of a runner that died has run out', async () => {
    const file = fileIn('hang.log');
    const first = await runnerProcess(1000);
    const id = (await queue.enqueue(db.kysely, { kind: 'test.hang', payload: { file } }))!;
    await until('the first attempt to start', async () => (linesOf(file).length > 0 ? true : undefined));
    first.kill('SIGKILL');
    const killedAt = Date.now();
    expect((await queue.get(id))!.state).toBe('running');
    newRunner(1000).start();
    const job = await ended(id);
    expect(job).toMatchObject({ state: 'done', attempts: 2, result: { attempt: 2 } });
    // Not before the dead runner's lease ran out.
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(500);
    expect(linesOf(file)).toEqual([`attempt 1 ${first.pid}`, `attempt 2 ${process.pid}`]);
  });

  it('never runs one job twice when two processes share the database', async () => {
    const file = fileIn('record.log');
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      ids.push((await queue.enqueue(db.kysely, { kind: 'test.record', payload: { file, ms: 20 } }))!);
    }
    const [a, b] = await Promise.all([runnerProcess(30_000), runnerProcess(30_000)]);
    for (const id of ids) expect((await ended(id)).state).toBe('done');
    const lines = linesOf(file);
    const ran = lines.map((l) => l.split(' ')[0]);
    expect(ran.sort()).toEqual([...ids].sort());
    // Both took part.
    const pids = new Set(lines.map((l) => Number(l.split(' ')[1])));
    expect(pids).toEqual(new Set([a.pid, b.pid]));
  });

  it('stores and publishes progress, and publishes the end', async () => {
    newRunner().start();
    const seen: BusEvents['job.progress'][] = [];
    const finished: BusEvents['job.finished'][] = [];
    const offs = [
      bus.subscribe('job.progress', (e) => void seen.push(e)),
      bus.subscribe('job.finished', (e) => void finished.push(e)),
    ];
    try {
      const file = fileIn('progress.log');
      const id = (await queue.enqueue(db.kysely, {
        kind: 'test.progress',
        payload: { file, ms: 300 },
        ownerId: 'u1',
      }))!;
      await until('progress in the row', async () => ((await queue.get(id))?.progress ? true : undefined));
      expect(((await queue.get(id))!.progress as { step: number }).step).toBeGreaterThanOrEqual(1);
      await ended(id);
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen.every((e) => e.id === id && e.ownerId === 'u1')).toBe(true);
      expect(seen.map((e) => (e.progress as { step: number }).step)).toEqual(
        [...seen.map((e) => (e.progress as { step: number }).step)].sort(),
      );
      await until('the finished event', async () => (finished.length ? true : undefined));
      expect(finished).toEqual([{ id, kind: 'test.progress', ownerId: 'u1', state: 'done' }]);
    } finally {
      offs.forEach((off) => off());
    }
  });

  it('stops the worker of a cancelled job', async () => {
    newRunner().start();
    const file = fileIn('cancel.log');
    const id = (await queue.enqueue(db.kysely, { kind: 'test.progress', payload: { file, ms: 400 } }))!;
    await until('the job to run', async () => ((await queue.get(id))?.state === 'running' ? true : undefined));
    expect(await queue.cancel(id)).toBe(true);
    await sleep(2500);
    expect((await queue.get(id))!.state).toBe('cancelled');
    expect(linesOf(file)).toEqual([]);
    expect(await queue.cancel(id)).toBe(false);
  });

  it('queues one job per singleton key while one waits or runs', async () => {
    const file = fileIn('single.log');
    const first = await queue.enqueue(db.kysely, { kind: 'test.record', payload: { file }, singletonKey: 'k1' });
    expect(first).not.toBeNull();
    expect(await queue.enqueue(db.kysely, { kind: 'test.record', payload: { file }, singletonKey: 'k1' })).toBeNull();
    newRunner().start();
    await ended(first!);
    expect(
      await queue.enqueue(db.kysely, { kind: 'test.record', payload: { file }, singletonKey: 'k1' }),
    ).not.toBeNull();
  });

  it('hands its jobs back when it stops, without spending an attempt', async () => {
    const file = fileIn('handback.log');
    const r = newRunner();
    r.start();
    const id = (await queue.enqueue(db.kysely, { kind: 'test.progress', payload: { file, ms: 1000 } }))!;
    await until('the job to run', async () => ((await queue.get(id))?.state === 'running' ? true : undefined));
    await r.stop();
    expect(await queue.get(id)).toMatchObject({ state: 'queued', attempts: 0 });
    newRunner().start();
    expect(await ended(id)).toMatchObject({ state: 'done', attempts: 1 });
  });
});
