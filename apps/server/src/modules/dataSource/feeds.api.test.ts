import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCodes, FEED_LIMITS, type FeedAnswer, type ProgramItem, type TerminalManifest } from '@apm/contract';
import { createDocument, createWidget, feedKey, type DataSource } from '@apm/render/document';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addUser, call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { pairedTerminal } from '../../../test/paired.js';
import { platformOffice } from '../../../test/people.js';

/**
 * Programs' data sources against a source of our own: a local HTTP server answering JSON, CSV and
 * RSS, which the server may read once the system setting allows its own network (off by default,
 * as the first tests check). What is kept, the last table served when the source fails, the
 * refusals, and the tables in terminals' manifests.
 */

const JSON_BODY = {
  data: {
    items: [
      { name: 'Tea', price: 4.2 },
      { name: 'Cake', price: 3 },
    ],
  },
};
const CSV_BODY = '\uFEFFcity,temp\r\nBerlin,4\r\n"Lisbon, PT",17\r\n';
const RSS_BODY = `<?xml version="1.0"?><rss version="2.0"><channel><title>News</title>
<item><title>Newest</title><description>&lt;b&gt;Big&lt;/b&gt; news</description><link>https://example.org/1</link></item>
<item><title>Older</title><description>Small news</description></item></channel></rss>`;

const source = { calls: {} as Record<string, number>, down: false };
let server: http.Server;
let base = '';
let app: TestApp;
let admin: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    source.calls[path] = (source.calls[path] ?? 0) + 1;
    if (source.down) return void res.writeHead(503).end('down');
    if (path.startsWith('/menu.json')) return void res.end(JSON.stringify(JSON_BODY));
    if (path.startsWith('/cities.csv')) return void res.end(CSV_BODY);
    if (path.startsWith('/news.rss')) return void res.end(RSS_BODY);
    if (path === '/broken.json') return void res.end('{"items": [');
    if (path === '/moved') return void res.writeHead(302, { location: '/cities.csv' }).end();
    if (path === '/huge.csv') return void res.end('a\n' + 'x'.repeat(FEED_LIMITS.bytes + 10));
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  await addUser(app, 'rita', 'reviewer');
});
afterAll(async () => {
  await app?.close();
  await new Promise((r) => server.close(r));
});
beforeEach(async () => {
  source.calls = {};
  source.down = false;
  await app.db.kysely.deleteFrom('data_source_cache').execute();
});

const feed = (form: Record<string, string>, cookie = admin) =>
  call<FeedAnswer>(app, 'GET', '/f/common/feed', { cookie, form });
const allowLocal = async (on: boolean) => {
  const r = await call(app, 'POST', '/a/api/sysSetting/save', {
    cookie: admin,
    form: { feedLocalNetwork: String(on) },
  });
  expect(r.body.code).toBe(0);
};
/** Makes every kept answer `ms` older. */
const age = (ms: number) =>
  app.db.kysely
    .updateTable('data_source_cache')
    .set((eb) => ({ fetched_at: eb('fetched_at', '-', ms) }))
    .execute();

describe('the server’s own network', () => {
  it('is refused by default, on the address connected to, without asking it', async () => {
    const r = await feed({ format: 'csv', url: `${base}/cities.csv` });
    expect(r.status).toBe(502);
    expect(r.body).toMatchObject({ code: ErrorCodes.DATA_SOURCE_FAILED.code, jsonObject: { reason: 'localNetwork' } });
    // A name that resolves to the loopback is refused as well.
    const named = await feed({ format: 'csv', url: `${base.replace('127.0.0.1', 'localhost')}/cities.csv?n` });
    expect(named.body).toMatchObject({
      code: ErrorCodes.DATA_SOURCE_FAILED.code,
      jsonObject: { reason: 'localNetwork' },
    });
    expect(source.calls).toEqual({});
  });

  it('is shown as off in the settings until allowed', async () => {
    const before = await call<{ feedLocalNetwork: string }>(app, 'GET', '/a/api/sysSetting/signInSettings', {
      cookie: admin,
    });
    expect(before.body.jsonObject!.feedLocalNetwork).toBe('false');
  });
});

