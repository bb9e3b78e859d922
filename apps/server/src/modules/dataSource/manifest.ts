import type { ManifestData } from '@apm/contract';
import { dataNeedsOf, migrate, weatherPlaceKey, type DataNeeds } from '@apm/render/document';
import type { DataSourceService } from './service.js';

/** What a stored document needs; none for one that no longer reads (its delivery fails on the player). */
function needsOf(json: unknown): DataNeeds {
  try {
    return dataNeedsOf([migrate(json)]);
  } catch {
    return { weather: [], rates: false };
  }
}

/**
 * The weather and rates a terminal's programs draw, for its manifest (docs/terminal-protocol.md):
 * the server's kept values, asked of the provider when no longer fresh; undefined when the
 * programs have no weather or exchange widget.
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
    let rates = false;
    for (const d of documents) {
      const needs = needsOfDocument(d);
      rates ||= needs.rates;
      for (const w of needs.weather) if (!places.has(weatherPlaceKey(w))) places.set(weatherPlaceKey(w), w);
    }
    if (places.size === 0 && !rates) return undefined;
    const weather = await Promise.all(
      [...places].map(async ([key, w]) => {
        const reading = await sources.weatherOrNull(w);
        return reading && { key, reading };
      }),
    );
    return {
      weather: weather.filter((w) => w !== null),
      rates: rates ? await sources.euroRatesOrNull() : null,
    };
  };
}
export type ManifestDataOf = ReturnType<typeof manifestDataOf>;
