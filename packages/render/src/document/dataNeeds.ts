import { weatherPlaceKey, weatherPlaceOf, type WeatherPlace } from '../widgets/weather/model.js';
import type { ProgramDocument } from './program.js';

/** The values a document's weather and exchange widgets draw: what its host must hand in. */
export interface DataNeeds {
  /** The places of its weather widgets, once each (by weatherPlaceKey). */
  weather: WeatherPlace[];
  /** Whether it has an exchange widget (the euro rates hold every currency). */
  rates: boolean;
}

/** What the weather and exchange widgets of documents need, hidden ones and sub-scenes included. */
export function dataNeedsOf(docs: readonly Pick<ProgramDocument, 'scenes'>[]): DataNeeds {
  const places = new Map<string, WeatherPlace>();
  let rates = false;
  for (const doc of docs) {
    for (const s of doc.scenes) {
      for (const w of s.widgets) {
        if (w.kind === 'exchange') rates = true;
        if (w.kind !== 'weather') continue;
        const where = weatherPlaceOf(w.props);
        const key = where && weatherPlaceKey(where);
        // The first widget of a place names it.
        if (where && key && !places.has(key)) places.set(key, where);
      }
    }
  }
  return { weather: [...places.values()], rates };
}
