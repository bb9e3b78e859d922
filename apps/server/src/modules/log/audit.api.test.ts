import type { AuditRecorded, OfficeNode } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { inTransaction } from '../../platform/db/transaction.js';
import type { AuditEntry } from './audit.js';

let app: TestApp;
let admin: string;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** What `audit.recorded` brings while `work` runs, and a little after (handlers run after the publisher's turn). */
async function heard(work: (seen: readonly AuditRecorded[]) => Promise<unknown>): Promise<AuditRecorded[]> {
  const seen: AuditRecorded[] = [];
  const off = app.bus.subscribe('audit.recorded', (e) => void seen.push(e));
  try {
    await work(seen);
    await sleep(30);
    return seen;
  } finally {
    off();
  }
}

const entry = (target: string): AuditEntry => ({
  officeId: null,
  userId: null,
  userName: 'test',
  at: Date.now(),
  ip: '127.0.0.1',
  userAgent: 'test',
  module: 'setting',
  action: 'update',
  target,
  changes: { smtpPassword: { after: 'changed' } },
});

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
});
afterAll(() => app.close());

describe('audit rows on the bus', () => {
  it('publishes nothing for a row whose transaction rolls back', async () => {
    const seen = await heard(() =>
      expect(
        inTransaction(app.db.kysely, async (trx) => {
          await app.services.audit.record(trx, entry('rolled back'));
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback'),
    );
    expect(seen).toEqual([]);
    expect(await auditRows(app, 'setting', 'update', 'rolled back')).toEqual([]);
  });

  it('publishes one audit.recorded once the row commits, naming it without its changed fields', async () => {
    const e = entry('committed');
    let beforeCommit = -1;
    const seen = await heard((sofar) =>
      inTransaction(app.db.kysely, async (trx) => {
        await app.services.audit.record(trx, e);
        await sleep(20);
        beforeCommit = sofar.length;
      }),
    );
    expect(beforeCommit).toBe(0);
    const [row] = await auditRows(app, 'setting', 'update', 'committed');
    expect(seen).toEqual([
      { id: row!.id, module: 'setting', action: 'update', target: 'committed', officeId: null, userId: null, at: e.at },
    ]);
  });

  it('publishes the change a user makes through the API, once', async () => {
    const tree = await call<OfficeNode[]>(app, 'GET', '/a/api/office/treeDataNew', { cookie: admin });
    const root = tree.body.jsonObject![0]!;
    const seen = await heard(() =>
      call(app, 'POST', '/a/api/office/save', { cookie: admin, form: { name: 'East', parentId: root.id } }),
    );
    const [row] = await auditRows(app, 'office', 'create', 'East');
    expect(seen).toEqual([
      {
        id: row!.id,
        module: 'office',
        action: 'create',
        target: 'East',
        officeId: row!.office_id,
        userId: row!.user_id,
        at: row!.at,
      },
    ]);
  });
});
