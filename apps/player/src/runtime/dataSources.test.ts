import { describe, expect, it } from 'vitest';
import { parseManifest } from '../protocol/manifest';
import { feedKey, type FeedAddress } from '@apm/render';
import { DataStore } from './dataSources';

const base = { version: 'v1', generatedAt: 0, terminal: { id: 't', name: 'Lobby', timeZone: null } };
const reading = (temperature: number, fetchedAt: number) => ({
  place: 'Paris',
  latitude: 48.86,
  longitude: 2.35,
  timeZone: 'Europe/Paris',
  current: { temperature, apparentTemperature: null, weatherCode: 3, windSpeed: 10, humidity: 80, isDay: true },
  days: [{ date: '2026-11-27', weatherCode: 3, max: 9, min: 2, precipitation: 10 }],
  fetchedAt,
});
const PARIS = { latitude: 48.8566, longitude: 2.3522 };

describe('the manifest’s data', () => {
  it('reads the weather by place and the rates', () => {
    const m = parseManifest({
      ...base,
      data: {
        weather: [{ key: '48.86,2.35', reading: reading(7, 1000) }],
        rates: { date: '2026-11-26', rates: { EUR: 1, USD: 1.05 }, fetchedAt: 900 },
      },
    });
    expect(m.data?.weather[0]?.reading.current.temperature).toBe(7);
    expect(m.data?.rates?.rates.USD).toBe(1.05);
  });

  it('leaves out data it cannot read, never the manifest', () => {
    expect(parseManifest({ ...base, data: { weather: 'sunny' } }).data).toEqual({
      weather: [],
      rates: null,
      feeds: [],
    });
    expect(parseManifest({ ...base, data: 42 }).data).toBeUndefined();
    expect(parseManifest(base).data).toBeUndefined();
  });
});

describe('DataStore', () => {
  it('hands the widgets the values of the manifests, by place', () => {
    const store = new DataStore();
    expect(store.get().weather(PARIS)).toBeUndefined();
    expect(store.take({ weather: [{ key: '48.86,2.35', reading: reading(7, 1000) }], rates: null, feeds: [] })).toBe(
      true,
    );
    expect(store.get().weather(PARIS)?.current.temperature).toBe(7);
    expect(store.get().weather({ place: 'Paris' })).toBeUndefined();
    expect(store.get().euroRates()).toBeUndefined();
  });

  it('keeps the last values of a place a new manifest leaves out, and never goes back to older ones', () => {
    const store = new DataStore();
    let told = 0;
    store.subscribe(() => told++);
    store.take({
      weather: [{ key: '48.86,2.35', reading: reading(7, 2000) }],
      rates: { date: '2026-11-26', rates: { EUR: 1, USD: 1.05 }, fetchedAt: 2000 },
      feeds: [],
    });
    // The server had nothing for Paris this time, and older rates (another server instance).
    expect(
      store.take({
        weather: [],
        rates: { date: '2026-11-25', rates: { EUR: 1, USD: 1.01 }, fetchedAt: 1000 },
        feeds: [],
      }),
    ).toBe(false);
    expect(store.get().weather(PARIS)?.fetchedAt).toBe(2000);
    expect(store.get().euroRates()?.rates.USD).toBe(1.05);
    expect(store.take({ weather: [{ key: '48.86,2.35', reading: reading(9, 3000) }], rates: null, feeds: [] })).toBe(
      true,
    );
    expect(store.get().weather(PARIS)?.current.temperature).toBe(9);
    expect(told).toBe(2);
  });
});

describe('data sources’ tables', () => {
  const NEWS: FeedAddress = { format: 'rss', url: 'https://example.org/news.rss', itemsPath: '' };
  const MENU: FeedAddress = { format: 'json', url: 'https://example.org/menu.json', itemsPath: 'items' };
  const table = (title: string, fetchedAt: number) => ({ columns: ['title'], rows: [[title]], fetchedAt });
  const data = (feeds: { key: string; refreshMs: number; table: ReturnType<typeof table> }[]) => ({
    weather: [],
    rates: null,
    feeds,
  });

  it('are read from the manifest by their key, extra fields ignored, a broken list left out', () => {
    const m = parseManifest({
      ...base,
      data: { weather: [], rates: null, feeds: [{ key: feedKey(NEWS), refreshMs: 60_000, table: table('Hi', 5) }] },
    });
    expect(m.data?.feeds[0]).toEqual({ key: feedKey(NEWS), refreshMs: 60_000, table: table('Hi', 5) });
    expect(parseManifest({ ...base, data: { weather: [], rates: null, feeds: 'x' } }).data?.feeds).toEqual([]);
    expect(parseManifest({ ...base, data: { weather: [], rates: null } }).data?.feeds).toEqual([]);
  });

  it('hand the widgets each feed’s newest table, never an older one, and keep one a manifest leaves out', () => {
    const store = new DataStore();
    expect(store.get().feed?.(NEWS)).toBeUndefined();
    expect(store.take(data([{ key: feedKey(NEWS), refreshMs: 120_000, table: table('Newest', 2000) }]))).toBe(true);
    expect(store.get().feed?.(NEWS)?.rows).toEqual([['Newest']]);
    expect(store.get().feed?.(MENU)).toBeUndefined();
    // Another server instance with an older table: kept as it was.
    expect(store.take(data([{ key: feedKey(NEWS), refreshMs: 120_000, table: table('Old', 1000) }]))).toBe(false);
    expect(store.get().feed?.(NEWS)?.rows).toEqual([['Newest']]);
    // The server had nothing this time (the source is down): the last table stays on screen.
    store.take(data([]));
    expect(store.get().feed?.(NEWS)?.fetchedAt).toBe(2000);
  });

  it('say how often to ask for the manifest: the smallest interval of the last manifest’s feeds', () => {
    const store = new DataStore();
    expect(store.refreshMs()).toBeUndefined();
    store.take(
      data([
        { key: feedKey(NEWS), refreshMs: 300_000, table: table('a', 1) },
        { key: feedKey(MENU), refreshMs: 60_000, table: table('b', 1) },
      ]),
    );
    expect(store.refreshMs()).toBe(60_000);
    store.take(data([{ key: feedKey(NEWS), refreshMs: 300_000, table: table('a', 1) }]));
    expect(store.refreshMs()).toBe(300_000);
  });
});
