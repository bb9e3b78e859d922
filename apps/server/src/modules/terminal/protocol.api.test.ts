import { createHash } from 'node:crypto';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { platformOffice } from '../../../test/people.js';
import { terminalClient, type Manifest } from '../../../test/terminal-client.js';
import { blobStore } from '../../platform/storage/blobs.js';
import type { ManifestContent, TerminalContent } from './content.js';

/**
 * The terminal protocol (issue 10, acceptance 5): a client written from docs/terminal-protocol.md
 * alone (test/terminal-client.ts) drives the real server over HTTP and a real WebSocket:
 * register, authorise through the console, collect the secret, hello/welcome, heartbeat, the
 * manifest and not-modified, a download by a signed address, an expired and an altered address
 * refused, a wrong secret refused, a command and its ack.
 */

let app: TestApp;
let origin: string;
let admin: string;
let platformId: string;

/** What the stand-in for the publish module answers (it is not part of this test). */
let content: ManifestContent = { programs: [], schedule: [], plans: [], messages: [], files: [] };
const reports: Array<{ terminalId: string; type: string }> = [];
const stubContent: TerminalContent = {
  manifestOf: async () => content,
  report: async (t, m) => {
    reports.push({ terminalId: t.id, type: m.type });
  },
};

beforeAll(async () => {
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  platformId = (await platformOffice(app)).id;
  await app.http.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
});
afterAll(() => app?.close());

const authorise = (pairingCode: string, name = 'Lobby screen') =>
  call<{ id: string }>(app, 'POST', '/a/api/terminal/authorise', {
    cookie: admin,
    form: { pairingCode, officeId: platformId, name },
  });

