import type { OfficeNode, UserListItem } from '@apm/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, initSystem, signIn, startApp, TEST_DB, type TestApp } from '../../../test/harness.js';
import { platformOffice } from '../../../test/people.js';

/**
 * The user list's search for a part of a name or login name: what it finds, whatever the length of
 * the text and whichever way the server finds it (on SQLite the FTS5 table of migration 0021 for
 * a text of 3 characters or more, the table read in order otherwise), as users are added, renamed
 * and deleted.
 */

let app: TestApp;
let admin: string;
let northId: string;

type ListData = { list: UserListItem[]; count: number };
const list = async (cookie: string, form: Record<string, string>) => {
  const r = await call(app, 'GET', '/a/api/user/usereList', { cookie, form: { pageSize: '200', ...form } });
  expect(r.body.code).toBe(0);
  return r.body.data as ListData;
};
/** The login names found, sorted. */
const found = async (form: Record<string, string>, cookie = admin) =>
  (await list(cookie, form)).list.map((u) => u.loginName).sort();

const people = [
  { loginName: 'anna.sure', name: 'Anna 100% Sure' },
  { loginName: 'bob_b', name: 'Bob_Builder' },
  { loginName: 'bobby', name: 'Bobby Builder' },
  { loginName: 'quinn', name: 'Quinn "Q" Adams' },
  { loginName: 'zoe', name: 'Zoë Winter' },
  { loginName: 'xavier', name: 'Xavier Yates' },
];
const ids = new Map<string, string>();

const save = async (form: Record<string, string>) => {
  const r = await call<{ id: string }>(app, 'POST', '/a/api/user/save', { cookie: admin, form });
  expect(r.body.code, JSON.stringify(r.body)).toBe(0);
  return r.body.jsonObject!.id;
};

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const north = await call<OfficeNode>(app, 'POST', '/a/api/office/save', {
    cookie: admin,
    form: { name: 'North', parentId: (await platformOffice(app)).id },
  });
  northId = north.body.jsonObject!.id;
  for (const p of people)
    ids.set(p.loginName, await save({ ...p, officeId: northId, password: 'Welcome2026', roleIds: 'admin' }));
});
afterAll(() => app.close());

describe('a part of a user name', () => {
  it('is found whatever its length: 1, 2 and 3 or more characters, in any case', async () => {
    expect(await found({ name: 'q' })).toEqual(['quinn']);
    expect(await found({ name: 'Y' })).toEqual(['bobby', 'xavier']);
    expect(await found({ name: 'ui' })).toEqual(['bob_b', 'bobby', 'quinn']);
    expect(await found({ name: 'UILD' })).toEqual(['bob_b', 'bobby']);
    expect(await found({ name: 'er ya' })).toEqual(['xavier']);
    expect(await found({ name: 'zoë' })).toEqual(['zoe']);
    expect(await found({ name: 'Ada Admin' })).toEqual([ADMIN.loginName]);
    expect(await found({ name: 'nobody' })).toEqual([]);
    expect(await found({ loginName: 'Bo' })).toEqual(['bob_b', 'bobby']);
    expect(await found({ loginName: 'b.s' })).toEqual([]);
    expect(await found({ loginName: 'a.s' })).toEqual(['anna.sure']);
  });

  it('takes %, _ and quotes literally', async () => {
    expect(await found({ name: '%' })).toEqual(['anna.sure']);
    expect(await found({ name: '0%' })).toEqual(['anna.sure']);
    expect(await found({ name: '100% s' })).toEqual(['anna.sure']);
    expect(await found({ name: '_' })).toEqual(['bob_b']);
    // As a wildcard, b_b would find "Bob" in both builders.
    expect(await found({ name: 'b_b' })).toEqual(['bob_b']);
    expect(await found({ name: 'b_' })).toEqual(['bob_b']);
    expect(await found({ loginName: 'b_b' })).toEqual(['bob_b']);
    expect(await found({ loginName: '_' })).toEqual(['bob_b']);
    expect(await found({ name: '"q"' })).toEqual(['quinn']);
    expect(await found({ name: '"' })).toEqual(['quinn']);
    expect(await found({ name: '\\' })).toEqual([]);
  });

  it('combines the name, the login name and the range', async () => {
    expect(await found({ name: 'builder', loginName: 'bobby' })).toEqual(['bobby']);
    expect(await found({ name: 'builder', loginName: 'zoe' })).toEqual([]);
    expect(await found({ name: 'bui', officeId: northId })).toEqual(['bob_b', 'bobby']);
    const north = await signIn(app, 'xavier', 'Welcome2026');
    expect(await found({ name: 'Ada Ad' }, north)).toEqual([]);
    expect(await found({ name: 'winter' }, north)).toEqual(['zoe']);
  });

  it('follows a rename: found by the new name, not by the old one', async () => {
    await save({
      id: ids.get('bob_b')!,
      officeId: northId,
      loginName: 'robert.mason',
      name: 'Robert Mason',
      roleIds: 'admin',
    });
    expect(await found({ name: 'mason' })).toEqual(['robert.mason']);
    expect(await found({ name: 'ma' })).toEqual(['robert.mason']);
    expect(await found({ name: 'builder' })).toEqual(['bobby']);
    expect(await found({ name: 'b_b' })).toEqual([]);
    expect(await found({ name: '_' })).toEqual([]);
    expect(await found({ loginName: 'bob_' })).toEqual([]);
    expect(await found({ loginName: 'rt.ma' })).toEqual(['robert.mason']);
    // An edit that keeps the name keeps it found.
    await save({
      id: ids.get('zoe')!,
      officeId: northId,
      loginName: 'zoe',
      name: 'Zoë Winter',
      email: 'z@example.com',
    });
    expect(await found({ name: 'winter' })).toEqual(['zoe']);
  });

  it('does not find deleted users', async () => {
    const r = await call(app, 'POST', '/a/api/user/delete', {
      cookie: admin,
      form: { ids: [ids.get('bobby')!, ids.get('quinn')!].join(',') },
    });
    expect(r.body.code).toBe(0);
    expect(await found({ name: 'builder' })).toEqual([]);
    expect(await found({ name: 'q' })).toEqual([]);
    expect(await found({ name: 'quinn' })).toEqual([]);
    expect(await found({ loginName: 'bobby' })).toEqual([]);
    expect(await found({ name: 'y' })).toEqual(['xavier']);
  });
});

