import type { AddressInfo } from 'node:net';
import type { MaterialItem, NoticeItem, NotApprovedMaterials, ProgramItem, ReviewItem } from '@apm/contract';
import { createDocument, createWidget } from '@apm/render/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { pngOf, upload } from '../../../test/materials.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import { terminalClient } from '../../../test/terminal-client.js';

/**
 * Material review (issue 11 item 7): with the `audit` setting on, new materials wait for a
 * reviewer of their data range, who approves or rejects them with a note; the uploader hears of
 * it in the bell; a program holding a material that is not approved cannot be published.
 */

let app: TestApp;
let admin: string;
let operator: string;
let reviewer: string;
let shopReviewer: string;
let other: string;
let officeA: { id: string; path: string };
let shopA: { id: string; path: string };
let terminalId: string;
const made: Record<string, MaterialItem> = {};

type Form = Record<string, string>;
type ListData = { list: ReviewItem[]; count: number };
const list = async (cookie: string, form: Form = {}) => {
  const r = await call(app, 'GET', '/a/api/materialReview/list', { cookie, form });
  return { code: r.body.code, status: r.status, data: r.body.data as ListData };
};
const decide = (cookie: string, action: 'approve' | 'reject', form: Form) =>
  call<{ count: number }>(app, 'POST', `/a/api/materialReview/${action}`, { cookie, form });
const stateOf = async (id: string) =>
  app.db.kysely
    .selectFrom('material')
    .select(['review_state', 'review_note', 'reviewed_by', 'reviewed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const notices = async (cookie: string) =>
  (await call(app, 'GET', '/a/api/message/list', { cookie, form: { pageSize: '50' } })).body.data as {
    list: NoticeItem[];
  };
/** Switches review on or off as an administrator does, on the system settings page. */
const setAudit = async (on: boolean) => {
  const r = await call<{ audit: string }>(app, 'POST', '/a/api/sysSetting/save', {
    cookie: admin,
    form: { audit: on ? 'true' : 'false' },
  });
  expect(r.body.jsonObject?.audit).toBe(on ? 'true' : 'false');
};
const uploaded = async (cookie: string, name: string, colour: string, width: number) => {
  const { state } = await upload(app, cookie, await pngOf(width, 20, colour), name);
  if (state.state !== 'done') throw new Error('not uploaded');
  return state.material;
};

/** A program holding the pictures, saved by the operator. */
async function programOf(name: string, pictures: MaterialItem[]) {
  const doc = createDocument({ width: 1920, height: 1080 });
  for (const m of pictures) {
    doc.scenes[0]!.widgets.push(
      createWidget('image', { props: { media: { md5: m.md5, kind: 'image', materialId: m.id } } }),
    );
  }
  return call<ProgramItem>(app, 'POST', '/a/api/program/save', {
    cookie: operator,
    form: { name, document: JSON.stringify(doc) },
  });
}
const publish = (programId: string) =>
  call<{ id: string }>(app, 'POST', '/a/api/publishProgram/saveTerminals', {
    cookie: operator,
    form: { programId, terminalIds: terminalId },
  });

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const root = await platformOffice(app);
  officeA = await addOffice(app, 'Harbour', root);
  shopA = await addOffice(app, 'Harbour Shop', officeA);
  const officeB = await addOffice(app, 'Hillside', root);
  await addPerson(app, 'h.operator', 'operator', shopA.id);
  await addPerson(app, 'h.reviewer', 'reviewer', officeA.id);
  await addPerson(app, 'h.shopreviewer', 'reviewer', shopA.id);
  await addPerson(app, 'hill.admin', 'customerAdmin', officeB.id);
  await addPerson(app, 'h.admin', 'customerAdmin', officeA.id);
  operator = await signIn(app, 'h.operator');
  reviewer = await signIn(app, 'h.reviewer');
  shopReviewer = await signIn(app, 'h.shopreviewer');
  other = await signIn(app, 'hill.admin');
  const harbourAdmin = await signIn(app, 'h.admin');

  // A terminal of the shop, to publish to.
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  const t = terminalClient(origin, 'review-shop-0001');
  const code = (await t.register()).body!.jsonObject!.pairingCode!;
  const r = await call(app, 'POST', '/a/api/terminal/authorise', {
    cookie: harbourAdmin,
    form: { pairingCode: code, officeId: shopA.id, name: 'Shop window' },
  });
  expect(r.body.code).toBe(0);
  terminalId = t.terminalId;
  await t.register();

  made.before = await uploaded(operator, 'Before review.png', '#123456', 30);
  await setAudit(true);
  made.poster = await uploaded(operator, 'Summer poster.png', '#ff8800', 31);
  made.menu = await uploaded(operator, 'Lunch menu.png', '#008800', 32);
  made.flyer = await uploaded(operator, 'Flyer.png', '#880088', 33);
}, 60_000);
afterAll(() => app.close());

