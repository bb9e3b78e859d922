import http from 'node:http';
import { PassThrough } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { addOffice, addPerson, platformOffice } from '../../../test/people.js';
import { liveHub } from './hub.js';

/**
 * The console's live stream (GET /a/api/events): real server-sent-event streams of several
 * callers; each hears of what changed in its own data range only, and of pages it may open.
 */

let app: TestApp;
let port: number;
let admin: string;
let north: { id: string; path: string };
let south: { id: string; path: string };
const cookies: Record<string, string> = {};

interface Stream {
  status: number;
  contentType: string;
  /** Everything received so far. */
  text: () => string;
  /** The events received so far, parsed. */
  events: () => Array<{ name: string; data: Record<string, unknown> }>;
  close: () => void;
}

function open(cookie: string | undefined): Promise<Stream> {
  return new Promise((resolve, reject) => {
    let text = '';
    const req = http.get(
      { port, host: '127.0.0.1', path: '/apm-web/a/api/events', headers: cookie ? { cookie } : {} },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('error', () => undefined);
        resolve({
          status: res.statusCode ?? 0,
          contentType: String(res.headers['content-type']),
          text: () => text,
          events: () =>
            text
              .split('\n\n')
              .map((block) => ({
                name: /^event: (.+)$/m.exec(block)?.[1] ?? '',
                data: /^data: (.+)$/m.exec(block)?.[1] ?? '',
              }))
              .filter((e) => e.name && e.data)
              .map((e) => ({ name: e.name, data: JSON.parse(e.data) as Record<string, unknown> })),
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
  });
}

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const platform = await platformOffice(app);
  north = await addOffice(app, 'North', platform);
  south = await addOffice(app, 'South', platform);
  await addPerson(app, 'north.admin', 'customerAdmin', north.id);
  await addPerson(app, 'south.admin', 'customerAdmin', south.id);
  await addPerson(app, 'north.reviewer', 'reviewer', north.id);
  cookies.north = await signIn(app, 'north.admin', ADMIN.password);
  cookies.south = await signIn(app, 'south.admin', ADMIN.password);
  cookies.reviewer = await signIn(app, 'north.reviewer', ADMIN.password);
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  port = (app.http.server.address() as AddressInfo).port;
});
afterAll(() => app?.close());

describe('live events', () => {
  it('refuses a caller without a session', async () => {
    const s = await open(undefined);
    expect(s.status).toBe(401);
    await expect.poll(() => s.text()).toContain('"code":440');
  });

  it('tells each caller of changes in its range, and of pages it may open', async () => {
    const streams = {
      platform: await open(admin),
      north: await open(cookies.north),
      south: await open(cookies.south),
      reviewer: await open(cookies.reviewer),
    };
    try {
      expect(streams.north.status).toBe(200);
      expect(streams.north.contentType).toContain('text/event-stream');
      await expect.poll(() => streams.north.text()).toContain(': connected');

      // A screen registers: pending with no office, the platform's alone to see.
      const reg = await app.http.inject({
        method: 'POST',
        url: '/apm-web/terminal/register',
        payload: { hardwareId: 'north-screen-0001' },
      });
      const { terminalId, pairingCode } = (reg.json() as { jsonObject: { terminalId: string; pairingCode: string } })
        .jsonObject;
      await expect
        .poll(() => streams.platform.events())
        .toContainEqual({
          name: 'terminal.changed',
          data: { officeId: null, id: terminalId, online: false, state: 'pending' },
        });

      // North authorises it into North: North and the platform hear of it.
      const ok = await call(app, 'POST', '/a/api/terminal/authorise', {
        cookie: cookies.north,
        form: { pairingCode, officeId: north.id, name: 'North screen' },
      });
      expect(ok.body.code).toBe(0);
      const authorised = {
        name: 'terminal.changed',
        data: { officeId: north.id, id: terminalId, online: false, state: 'authorised' },
      };
      await expect.poll(() => streams.north.events()).toContainEqual(authorised);
      await expect.poll(() => streams.platform.events()).toContainEqual(authorised);

      // Other events of the bus reach their ranges the same way.
      app.bus.publish('delivery.changed', {
        officeId: south.id,
        publishId: 'p1',
        terminalId: 't1',
        state: 'downloading',
        percent: 40,
      });
      await expect.poll(() => streams.south.events().map((e) => e.name)).toEqual(['delivery.changed']);

      // South never heard of North's screen, nor the reviewer (no terminal page) of anything.
      await new Promise((r) => setTimeout(r, 200));
      expect(streams.north.events().map((e) => e.name)).toEqual(['terminal.changed']);
      expect(streams.south.text()).not.toContain(terminalId);
      expect(streams.reviewer.events()).toEqual([]);
    } finally {
      for (const s of Object.values(streams)) s.close();
    }
  });

  it('says logout and ends once the session ended, goes on while it is renewed', async () => {
    const hub = liveHub(app.db.kysely, app.bus, app.http.log, { keepAliveMs: 50 });
    const cookie = await signIn(app, 'north.admin', ADMIN.password);
    const principal = (await app.services.sessions.resolve(cookie.split('=')[1]!))!;
    const collect = () => {
      const out = new PassThrough();
      let text = '';
      out.on('data', (d: Buffer) => (text += d.toString()));
      return { out, text: () => text };
    };
    // Its time is up, but the session was renewed meanwhile: the stream goes on.
    const renewed = collect();
    hub.open({ ...principal, expiresAt: Date.now() - 1 }, new Set(), renewed.out);
    await expect.poll(() => renewed.text().match(/keep-alive/g)?.length ?? 0).toBeGreaterThan(2);
    expect(renewed.text()).not.toContain('logout');
    // Signed out: at its next check a stream says logout and ends.
    expect((await call(app, 'POST', '/a/logout', { cookie })).body.code).toBe(0);
    const ended = collect();
    hub.open({ ...principal, expiresAt: Date.now() - 1 }, new Set(), ended.out);
    await expect.poll(() => ended.text()).toContain('event: logout');
    expect(ended.out.writableEnded).toBe(true);
    expect(hub.openCount()).toBe(1);
    hub.close();
    expect(hub.openCount()).toBe(0);
  });

  it('forgets a stream once its caller went', async () => {
    const cookie = await signIn(app, 'north.admin', ADMIN.password);
    const s = await open(cookie);
    await expect.poll(() => s.text()).toContain(': connected');
    expect(app.services.live.openCount()).toBe(1);
    s.close();
    await expect.poll(() => app.services.live.openCount()).toBe(0);
  });
});
