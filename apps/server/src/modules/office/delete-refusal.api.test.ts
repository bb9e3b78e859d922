import type { OfficeNode, ProgramItem } from '@apm/contract';
import { createDocument } from '@apm/render/document';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, initSystem, jobsSettled, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { pngOf, upload } from '../../../test/materials.js';
import { addPerson, platformOffice } from '../../../test/people.js';

/**
 * Deleting an office (modules/office/service.ts) is refused while its subtree holds what cannot
 * go with it: users, sub-offices, the custom roles that belong to it (sys_role references
 * sys_office without cascade), terminals (likewise), and the operators' materials and programs
 * (which would go with it by cascade). What belongs to the office alone (its announcement) goes
 * with it.
 */

let app: TestApp;
let admin: string;
let platformId: string;

const HOUR = 3600;
const nowS = () => Math.floor(Date.now() / 1000);

const newOffice = async (name: string, parentId = platformId) => {
  const r = await call<OfficeNode>(app, 'POST', '/a/api/office/save', {
    cookie: admin,
    form: { name, parentId },
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
afterAll(async () => {
  await jobsSettled(app);
  await app.close();
});

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

describe('deleting an office that holds screens and content', () => {
  /** How many rows of a table have this id (the row is still there). */
  const rows = async (table: 'terminal' | 'material' | 'program', id: string) =>
    Number(
      (
        await (app.db.kysely as unknown as Kysely<Record<string, { id: string }>>)
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('is refused while its subtree holds a terminal, a material or a program, counting each, and deletes nothing', async () => {
    const region = await newOffice('Region');
    const store = await newOffice('Store', region);

    // A screen authorised into the store.
    const registered = await app.http.inject({
      method: 'POST',
      url: '/apm-web/terminal/register',
      payload: { hardwareId: 'store-window-0001' },
    });
    const { pairingCode } = (registered.json() as { jsonObject: { pairingCode: string } }).jsonObject;
    const authorised = await call<{ id: string }>(app, 'POST', '/a/api/terminal/authorise', {
      cookie: admin,
      form: { pairingCode, officeId: store, name: 'Store window' },
    });
    expect(authorised.body.code).toBe(0);
    const terminalId = authorised.body.jsonObject!.id;
    // A picture in its library.
    const { state } = await upload(app, admin, await pngOf(32, 24), 'Opening hours.png', { officeId: store });
    if (state.state !== 'done') throw new Error('the upload did not finish');
    const materialId = state.material.id;
    // A program made by one of its operators, who has left since.
    const operatorId = await addPerson(app, 'store.operator', 'operator', store);
    const operator = await signIn(app, 'store.operator');
    const program = await call<ProgramItem>(app, 'POST', '/a/api/program/save', {
      cookie: operator,
      form: { name: 'Window loop', document: JSON.stringify(createDocument({ width: 1920, height: 1080 })) },
    });
    expect(program.body.jsonObject).toMatchObject({ officeId: store });
    const programId = program.body.jsonObject!.id;
    expect(
      (await call(app, 'POST', '/a/api/user/delete', { cookie: admin, form: { ids: operatorId } })).body.code,
    ).toBe(0);
    const logged = await deletions();

    const refused = await deleteOffice(store);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 409,
      jsonObject: { users: 0, offices: 0, roles: 0, terminals: 1, materials: 1, programs: 1 },
    });
    expect(refused.body.message).toContain('1 terminal(s), 1 material(s) and 1 program(s)');
    expect(refused.body.message).not.toContain('user');
    // The region above it counts them too, with the store.
    expect((await deleteOffice(region)).body).toMatchObject({
      code: 409,
      jsonObject: { users: 0, offices: 1, roles: 0, terminals: 1, materials: 1, programs: 1 },
    });
    // Nothing went: the offices, the screen in its office, the picture and the program.
    expect(await officeExists(store)).toBe(true);
    expect(await officeExists(region)).toBe(true);
    expect(
      await app.db.kysely.selectFrom('terminal').select('office_id').where('id', '=', terminalId).executeTakeFirst(),
    ).toEqual({ office_id: store });
    expect(await rows('material', materialId)).toBe(1);
    expect(await rows('program', programId)).toBe(1);
    expect(await deletions()).toBe(logged);

    // Each deleted in turn: the refusal names what is left, until there is nothing.
    const del = (what: string, form: Record<string, string>) =>
      call(app, 'POST', `/a/api/${what}/delete`, { cookie: admin, form });
    expect((await del('program', { id: programId })).body.code).toBe(0);
    expect((await deleteOffice(store)).body.jsonObject).toMatchObject({ terminals: 1, materials: 1, programs: 0 });
    await jobsSettled(app);
    expect((await del('material', { ids: materialId })).body.code).toBe(0);
    expect((await deleteOffice(store)).body.jsonObject).toMatchObject({ terminals: 1, materials: 0, programs: 0 });
    expect((await del('terminal', { ids: terminalId })).body.code).toBe(0);
    expect(await rows('terminal', terminalId)).toBe(0);

    expect((await deleteOffice(store)).body.code).toBe(0);
    expect((await deleteOffice(region)).body.code).toBe(0);
    expect(await officeExists(store)).toBe(false);
    expect(await officeExists(region)).toBe(false);
    expect(await deletions()).toBe(logged + 2);
  });
});
