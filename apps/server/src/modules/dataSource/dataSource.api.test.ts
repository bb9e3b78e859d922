import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ErrorCodes,
  type ProgramItem,
  type RatesAnswer,
  type TerminalManifest,
  type WeatherAnswer,
} from '@apm/contract';
import { createDocument, createWidget } from '@apm/render/document';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, initSystem, signIn, startApp, type TestApp } from '../../../test/harness.js';
import { FORECAST } from '../../../test/providers.js';
import { pairedTerminal } from '../../../test/paired.js';
import { platformOffice } from '../../../test/people.js';

/**
 * The data sources against a provider of our own: a local HTTP server answering in Open-Meteo's
 * and the ECB's formats, which the system settings point at (as an air-gapped site points them at
 * its mirror). Checks what is kept, the fallback on what is kept when the provider fails, and the
 * refusals.
 */

const PLACES = { results: [{ id: 2950159, name: 'Berlin', latitude: 52.52437, longitude: 13.41053 }] };
const ECB = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2026-11-26'>
      <Cube currency='USD' rate='1.0500'/>
      <Cube currency='JPY' rate='160.00'/>
      <Cube currency='GBP' rate='0.84000'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

/** The provider: counts the calls of each path and fails them all while `down`. */
const provider = { calls: {} as Record<string, number>, down: false, queries: [] as URLSearchParams[] };
let server: http.Server;
let base = '';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    provider.calls[url.pathname] = (provider.calls[url.pathname] ?? 0) + 1;
    provider.queries.push(url.searchParams);
    if (provider.down) return void res.writeHead(503).end('down for maintenance');
    if (url.pathname === '/v1/forecast') return void res.end(JSON.stringify(FORECAST));
    if (url.pathname === '/v1/search')
      return void res.end(JSON.stringify(url.searchParams.get('name') === 'Nowhere' ? {} : PLACES));
    if (url.pathname === '/eurofxref-daily.xml') return void res.end(ECB);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app = await startApp();
  await initSystem(app);
  admin = await signIn(app);
  const saved = await call(app, 'POST', '/a/api/sysSetting/save', {
    cookie: admin,
    form: {
      weatherUrl: `${base}/v1/forecast`,
      geocodingUrl: `${base}/v1/search`,
      exchangeRatesUrl: `${base}/eurofxref-daily.xml`,
    },
  });
  expect(saved.body.code).toBe(0);
});
afterAll(async () => {
  await app?.close();
  await new Promise((r) => server.close(r));
});
beforeEach(async () => {
  provider.calls = {};
  provider.down = false;
  provider.queries = [];
  await app.db.kysely.deleteFrom('data_source_cache').execute();
});

const weather = (form: Record<string, string>, cookie = admin) =>
  call<WeatherAnswer>(app, 'GET', '/f/common/weather', { cookie, form });
const rates = (form: Record<string, string>, cookie = admin) =>
  call<RatesAnswer>(app, 'GET', '/f/common/apiStore', { cookie, form });
/** Makes every kept answer `ms` older. */
const age = (ms: number) =>
  app.db.kysely
    .updateTable('data_source_cache')
    .set((eb) => ({ fetched_at: eb('fetched_at', '-', ms) }))
    .execute();

