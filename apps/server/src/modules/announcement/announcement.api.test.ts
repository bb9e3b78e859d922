import type { Announcement, OwnAnnouncement } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  await addUser(app, 'olga', 'operator');
  admin = await signIn(app);
});
afterAll(() => app.close());

const HOUR = 3600;
const nowS = () => Math.floor(Date.now() / 1000);

/** A valid save form: enabled, from an hour ago to a day ahead. */
const form = (over: Record<string, string> = {}): Record<string, string> => ({
  announcemenStartTime: String(nowS() - HOUR),
  announcemenEndTime: String(nowS() + 24 * HOUR),
  colseTipOn: '1',
  announcementTitleCh: '系统维护',
  announcementTitleEn: 'Maintenance',
  announcementContentCh: '周六 22:00 至 23:00 系统维护。',
  announcementContentEn: 'The system is down for maintenance on Saturday, 22:00 to 23:00.',
  ...over,
});

const save = (cookie: string, f: Record<string, string>) =>
  call<OwnAnnouncement>(app, 'POST', '/a/api/sysSetting/announcementManagerSave', { cookie, form: f });
const current = (cookie: string) => call<Announcement>(app, 'GET', '/a/api/sysSetting/announcement', { cookie });
const own = (cookie: string) => call<OwnAnnouncement>(app, 'GET', '/a/api/sysSetting/announcementManager', { cookie });
const fieldsOf = (r: { body: { data?: unknown } }) =>
  (r.body.data as { fields: { field: string; message: string }[] }).fields;

describe('announcement of an office', () => {
  it('is empty and switched off before anyone saves one', async () => {
    const r = await current(admin);
    expect(r.body).toMatchObject({
      code: 0,
      jsonObject: {
        announcemenStartTime: '',
        announcemenEndTime: '',
        colseTipOn: '0',
        announcementTitleEn: '',
      },
    });
    expect((await own(admin)).body.jsonObject).toMatchObject({ updateDate: null, colseTipOn: '0' });
  });

  it('is saved by the administrator, answered in the spec shape and audited', async () => {
    const f = form();
    const r = await save(admin, f);
    expect(r.body.code).toBe(0);
    const expected = {
      announcemenStartTime: Number(f.announcemenStartTime),
      announcemenEndTime: Number(f.announcemenEndTime),
      colseTipOn: '1',
      announcementTitleCh: f.announcementTitleCh,
      announcementTitleEn: f.announcementTitleEn,
      announcementContentCh: f.announcementContentCh,
      announcementContentEn: f.announcementContentEn,
    };
    expect(r.body.jsonObject).toMatchObject(expected);
    expect((await current(admin)).body.jsonObject).toEqual(expected);
    expect((await own(admin)).body.jsonObject!.updateDate).toBeGreaterThan(Date.now() - 60_000);

    // Saving again replaces it: still one row, and each save leaves an audit row.
    await save(admin, { ...f, announcementTitleEn: 'Maintenance tonight' });
    expect((await current(admin)).body.jsonObject!.announcementTitleEn).toBe('Maintenance tonight');
    const rows = await app.db.kysely.selectFrom('sys_announcement').select('id').execute();
    expect(rows).toHaveLength(1);
    const log = await app.db.kysely
      .selectFrom('sys_log')
      .select(['action', 'changes'])
      .where('module', '=', 'announcement')
      .orderBy('at')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['create', 'update']);
    expect(JSON.parse(log[1]!.changes)).toEqual({ titleEn: { before: 'Maintenance', after: 'Maintenance tonight' } });
  });

  it('keeps line breaks and markup-like text as typed (the console shows it as text)', async () => {
    const content = 'Line one\nLine <b>two</b> & three';
    expect((await save(admin, form({ announcementContentEn: content }))).body.code).toBe(0);
    expect((await current(admin)).body.jsonObject!.announcementContentEn).toBe(content);
  });
});

describe('who may read and save it', () => {
  it('lets an operator read the announcement but not the management page, nor save', async () => {
    await save(admin, form({ announcementTitleEn: 'For everyone' }));
    const olga = await signIn(app, 'olga');
    const r = await current(olga);
    expect(r.body.code).toBe(0);
    expect(r.body.jsonObject!.announcementTitleEn).toBe('For everyone');

    const refused = await save(olga, form({ announcementTitleEn: 'Hijacked' }));
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe(401);
    expect((await own(olga)).body.code).toBe(401);
    expect((await current(admin)).body.jsonObject!.announcementTitleEn).toBe('For everyone');
  });

  it('answers "logout" without a session', async () => {
    expect((await call(app, 'GET', '/a/api/sysSetting/announcement')).body).toMatchObject({ code: 440 });
    expect((await call(app, 'POST', '/a/api/sysSetting/announcementManagerSave', { form: form() })).body).toMatchObject(
      { code: 440 },
    );
  });
});

