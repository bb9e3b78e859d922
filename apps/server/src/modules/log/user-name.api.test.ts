import type { LogItem, OfficeNode } from '@apm/contract';
import { LOG_COUNT_LIMIT } from '@apm/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { logExports } from '../../../test/log-export.js';

/**
 * The log's filter by a part of the user name: what it finds and counts, whatever the length of
 * the text and however common it is (on SQLite: few names, many names, many rows; user-names.ts),
 * as rows are added, changed and deleted.
 */

let app: TestApp;
let admin: string;
let northId: string;

type ScrollData = { list: LogItem[]; count: number | null; countCapped: boolean; next: string | null };
const scroll = async (form: Record<string, string>, cookie = admin) => {
  const r = await call(app, 'GET', '/a/api/log/ajaxScrollLog', { cookie, form });
  expect(r.body.code).toBe(0);
  return r.body.data as ScrollData;
};
/** Every row the filter finds, scrolled page by page, and the first page's count. */
const all = async (form: Record<string, string>, cookie = admin) => {
  const first = await scroll({ pageSize: '100', ...form }, cookie);
  const rows = [...first.list];
  let next = first.next;
  while (next) {
    const page = await scroll({ pageSize: '100', ...form, cursor: next }, cookie);
    rows.push(...page.list);
    next = page.next;
  }
  return { count: first.count, capped: first.countCapped, rows };
};

/** The rows the test writes: user name, office and module of each, newest first by number. */
interface Row {
  n: number;
  user: string;
  office: 'north' | 'root';
  module: string;
}
const rows: Row[] = [];
let rootId: string;
const base = Date.UTC(2022, 0, 1);
const idOf = (n: number) => `00000000-0000-7000-a000-${String(n).padStart(12, '0')}`;

async function insert(batch: Row[]) {
  for (let i = 0; i < batch.length; i += 500)
    await app.db.kysely
      .insertInto('sys_log')
      .values(
        batch.slice(i, i + 500).map((r) => ({
          id: idOf(r.n),
          office_id: r.office === 'north' ? northId : rootId,
          user_id: null,
          user_name: r.user,
          at: base + r.n * 1000,
          ip: '',
          user_agent: 'test',
          module: r.module,
          action: 'update',
          target: `row ${r.n}`,
          changes: '{}',
        })),
      )
      .execute();
  rows.push(...batch);
}

/** What the filter must find among the test's rows (`only`: of this module), newest first. */
const expected = (text: string, only: (r: Row) => boolean = () => true) =>
  rows
    .filter((r) => r.user.toLowerCase().includes(text.toLowerCase()) && only(r))
    .sort((a, b) => b.n - a.n)
    .map((r) => `row ${r.n}`);

const found = async (form: Record<string, string>, cookie = admin) => {
  const { count, rows: got } = await all({ module: 'test', ...form }, cookie);
  const targets = got.map((r) => r.target);
  expect(count, JSON.stringify(form)).toBe(Math.min(targets.length, LOG_COUNT_LIMIT));
  return targets;
};

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  rootId = (await call<OfficeNode[]>(app, 'GET', '/a/api/office/treeDataNew', { cookie: admin })).body.jsonObject![0]!
    .id;
  northId = (
    await call<OfficeNode>(app, 'POST', '/a/api/office/save', {
      cookie: admin,
      form: { name: 'North', parentId: rootId },
    })
  ).body.jsonObject!.id;
  await addUser(app, 'north.admin', 'admin', undefined, northId);
  const names = ['harriet.vane', 'peter.wimsey', 'Mervyn Bunter', 'per_cent', '100%sure', 'a"quote', 'bunter2'];
  await insert(
    Array.from({ length: 70 }, (_, n) => ({
      n,
      user: names[n % names.length]!,
      office: n % 2 ? 'north' : 'root',
      module: 'test',
    })),
  );
});
afterAll(() => app.close());