describe('GET /f/common/feed', () => {
  beforeAll(() => allowLocal(true));

  it('reads JSON items at the path as a table of texts', async () => {
    const r = await feed({ format: 'json', url: `${base}/menu.json`, itemsPath: 'data.items' });
    expect(r.body.code).toBe(0);
    expect(r.body.jsonObject).toMatchObject({
      columns: ['name', 'price'],
      rows: [
        ['Tea', '4.2'],
        ['Cake', '3'],
      ],
      stale: false,
    });
    expect(Date.now() - r.body.jsonObject!.fetchedAt).toBeLessThan(60_000);
  });

  it('reads at once an address refused before, once the settings allow it (the editor is not kept waiting)', async () => {
    const r = await feed({ format: 'csv', url: `${base}/cities.csv` });
    expect(r.body).toMatchObject({ code: 0, jsonObject: { columns: ['city', 'temp'], stale: false } });
  });

  it('reads CSV, following a redirect', async () => {
    const r = await feed({ format: 'csv', url: `${base}/moved` });
    expect(r.body.jsonObject).toMatchObject({
      columns: ['city', 'temp'],
      rows: [
        ['Berlin', '4'],
        ['Lisbon, PT', '17'],
      ],
    });
  });

  it('reads RSS items as plain text, newest first', async () => {
    const r = await feed({ format: 'rss', url: `${base}/news.rss` });
    expect(r.body.jsonObject!.columns).toEqual(['title', 'description', 'link', 'published']);
    expect(r.body.jsonObject!.rows[0]).toEqual(['Newest', 'Big news', 'https://example.org/1', '']);
  });

  it('keeps the table for the refresh interval, then reads again', async () => {
    const form = { format: 'csv', url: `${base}/cities.csv?keep`, refreshMs: '120000' };
    await feed(form);
    await age(100_000);
    await feed(form);
    expect(source.calls['/cities.csv']).toBe(1);
    await age(30_000);
    await feed(form);
    expect(source.calls['/cities.csv']).toBe(2);
  });

  it('answers the last kept table, marked stale, when the source fails', async () => {
    const form = { format: 'csv', url: `${base}/cities.csv?stale` };
    await feed(form);
    await age(10 * 60_000);
    source.down = true;
    const r = await feed(form);
    expect(r.body.code).toBe(0);
    expect(r.body.jsonObject).toMatchObject({
      stale: true,
      rows: [
        ['Berlin', '4'],
        ['Lisbon, PT', '17'],
      ],
    });
    expect(Date.now() - r.body.jsonObject!.fetchedAt).toBeGreaterThan(10 * 60_000 - 60_000);
  });

  it.each([
    ['an answer not in its format', { format: 'json', url: '/broken.json' }, 'format'],
    ['CSV read as RSS', { format: 'rss', url: '/cities.csv?rss' }, 'format'],
    ['no list at the items path', { format: 'json', url: '/menu.json?path', itemsPath: 'data.nothing' }, 'format'],
    ['an error status', { format: 'csv', url: '/missing.csv' }, 'status'],
    ['an answer too large', { format: 'csv', url: '/huge.csv' }, 'tooLarge'],
  ])('refuses %s, saying why', async (_, q, reason) => {
    const r = await feed({ ...q, url: `${base}${q.url}` });
    expect(r.status).toBe(502);
    expect(r.body).toMatchObject({ code: ErrorCodes.DATA_SOURCE_FAILED.code, jsonObject: { reason } });
  });

  it('refuses an unreachable address', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const r = await feed({ format: 'csv', url: `http://127.0.0.1:${port}/x.csv` });
    expect(r.body).toMatchObject({ code: ErrorCodes.DATA_SOURCE_FAILED.code, jsonObject: { reason: 'unreachable' } });
  });

  it.each([
    ['a file address', { format: 'csv', url: 'file:///etc/passwd' }, 'url'],
    ['an unknown format', { format: 'xml', url: 'https://example.org/a' }, 'format'],
    ['a refresh under a minute', { format: 'csv', url: 'https://example.org/a', refreshMs: '1000' }, 'refreshMs'],
  ])('refuses %s at its field', async (_, form, field) => {
    const r = await feed(form);
    expect(r.body).toMatchObject({ code: 400, data: { fields: [{ field }] } });
  });

  it('refuses a caller without a session, or without the right to edit programs', async () => {
    const form = { format: 'csv', url: `${base}/cities.csv` };
    const anonymous = await call(app, 'GET', '/f/common/feed', { form });
    expect(anonymous.body.code).toBe(ErrorCodes.SESSION_EXPIRED.code);
    expect((await feed(form, await signIn(app, 'rita'))).body.code).toBe(ErrorCodes.NO_PERMISSION.code);
    expect(source.calls).toEqual({});
  });
});

