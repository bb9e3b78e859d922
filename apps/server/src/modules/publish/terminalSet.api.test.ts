import type { AddressInfo } from 'node:net';
import type { MessageItem, ProgramChoice, ProgramItem, TerminalMessage, TerminalProgram } from '@apm/contract';
import { createDocument, createWidget } from '@apm/render/document';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { pairedTerminal } from '../../../test/paired.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import type { Manifest, terminalClient } from '../../../test/terminal-client.js';

/**
 * What a terminal holds and acting on it from terminal management (issue 13 item 5): its programs
 * and messages, a message taken off one terminal, a message sent now, refresh and clear.
 */

let app: TestApp;
let origin: string;
let admin: string;
let operator: string;
let south: string;
type Client = ReturnType<typeof terminalClient>;
let lobby: Client;
let hall: Client;
let menu: ProgramItem;

type Form = Record<string, string>;
const manifestOf = async (c: Client) => (await c.manifest()).body!.jsonObject! as Manifest;
const get = <T>(path: string, form: Form, cookie = operator) =>
  call<T>(app, 'GET', `/a/api/terminalSet/${path}`, { cookie, form });
const post = <T>(path: string, form: Form, cookie = operator) =>
  call<T>(app, 'POST', `/a/api/terminalSet/${path}`, { cookie, form });

async function message(name: string, more: Form = {}, cookie = operator): Promise<MessageItem> {
  const r = await call<MessageItem>(app, 'POST', '/a/api/publishMessage/ajaxSave', {
    cookie,
    form: { name, look: JSON.stringify({ text: `${name} text`, position: 'top' }), ...more },
  });
  expect(r.body.code).toBe(0);
  return r.body.jsonObject!;
}
const sendMessage = (id: string, terminals: Client[], cookie = operator) =>
  call<{ id: string }>(app, 'POST', '/a/api/publishMessage/savePublish', {
    cookie,
    form: { id, terminalIds: terminals.map((t) => t.terminalId).join(',') },
  });

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  await addUser(app, 'olga', 'operator');
  operator = await signIn(app, 'olga');
  const platform = await platformOffice(app);
  const southOffice = await addOffice(app, 'South', platform);
  await addPerson(app, 'sam', 'customerAdmin', southOffice.id);
  south = await signIn(app, 'sam');
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  lobby = await pairedTerminal(app, origin, admin, 'set-lobby-0001', platform.id, 'Lobby screen');
  hall = await pairedTerminal(app, origin, admin, 'set-hall-0002', platform.id, 'Hall screen');
  const doc = createDocument({ width: 1280, height: 720 });
  doc.scenes[0]!.widgets.push(createWidget('text', { props: { text: 'Menu' } }));
  menu = (
    await call<ProgramItem>(app, 'POST', '/a/api/program/save', {
      cookie: operator,
      form: { name: 'Menu', document: JSON.stringify(doc) },
    })
  ).body.jsonObject!;
});
afterAll(() => app.close());

describe('what a terminal holds', () => {
  it('lists its programs with their plan and delivery, and its messages with which show now', async () => {
    const plan = await call<{ id: string }>(app, 'POST', '/a/api/playPlan/save', {
      cookie: operator,
      form: {
        name: 'All day',
        kind: 'loop',
        entries: JSON.stringify([{ id: 'e', programId: menu.id, play: { mode: 'duration', ms: 10_000 } }]),
      },
    });
    const planPublish = await call<{ id: string }>(app, 'POST', '/a/api/playPlan/saveTerminals', {
      cookie: operator,
      form: { planId: plan.body.jsonObject!.id, terminalIds: lobby.terminalId },
    });
    await lobby.report([{ type: 'delivery', publishId: planPublish.body.jsonObject!.id, state: 'playing' }]);
    const programs = await get<TerminalProgram[]>('getRltPrograms', { terminalId: lobby.terminalId });
    expect(programs.body.jsonObject).toEqual([
      {
        programId: menu.id,
        programName: 'Menu',
        publishId: planPublish.body.jsonObject!.id,
        planName: 'All day',
        width: 1280,
        height: 720,
        state: 'playing',
        percent: 100,
      },
    ]);

    const now = await message('Now');
    const later = await message('Later', { startAt: String(Date.now() + 3_600_000) });
    const nowId = (await sendMessage(now.id, [lobby])).body.jsonObject!.id;
    await sendMessage(later.id, [lobby]);
    const messages = (await get<TerminalMessage[]>('getCurTerminalMessage', { terminalId: lobby.terminalId })).body
      .jsonObject!;
    expect(messages.map((m) => [m.name, m.text, m.position, m.showing, m.state])).toEqual([
      ['Now', 'Now text', 'top', true, 'queued'],
      ['Later', 'Later text', 'top', false, 'queued'],
    ]);
    expect(messages[0]!.publishId).toBe(nowId);
  });

  it('offers the programs of the range to choose from, by name', async () => {
    const r = await get<unknown>('onlyProgramList', { name: 'Men' });
    const data = r.body.data as { list: ProgramChoice[]; count: number };
    expect(data.list).toEqual([{ id: menu.id, name: 'Menu', width: 1280, height: 720, version: 1 }]);
    expect((await get<unknown>('onlyProgramList', { name: 'Menu' }, south)).body.data).toMatchObject({ count: 0 });
  });
});

