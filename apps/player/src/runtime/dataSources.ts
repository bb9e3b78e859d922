import { noDataSources, weatherPlaceKey, type DataSources, type EuroRatesData, type WeatherData } from '@apm/render';
import type { ManifestData } from '../protocol/manifest';
import { kvGet, kvSet } from '../storage/db';

/** What the player keeps of the values: each place's newest weather, the newest rates. */
interface KeptData {
  weather: [string, WeatherData][];
  rates: EuroRatesData | null;
}

const KEY = 'dataSources';
/** Places kept at most: those of the programs, and a few the programs no longer show. */
const PLACES_MAX = 64;

/**
 * The weather and rates the screen's widgets draw (@apm/render's DataSources), from the manifests'
 * `data`, kept in the offline store: a value only ever gives way to a newer one, and a place a new
 * manifest leaves out (the server had nothing for it) keeps its last value, so a screen cut off
 * from the server, or whose server lost its provider, shows the last values it had, with their
 * time (docs/terminal-protocol.md 5).
 */
export class DataStore {
  private weather = new Map<string, WeatherData>();
  private rates: EuroRatesData | null = null;
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
    this.publish();
  }

  /** Takes the values of a manifest: each newer one replaces what was kept; answers whether any did. */
  take(data: ManifestData | undefined): boolean {
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
    if (!changed) return false;
    // The places renewed longest ago go first.
    for (const key of this.weather.keys()) {
      if (this.weather.size <= PLACES_MAX) break;
      this.weather.delete(key);
    }
    this.publish();
    void kvSet(KEY, { weather: [...this.weather], rates: this.rates } satisfies KeptData).catch(() => undefined);
    return true;
  }

  private publish(): void {
    const weather = new Map(this.weather);
    const rates = this.rates ?? undefined;
    this.sources = { weather: (w) => weather.get(weatherPlaceKey(w)), euroRates: () => rates };
    for (const l of this.listeners) l();
  }
}