describe('the log filtered by a part of the user name', () => {
  it('finds rows by a middle part, in any case, of 1, 2 and 3 or more characters', async () => {
    for (const text of ['wims', 'ET.W', 'vane', 'unte', 'harriet.vane', 'y', 'Hv', 'zz', 'e', 'r', '2', 'nobody']) {
      expect(await found({ userName: text }), text).toEqual(expected(text));
    }
  });

  it('takes %, _ and quotes literally', async () => {
    for (const text of ['%', '0%', '%s', '_', 'r_c', 'r_', '"', 'a"q', '\\']) {
      expect(await found({ userName: text }), text).toEqual(expected(text));
    }
    expect(expected('_')).toHaveLength(10);
    expect(expected('r_c')).toHaveLength(10);
  });

  it('combines with the module and the range', async () => {
    const north = await signIn(app, 'north.admin');
    const inNorth = (r: Row) => r.office === 'north';
    for (const text of ['unter', 'er', 't'])
      expect(await found({ userName: text }, north), text).toEqual(expected(text, inNorth));
    expect((await scroll({ userName: 'unter', module: 'nothing' })).count).toBe(0);
    const { count } = await scroll({ userName: 'admin' });
    expect(count).toBeGreaterThan(0);
  });

  it('follows rows added, changed and deleted', async () => {
    await insert([{ n: 100, user: 'Lord Peter', office: 'root', module: 'test' }]);
    expect(await found({ userName: 'lord' })).toEqual(['row 100']);
    expect(await found({ userName: 'pete' })).toEqual(expected('pete'));
    await app.db.kysely.updateTable('sys_log').set({ user_name: 'Bredon' }).where('id', '=', idOf(100)).execute();
    rows.find((r) => r.n === 100)!.user = 'Bredon';
    expect(await found({ userName: 'lord' })).toEqual([]);
    expect(await found({ userName: 'bredon' })).toEqual(['row 100']);
    // Every row of a name deleted, then one of another name.
    await app.db.kysely.deleteFrom('sys_log').where('user_name', '=', 'Mervyn Bunter').execute();
    await app.db.kysely.deleteFrom('sys_log').where('id', '=', idOf(0)).execute();
    rows.splice(0, rows.length, ...rows.filter((r) => r.user !== 'Mervyn Bunter' && r.n !== 0));
    for (const text of ['mervyn', 'unter', 'harriet', 'y', 'bredon'])
      expect(await found({ userName: text }), text).toEqual(expected(text));
    const { count } = await scroll({ userName: 'harriet' });
    expect(count).toBe(expected('harriet').length);
  });

  it('exports what it shows', async () => {
    const { exportSheet } = logExports(() => app, 'UTC');
    const { rows: sheet } = (await exportSheet(admin, { module: 'test', userName: 'wimsey' })).sheet;
    expect(sheet.map((r) => r[7])).toEqual(expected('wimsey'));
  });
});

describe('a part of a user name among many names and rows', () => {
  // More names than a statement lists, and names on more rows than are read through the index of
  // names for a page (user-names.ts NAMES_MAX, PAGE_ROWS_MAX): the other ways SQLite finds them.
  beforeAll(async () => {
    await insert(
      Array.from({ length: 1_100 }, (_, i) => ({ n: 1000 + i, user: `crowd${i}`, office: 'root', module: 'test' })),
    );
    await insert(
      Array.from({ length: LOG_COUNT_LIMIT + 20 }, (_, i) => ({
        n: 3000 + i,
        user: i % 3 ? 'busy.bee' : 'busy.body',
        office: i % 2 ? 'north' : 'root',
        module: i % 4 ? 'test' : 'other',
      })),
    );
  });

  it('finds and counts them whichever way they are read', async () => {
    for (const text of ['crowd', 'crowd59', 'owd1', 'busy', 'bee', 'busy.body', 'd5']) {
      const first = await scroll({ userName: text, module: 'test', pageSize: '50' });
      const want = expected(text, (r) => r.module === 'test');
      expect(first.count, text).toBe(Math.min(want.length, LOG_COUNT_LIMIT));
      expect(first.countCapped, text).toBe(want.length > LOG_COUNT_LIMIT);
      expect(
        first.list.map((r) => r.target),
        text,
      ).toEqual(want.slice(0, 50));
      // Without the module: every matching row of the whole log, the test's and the others'.
      const anyModule = await scroll({ userName: text, pageSize: '50' });
      const wantAll = expected(text);
      expect(anyModule.count, text).toBe(Math.min(wantAll.length, LOG_COUNT_LIMIT));
      expect(
        anyModule.list.map((r) => r.target),
        text,
      ).toEqual(wantAll.slice(0, 50));
    }
  });

  it('scrolls every row of a common name in a narrower range', async () => {
    const north = await signIn(app, 'north.admin');
    const got = await all({ userName: 'body' }, north);
    const want = expected('body', (r) => r.office === 'north');
    expect(got.rows.map((r) => r.target)).toEqual(want);
    expect(got.count).toBe(want.length);
  });

  it('keeps the table of names row for row with the log', async () => {
    const db = app.db.kysely;
    const counted = await sql<{ user_name: string; rows: number }>`
      select user_name, count(*) as rows from sys_log group by user_name order by user_name`.execute(db);
    const kept = await sql<{ user_name: string; rows: number }>`
      select user_name, rows from sys_log_user_name order by user_name`.execute(db);
    // PostgreSQL's count(*) is a bigint, which comes as text.
    const numbered = (rs: { user_name: string; rows: number }[]) => rs.map((r) => ({ ...r, rows: Number(r.rows) }));
    expect(numbered(kept.rows)).toEqual(numbered(counted.rows));
    expect(kept.rows.length).toBeGreaterThan(1_000);
  });
});