describe('acting on terminals', () => {
  it('takes a message off one terminal only, and audits it', async () => {
    const m = await message('Wet floor');
    const publishId = (await sendMessage(m.id, [lobby, hall])).body.jsonObject!.id;
    const r = await post('deleteTerminalMessage', { terminalId: hall.terminalId, publishId });
    expect(r.body.code).toBe(0);
    expect((await manifestOf(hall)).messages.map((x) => x.publishId)).not.toContain(publishId);
    expect((await manifestOf(lobby)).messages.map((x) => x.publishId)).toContain(publishId);
    expect(await auditRows(app, 'publish', 'stop', 'Wet floor')).toHaveLength(1);
    // Not there any more: a second removal finds nothing.
    expect((await post('deleteTerminalMessage', { terminalId: hall.terminalId, publishId })).body.code).toBe(404);
    // Another range's administrator finds neither.
    expect((await post('deleteTerminalMessage', { terminalId: lobby.terminalId, publishId }, south)).body.code).toBe(
      404,
    );
  });

  it('sends a message to show from now, whatever its start', async () => {
    const m = await message('Tomorrow', { startAt: String(Date.now() + 86_400_000) });
    const at = Date.now();
    const r = await post<{ id: string; reviewState: string }>('doMessagePlayNow', {
      messageId: m.id,
      terminalIds: hall.terminalId,
    });
    expect(r.body.jsonObject?.reviewState).toBe('approved');
    const entry = (await manifestOf(hall)).messages.find((x) => x.publishId === r.body.jsonObject!.id)!;
    expect(entry.from).toBeGreaterThanOrEqual(at);
    expect(entry.from).toBeLessThan(at + 60_000);
  });

  it('refreshes terminals, and clears them of everything published to them', async () => {
    const refreshed = await post<{ online: number; offline: number; cleared: number }>('refreshTerminalPrograms', {
      terminalIds: `${lobby.terminalId},${hall.terminalId}`,
    });
    expect(refreshed.body.jsonObject).toEqual({ online: 0, offline: 2, cleared: 0 });
    const before = await manifestOf(lobby);
    expect(before.plans.length + before.messages.length).toBeGreaterThan(0);
    const cleared = await post<{ cleared: number }>('doClearProgram', { terminalIds: lobby.terminalId });
    expect(cleared.body.jsonObject?.cleared).toBeGreaterThan(0);
    const after = await manifestOf(lobby);
    expect([after.plans, after.messages, after.programs, after.schedule]).toEqual([[], [], [], []]);
    expect(await auditRows(app, 'terminal', 'command', 'Lobby screen')).toHaveLength(1);
    // The hall keeps what it has.
    expect((await manifestOf(hall)).messages.length).toBeGreaterThan(0);
    // Terminals out of range refuse the whole call.
    const refused = await post('doClearProgram', { terminalIds: hall.terminalId }, south);
    expect(refused.body.code).toBe(404);
    expect((await manifestOf(hall)).messages.length).toBeGreaterThan(0);
  });
});

