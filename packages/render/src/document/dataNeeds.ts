import { weatherPlaceKey, weatherPlaceOf, type WeatherPlace } from '../widgets/weather/model.js';
import { feedKey, type DataSource, type FeedAddress } from './dataSource.js';
import { sourceOfWidget, type ProgramDocument } from './program.js';

/** A data source's feed a host must hand in: its address, its key (feedKey) and how often it is read. */
export interface FeedNeed extends FeedAddress {
  key: string;
  /** The smallest refresh interval among the sources of this address. */
  refreshMs: number;
}

/** The values a document's weather, exchange, table and text widgets draw: what its host must hand in. */
export interface DataNeeds {
  /** The places of its weather widgets, once each (by weatherPlaceKey). */
  weather: WeatherPlace[];
  /** Whether it has an exchange widget (the euro rates hold every currency). */
  rates: boolean;
  /** The feeds of the data sources its widgets name, once each (by feedKey). */
  feeds: FeedNeed[];
}

/** A document as dataNeedsOf reads it: its scenes, and its data sources (none when left out). */
export type DataNeedsInput = Pick<ProgramDocument, 'scenes'> & { dataSources?: readonly DataSource[] };

/** What the widgets of documents need, hidden ones and sub-scenes included. */
export function dataNeedsOf(docs: readonly DataNeedsInput[]): DataNeeds {
  const places = new Map<string, WeatherPlace>();
  const feeds = new Map<string, FeedNeed>();
  let rates = false;
  for (const doc of docs) {
    const sources = new Map((doc.dataSources ?? []).map((d) => [d.id, d]));
    for (const s of doc.scenes) {
      for (const w of s.widgets) {
        if (w.kind === 'exchange') rates = true;
        const named = sourceOfWidget(w);
        const source = named && sources.get(named.id);
        if (source) {
          const key = feedKey(source);
          const had = feeds.get(key);
          if (!had || had.refreshMs > source.refreshMs)
            feeds.set(key, {
              key,
              format: source.format,
              url: source.url,
              itemsPath: source.format === 'json' ? source.itemsPath : '',
              refreshMs: source.refreshMs,
            });
        }
        if (w.kind !== 'weather') continue;
        const where = weatherPlaceOf(w.props);
        const key = where && weatherPlaceKey(where);
        // The first widget of a place names it.
        if (where && key && !places.has(key)) places.set(key, where);
      }
    }
  }
  return { weather: [...places.values()], rates, feeds: [...feeds.values()] };
}