describe('weather', () => {
  it('answers the weather now and the days ahead, read from the provider', async () => {
    const r = await weather({ latitude: '52.5201', longitude: '13.4049', place: 'Berlin Mitte' });
    expect(r.body.code).toBe(0);
    expect(r.body.jsonObject).toMatchObject({
      place: 'Berlin Mitte',
      latitude: 52.52,
      longitude: 13.4,
      timeZone: 'Europe/Berlin',
      current: {
        temperature: 4.2,
        apparentTemperature: 1.1,
        weatherCode: 3,
        windSpeed: 14.8,
        humidity: 81,
        isDay: true,
      },
      stale: false,
    });
    expect(r.body.jsonObject!.days).toEqual([
      { date: '2026-11-27', weatherCode: 3, max: 5.1, min: 0.2, precipitation: 10 },
      { date: '2026-11-28', weatherCode: 61, max: 7.4, min: 2.9, precipitation: 85 },
      { date: '2026-11-29', weatherCode: 0, max: 3.0, min: -1.5, precipitation: 0 },
    ]);
    expect(Math.abs(r.body.jsonObject!.fetchedAt - Date.now())).toBeLessThan(60_000);
    expect(provider.queries[0]!.get('latitude')).toBe('52.52');
    expect(provider.queries[0]!.get('timezone')).toBe('auto');
  });

  it('keeps an answer for 30 minutes, then asks the provider again', async () => {
    await weather({ latitude: '52.52', longitude: '13.41' });
    const again = await weather({ latitude: '52.5211', longitude: '13.4099' });
    expect(again.body.jsonObject!.stale).toBe(false);
    expect(provider.calls['/v1/forecast']).toBe(1);
    await age(29 * 60_000);
    await weather({ latitude: '52.52', longitude: '13.41' });
    expect(provider.calls['/v1/forecast']).toBe(1);
    await age(2 * 60_000);
    const fresh = await weather({ latitude: '52.52', longitude: '13.41' });
    expect(provider.calls['/v1/forecast']).toBe(2);
    expect(Date.now() - fresh.body.jsonObject!.fetchedAt).toBeLessThan(60_000);
  });

  it('answers the last kept weather with its time when the provider fails', async () => {
    await weather({ latitude: '52.52', longitude: '13.41' });
    await age(3 * 3_600_000);
    provider.down = true;
    const r = await weather({ latitude: '52.52', longitude: '13.41' });
    expect(r.body.code).toBe(0);
    expect(r.body.jsonObject).toMatchObject({ stale: true, current: { temperature: 4.2 } });
    expect(Date.now() - r.body.jsonObject!.fetchedAt).toBeGreaterThan(3 * 3_600_000 - 60_000);
  });

  it('refuses with DATA_SOURCE_FAILED when the provider fails and nothing is kept', async () => {
    provider.down = true;
    const r = await weather({ latitude: '10', longitude: '10' });
    expect(r.status).toBe(502);
    expect(r.body.code).toBe(ErrorCodes.DATA_SOURCE_FAILED.code);
  });

  it('finds a place by its name, and keeps it under that name', async () => {
    const r = await weather({ place: 'berlin' });
    expect(r.body.jsonObject).toMatchObject({ place: 'Berlin', latitude: 52.52437, longitude: 13.41053 });
    await weather({ place: ' Berlin ' });
    expect(provider.calls).toEqual({ '/v1/search': 1, '/v1/forecast': 1 });
    const none = await weather({ place: 'Nowhere' });
    expect(none.body).toMatchObject({ code: 400, data: { fields: [{ field: 'place', message: 'placeNotFound' }] } });
  });

  it.each([
    ['no place nor coordinates', {}, 'place'],
    ['a latitude alone', { latitude: '10' }, 'longitude'],
    ['a latitude beyond the pole', { latitude: '91', longitude: '0' }, 'latitude'],
    ['a longitude of words', { latitude: '10', longitude: 'east' }, 'longitude'],
  ])('refuses %s at its field, asking no provider', async (_, form, field) => {
    const r = await weather(form);
    expect(r.body.code).toBe(ErrorCodes.VALIDATION.code);
    expect((r.body.data as { fields: { field: string }[] }).fields.map((f) => f.field)).toContain(field);
    expect(provider.calls).toEqual({});
  });

  it('refuses a caller without a session', async () => {
    const r = await call(app, 'GET', '/f/common/weather', { form: { latitude: '10', longitude: '10' } });
    expect(r.body.code).toBe(ErrorCodes.SESSION_EXPIRED.code);
    expect(provider.calls).toEqual({});
  });
});