describe('where a new material starts', () => {
  it('is approved at once with audit off, and waits with audit on', async () => {
    expect(made.before!.reviewState).toBe('approved');
    expect(made.poster!.reviewState).toBe('pending');
    expect((await stateOf(made.before!.id)).reviewed_at).toBeNull();
    // The switch is a setting of the settings page: audited like the others.
    const [row] = await auditRows(app, 'setting', 'update');
    expect(JSON.parse(String(row!.changes))).toEqual({ audit: { before: 'false', after: 'true' } });
  });
});

describe('the reviewers', () => {
  it('nearest the office hear of each new material waiting, in their bell; nobody else does', async () => {
    const waiting = (n: NoticeItem[]) => n.filter((x) => x.kind === 'reviewRequested');
    const shop = waiting((await notices(shopReviewer)).list);
    expect(shop.map((n) => n.contentEn).sort()).toEqual([
      'The material "Flyer.png" uploaded by h.operator waits for review.',
      'The material "Lunch menu.png" uploaded by h.operator waits for review.',
      'The material "Summer poster.png" uploaded by h.operator waits for review.',
    ]);
    expect(shop.every((n) => n.link === '/resManage/checklist' && n.contentCn.includes('等待审核'))).toBe(true);
    // The reviewer of the office above the shop, the administrators and the other tenant: not told.
    for (const cookie of [reviewer, admin, other, operator]) expect(waiting((await notices(cookie)).list)).toEqual([]);
  });
});

describe('the review list', () => {
  it('shows a reviewer the pending materials of their range, oldest first, with office and uploader', async () => {
    const { code, data } = await list(reviewer);
    expect(code).toBe(0);
    expect(data.list.map((m) => m.name)).toEqual(['Summer poster.png', 'Lunch menu.png', 'Flyer.png']);
    expect(data.count).toBe(3);
    expect(data.list[0]).toMatchObject({
      officeName: 'Harbour Shop',
      createdByName: 'h.operator',
      kind: 'image',
      reviewState: 'pending',
      reviewedAt: null,
    });
    const pending = await call(app, 'GET', '/a/api/materialReview/pendingCount', { cookie: reviewer });
    expect(pending.body.jsonObject).toEqual({ pending: 3 });
  });

  it('pages on the server and filters by name and kind', async () => {
    const second = await list(reviewer, { pageNo: '2', pageSize: '2' });
    expect(second.data.list.map((m) => m.name)).toEqual(['Flyer.png']);
    expect(second.data.count).toBe(3);
    expect((await list(reviewer, { name: 'MENU' })).data.list.map((m) => m.id)).toEqual([made.menu!.id]);
    expect((await list(reviewer, { kind: 'video' })).data.count).toBe(0);
  });

  it("shows another tenant's reviewer nothing, and refuses those without the permission or a session", async () => {
    expect((await list(other)).data).toMatchObject({ count: 0, list: [] });
    expect((await call(app, 'GET', '/a/api/materialReview/pendingCount', { cookie: other })).body.jsonObject).toEqual({
      pending: 0,
    });
    const denied = await list(operator);
    expect([denied.status, denied.code]).toEqual([401, 401]);
    const anonymous = await call(app, 'GET', '/a/api/materialReview/list');
    expect(anonymous.body.message).toBe('logout');
  });

  it('refuses a state it does not know', async () => {
    const r = await list(reviewer, { reviewState: 'maybe' });
    expect(r.code).toBe(400);
  });
});

