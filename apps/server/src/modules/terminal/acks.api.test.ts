import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { platformOffice } from '../../../test/people.js';
import { terminalClient, type TerminalSocket } from '../../../test/terminal-client.js';
import { terminalRepo } from './repo.js';

/**
 * The manifest versions terminals acknowledge are written a batch at a time (device.ts): each
 * terminal keeps its own, and a terminal's last acknowledgement wins.
 */

let app: TestApp;
let origin: string;
let admin: string;
let platformId: string;

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  platformId = (await platformOffice(app)).id;
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app?.close();
});

const versionsOf = async (ids: string[]) => {
  const rows = await app.db.kysely
    .selectFrom('terminal')
    .select(['id', 'manifest_version'])
    .where('id', 'in', ids)
    .execute();
  return Object.fromEntries(rows.map((r) => [r.id, r.manifest_version]));
};

/** A terminal registered, authorised into the platform, with its secret and its socket open. */
async function connected(hardwareId: string): Promise<{ id: string; socket: TerminalSocket }> {
  const t = terminalClient(origin, hardwareId);
  const code = (await t.register()).body!.jsonObject!.pairingCode!;
  const r = await call(app, 'POST', '/a/api/terminal/authorise', {
    cookie: admin,
    form: { pairingCode: code, officeId: platformId, name: hardwareId },
  });
  expect(r.body.code).toBe(0);
  expect((await t.register()).body!.jsonObject!.state).toBe('authorised');
  const socket = await t.connect();
  await socket.next('welcome');
  return { id: t.terminalId, socket };
}

describe('acknowledged manifest versions', () => {
  it('are written one statement for many, each terminal its own, the last of a terminal winning', async () => {
    const ids = await Promise.all(
      ['a', 'b', 'c'].map(async (k) => {
        const t = terminalClient(origin, `repo-device-${k}`);
        return (await t.register()).body!.jsonObject!.terminalId;
      }),
    );
    const [a, b, c] = ids as [string, string, string];
    await terminalRepo(app.db.kysely).setManifestVersions([
      { id: a, version: 'a-1' },
      { id: b, version: 'b-1' },
      { id: a, version: 'a-2' },
    ]);
    expect(await versionsOf(ids)).toEqual({ [a]: 'a-2', [b]: 'b-1', [c]: null });
    await terminalRepo(app.db.kysely).setManifestVersions([]);
    expect(await versionsOf(ids)).toEqual({ [a]: 'a-2', [b]: 'b-1', [c]: null });
  });

  it('of terminals acknowledging at once over their sockets are each stored; a second one replaces the first', async () => {
    const fleet = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => connected(`ack-device-${i}`)));
    const ids = fleet.map((f) => f.id);
    fleet.forEach((f, i) => f.socket.send({ type: 'manifest-ack', version: `v-${i}` }));
    fleet[0]!.socket.send({ type: 'manifest-ack', version: 'v-0-later' });
    const expected = Object.fromEntries(ids.map((id, i) => [id, i === 0 ? 'v-0-later' : `v-${i}`]));
    await expect.poll(() => versionsOf(ids), { timeout: 10_000 }).toEqual(expected);
    for (const f of fleet) f.socket.ws.close();
  });
});