describe('stopping a program’s or plan’s publication', () => {
  it('drops it from its terminals with nothing earlier coming back, keeps its record, and audits it', async () => {
    const publishProgram = async () =>
      (
        await call<{ id: string }>(app, 'POST', '/a/api/publishProgram/saveTerminals', {
          cookie: operator,
          form: { programId: menu.id, terminalIds: hall.terminalId },
        })
      ).body.jsonObject!.id;
    const first = await publishProgram();
    const second = await publishProgram();
    expect((await manifestOf(hall)).schedule.map((x) => x.publishId)).toEqual([second]);
    const stop = (id: string, cookie = operator) =>
      call(app, 'POST', '/a/api/publishProgram/stop', { cookie, form: { id } });
    expect((await stop(second, south)).body.code).toBe(404);
    expect((await stop(second)).body.code).toBe(0);
    expect((await manifestOf(hall)).schedule).toEqual([]);
    expect((await manifestOf(hall)).schedule.map((x) => x.publishId)).not.toContain(first);
    const listed = await call(app, 'GET', '/a/api/publishProgram/list', {
      cookie: operator,
      form: { kind: 'program' },
    });
    const record = (
      listed.body.data as { list: { id: string; stoppedAt: number | null; stoppedBy: string }[] }
    ).list.find((x) => x.id === second);
    expect(record).toMatchObject({ stoppedAt: expect.any(Number), stoppedBy: 'olga' });
    expect(await auditRows(app, 'publish', 'stop', 'Menu')).toHaveLength(1);
    // Each stop call stops its own kinds: a message's publication is not a program's.
    const m = await message('Not a program');
    const messageId = (await sendMessage(m.id, [hall])).body.jsonObject!.id;
    expect((await stop(messageId)).body.code).toBe(404);
    expect(
      (await call(app, 'POST', '/a/api/publishMessage/stop', { cookie: operator, form: { publishId: first } })).body
        .code,
    ).toBe(404);
  });
});

describe('playing a program now', () => {
  it('plays it alone above the plans for its minutes, beside what the terminal holds, and says so', async () => {
    const doc = createDocument({ width: 1920, height: 1080 });
    doc.scenes[0]!.widgets.push(createWidget('text', { props: { text: 'Flash sale' } }));
    const flash = (
      await call<ProgramItem>(app, 'POST', '/a/api/program/save', {
        cookie: operator,
        form: { name: 'Flash sale', document: JSON.stringify(doc) },
      })
    ).body.jsonObject!;
    const plan = await call<{ id: string }>(app, 'POST', '/a/api/playPlan/save', {
      cookie: operator,
      form: {
        name: 'Urgent day',
        kind: 'loop',
        entries: JSON.stringify([{ id: 'e', programId: menu.id, priority: 9, play: { mode: 'duration', ms: 10_000 } }]),
      },
    });
    await call(app, 'POST', '/a/api/playPlan/saveTerminals', {
      cookie: operator,
      form: { planId: plan.body.jsonObject!.id, terminalIds: hall.terminalId },
    });
    expect((await get('doProgramPlaySet', { terminalId: hall.terminalId })).body.jsonObject).toBeNull();
    const at = Date.now();
    const r = await post<{ id: string; reviewState: string }>('doProgramPlayNow', {
      programId: flash.id,
      terminalIds: hall.terminalId,
      minutes: '5',
    });
    expect(r.body.jsonObject?.reviewState).toBe('approved');
    const m = await manifestOf(hall);
    const entry = m.schedule.find((x) => x.publishId === r.body.jsonObject!.id)!;
    expect(entry).toMatchObject({ programId: flash.id, priority: 10 });
    expect(entry.to! - entry.from!).toBe(300_000);
    expect(entry.from).toBeGreaterThanOrEqual(at);
    // The plan stays, and the terminal plays the program played now alone.
    expect(m.plans.map((x) => x.planId)).toContain(plan.body.jsonObject!.id);
    const now = await get<{ now: { programName: string; to: number } }>('getCurTerminalProgram', {
      terminalId: hall.terminalId,
    });
    expect(now.body.jsonObject?.now).toMatchObject({ programName: 'Flash sale', to: entry.to });
    expect((await get('doProgramPlaySet', { terminalId: hall.terminalId })).body.jsonObject).toMatchObject({
      publishId: r.body.jsonObject!.id,
      programName: 'Flash sale',
      to: entry.to,
    });
    // It is a record of its own kind, stopped like the others.
    const listed = await call(app, 'GET', '/a/api/publishProgram/list', {
      cookie: operator,
      form: { kind: 'playNow' },
    });
    expect((listed.body.data as { list: { id: string; kind: string }[] }).list.map((x) => [x.id, x.kind])).toEqual([
      [r.body.jsonObject!.id, 'playNow'],
    ]);
    await call(app, 'POST', '/a/api/publishProgram/stop', { cookie: operator, form: { id: r.body.jsonObject!.id } });
    expect((await get('doProgramPlaySet', { terminalId: hall.terminalId })).body.jsonObject).toBeNull();
    // Refused: a program out of range, bad minutes; nothing stored.
    expect(
      (await post('doProgramPlayNow', { programId: flash.id, terminalIds: hall.terminalId, minutes: '0' })).status,
    ).toBe(400);
    expect(
      (await post('doProgramPlayNow', { programId: flash.id, terminalIds: hall.terminalId }, south)).body.code,
    ).toBe(404);
  });
});
