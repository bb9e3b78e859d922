import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BusEvents } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshStore, type Store } from '../../../test/harness.js';
import { openDb, type Db } from '../db/connect.js';
import { migrate } from '../db/migrate.js';
import { inTransaction } from '../db/transaction.js';
import { plainLog } from '../log.js';
import { busFor, type Bus } from './index.js';
import { hasRedis, REDIS_URL } from '../../../test/redis.js';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = plainLog('silent');

let store: Store;
let db: Db;
let bus: Bus;

beforeAll(async () => {
  store = await freshStore();
  db = openDb(store.config);
  await migrate(db);
  bus = await busFor(log, undefined);
});
afterAll(async () => {
  await bus.close();
  await db.close();
  await store.drop();
});

const queued = (id: string): BusEvents['job.queued'] => ({ id, kind: 'test' });

describe('bus', () => {
  it('delivers an event published in a transaction only after it commits, and never after a rollback', async () => {
    const seen: string[] = [];
    const off = bus.subscribe('job.queued', (e) => void seen.push(e.id));
    try {
      await inTransaction(db.kysely, async (trx) => {
        bus.publish('job.queued', queued('committed'), trx);
        await sleep(20);
        expect(seen).toEqual([]);
      });
      await expect(
        inTransaction(db.kysely, async (trx) => {
          bus.publish('job.queued', queued('rolled back'), trx);
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      bus.publish('job.queued', queued('outside'));
      await sleep(20);
      expect(seen).toEqual(['committed', 'outside']);
    } finally {
      off();
    }
  });

  it('keeps delivering to the other handlers when one throws', async () => {
    const seen: string[] = [];
    const offs = [
      bus.subscribe('job.queued', () => {
        throw new Error('broken handler');
      }),
      bus.subscribe('job.queued', (e) => void seen.push(e.id)),
    ];
    bus.publish('job.queued', queued('a'));
    await sleep(20);
    offs.forEach((off) => off());
    bus.publish('job.queued', queued('b'));
    await sleep(20);
    expect(seen).toEqual(['a']);
  });
});

describe.skipIf(!hasRedis)('bus across processes (Redis)', () => {
  it('delivers an event published in another process, once, and not an uncommitted one', async () => {
    const channel = `apm:test:${Date.now()}:${Math.random().toString(36).slice(2)}`;
    const here = await busFor(log, REDIS_URL, channel);
    const seen: string[] = [];
    here.subscribe('job.queued', (e) => void seen.push(e.id));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(fixtures, 'bus-publisher.ts')], {
        env: {
          ...process.env,
          REDIS_URL,
          BUS_CHANNEL: channel,
          DATA_DIR: store.config.dataDir,
          DATABASE_URL: store.config.databaseUrl ?? '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code, out).toBe(0);
      for (let i = 0; i < 100 && seen.length < 2; i++) await sleep(50);
      await sleep(200);
      expect(seen).toEqual(['from another process', 'committed in another process']);
    } finally {
      await here.close();
    }
  });
});
