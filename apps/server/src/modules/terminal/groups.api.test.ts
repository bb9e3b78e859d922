import type { AddressInfo } from 'node:net';
import type { TerminalGroupItem, TerminalItem } from '@apm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { pairedTerminal } from '../../../test/paired.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';

/**
 * Terminal groups (spec 7: groupTree, saveTerminalGroup, deleteTerminalGroup, updateTerminalGroup):
 * a chain's "Entrance screens" at its head office holding screens of two of its shops, the terminal
 * list filtered by group, and the rule that a group holds terminals of its office's subtree only.
 */

let app: TestApp;
let admin: string;
let chainAdmin: string;
let reviewer: string;
let stranger: string;
type Office = Awaited<ReturnType<typeof addOffice>>;
let chain: Office;
let north: Office;
let south: Office;
let other: Office;
const ids: Record<string, string> = {};

type Form = Record<string, string>;
const fieldsOf = (r: { body: { data?: unknown } }) =>
  (r.body.data as { fields: { field: string; message: string }[] }).fields;
const groups = (form: Form = {}, cookie = chainAdmin) =>
  call(app, 'GET', '/a/api/terminal/groupTree', { cookie, form });
const listOf = (r: { body: { data?: unknown } }) => (r.body.data as { list: TerminalGroupItem[]; count: number }).list;
const saveGroup = (form: Form, cookie = chainAdmin) =>
  call<TerminalGroupItem>(app, 'POST', '/a/api/terminal/saveTerminalGroup', { cookie, form });
const move = (form: Form, cookie = chainAdmin) =>
  call<{ count: number }>(app, 'POST', '/a/api/terminal/updateTerminalGroup', { cookie, form });
const terminals = async (form: Form, cookie = chainAdmin) =>
  (
    (await call(app, 'GET', '/a/api/terminal/list', { cookie, form })).body.data as {
      list: TerminalItem[];
    }
  ).list;

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const platform = await platformOffice(app);
  chain = await addOffice(app, 'Chain', platform);
  north = await addOffice(app, 'North shop', chain);
  south = await addOffice(app, 'South shop', chain);
  other = await addOffice(app, 'Other chain', platform);
  await addPerson(app, 'cora', 'customerAdmin', chain.id);
  chainAdmin = await signIn(app, 'cora');
  await addPerson(app, 'oscar', 'customerAdmin', other.id);
  stranger = await signIn(app, 'oscar');
  await addUser(app, 'rita', 'reviewer');
  reviewer = await signIn(app, 'rita');
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  const pair = async (key: string, officeId: string, name: string) => {
    ids[key] = (await pairedTerminal(app, origin, admin, `group-${key}`, officeId, name)).terminalId;
  };
  await pair('northDoor', north.id, 'North door');
  await pair('southDoor', south.id, 'South door');
  await pair('southTill', south.id, 'South till');
  await pair('elsewhere', other.id, 'Other door');
});
afterAll(() => app.close());

