import type { MessageListAnswer, NoticeItem } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addPerson, platformOffice } from '../../../test/people.js';
import { inTransaction } from '../../platform/db/transaction.js';

let app: TestApp;
let officeId: string;
const ids: Record<'olga' | 'rob' | 'nora', string> = { olga: '', rob: '', nora: '' };
const cookies: Record<'olga' | 'rob' | 'nora', string> = { olga: '', rob: '', nora: '' };

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  officeId = (await platformOffice(app)).id;
  ids.olga = await addPerson(app, 'olga', 'operator', officeId);
  ids.rob = await addPerson(app, 'rob', 'reviewer', officeId);
  // Signed in, but without any role: no sys:messageNotification:view.
  ids.nora = await addPerson(app, 'nora', null, officeId);
  for (const name of ['olga', 'rob', 'nora'] as const) cookies[name] = await signIn(app, name);
});
afterAll(() => app.close());

type ListBody = MessageListAnswer & { code: number };

const list = async (cookie: string, form: Record<string, string> = {}) => {
  const r = await call(app, 'GET', '/a/api/message/list', { cookie, form });
  return { status: r.status, body: r.body as unknown as ListBody };
};
const markRead = (cookie: string, idList: string[], readState = '1', headers?: Record<string, string>) =>
  call<{ count: number }>(app, 'GET', '/a/api/message/updateReadState', {
    cookie,
    form: { id: idList.join(','), readState },
    headers,
  });
const remove = (cookie: string, idList: string[]) =>
  call<{ count: number }>(app, 'POST', '/a/api/message/delete', { cookie, form: { ids: idList.join(',') } });

const notify = (userIds: string[], n: number, tag: string) =>
  app.services.notifications.notify({
    officeId,
    userIds,
    contentCn: `审核请求 ${tag} ${n}`,
    contentEn: `Review requested ${tag} ${n}`,
    kind: 'reviewRequested',
    link: '/playPlan/checklist',
  });

/** Notices one after the other, each a millisecond later at least, so "newest first" is well defined. */
async function notifyInOrder(userId: string, count: number, tag: string): Promise<string[]> {
  const out: string[] = [];
  for (let i = 1; i <= count; i++) {
    out.push(...(await notify([userId], i, tag)));
    await new Promise((r) => setTimeout(r, 2));
  }
  return out;
}

const clear = () => app.db.kysely.deleteFrom('sys_notification').execute();