describe('decisions', () => {
  it('approves: the state, the audit row with before and after, and the uploader told', async () => {
    const r = await decide(reviewer, 'approve', { ids: made.poster!.id });
    expect(r.body).toMatchObject({ code: 0, jsonObject: { count: 1 } });
    expect(await stateOf(made.poster!.id)).toMatchObject({ review_state: 'approved', review_note: null });
    const [row] = await auditRows(app, 'material', 'approve', 'Summer poster.png');
    expect(row).toBeDefined();
    expect(JSON.parse(String(row!.changes))).toMatchObject({
      reviewState: { before: 'pending', after: 'approved' },
    });
    const bell = await notices(operator);
    const notice = bell.list.find((n) => n.contentEn.includes('Summer poster.png'));
    expect(notice).toMatchObject({ kind: 'reviewResult', readState: '0', link: '/resManage/myRes' });
    expect(notice!.contentEn).toContain('approved');
    expect(notice!.contentCn).toContain('审核通过');

    // Already approved: nothing changes, nothing more is written.
    expect((await decide(reviewer, 'approve', { ids: made.poster!.id })).body.jsonObject).toEqual({ count: 0 });
    expect(await auditRows(app, 'material', 'approve', 'Summer poster.png')).toHaveLength(1);
  });

  it('refuses a rejection without a note, and changes nothing', async () => {
    const r = await decide(reviewer, 'reject', { ids: made.menu!.id, note: '   ' });
    expect(r.status).toBe(400);
    expect((r.body.data as { fields: { field: string; message: string }[] }).fields).toEqual([
      { field: 'note', message: 'required' },
    ]);
    expect((await stateOf(made.menu!.id)).review_state).toBe('pending');
    const noIds = await decide(reviewer, 'approve', { ids: '' });
    expect(noIds.status).toBe(400);
    const longNote = await decide(reviewer, 'reject', { ids: made.menu!.id, note: 'x'.repeat(501) });
    expect(longNote.status).toBe(400);
    expect(await auditRows(app, 'material', 'reject')).toHaveLength(0);
  });

  it('rejects with the note: stored, audited and in the bell', async () => {
    const r = await decide(reviewer, 'reject', { ids: made.menu!.id, note: 'Prices are out of date' });
    expect(r.body.jsonObject).toEqual({ count: 1 });
    expect(await stateOf(made.menu!.id)).toMatchObject({
      review_state: 'rejected',
      review_note: 'Prices are out of date',
    });
    const [row] = await auditRows(app, 'material', 'reject', 'Lunch menu.png');
    expect(JSON.parse(String(row!.changes))).toMatchObject({
      reviewState: { before: 'pending', after: 'rejected' },
      reviewNote: { before: null, after: 'Prices are out of date' },
    });
    const notice = (await notices(operator)).list.find((n) => n.contentEn.includes('Lunch menu.png'));
    expect(notice!.contentEn).toBe('Your material "Lunch menu.png" was rejected. Reason: Prices are out of date');
    expect(notice!.contentCn).toContain('Prices are out of date');
    const rejected = await list(reviewer, { reviewState: 'rejected' });
    expect(rejected.data.list.map((m) => [m.name, m.reviewNote, m.reviewedByName])).toEqual([
      ['Lunch menu.png', 'Prices are out of date', 'h.reviewer'],
    ]);
  });

  it("leaves materials outside the reviewer's range alone", async () => {
    // Another tenant, and a reviewer of the shop for a material of the office above it.
    expect((await decide(other, 'approve', { ids: made.flyer!.id })).body.jsonObject).toEqual({ count: 0 });
    expect((await decide(other, 'reject', { ids: made.flyer!.id, note: 'no' })).body.jsonObject).toEqual({ count: 0 });
    expect((await stateOf(made.flyer!.id)).review_state).toBe('pending');
    const above = await uploaded(admin, 'Platform banner.png', '#000088', 34);
    expect((await decide(shopReviewer, 'approve', { ids: above.id })).body.jsonObject).toEqual({ count: 0 });
    expect((await stateOf(above.id)).review_state).toBe('pending');
    await decide(admin, 'approve', { ids: above.id });
  });

  it('refuses those without the review permission, and callers without a session', async () => {
    const r = await decide(operator, 'approve', { ids: made.flyer!.id });
    expect([r.status, r.body.code]).toEqual([401, 401]);
    const anonymous = await call(app, 'POST', '/a/api/materialReview/reject', {
      form: { ids: made.flyer!.id, note: 'x' },
    });
    expect(anonymous.body.message).toBe('logout');
    expect((await stateOf(made.flyer!.id)).review_state).toBe('pending');
  });

  it('decides a selection at once, and a reviewer may change a decision', async () => {
    const again = await uploaded(operator, 'Opening hours.png', '#448844', 35);
    const r = await decide(reviewer, 'approve', { ids: `${made.flyer!.id},${again.id}` });
    expect(r.body.jsonObject).toEqual({ count: 2 });
    expect((await list(reviewer)).data.count).toBe(0);
    const back = await decide(reviewer, 'reject', { ids: again.id, note: 'Wrong hours after all' });
    expect(back.body.jsonObject).toEqual({ count: 1 });
    expect((await stateOf(again.id)).review_state).toBe('rejected');
    const decided = await list(reviewer, { reviewState: 'approved' });
    // Decided by a reviewer only: not the one approved without review while audit was off.
    expect(decided.data.list.map((m) => m.name)).toEqual(['Flyer.png', 'Summer poster.png']);
  });
});