describe('terminal groups', () => {
  let entrance: TerminalGroupItem;

  it('are made in an office of the range, renamed, and one name is once per office, whatever its case', async () => {
    const made = await saveGroup({ officeId: chain.id, name: 'Entrance' });
    expect(made.body.code).toBe(0);
    expect(made.body.jsonObject).toMatchObject({ name: 'Entrance', officeName: 'Chain', terminals: 0, online: 0 });
    const renamed = await saveGroup({ id: made.body.jsonObject!.id, officeId: chain.id, name: 'Entrance screens' });
    expect(renamed.body.jsonObject).toMatchObject({ id: made.body.jsonObject!.id, name: 'Entrance screens' });
    entrance = renamed.body.jsonObject!;

    const twice = await saveGroup({ officeId: chain.id, name: 'ENTRANCE SCREENS' });
    expect(twice.status).toBe(409);
    expect(fieldsOf(twice)).toEqual([{ field: 'name', message: 'exists' }]);
    // Another office may have a group of that name.
    expect((await saveGroup({ officeId: south.id, name: 'Entrance screens' })).body.code).toBe(0);

    expect(await auditRows(app, 'terminal', 'groupCreate', 'Entrance')).toHaveLength(1);
    const renames = await auditRows(app, 'terminal', 'groupRename', 'Entrance screens');
    expect(JSON.parse(renames[0]!.changes)).toEqual({ name: { before: 'Entrance', after: 'Entrance screens' } });
  });

  it('hold terminals of their office and below it, shown in the terminal list and countable', async () => {
    const r = await move({ ids: `${ids.northDoor},${ids.southDoor}`, groupId: entrance.id });
    expect(r.body.jsonObject).toEqual({ count: 2 });
    const inGroup = await terminals({ groupId: entrance.id });
    expect(inGroup.map((t) => t.name)).toEqual(['North door', 'South door']);
    expect(inGroup.every((t) => t.groupName === 'Entrance screens')).toBe(true);
    const till = (await terminals({ name: 'South till' }))[0]!;
    expect(till).toMatchObject({ groupId: null, groupName: null });

    const page = listOf(await groups({ name: 'entrance' }));
    expect(page.map((g) => [g.name, g.officeName, g.terminals])).toEqual([
      ['Entrance screens', 'Chain', 2],
      ['Entrance screens', 'South shop', 0],
    ]);
    expect(listOf(await groups({ officeId: south.id })).map((g) => g.officeName)).toEqual(['South shop']);
    const moves = await auditRows(app, 'terminal', 'group', 'North door');
    expect(JSON.parse(moves[0]!.changes)).toEqual({ group: { before: null, after: 'Entrance screens' } });
  });

  it('refuse a terminal outside the group’s office subtree, moving none of those named', async () => {
    const southGroup = listOf(await groups({ officeId: south.id }))[0]!;
    const r = await move({ ids: `${ids.southTill},${ids.northDoor}`, groupId: southGroup.id });
    expect(r.status).toBe(400);
    expect(fieldsOf(r)).toEqual([{ field: 'groupId', message: 'outsideOffice' }]);
    expect(r.body.message).toContain('North door');
    expect((await terminals({ groupId: southGroup.id })).map((t) => t.name)).toEqual([]);
    expect((await terminals({ groupId: entrance.id })).map((t) => t.name)).toEqual(['North door', 'South door']);
  });

  it('let terminals out of any group, and when deleted leave their terminals in none', async () => {
    expect((await move({ ids: ids.northDoor!, groupId: '' })).body.jsonObject).toEqual({ count: 1 });
    expect((await terminals({ groupId: entrance.id })).map((t) => t.name)).toEqual(['South door']);
    const gone = await call(app, 'POST', '/a/api/terminal/deleteTerminalGroup', {
      cookie: chainAdmin,
      form: { id: entrance.id },
    });
    expect(gone.body.code).toBe(0);
    expect((await terminals({ name: 'South door' }))[0]).toMatchObject({ groupId: null, groupName: null });
    expect(listOf(await groups({ name: 'Entrance' })).map((g) => g.officeName)).toEqual(['South shop']);
    const audits = await auditRows(app, 'terminal', 'groupDelete', 'Entrance screens');
    expect(JSON.parse(audits[0]!.changes)).toEqual({ terminals: { before: 1 } });
  });

  it('refuse without a session, without the permission, outside the range, and bad input, nothing stored', async () => {
    const count = async () =>
      Number(
        (
          await app.db.kysely
            .selectFrom('terminal_group')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect((await groups({}, '')).body.message).toBe('logout');
    expect((await saveGroup({ officeId: chain.id, name: 'x' }, '')).body.message).toBe('logout');
    // A reviewer holds no terminal permission.
    expect((await groups({}, reviewer)).body.code).toBe(401);
    expect((await saveGroup({ officeId: chain.id, name: 'Reviewed' }, reviewer)).body.code).toBe(401);
    // Another chain's administrator: the chain's office and groups read as missing.
    const theirs = await saveGroup({ officeId: chain.id, name: 'Taken over' }, stranger);
    expect(theirs.status).toBe(404);
    expect(fieldsOf(theirs)).toEqual([{ field: 'officeId', message: 'notFound' }]);
    const southGroup = listOf(await groups({ officeId: south.id }))[0]!;
    expect((await saveGroup({ id: southGroup.id, officeId: other.id, name: 'Mine' }, stranger)).status).toBe(404);
    expect(listOf(await groups({}, stranger))).toEqual([]);
    const into = await move({ ids: ids.elsewhere!, groupId: southGroup.id }, stranger);
    expect(into.status).toBe(404);
    expect(fieldsOf(into)).toEqual([{ field: 'groupId', message: 'notFound' }]);
    // The chain's administrator names the other chain's screen: left alone.
    expect((await move({ ids: ids.elsewhere!, groupId: southGroup.id })).body.jsonObject).toEqual({ count: 0 });
    // Bad input: a name too long, no ids.
    const long = await saveGroup({ officeId: chain.id, name: 'x'.repeat(65) });
    expect(long.status).toBe(400);
    expect(fieldsOf(long).map((f) => f.field)).toEqual(['name']);
    const none = await move({ ids: '', groupId: southGroup.id });
    expect(none.status).toBe(400);
    expect(fieldsOf(none).map((f) => f.field)).toEqual(['ids']);
    expect(await count()).toBe(before);
  });
});
