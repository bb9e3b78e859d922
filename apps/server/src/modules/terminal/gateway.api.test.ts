import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { platformOffice } from '../../../test/people.js';
import { terminalClient } from '../../../test/terminal-client.js';
import { terminalGateway, type TerminalGateway } from './gateway.js';

/**
 * The gateway's clocks, on a gateway of short timings beside the server (same database, bus and
 * device service): the hello timeout, the silence after which a socket closes and its terminal goes
 * offline, the sweep of terminals a stopped server process left online, and closing on shutdown.
 */

let app: TestApp;
let gateway: TerminalGateway;
let server: http.Server;
let origin: string;
let admin: string;

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  gateway = terminalGateway({
    db: app.db.kysely,
    bus: app.bus,
    log: app.http.log,
    device: app.services.terminalDevices,
    options: { heartbeatMs: 400, helloTimeoutMs: 300, flushMs: 200, sweepMs: 300 },
  });
  server = http.createServer();
  server.on('upgrade', (req, socket, head) => gateway.upgrade(req, socket, head));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
});
afterAll(async () => {
  await gateway?.close();
  server?.close();
  await app?.close();
});

const gatewayUrl = () => `ws://127.0.0.1:${(server.address() as AddressInfo).port}/apm-web/terminal/ws`;

async function paired(hardwareId: string) {
  const t = terminalClient(origin, hardwareId);
  const code = (await t.register()).body!.jsonObject!.pairingCode!;
  const r = await call(app, 'POST', '/a/api/terminal/authorise', {
    cookie: admin,
    form: { pairingCode: code, officeId: (await platformOffice(app)).id, name: hardwareId },
  });
  expect(r.body.code).toBe(0);
  await t.register();
  return t;
}

function open(): Promise<{ ws: WebSocket; messages: unknown[]; closed: Promise<number> }> {
  const ws = new WebSocket(gatewayUrl());
  const messages: unknown[] = [];
  ws.on('message', (d) => messages.push(JSON.parse(String(d))));
  const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, messages, closed }));
    ws.once('error', reject);
  });
}

const onlineOf = async (id: string) =>
  (await app.db.kysely.selectFrom('terminal').select('online').where('id', '=', id).executeTakeFirstOrThrow()).online;

describe('terminal gateway timings', () => {
  it('closes a socket that says no hello in time (4408 timeout)', async () => {
    const s = await open();
    expect(await s.closed).toBe(4408);
    expect(s.messages).toEqual([{ type: 'error', reason: 'timeout' }]);
  });

  it('closes a silent socket after 2.5 heartbeats and sets its terminal offline', async () => {
    const t = await paired('silent-gateway-0001');
    const s = await open();
    s.ws.send(JSON.stringify({ type: 'hello', protocol: 1, terminalId: t.terminalId, secret: t.secret }));
    await expect.poll(() => s.messages).toContainEqual(expect.objectContaining({ type: 'welcome', heartbeatMs: 400 }));
    expect(await onlineOf(t.terminalId)).toBe(1);
    expect(gateway.connected()).toBe(1);
    expect(await s.closed).toBe(4408);
    await expect.poll(() => onlineOf(t.terminalId)).toBe(0);
  });

  it('keeps a socket that beats, writing its last-seen time in batches', async () => {
    const t = await paired('beating-gateway-0002');
    const s = await open();
    s.ws.send(JSON.stringify({ type: 'hello', protocol: 1, terminalId: t.terminalId, secret: t.secret }));
    await expect.poll(() => s.messages.length).toBe(1);
    const seen = async () =>
      Number(
        (
          await app.db.kysely
            .selectFrom('terminal')
            .select('last_seen_at')
            .where('id', '=', t.terminalId)
            .executeTakeFirstOrThrow()
        ).last_seen_at,
      );
    const first = await seen();
    for (let seq = 1; seq <= 5; seq++) {
      s.ws.send(JSON.stringify({ type: 'heartbeat', seq }));
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(s.ws.readyState).toBe(WebSocket.OPEN);
    expect(s.messages.filter((m) => (m as { type: string }).type === 'heartbeat-ack')).toHaveLength(5);
    expect(await seen()).toBeGreaterThan(first);
    s.ws.close();
    await s.closed;
  });

  it('sets offline the terminals a stopped server process left online', async () => {
    const t = await paired('orphan-gateway-0003');
    await app.db.kysely
      .updateTable('terminal')
      .set({ online: 1, socket_id: 'a-socket-of-a-dead-process', last_seen_at: Date.now() - 60_000 })
      .where('id', '=', t.terminalId)
      .execute();
    await expect.poll(() => onlineOf(t.terminalId), { timeout: 5_000 }).toBe(0);
  });

  it('closes every socket with 1001 on shutdown, setting its terminal offline', async () => {
    const t = await paired('closing-gateway-0004');
    const s = await open();
    s.ws.send(JSON.stringify({ type: 'hello', protocol: 1, terminalId: t.terminalId, secret: t.secret }));
    await expect.poll(() => s.messages.length).toBe(1);
    await gateway.close();
    expect(await s.closed).toBe(1001);
    expect(await onlineOf(t.terminalId)).toBe(0);
  });
});
