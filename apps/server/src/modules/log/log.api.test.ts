import {
  DEFAULT_LOG_EXPORT_LABELS,
  LOG_COUNT_LIMIT,
  type LogExportLabels,
  type LogItem,
  type OfficeNode,
} from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, call, initSystem, insertLogRows, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { logExports } from '../../../test/log-export.js';

let app: TestApp;
let admin: string;
let rootId: string;
let northId: string;

type ScrollData = {
  list: LogItem[];
  count: number | null;
  countCapped: boolean;
  pageSize: number;
  next: string | null;
};
const scroll = async (cookie: string, form: Record<string, string> = {}) => {
  const r = await call(app, 'GET', '/a/api/log/ajaxScrollLog', { cookie, form });
  return { code: r.body.code, data: r.body.data as ScrollData };
};

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const root = (await call<OfficeNode[]>(app, 'GET', '/a/api/office/treeDataNew', { cookie: admin })).body
    .jsonObject![0]!;
  rootId = root.id;
  const north = await call<OfficeNode>(app, 'POST', '/a/api/office/save', {
    cookie: admin,
    form: { name: 'North', parentId: root.id },
  });
  northId = north.body.jsonObject!.id;
  await call(app, 'POST', '/a/api/office/save', { cookie: admin, form: { id: northId, name: 'North Coast' } });
  await addUser(app, 'north.admin', 'admin', undefined, northId);
  await addUser(app, 'olga', 'operator');
});
afterAll(() => app.close());

describe('audit log', () => {
  it('scrolls newest first, page by page, without gaps or repeats', async () => {
    const first = await scroll(admin, { pageSize: '2' });
    expect(first.code).toBe(0);
    const all: LogItem[] = [...first.data.list];
    let next = first.data.next;
    while (next) {
      const page = await scroll(admin, { pageSize: '2', cursor: next });
      all.push(...page.data.list);
      next = page.data.next;
    }
    expect(first.data.countCapped).toBe(false);
    expect(all).toHaveLength(first.data.count!);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    const times = all.map((r) => r.at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(all.at(-1)).toMatchObject({ module: 'system', action: 'initialise' });
  });

  it('shows the changed fields of a row, in the list and in its details', async () => {
    const { data } = await scroll(admin, { module: 'office', action: 'update' });
    expect(data.count).toBe(1);
    const row = data.list[0]!;
    expect(row).toMatchObject({
      userName: 'admin',
      target: 'North',
      changes: { name: { before: 'North', after: 'North Coast' } },
    });
    const detail = await call<LogItem>(app, 'GET', '/a/api/log/detailsFunc', { cookie: admin, form: { id: row.id } });
    expect(detail.body.jsonObject).toEqual(row);
  });

  it('filters by user name and time', async () => {
    expect((await scroll(admin, { userName: 'ADM' })).data.count).toBeGreaterThan(0);
    expect((await scroll(admin, { userName: 'nobody' })).data.count).toBe(0);
    const future = String(Date.now() + 60_000);
    expect((await scroll(admin, { from: future })).data.count).toBe(0);
    expect((await scroll(admin, { to: future })).data.count).toBe((await scroll(admin)).data.count);
  });

  it('shows a branch administrator only the rows of the branch', async () => {
    const cookie = await signIn(app, 'north.admin');
    const { data } = await scroll(cookie);
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.list.every((r) => r.officeName === 'North Coast')).toBe(true);
    const platformRow = (await scroll(admin, { module: 'system' })).data.list[0]!;
    expect((await call(app, 'GET', '/a/api/log/detailsFunc', { cookie, form: { id: platformRow.id } })).body.code).toBe(
      404,
    );
  });

  it('refuses the log to a role without it, and a malformed cursor', async () => {
    expect((await scroll(await signIn(app, 'olga'))).code).toBe(401);
    expect((await scroll(admin, { cursor: 'drop table' })).code).toBe(400);
  });
});

const { exportSheet } = logExports(() => app, 'UTC');