/** A terminal registered, authorised through the console, holding its secret. */
async function paired(hardwareId: string) {
  const t = terminalClient(origin, hardwareId);
  const first = await t.register();
  expect(first.body?.jsonObject?.state).toBe('pending');
  expect((await authorise(first.body!.jsonObject!.pairingCode!, hardwareId)).body.code).toBe(0);
  const second = await t.register();
  expect(second.body?.jsonObject?.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return t;
}

describe('terminal protocol', () => {
  it('registers, pairs by the code on the screen, and hands the secret to the claim token only', async () => {
    const t = terminalClient(origin, 'b1c9a4f0-5d1e-4b8e-9a51-2f2e7c9d6a10');
    const first = await t.register({ claimToken: null });
    expect(first.status).toBe(200);
    const j = first.body!.jsonObject!;
    expect(j).toMatchObject({ state: 'pending', secret: null, pollMs: 5000 });
    expect(j.pairingCode).toMatch(/^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{6}$/);
    expect(j.claimToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Polling with the claim token keeps the code on the screen.
    const again = await t.register();
    expect(again.body?.jsonObject).toMatchObject({ state: 'pending', pairingCode: j.pairingCode });

    // The console sees it pending, with its code, and authorises it.
    const pending = await call<unknown>(app, 'GET', '/a/api/terminal/list', {
      cookie: admin,
      form: { state: 'pending' },
    });
    expect(JSON.stringify(pending.body.data)).toContain(j.pairingCode!);
    const ok = await authorise(j.pairingCode!.toLowerCase());
    expect(ok.body).toMatchObject({ code: 0, jsonObject: { id: j.terminalId } });
    expect((await auditRows(app, 'terminal', 'authorise')).length).toBe(1);

    // The code is used up.
    expect((await authorise(j.pairingCode!)).body.code).toBe(404);

    // Until the secret is used, each call with the claim token hands a new one.
    const s1 = (await t.register()).body!.jsonObject!;
    expect(s1).toMatchObject({ state: 'authorised', pairingCode: null, pollMs: 60000 });
    const s2 = (await t.register()).body!.jsonObject!;
    expect(s2.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(s2.secret).not.toBe(s1.secret);

    // Someone else with the hardware id but not the claim token is refused.
    const stranger = terminalClient(origin, 'b1c9a4f0-5d1e-4b8e-9a51-2f2e7c9d6a10');
    const refused = await stranger.register();
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 409, jsonObject: { reason: 'alreadyPaired' } });

    // The old secret no longer works; the last one does, and once used no new one is handed out.
    t.useSecret(s1.secret!);
    expect((await t.manifest()).status).toBe(401);
    t.useSecret(s2.secret!);
    expect((await t.manifest()).status).toBe(200);
    expect((await t.register()).body?.jsonObject?.secret).toBeNull();
  });

  it('lets the last register without the claim token win while pending', async () => {
    const a = terminalClient(origin, 'lobby-device-0002');
    const first = (await a.register()).body!.jsonObject!;
    const b = terminalClient(origin, 'lobby-device-0002');
    const second = (await b.register()).body!.jsonObject!;
    expect(second.terminalId).toBe(first.terminalId);
    expect(second.pairingCode).not.toBe(first.pairingCode);
    expect(second.claimToken).not.toBe(first.claimToken);
    // The first code is dead; the second pairs, and only the second device collects the secret.
    expect((await authorise(first.pairingCode!)).body.code).toBe(404);
    expect((await authorise(second.pairingCode!)).body.code).toBe(0);
    expect((await a.register()).status).toBe(409);
    expect((await b.register()).body?.jsonObject?.secret).toBeTruthy();
  });

  it('refuses a body that is not of the protocol, naming the field', async () => {
    const res = await fetch(`${origin}/apm-web/terminal/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hardwareId: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('hardwareId');
  });

  it('opens the socket with hello, answers heartbeats and serves the manifest with not-modified', async () => {
    const t = await paired('socket-device-0003');
    // A wrong secret is refused on the socket (4401) and over HTTP (401, reason unauthorised).
    const right = t.secret;
    t.useSecret('A'.repeat(43));
    const bad = await t.connect();
    expect(await bad.next('error')).toMatchObject({ reason: 'unauthorised' });
    expect((await bad.closed).code).toBe(4401);
    const badManifest = await t.manifest();
    expect(badManifest.status).toBe(401);
    expect(badManifest.body).toMatchObject({ code: 440, jsonObject: { reason: 'unauthorised' } });
    t.useSecret(right);

    const s = await t.connect();
    const welcome = await s.next('welcome');
    expect(welcome).toMatchObject({ heartbeatMs: 30000 });
    expect(typeof welcome.manifestVersion).toBe('string');
    expect(Math.abs((welcome.serverTime as number) - Date.now())).toBeLessThan(5000);

    s.send({ type: 'heartbeat', seq: 17, at: Date.now() });
    expect(await s.next('heartbeat-ack')).toMatchObject({ seq: 17 });

    // Online in the console.
    const status = await call<{ online: boolean }>(app, 'GET', '/a/api/terminal/findTerminalStatus', {
      cookie: admin,
      form: { id: t.terminalId },
    });
    expect(status.body.jsonObject?.online).toBe(true);

    const m = await t.manifest();
    expect(m.status).toBe(200);
    const manifest = m.body!.jsonObject!;
    expect(manifest).toMatchObject({
      version: welcome.manifestVersion,
      terminal: { id: t.terminalId, name: 'socket-device-0003', timeZone: 'Europe/Berlin' },
      programs: [],
      schedule: [],
      plans: [],
      messages: [],
      files: [],
    });
    expect(m.headers.get('etag')).toBe(`"${manifest.version}"`);
    const same = await t.manifest(manifest.version);
    expect(same.status).toBe(304);
    expect(same.body).toBeNull();

    s.ws.close();
    await s.closed;
  });

  it('downloads a file by its signed address, with Range, and refuses an expired or altered one', async () => {
    const t = await paired('file-device-0004');
    const bytes = Buffer.from('0123456789'.repeat(1000));
    const md5 = createHash('md5').update(bytes).digest('hex');
    await blobStore(path.join(app.store.config.dataDir, 'files')).put(bytes);
    content = {
      programs: [],
      schedule: [],
      plans: [],
      messages: [],
      files: [{ md5, size: bytes.length, mime: 'video/mp4' }],
    };
    app.services.terminalContent = stubContent;
    try {
      const manifest = (await t.manifest()).body!.jsonObject! as Manifest;
      const entry = manifest.files[0]!;
      expect(entry).toMatchObject({ md5, size: bytes.length, mime: 'video/mp4' });
      expect(entry.expiresAt - manifest.generatedAt).toBe(3_600_000);

      const whole = await t.file(entry.url);
      expect(whole.status).toBe(200);
      expect(createHash('md5').update(whole.bytes).digest('hex')).toBe(md5);
      const part = await t.file(entry.url, 'bytes=10-19');
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 10-19/${bytes.length}`);
      expect(part.text).toBe('0123456789');

      // The same content keeps its version while its addresses are renewed.
      const again = await t.manifest();
      expect(again.body?.jsonObject?.version).toBe(manifest.version);

      // An address signed by the module's signer for a past time is refused as expired.
      const expired = await app.services.terminals.fileUrl(t.terminalId, md5, Date.now() - 1000);
      const e = await t.file(expired);
      expect(e.status).toBe(403);
      expect(JSON.parse(e.text)).toMatchObject({ code: 403, jsonObject: { reason: 'expired' } });
      // Stretching its time breaks its signature.
      const stretched = expired.replace(/exp=\d+/, `exp=${Date.now() + 60_000}`);
      const b = await t.file(stretched);
      expect(b.status).toBe(403);
      expect(JSON.parse(b.text)).toMatchObject({ jsonObject: { reason: 'badSignature' } });
      // Another terminal's address for the same file is not this one's.
      const other = entry.url.replace(t.terminalId, '00000000-0000-7000-8000-000000000000');
      expect((await t.file(other)).status).toBe(403);

      // Other content, another version.
      content = { programs: [], schedule: [], plans: [], messages: [], files: [] };
      expect((await t.manifest(manifest.version)).status).toBe(200);
    } finally {
      delete app.services.terminalContent;
    }
  });

  it('sends a command and answers the console with the ack; reports reach the content side', async () => {
    const t = await paired('command-device-0005');
    const s = await t.connect();
    await s.next('welcome');
    app.services.terminalContent = stubContent;
    try {
      const answer = call<{ ok: boolean; error: string | null; commandId: string }>(
        app,
        'POST',
        '/a/api/terminal/command',
        { cookie: admin, form: { id: t.terminalId, name: 'refresh' } },
      );
      const command = await s.next('command');
      expect(command).toMatchObject({ name: 'refresh', args: {}, timeoutMs: 30000 });
      s.send({ type: 'ack', id: command.id, ok: true });
      const done = await answer;
      expect(done.body.jsonObject).toEqual({ commandId: command.id, ok: true, error: null });

      // A command nobody acknowledges times out.
      const late = await call<{ ok: boolean; error: string | null }>(app, 'POST', '/a/api/terminal/command', {
        cookie: admin,
        form: { id: t.terminalId, name: 'reload', timeoutMs: '1000' },
      });
      expect(late.body.jsonObject).toMatchObject({ ok: false, error: 'timeout' });
      await s.next('command');

      // Status and delivery reports: what plays shows in the console; the content side gets them in order.
      s.send({ type: 'manifest-ack', version: 'd00dfeed' });
      s.send({
        type: 'status',
        playing: { programId: 'p1', publishId: 'pub1', name: 'Morning menu', sceneId: 'intro' },
        storage: { usedBytes: 52428800, quotaBytes: 2147483648 },
        player: { kind: 'browser', version: '1.0.1' },
        screen: { width: 1920, height: 1080 },
        manifestVersion: 'd00dfeed',
      });
      s.send({ type: 'delivery', publishId: 'pub1', state: 'downloading', percent: 40 });
      s.send({ type: 'heartbeat', seq: 1, at: Date.now() });
      await s.next('heartbeat-ack');
      await expect
        .poll(async () => {
          const r = await call<{ playing: { name?: string } | null; manifestVersion: string | null }>(
            app,
            'GET',
            '/a/api/terminal/findTerminalStatus',
            { cookie: admin, form: { id: t.terminalId } },
          );
          return r.body.jsonObject;
        })
        .toMatchObject({ playing: { name: 'Morning menu' }, manifestVersion: 'd00dfeed' });
      await expect
        .poll(() => reports.filter((r) => r.terminalId === t.terminalId).map((r) => r.type))
        .toEqual(['manifest-ack', 'status', 'delivery']);

      // Without the socket: POST /terminal/report.
      const r = await t.report([{ type: 'delivery', publishId: 'pub1', state: 'ready' }]);
      expect(r.body).toMatchObject({ code: 0 });
      expect(reports.at(-1)).toEqual({ terminalId: t.terminalId, type: 'delivery' });
    } finally {
      delete app.services.terminalContent;
      s.ws.close();
      await s.closed;
    }
  });

  it('keeps one socket per terminal (4409), goes offline on close, and closes 4403 when paired again', async () => {
    const t = await paired('replace-device-0006');
    const first = await t.connect();
    await first.next('welcome');
    const second = await t.connect();
    await second.next('welcome');
    expect((await first.closed).code).toBe(4409);

    // Renaming changes the manifest: the player is told.
    const renamed = await call(app, 'POST', '/a/api/terminal/rename', {
      cookie: admin,
      form: { id: t.terminalId, name: 'Entrance' },
    });
    expect(renamed.body.code).toBe(0);
    expect(await second.next('manifest')).toMatchObject({ type: 'manifest' });

    const again = await call(app, 'POST', '/a/api/terminal/pairAgain', { cookie: admin, form: { id: t.terminalId } });
    expect(again.body.code).toBe(0);
    expect(await second.next('error')).toMatchObject({ reason: 'removed' });
    expect((await second.closed).code).toBe(4403);
    const manifest = await t.manifest();
    expect(manifest.status).toBe(403);
    expect(manifest.body).toMatchObject({ jsonObject: { reason: 'removed' } });

    // The device registers again with its claim token: pending, a code to show, in its office still.
    const pending = (await t.register()).body!.jsonObject!;
    expect(pending).toMatchObject({ state: 'pending', secret: null });
    const listed = await call<{ online: boolean; state: string; officeId: string; pairingCode: string }>(
      app,
      'GET',
      '/a/api/terminal/terminalDetails',
      { cookie: admin, form: { id: t.terminalId } },
    );
    expect(listed.body.jsonObject).toMatchObject({
      online: false,
      state: 'pending',
      officeId: platformId,
      pairingCode: pending.pairingCode,
    });
  });

  it('closes a socket that speaks no JSON (4400 badMessage)', async () => {
    const t = await paired('silent-device-0007');
    const s = await t.connect();
    await s.next('welcome');
    s.ws.send('not json');
    expect(await s.next('error')).toMatchObject({ reason: 'badMessage' });
    expect((await s.closed).code).toBe(4400);
  });

  it('authorises at once when free access is on, in the platform office', async () => {
    await app.db.kysely
      .insertInto('sys_setting')
      .values({ key: 'terminalAuthorizationFreeAccessManage', value: 'true', updated_at: Date.now() })
      .execute();
    const t = terminalClient(origin, 'free-device-0008');
    const a = (await t.register()).body!.jsonObject!;
    expect(a).toMatchObject({ state: 'authorised', pairingCode: null });
    expect(a.secret).toBeTruthy();
    expect((await t.manifest()).status).toBe(200);
    const d = await call<{ officeId: string }>(app, 'GET', '/a/api/terminal/terminalDetails', {
      cookie: admin,
      form: { id: t.terminalId },
    });
    expect(d.body.jsonObject?.officeId).toBe(platformId);
  });

  it('answers 429 to more than 60 register calls a minute from one address', async () => {
    const res: number[] = [];
    for (let i = 0; i < 70; i++) {
      const r = await app.http.inject({
        method: 'POST',
        url: '/apm-web/terminal/register',
        payload: { hardwareId: `throttle-${i}-device` },
        remoteAddress: '10.9.8.7',
      });
      res.push(r.statusCode);
    }
    expect(res.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(res.slice(60).every((s) => s === 429)).toBe(true);
  });

  it('lets the pending screens behind one address poll with their claim tokens as often as they must', async () => {
    const register = (body: object) =>
      app.http.inject({ method: 'POST', url: '/apm-web/terminal/register', payload: body, remoteAddress: '10.9.8.6' });
    const tokens = new Map<string, string>();
    for (let i = 0; i < 10; i++) {
      const r = await register({ hardwareId: `shop-screen-${i}` });
      tokens.set(`shop-screen-${i}`, (r.json() as { jsonObject: { claimToken: string } }).jsonObject.claimToken);
    }
    // Ten screens polling every 5 s for a minute: 120 calls, each answered.
    const polls: number[] = [];
    for (let round = 0; round < 12; round++) {
      for (const [hardwareId, claimToken] of tokens)
        polls.push((await register({ hardwareId, claimToken })).statusCode);
    }
    expect(polls.every((s) => s === 200)).toBe(true);
    // Calls without the claim token still count: the address's 60 new calls run out.
    const fresh: number[] = [];
    for (let i = 0; i < 55; i++) fresh.push((await register({ hardwareId: `shop-extra-${i}` })).statusCode);
    expect(fresh.slice(0, 50).every((s) => s === 200)).toBe(true);
    expect(fresh.slice(50).every((s) => s === 429)).toBe(true);
    expect((await register({ hardwareId: 'shop-extra-99' })).json()).toMatchObject({
      code: 429,
      message: 'Too many register calls from this address: wait a minute',
    });
  });
});
