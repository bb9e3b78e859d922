import {
  feedKey,
  noDataSources,
  weatherPlaceKey,
  type DataSources,
  type EuroRatesData,
  type FeedTableData,
  type WeatherData,
} from '@apm/render';
import type { ManifestData } from '../protocol/manifest';
import { kvGet, kvSet } from '../storage/db';

/** A data source's newest table, and how often its programs want it read. */
interface KeptFeed {
  refreshMs: number;
  table: FeedTableData;
}

/** What the player keeps of the values: each place's newest weather, the newest rates, each feed's newest table. */
interface KeptData {
  weather: [string, WeatherData][];
  rates: EuroRatesData | null;
  /** Absent from what players before data sources kept. */
  feeds?: [string, KeptFeed][];
}

const KEY = 'dataSources';
/** Places kept at most: those of the programs, and a few the programs no longer show. */
const PLACES_MAX = 64;
/** Feeds kept at most, likewise. */
const FEEDS_MAX = 64;

/**
 * The weather, rates and data sources' tables the screen's widgets draw (@apm/render's DataSources), from the manifests'
 * `data`, kept in the offline store: a value only ever gives way to a newer one, and a place a new
 * manifest leaves out (the server had nothing for it) keeps its last value, so a screen cut off
 * from the server, or whose server lost its provider, shows the last values it had, with their
 * time (docs/terminal-protocol.md 5).
 */
export class DataStore {
  private weather = new Map<string, WeatherData>();
  private rates: EuroRatesData | null = null;
  private feeds = new Map<string, KeptFeed>();
  /** The feeds of the last manifest taken (the others are kept for a program that comes back). */
  private current = new Set<string>();
  private sources: DataSources = noDataSources;
  private readonly listeners = new Set<() => void>();

  get = (): DataSources => this.sources;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Reads what was kept (no network). */
  async load(): Promise<void> {
    const kept = await kvGet<KeptData>(KEY).catch(() => undefined);
    if (!kept) return;
    this.weather = new Map(kept.weather);
    this.rates = kept.rates;
    this.feeds = new Map(kept.feeds ?? []);
    this.publish();
  }

  /** Takes the values of a manifest: each newer one replaces what was kept; answers whether any did. */
  take(data: ManifestData | undefined): boolean {
    this.current = new Set(data?.feeds.map((f) => f.key));
    if (!data) return false;
    let changed = false;
    for (const { key, reading } of data.weather) {
      if ((this.weather.get(key)?.fetchedAt ?? -Infinity) >= reading.fetchedAt) continue;
      this.weather.delete(key);
      this.weather.set(key, reading);
      changed = true;
    }
    if (data.rates && (this.rates?.fetchedAt ?? -Infinity) < data.rates.fetchedAt) {
      this.rates = data.rates;
      changed = true;
    }
    for (const { key, refreshMs, table } of data.feeds) {
      const had = this.feeds.get(key);
      if (had && had.table.fetchedAt >= table.fetchedAt) {
        // An older table never replaces a newer one; a new interval is taken all the same.
        if (had.refreshMs !== refreshMs) this.feeds.set(key, { ...had, refreshMs });
        continue;
      }
      this.feeds.delete(key);
      this.feeds.set(key, { refreshMs, table });
      changed = true;
    }
    if (!changed) return false;
    // The places and feeds renewed longest ago go first.
    for (const key of this.weather.keys()) {
      if (this.weather.size <= PLACES_MAX) break;
      this.weather.delete(key);
    }
    for (const key of this.feeds.keys()) {
      if (this.feeds.size <= FEEDS_MAX) break;
      this.feeds.delete(key);
    }
    this.publish();
    void kvSet(KEY, {
      weather: [...this.weather],
      rates: this.rates,
      feeds: [...this.feeds],
    } satisfies KeptData).catch(() => undefined);
    return true;
  }

  /**
   * How often the manifest should be asked for to keep the feeds up to date: the smallest refresh
   * interval of the feeds of the last manifest, undefined when it had none.
   */
  refreshMs(): number | undefined {
    let least: number | undefined;
    for (const key of this.current) {
      const f = this.feeds.get(key);
      if (f && (least === undefined || f.refreshMs < least)) least = f.refreshMs;
    }
    return least;
  }

  private publish(): void {
    const weather = new Map(this.weather);
    const rates = this.rates ?? undefined;
    const feeds = new Map([...this.feeds].map(([key, f]) => [key, f.table]));
    this.sources = {
      weather: (w) => weather.get(weatherPlaceKey(w)),
      euroRates: () => rates,
      feed: (source) => feeds.get(feedKey(source)),
    };
    for (const l of this.listeners) l();
  }
}