describe('a part of a name among thousands of users', () => {
  // More than the trigram index hands over (search.ts FOUND_MAX): then the table is read in order.
  const many = 5_050;
  const nameOf = (i: number) => `Bulk Member ${i}`;
  const expected = (text: string) =>
    Array.from({ length: many }, (_, i) => i)
      .filter((i) => nameOf(i).toLowerCase().includes(text.toLowerCase()))
      .sort((a, b) => b - a)
      .map((i) => `bulk${i}`);

  beforeAll(async () => {
    const base = Date.UTC(2021, 0, 1);
    const rows = Array.from({ length: many }, (_, i) => ({
      id: `00000000-0000-7000-9000-${String(i).padStart(12, '0')}`,
      office_id: northId,
      login_name: `bulk${i}`,
      name: nameOf(i),
      password_hash: 'x',
      created_at: base + i,
      updated_at: base + i,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await app.db.kysely
        .insertInto('sys_user')
        .values(rows.slice(i, i + 500))
        .execute();
  });

  it('counts and pages the same whichever way the rows are found', async () => {
    for (const text of ['bulk member', 'ember 4', 'member 4999', '49', '7', 'member 5050']) {
      const want = expected(text);
      const first = await list(admin, { name: text, pageSize: '20' });
      expect(first.count, text).toBe(want.length);
      // Newest first: the highest numbers were created last.
      expect(
        first.list.map((u) => u.loginName),
        text,
      ).toEqual(want.slice(0, 20));
      const deep = await list(admin, { name: text, pageSize: '20', pageNo: '3' });
      expect(
        deep.list.map((u) => u.loginName),
        text,
      ).toEqual(want.slice(40, 60));
    }
  });

  it.runIf(TEST_DB === 'sqlite')('keeps SQLite’s search table row for row with the users', async () => {
    const db = app.db.kysely;
    const users = await sql<{ id: string; name: string; login_name: string }>`
      select id, name, login_name from sys_user order by id`.execute(db);
    const indexed = await sql<{ id: string; name: string; login_name: string }>`
      select d.user_id as id, s.name, s.login_name
      from sys_user_search s join sys_user_search_doc d on d.doc = s.rowid order by d.user_id`.execute(db);
    expect(indexed.rows).toEqual(users.rows);
    const docs = await sql<{ n: number }>`select count(*) as n from sys_user_search_doc`.execute(db);
    expect(docs.rows[0]!.n).toBe(users.rows.length);
    await sql`insert into sys_user_search (sys_user_search) values ('integrity-check')`.execute(db);
  });
});
