import type { ManifestData } from '@apm/contract';
import { dataNeedsOf, migrate, weatherPlaceKey, type DataNeeds } from '@apm/render/document';
import type { DataSourceService } from './service.js';

/** What a stored document needs; none for one that no longer reads (its delivery fails on the player). */
function needsOf(json: unknown): DataNeeds {
  try {
    return dataNeedsOf([migrate(json)]);
  } catch {
    return { weather: [], rates: false, feeds: [] };
  }
}

/**
 * The weather, rates and data sources' tables a terminal's programs draw, for its manifest (docs/terminal-protocol.md):
 * the server's kept values, asked of the provider when no longer fresh; undefined when the
 * programs have no weather, exchange or data-source widget.
 */
export function manifestDataOf(sources: DataSourceService) {
  // Published documents never change and are kept in memory by publishing: read each once.
  const known = new WeakMap<object, DataNeeds>();
  const needsOfDocument = (json: unknown): DataNeeds => {
    if (typeof json !== 'object' || json === null) return needsOf(json);
    let needs = known.get(json);
    if (!needs) known.set(json, (needs = needsOf(json)));
    return needs;
  };

  return async (documents: readonly unknown[]): Promise<ManifestData | undefined> => {
    const places = new Map<string, DataNeeds['weather'][number]>();
    const feeds = new Map<string, DataNeeds['feeds'][number]>();
    let rates = false;
    for (const d of documents) {
      const needs = needsOfDocument(d);
      rates ||= needs.rates;
      for (const w of needs.weather) if (!places.has(weatherPlaceKey(w))) places.set(weatherPlaceKey(w), w);
      for (const f of needs.feeds) if ((feeds.get(f.key)?.refreshMs ?? Infinity) > f.refreshMs) feeds.set(f.key, f);
    }
    if (places.size === 0 && !rates && feeds.size === 0) return undefined;
    const weather = await Promise.all(
      [...places].map(async ([key, w]) => {
        const reading = await sources.weatherOrNull(w);
        return reading && { key, reading };
      }),
    );
    const tables = await Promise.all(
      [...feeds.values()].map(async (f) => {
        const table = await sources.feedOrNull(f);
        return table && { key: f.key, refreshMs: f.refreshMs, table };
      }),
    );
    return {
      weather: weather.filter((w) => w !== null),
      rates: rates ? await sources.euroRatesOrNull() : null,
      feeds: tables.filter((t) => t !== null),
    };
  };
}
export type ManifestDataOf = ReturnType<typeof manifestDataOf>;