describe('rows of a deleted office', () => {
  // The office is deleted after its user signed in there: the sign-in row outlives it.
  const mine = { module: 'session', userName: 'popup.admin' };
  let rowId: string;

  beforeAll(async () => {
    const popUp = await call<OfficeNode>(app, 'POST', '/a/api/office/save', {
      cookie: admin,
      form: { name: 'Pop-up', parentId: rootId },
    });
    const popUpId = popUp.body.jsonObject!.id;
    await addUser(app, 'popup.admin', 'admin', undefined, popUpId);
    await signIn(app, 'popup.admin');
    const users = await call(app, 'GET', '/a/api/user/usereList', {
      cookie: admin,
      form: { loginName: 'popup.admin' },
    });
    const userId = (users.body.data as { list: { id: string }[] }).list[0]!.id;
    expect((await call(app, 'POST', '/a/api/user/delete', { cookie: admin, form: { ids: userId } })).body.code).toBe(0);
    expect(
      (await call(app, 'POST', '/a/api/office/deleteOffice', { cookie: admin, form: { id: popUpId } })).body.code,
    ).toBe(0);
  });

  it('stay visible to the range of the whole platform, without an office name', async () => {
    const { data } = await scroll(admin, mine);
    expect(data.count).toBe(1);
    const row = data.list[0]!;
    expect(row).toMatchObject({ action: 'login', target: 'popup.admin', officeName: null });
    rowId = row.id;
    const detail = await call<LogItem>(app, 'GET', '/a/api/log/detailsFunc', { cookie: admin, form: { id: rowId } });
    expect(detail.body.jsonObject).toEqual(row);
    // The whole log counts it too.
    const all = await scroll(admin, { pageSize: '100' });
    expect(all.data.list.map((r) => r.id)).toContain(rowId);
  });

  it('are hidden from every narrower range: another office’s, or the platform narrowed to one', async () => {
    const north = await signIn(app, 'north.admin');
    expect((await scroll(north, mine)).data.count).toBe(0);
    expect((await call(app, 'GET', '/a/api/log/detailsFunc', { cookie: north, form: { id: rowId } })).body.code).toBe(
      404,
    );
    await addUser(app, 'deputy', 'admin');
    const deputy = await signIn(app, 'deputy');
    expect((await scroll(deputy, mine)).data.count).toBe(1);
    const narrowed = await call(app, 'GET', '/a/api/user/updateDefDataRange', {
      cookie: deputy,
      form: { officeId: northId },
    });
    expect(narrowed.body.code).toBe(0);
    expect((await scroll(deputy, mine)).data.count).toBe(0);
    expect((await call(app, 'GET', '/a/api/log/detailsFunc', { cookie: deputy, form: { id: rowId } })).body.code).toBe(
      404,
    );
  });

  it('are exported the same way, the office named by the caller’s label', async () => {
    const labels: LogExportLabels = { ...DEFAULT_LOG_EXPORT_LABELS, deletedOffice: 'Gelöschte Organisation' };
    const { rows } = (await exportSheet(admin, { ...mine, labels: JSON.stringify(labels) })).sheet;
    expect(rows.map((r) => [r[1], r[2], r[7]])).toEqual([['popup.admin', 'Gelöschte Organisation', 'popup.admin']]);
    expect((await exportSheet(await signIn(app, 'north.admin'), mine)).sheet.rows).toEqual([]);
  });
});

describe('a long log', () => {
  // More rows than the first page counts, three to a millisecond, in the North office, long ago.
  const rows = LOG_COUNT_LIMIT + 5;
  const long = { module: 'terminal', action: 'update' };
  const base = Date.UTC(2020, 0, 1);
  const atOf = (i: number) => base - Math.floor(i / 3);

  beforeAll(async () => {
    await insertLogRows(app, rows, '8000', (i) => ({
      office_id: northId,
      at: atOf(i),
      ...long,
      target: `screen ${i}`,
    }));
  });

  it('counts on the first page up to the limit and says more match; the next pages do not count again', async () => {
    const first = await scroll(admin, { ...long, pageSize: '100' });
    expect(first.data).toMatchObject({ count: LOG_COUNT_LIMIT, countCapped: true });
    const second = await scroll(admin, { ...long, pageSize: '100', cursor: first.data.next! });
    expect(second.data).toMatchObject({ count: null, countCapped: false });
    expect(second.data.list).toHaveLength(100);
    const north = await scroll(await signIn(app, 'north.admin'), long);
    expect(north.data).toMatchObject({ count: LOG_COUNT_LIMIT, countCapped: true });
    // A narrower filter is counted exactly.
    const period = await scroll(admin, { ...long, from: String(atOf(29)), to: String(atOf(0) + 1) });
    expect(period.data).toMatchObject({ count: 30, countCapped: false });
  });

  it('pages through rows of the same millisecond without a gap or a repeat, in a narrower range too', async () => {
    for (const cookie of [admin, await signIn(app, 'north.admin')]) {
      const seen: string[] = [];
      let next: string | null = null;
      do {
        const page: { data: ScrollData } = await scroll(cookie, {
          ...long,
          from: String(atOf(299)),
          pageSize: '7',
          ...(next ? { cursor: next } : {}),
        });
        seen.push(...page.data.list.map((r) => r.target));
        next = page.data.next;
      } while (next);
      // Newest first: a millisecond's three rows by id, the highest first.
      const expected = Array.from({ length: 100 }, (_, k) => [3 * k + 2, 3 * k + 1, 3 * k]).flat();
      expect(seen).toEqual(expected.map((i) => `screen ${i}`));
    }
  });
});