describe('terminals', () => {
  let origin = '';
  beforeAll(async () => {
    await app.http.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.http.server.address() as AddressInfo).port}`;
  });

  /** A program of `widgets` published to a new terminal; answers the terminal. */
  async function screenShowing(hardwareId: string, widgets: ReturnType<typeof createWidget>[]) {
    const doc = createDocument({ width: 1920, height: 1080 });
    doc.scenes[0]!.widgets.push(...widgets);
    const saved = await call<ProgramItem>(app, 'POST', '/a/api/program/save', {
      cookie: admin,
      form: { name: hardwareId, document: JSON.stringify(doc) },
    });
    expect(saved.body.code).toBe(0);
    const terminal = await pairedTerminal(app, origin, admin, hardwareId, (await platformOffice(app)).id, hardwareId);
    const published = await call(app, 'POST', '/a/api/publishProgram/saveTerminals', {
      cookie: admin,
      form: { programId: saved.body.jsonObject!.id, terminalIds: terminal.terminalId },
    });
    expect(published.body.code).toBe(0);
    return terminal;
  }
  const manifestOf = async (t: Awaited<ReturnType<typeof screenShowing>>) =>
    (await t.manifest()).body!.jsonObject! as unknown as TerminalManifest;

  it('carry the weather and rates of their programs, and keep the last ones when the provider fails', async () => {
    const screen = await screenShowing('data-lobby-0001', [
      createWidget('weather', { props: { place: 'Paris', latitude: 48.8566, longitude: 2.3522 } }),
      createWidget('weather', { props: { place: 'Berlin' } }),
      createWidget('exchange', { props: { currencies: ['USD'] } }),
    ]);
    const first = await manifestOf(screen);
    expect(first.data!.weather.map((w) => w.key).sort()).toEqual(['48.86,2.35', 'place:berlin']);
    expect(first.data!.weather.find((w) => w.key === '48.86,2.35')!.reading).toMatchObject({
      latitude: 48.86,
      longitude: 2.35,
      current: { temperature: 4.2 },
    });
    expect(first.data!.rates).toMatchObject({ date: '2026-11-26', rates: { EUR: 1, USD: 1.05 } });
    // Asked again while fresh: the same values, the same version.
    const calls = { ...provider.calls };
    expect((await manifestOf(screen)).version).toBe(first.version);
    expect(provider.calls).toEqual(calls);

    // Old and the provider down: the last values are carried all the same.
    await age(2 * 3_600_000);
    provider.down = true;
    const later = await manifestOf(screen);
    expect(later.data!.weather.find((w) => w.key === '48.86,2.35')!.reading.fetchedAt).toBe(
      first.data!.weather.find((w) => w.key === '48.86,2.35')!.reading.fetchedAt - 2 * 3_600_000,
    );
    expect(later.data!.rates!.rates.USD).toBe(1.05);
  });

  it('carry no data for programs without weather or rates', async () => {
    const screen = await screenShowing('data-hall-0002', [createWidget('text', { props: { text: 'Welcome' } })]);
    const m = await manifestOf(screen);
    expect(m.programs).toHaveLength(1);
    expect(m.data).toBeUndefined();
    expect(provider.calls).toEqual({});
  });
});

describe('exchange rates', () => {
  it('answers the rates of the currencies asked for, in euros by default', async () => {
    const r = await rates({ currencies: 'usd,GBP' });
    expect(r.body.jsonObject).toMatchObject({
      base: 'EUR',
      date: '2026-11-26',
      stale: false,
      rates: [
        { currency: 'USD', rate: 1.05 },
        { currency: 'GBP', rate: 0.84 },
      ],
    });
  });

  it('crosses the rates through the euro for another base, and lists every currency when none is named', async () => {
    const r = await rates({ base: 'USD' });
    expect(r.body.jsonObject!.rates).toEqual([
      { currency: 'EUR', rate: 0.952381 },
      { currency: 'GBP', rate: 0.8 },
      { currency: 'JPY', rate: 152.381 },
      { currency: 'USD', rate: 1 },
    ]);
  });

  it('refuses a currency the rates do not hold, and one that is not a code', async () => {
    const unknown = await rates({ currencies: 'USD,XYZ' });
    expect(unknown.body).toMatchObject({
      code: 400,
      data: { fields: [{ field: 'currencies', message: 'unknownCurrency' }] },
    });
    const badBase = await rates({ base: 'euro' });
    expect(badBase.body.code).toBe(ErrorCodes.VALIDATION.code);
  });

  it('refuses a caller without a session', async () => {
    expect((await call(app, 'GET', '/f/common/apiStore', {})).body.code).toBe(ErrorCodes.SESSION_EXPIRED.code);
  });

  // Last: after a failure the provider is left alone for a while.
  it('keeps the rates for 6 hours and answers the last ones kept when the provider fails', async () => {
    await rates({});
    await age(5 * 3_600_000);
    await rates({ base: 'GBP' });
    expect(provider.calls['/eurofxref-daily.xml']).toBe(1);
    await age(2 * 3_600_000);
    provider.down = true;
    const r = await rates({ currencies: 'JPY' });
    expect(r.body.jsonObject).toMatchObject({ stale: true, rates: [{ currency: 'JPY', rate: 160 }] });
    expect(provider.calls['/eurofxref-daily.xml']).toBe(2);
    // A provider that just failed is not asked again at every call: the kept rates are answered.
    provider.down = false;
    expect((await rates({ currencies: 'JPY' })).body.jsonObject!.stale).toBe(true);
    expect(provider.calls['/eurofxref-daily.xml']).toBe(2);
  });
});

describe('the providers’ settings', () => {
  it('refuses an address that is not http or https', async () => {
    const r = await call(app, 'POST', '/a/api/sysSetting/save', {
      cookie: admin,
      form: { weatherUrl: 'file:///etc/passwd' },
    });
    expect(r.body).toMatchObject({ code: 400, data: { fields: [{ field: 'weatherUrl' }] } });
  });
});
