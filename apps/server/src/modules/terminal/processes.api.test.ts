import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, freshStore, initSystem, signIn, startApp, type Store, type TestApp } from '../../../test/harness.js';
import { platformOffice } from '../../../test/people.js';
import { terminalClient } from '../../../test/terminal-client.js';
import { hasRedis, REDIS_URL } from '../../../test/redis.js';

/**
 * Two server processes of one installation (one database, the bus over Redis): a terminal's socket
 * is held by one, the console talks to the other. Commands reach the socket and their acks come
 * back, a second socket elsewhere closes the first (4409), and pairing again closes it (4403).
 */

let store: Store;
let a: TestApp;
let b: TestApp;
const origin = (app: TestApp) => `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;

describe.skipIf(!hasRedis)('terminals across server processes', () => {
  beforeAll(async () => {
    store = await freshStore();
    a = await startApp(store, { redisUrl: REDIS_URL });
    await initSystem(a);
    b = await startApp(store, { redisUrl: REDIS_URL });
    await a.http.listen({ port: 0, host: '127.0.0.1' });
    await b.http.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await store?.drop();
  });

  it('sends a command through the process holding the socket and answers with its ack', async () => {
    const admin = await signIn(a);
    const t = terminalClient(origin(a), 'two-process-device-0001');
    const code = (await t.register()).body!.jsonObject!.pairingCode!;
    const ok = await call(a, 'POST', '/a/api/terminal/authorise', {
      cookie: admin,
      form: { pairingCode: code, officeId: (await platformOffice(a)).id, name: 'Hall' },
    });
    expect(ok.body.code).toBe(0);
    await t.register();

    // The socket on B; the console on A.
    const onB = terminalClient(origin(b), 'two-process-device-0001');
    onB.useIdentity(t.terminalId, t.secret);
    const s = await onB.connect();
    await s.next('welcome');
    const answer = call<{ ok: boolean }>(a, 'POST', '/a/api/terminal/command', {
      cookie: admin,
      form: { id: t.terminalId, name: 'reload' },
    });
    const command = await s.next('command');
    s.send({ type: 'ack', id: command.id, ok: true });
    expect((await answer).body.jsonObject).toMatchObject({ ok: true });

    // A second socket on A closes the one on B.
    const second = await t.connect();
    await second.next('welcome');
    expect((await s.closed).code).toBe(4409);

    // Paired again through B: the socket on A closes with 4403.
    const adminB = await signIn(b);
    expect(
      (await call(b, 'POST', '/a/api/terminal/pairAgain', { cookie: adminB, form: { id: t.terminalId } })).body.code,
    ).toBe(0);
    expect((await second.closed).code).toBe(4403);
  });
});
