import type { OfficeNode } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addPerson, platformOffice } from '../../../test/people.js';

/**
 * Deleting an office (modules/office/service.ts) is refused while anything still refers to it
 * that cannot go with it: users, sub-offices and the custom roles that belong to it (sys_role
 * references sys_office without cascade). What belongs to the office alone (its announcement)
 * goes with it.
 */

let app: TestApp;
let admin: string;
let platformId: string;

const HOUR = 3600;
const nowS = () => Math.floor(Date.now() / 1000);

const newOffice = async (name: string) => {
  const r = await call<OfficeNode>(app, 'POST', '/a/api/office/save', {
    cookie: admin,
    form: { name, parentId: platformId },
  });
  expect(r.body.code).toBe(0);
  return r.body.jsonObject!.id;
};
const deleteOffice = (id: string) => call(app, 'POST', '/a/api/office/deleteOffice', { cookie: admin, form: { id } });
const officeExists = async (id: string) =>
  (await app.db.kysely.selectFrom('sys_office').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
const deletions = async () => (await auditRows(app, 'office', 'delete')).length;

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  platformId = (await platformOffice(app)).id;
});
afterAll(() => app.close());

describe('deleting an office', () => {
  it('is refused while a custom role belongs to the office, naming the roles, and allowed once it is gone', async () => {
    const kiosk = await newOffice('Kiosk');
    const role = await call<{ id: string }>(app, 'POST', '/a/api/role/save', {
      cookie: admin,
      form: { name: 'Kiosk clerk', code: 'kioskClerk', officeId: kiosk },
    });
    expect(role.body.code).toBe(0);
    const roleId = role.body.jsonObject!.id;
    const logged = await deletions();

    const refused = await deleteOffice(kiosk);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 409, jsonObject: { users: 0, offices: 0, roles: 1 } });
    expect(refused.body.message).toContain('1 custom role(s)');
    // Nothing was deleted, nothing was logged as deleted.
    expect(await officeExists(kiosk)).toBe(true);
    expect(
      await app.db.kysely.selectFrom('sys_role').select('office_id').where('id', '=', roleId).executeTakeFirst(),
    ).toEqual({ office_id: kiosk });
    expect(await deletions()).toBe(logged);

    expect((await call(app, 'POST', '/a/api/role/delete', { cookie: admin, form: { id: roleId } })).body.code).toBe(0);
    expect((await deleteOffice(kiosk)).body.code).toBe(0);
    expect(await officeExists(kiosk)).toBe(false);
    expect(await deletions()).toBe(logged + 1);
  });

  it('takes the office’s own announcement with it once its users are gone', async () => {
    const shop = await newOffice('Shop');
    const userId = await addPerson(app, 'shop.admin', 'admin', shop);
    const shopAdmin = await signIn(app, 'shop.admin');
    const saved = await call(app, 'POST', '/a/api/sysSetting/announcementManagerSave', {
      cookie: shopAdmin,
      form: {
        announcemenStartTime: String(nowS() - HOUR),
        announcemenEndTime: String(nowS() + HOUR),
        colseTipOn: '1',
        announcementTitleCh: '停业',
        announcementTitleEn: 'Closed',
        announcementContentCh: '本店今天停业。',
        announcementContentEn: 'The shop is closed today.',
      },
    });
    expect(saved.body.code).toBe(0);

    expect((await deleteOffice(shop)).body).toMatchObject({ code: 409, jsonObject: { users: 1, roles: 0 } });
    expect((await call(app, 'POST', '/a/api/user/delete', { cookie: admin, form: { ids: userId } })).body.code).toBe(0);
    expect((await deleteOffice(shop)).body.code).toBe(0);
    expect(await officeExists(shop)).toBe(false);
    const left = await app.db.kysely
      .selectFrom('sys_announcement')
      .select('id')
      .where('office_id', '=', shop)
      .execute();
    expect(left).toEqual([]);
  });
});