describe('notify', () => {
  it('gives each recipient one unread notice, once even when named twice', async () => {
    await clear();
    const created = await notify([ids.olga, ids.rob, ids.olga], 1, 'plan');
    expect(created).toHaveLength(2);
    const olga = await list(cookies.olga);
    expect(olga.body.code).toBe(0);
    expect(olga.body.messageList).toEqual([
      {
        id: expect.any(String),
        createDate: expect.any(Number),
        contentCn: '审核请求 plan 1',
        contentEn: 'Review requested plan 1',
        readState: '0',
        kind: 'reviewRequested',
        link: '/playPlan/checklist',
      } satisfies NoticeItem,
    ]);
    expect(olga.body.jsonObject).toEqual({ unreadCount: 1 });
    const row = await app.db.kysely
      .selectFrom('sys_notification')
      .select(['office_id'])
      .where('user_id', '=', ids.rob)
      .executeTakeFirstOrThrow();
    expect(row.office_id).toBe(officeId);
  });

  it('joins the caller’s transaction: a rolled-back event leaves no notice', async () => {
    await clear();
    await expect(
      inTransaction(app.db.kysely, async (trx) => {
        await app.services.notifications.notify(
          { officeId, userIds: [ids.olga], contentCn: '告警', contentEn: 'Alarm', kind: 'terminalAlarm' },
          trx,
        );
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect((await list(cookies.olga)).body.data.count).toBe(0);
  });

  it('refuses what another module got wrong: empty text, unknown kind, a link that is not a console path', async () => {
    const base = { officeId, userIds: [ids.olga], contentCn: '文', contentEn: 'Text', kind: 'system' as const };
    const n = app.services.notifications;
    await expect(n.notify({ ...base, contentEn: '  ' })).rejects.toThrow(/contentEn is empty/);
    await expect(n.notify({ ...base, kind: 'gossip' as 'system' })).rejects.toThrow(/unknown kind/);
    await expect(n.notify({ ...base, link: 'https://evil.example' })).rejects.toThrow(/console path/);
    await expect(n.notify({ ...base, userIds: ['no-such-user'] })).rejects.toThrow();
  });
});

describe('list', () => {
  it('pages the caller’s notices newest first, in messageList and data alike, with the unread count', async () => {
    await clear();
    await notifyInOrder(ids.olga, 25, 'olga');
    await notify([ids.rob], 1, 'rob');

    const seen: string[] = [];
    for (const [pageNo, size] of [
      [1, 10],
      [2, 10],
      [3, 5],
    ] as const) {
      const r = await list(cookies.olga, { pageNo: String(pageNo), pageSize: '10' });
      expect(r.body.data).toMatchObject({ count: 25, pageNo, pageSize: 10 });
      expect(r.body.data.list).toHaveLength(size);
      expect(r.body.messageList).toEqual(r.body.data.list);
      expect(r.body.jsonObject.unreadCount).toBe(25);
      seen.push(...r.body.data.list.map((x) => x.contentEn));
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => `Review requested olga ${25 - i}`));
  });

  it('never shows another user’s notices, whatever userId says', async () => {
    const r = await list(cookies.olga, { userId: ids.rob, pageSize: '50' });
    expect(r.body.data.count).toBe(25);
    expect(r.body.data.list.every((x) => x.contentEn.includes('olga'))).toBe(true);
    const rob = await list(cookies.rob, { userId: ids.olga });
    expect(rob.body.data.list.map((x) => x.contentEn)).toEqual(['Review requested rob 1']);
  });

  it('filters by read state while the unread count stays the total', async () => {
    const page = await list(cookies.olga, { pageSize: '3' });
    await markRead(
      cookies.olga,
      page.body.data.list.map((x) => x.id),
    );
    const read = await list(cookies.olga, { readState: '1' });
    expect(read.body.data.count).toBe(3);
    expect(read.body.data.list.every((x) => x.readState === '1')).toBe(true);
    expect(read.body.jsonObject.unreadCount).toBe(22);
    const unread = await list(cookies.olga, { readState: '0', pageSize: '50' });
    expect(unread.body.data.count).toBe(22);
    expect(unread.body.data.list.every((x) => x.readState === '0')).toBe(true);
    expect(unread.body.jsonObject.unreadCount).toBe(22);
    expect((await list(cookies.olga, { readState: '' })).body.data.count).toBe(25);
  });

  it('refuses bad paging and filters', async () => {
    const bad: Record<string, string>[] = [
      { pageNo: '0' },
      { pageSize: '500' },
      { pageSize: 'ten' },
      { readState: '2' },
    ];
    for (const form of bad) {
      const r = await list(cookies.olga, form);
      expect(r.status, JSON.stringify(form)).toBe(400);
      expect(r.body.code).toBe(400);
    }
  });
});

describe('updateReadState', () => {
  it('marks the caller’s named notices read in one call, ignores others’, and audits it', async () => {
    await clear();
    await app.db.kysely.deleteFrom('sys_log').where('module', '=', 'notification').execute();
    const olgaIds = await notifyInOrder(ids.olga, 4, 'olga');
    const [robId] = await notify([ids.rob], 1, 'rob');
    const wanted = olgaIds.slice(0, 3);

    const r = await markRead(cookies.olga, [...wanted, robId!]);
    expect(r.body).toMatchObject({ code: 0, jsonObject: { count: 3 } });
    const olga = await list(cookies.olga);
    expect(olga.body.jsonObject.unreadCount).toBe(1);
    expect(olga.body.data.list.filter((x) => x.readState === '1').map((x) => x.id)).toEqual([...wanted].reverse());
    // Rob's notice is untouched.
    expect((await list(cookies.rob)).body.messageList[0]!.readState).toBe('0');

    const audit = await app.db.kysely
      .selectFrom('sys_log')
      .select(['action', 'target', 'user_id'])
      .where('module', '=', 'notification')
      .execute();
    expect(audit).toEqual([{ action: 'read', target: expect.any(String), user_id: ids.olga }]);
    expect(audit[0]!.target.split(',').sort()).toEqual([...wanted].sort());

    // Marking them again changes nothing; they can be marked unread again.
    expect((await markRead(cookies.olga, wanted)).body.jsonObject).toEqual({ count: 0 });
    expect((await markRead(cookies.olga, [wanted[0]!], '0')).body.jsonObject).toEqual({ count: 1 });
    expect((await list(cookies.olga)).body.jsonObject.unreadCount).toBe(2);
  });

  it('accepts spaces and repeats in the id list, and refuses an empty one or a bad state', async () => {
    const [id] = await notify([ids.olga], 9, 'olga');
    const r = await call<{ count: number }>(app, 'GET', '/a/api/message/updateReadState', {
      cookie: cookies.olga,
      form: { id: ` ${id} ,${id},`, readState: '1' },
    });
    expect(r.body.jsonObject).toEqual({ count: 1 });
    expect((await markRead(cookies.olga, [])).body.code).toBe(400);
    expect((await markRead(cookies.olga, [id!], '2')).body.code).toBe(400);
    expect(
      (
        await markRead(
          cookies.olga,
          Array.from({ length: 201 }, (_, i) => `id${i}`),
        )
      ).body.code,
    ).toBe(400);
  });

  it('is refused from another site although it is a GET', async () => {
    const [id] = await notify([ids.olga], 10, 'olga');
    const fromElsewhere = await app.http.inject({
      method: 'GET',
      url: `/apm-web/a/api/message/updateReadState?id=${id}&readState=1`,
      headers: { cookie: cookies.olga, referer: 'http://evil.example/page' },
    });
    expect(fromElsewhere.statusCode).toBe(403);
    const bare = await app.http.inject({
      method: 'GET',
      url: `/apm-web/a/api/message/updateReadState?id=${id}&readState=1`,
      headers: { cookie: cookies.olga },
    });
    expect(bare.statusCode).toBe(403);
    const unread = await list(cookies.olga, { readState: '0', pageSize: '1' });
    expect(unread.body.data.list[0]!.id).toBe(id);
  });
});

describe('delete', () => {
  it('deletes the caller’s named notices only', async () => {
    await clear();
    const mine = await notifyInOrder(ids.olga, 3, 'olga');
    const [robs] = await notify([ids.rob], 1, 'rob');
    const r = await remove(cookies.olga, [mine[0]!, mine[1]!, robs!]);
    expect(r.body).toMatchObject({ code: 0, jsonObject: { count: 2 } });
    expect((await list(cookies.olga)).body.data.list.map((x) => x.id)).toEqual([mine[2]]);
    expect((await list(cookies.rob)).body.data.count).toBe(1);
    expect((await remove(cookies.rob, [])).body.code).toBe(400);
  });
});

describe('access', () => {
  it('refuses a signed-in user without sys:messageNotification:view with "No permission"', async () => {
    const [id] = await notify([ids.nora], 1, 'nora');
    for (const r of [
      await list(cookies.nora),
      await markRead(cookies.nora, [id!]),
      await remove(cookies.nora, [id!]),
    ]) {
      expect(r.status).toBe(401);
      expect(r.body.code).toBe(401);
    }
    const left = await app.db.kysely
      .selectFrom('sys_notification')
      .select('read_state')
      .where('id', '=', id!)
      .executeTakeFirst();
    expect(left).toEqual({ read_state: 0 });
  });

  it('lets operators and reviewers read theirs', async () => {
    expect((await list(cookies.olga)).body.code).toBe(0);
    expect((await list(cookies.rob)).body.code).toBe(0);
  });

  it('answers "logout" without a session', async () => {
    expect((await call(app, 'GET', '/a/api/message/list')).body).toMatchObject({ code: 440, message: 'logout' });
  });
});