describe('validation', () => {
  const refusal = async (over: Record<string, string>) => {
    const r = await save(admin, form(over));
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(400);
    return fieldsOf(r);
  };

  it('refuses an end that is not after the start', async () => {
    const start = nowS();
    expect(await refusal({ announcemenStartTime: String(start), announcemenEndTime: String(start) })).toEqual([
      { field: 'announcemenEndTime', message: 'endBeforeStart' },
    ]);
    expect(
      await refusal({ announcemenStartTime: String(start), announcemenEndTime: String(start - HOUR) }),
    ).toMatchObject([{ field: 'announcemenEndTime', message: 'endBeforeStart' }]);
  });

  it('needs an end for an enabled announcement, and accepts none for a disabled one', async () => {
    expect(await refusal({ announcemenEndTime: '' })).toEqual([
      { field: 'announcemenEndTime', message: 'endRequired' },
    ]);
    const r = await save(admin, form({ announcemenEndTime: '', colseTipOn: '0' }));
    expect(r.body.code).toBe(0);
    expect(r.body.jsonObject).toMatchObject({ announcemenEndTime: '', colseTipOn: '0' });
  });

  it('refuses times that are not epoch seconds, and a missing start', async () => {
    expect((await refusal({ announcemenStartTime: 'tomorrow' }))[0]!.field).toBe('announcemenStartTime');
    expect((await refusal({ announcemenStartTime: String(Date.now()) }))[0]!.field).toBe('announcemenStartTime');
    expect((await refusal({ announcemenStartTime: '' }))[0]!.field).toBe('announcemenStartTime');
    expect((await refusal({ colseTipOn: 'yes' }))[0]!.field).toBe('colseTipOn');
  });

  it('needs every title and content, within their lengths, as plain text', async () => {
    expect((await refusal({ announcementTitleCh: '   ' }))[0]!.field).toBe('announcementTitleCh');
    expect((await refusal({ announcementTitleEn: 'x'.repeat(101) }))[0]!.field).toBe('announcementTitleEn');
    expect((await refusal({ announcementContentCh: '长'.repeat(2001) }))[0]!.field).toBe('announcementContentCh');
    expect(await refusal({ announcementContentEn: 'bell\u0007' })).toEqual([
      { field: 'announcementContentEn', message: 'plainText' },
    ]);
    expect((await save(admin, form({ announcementTitleEn: 'x'.repeat(100) }))).body.code).toBe(0);
  });
});

describe('scope: the nearest enabled announcement up the office tree', () => {
  it('reaches every office from the platform, is overridden below, and a disabled one lets the parent through', async () => {
    const platform = await platformOffice(app);
    const region = await addOffice(app, 'North region', platform);
    const depot = await addOffice(app, 'North depot', region);
    const south = await addOffice(app, 'South region', platform);
    await addPerson(app, 'rita', 'admin', region.id);
    await addPerson(app, 'dan', 'operator', depot.id);
    await addPerson(app, 'sam', 'operator', south.id);
    const rita = await signIn(app, 'rita');
    const dan = await signIn(app, 'dan');
    const sam = await signIn(app, 'sam');
    const title = async (cookie: string) => (await current(cookie)).body.jsonObject!.announcementTitleEn;

    await save(admin, form({ announcementTitleEn: 'Platform news' }));
    expect(await title(dan)).toBe('Platform news');
    expect(await title(sam)).toBe('Platform news');

    // The region's own announcement covers its subtree, not its siblings nor the platform.
    await save(rita, form({ announcementTitleEn: 'Region news' }));
    expect(await title(rita)).toBe('Region news');
    expect(await title(dan)).toBe('Region news');
    expect(await title(sam)).toBe('Platform news');
    expect(await title(admin)).toBe('Platform news');
    // Each office edits its own: the region's administrator sees the region's on the management page.
    expect((await own(rita)).body.jsonObject!.announcementTitleEn).toBe('Region news');

    await save(rita, form({ announcementTitleEn: 'Region news', colseTipOn: '0' }));
    expect(await title(dan)).toBe('Platform news');
    expect((await own(rita)).body.jsonObject).toMatchObject({ announcementTitleEn: 'Region news', colseTipOn: '0' });

    // With the platform's switched off too, nothing applies.
    await save(admin, form({ colseTipOn: '0' }));
    expect((await current(dan)).body.jsonObject).toMatchObject({ colseTipOn: '0', announcemenEndTime: '' });
  });
});