describe('terminals', () => {
  let origin = '';
  beforeAll(async () => {
    await allowLocal(true);
    await app.http.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  });

  it('carry the tables of their programs’ data sources, and the last ones when a source fails', async () => {
    const csv: DataSource = {
      id: 'cities',
      name: 'Cities',
      format: 'csv',
      url: `${base}/cities.csv?m`,
      refreshMs: 60_000,
      itemsPath: '',
    };
    const rss: DataSource = {
      id: 'news',
      name: 'News',
      format: 'rss',
      url: `${base}/news.rss?m`,
      refreshMs: 300_000,
      itemsPath: '',
    };
    const unused: DataSource = {
      id: 'unused',
      name: '',
      format: 'json',
      url: `${base}/menu.json?m`,
      refreshMs: 60_000,
      itemsPath: '',
    };
    const doc = createDocument({ width: 1920, height: 1080 });
    doc.dataSources = [csv, rss, unused];
    doc.scenes[0]!.widgets.push(
      createWidget('table', { props: { sourceId: 'cities' } }),
      createWidget('text', { props: { text: '{title}', source: { sourceId: 'news', row: 0 } } }),
    );
    const saved = await call<ProgramItem>(app, 'POST', '/a/api/program/save', {
      cookie: admin,
      form: { name: 'feeds', document: JSON.stringify(doc) },
    });
    expect(saved.body.code).toBe(0);
    const terminal = await pairedTerminal(
      app,
      origin,
      admin,
      'feeds-0001',
      (await platformOffice(app)).id,
      'feeds-0001',
    );
    const published = await call(app, 'POST', '/a/api/publishProgram/saveTerminals', {
      cookie: admin,
      form: { programId: saved.body.jsonObject!.id, terminalIds: terminal.terminalId },
    });
    expect(published.body.code).toBe(0);

    const first = (await terminal.manifest()).body!.jsonObject! as unknown as TerminalManifest;
    // Only the sources a widget draws.
    expect(first.data!.feeds.map((f) => f.key).sort()).toEqual([feedKey(csv), feedKey(rss)].sort());
    expect(first.data!.feeds.find((f) => f.key === feedKey(csv))!.table.rows).toEqual([
      ['Berlin', '4'],
      ['Lisbon, PT', '17'],
    ]);
    expect(source.calls['/menu.json']).toBeUndefined();

    await age(10 * 60_000);
    source.down = true;
    const later = (await terminal.manifest()).body!.jsonObject! as unknown as TerminalManifest;
    const table = later.data!.feeds.find((f) => f.key === feedKey(rss))!.table;
    expect(table.rows[0]![0]).toBe('Newest');
    expect(table.fetchedAt).toBe(first.data!.feeds.find((f) => f.key === feedKey(rss))!.table.fetchedAt - 10 * 60_000);
  });

  it('refuse a program naming a data source it lacks, at the widget’s field', async () => {
    const doc = createDocument({ width: 1920, height: 1080 });
    doc.scenes[0]!.widgets.push(createWidget('table', { props: { sourceId: 'gone' } }));
    const saved = await call(app, 'POST', '/a/api/program/save', {
      cookie: admin,
      form: { name: 'orphan', document: JSON.stringify(doc) },
    });
    expect(saved.body.code).toBe(400);
    expect(JSON.stringify(saved.body)).toContain('sourceId');
  });
});