describe('publishing', () => {
  it('saves a program holding a material under review, but refuses to publish it, naming the materials', async () => {
    const pending = await uploaded(operator, 'Autumn teaser.png', '#aa5500', 36);
    const saved = await programOf('Window loop', [made.poster!, made.menu!, pending]);
    expect(saved.body.code).toBe(0);
    const before = await app.db.kysely.selectFrom('publish').select('id').execute();
    const r = await publish(saved.body.jsonObject!.id);
    expect([r.status, r.body.code]).toEqual([409, 409]);
    expect(r.body.message).toContain('Lunch menu.png');
    expect((r.body.data as { fields: unknown[] }).fields).toEqual([
      { field: 'programId', message: 'materialsNotApproved' },
    ]);
    const named = (r.body.jsonObject as unknown as NotApprovedMaterials).materials;
    expect(named.map((m) => [m.name, m.reviewState]).sort()).toEqual([
      ['Autumn teaser.png', 'pending'],
      ['Lunch menu.png', 'rejected'],
    ]);
    expect(await app.db.kysely.selectFrom('publish').select('id').execute()).toEqual(before);

    // Once both are approved, it goes out.
    await decide(reviewer, 'approve', { ids: `${made.menu!.id},${pending.id}` });
    const ok = await publish(saved.body.jsonObject!.id);
    expect(ok.body.code).toBe(0);
  });

  it('leaves materials waiting when audit is switched off: only a reviewer decides them', async () => {
    const waiting = await uploaded(operator, 'Late notice.png', '#225599', 37);
    await setAudit(false);
    expect((await stateOf(waiting.id)).review_state).toBe('pending');
    const fresh = await uploaded(operator, 'After audit.png', '#992255', 38);
    expect(fresh.reviewState).toBe('approved');
    const saved = await programOf('Late loop', [waiting]);
    expect((await publish(saved.body.jsonObject!.id)).body.code).toBe(409);
    await setAudit(true);
  });
});
