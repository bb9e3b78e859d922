import type { FeedAddress } from '../document/dataSource.js';
import type { WeatherPlace } from './weather/model.js';

/**
 * The values the weather and exchange widgets draw. They never fetch them: their host hands them
 * in (the console's preview from the server's calls, the player from its manifest and its offline
 * store) through `DataSourcesContext`, so that the same code draws in both.
 */

/** The weather at a place (metric: °C, km/h, %); a value the provider left out is null. */
export interface WeatherData {
  /** The place's IANA zone, whose calendar the days are of. */
  timeZone: string;
  current: {
    temperature: number | null;
    /** WMO weather interpretation code (0 clear sky … 99 thunderstorm with hail). */
    weatherCode: number | null;
    windSpeed: number | null;
    isDay: boolean;
  };
  /** Today first; `date` YYYY-MM-DD. */
  days: { date: string; weatherCode: number | null; max: number | null; min: number | null }[];
  /** When the server got them from its provider (epoch ms). */
  fetchedAt: number;
}

/** The euro reference rates of a day: units of each currency one euro buys. */
export interface EuroRatesData {
  /** YYYY-MM-DD. */
  date: string;
  rates: Record<string, number>;
  fetchedAt: number;
}

/**
 * A data source's values as the server read them, whatever its format (JSON, CSV, RSS/Atom): named
 * columns and rows of texts, each row as long as `columns` ('' for a value an item lacks).
 */
export interface FeedTableData {
  columns: string[];
  rows: string[][];
  /** When the server got them from the source (epoch ms). */
  fetchedAt: number;
}

/** What a host hands in; undefined for values it does not have (the widget then shows dashes). */
export interface DataSources {
  weather(place: WeatherPlace): WeatherData | undefined;
  euroRates(): EuroRatesData | undefined;
  /** The table of a data source, by its address (look it up by `feedKey`); a host without feeds leaves it out. */
  feed?(source: FeedAddress): FeedTableData | undefined;
}

/** A host without values: what the editor's canvas and tests without data draw with. */
export const noDataSources: DataSources = { weather: () => undefined, euroRates: () => undefined };

/** After how long values are old, and their widget says since when ("as of 10:30"): twice as long as the server keeps them fresh. */
export const OLD_AFTER_MS = { weather: 60 * 60_000, rates: 12 * 3_600_000 } as const;

/** After how long a data source's values are old: twice its refresh interval. */
export const feedOldAfterMs = (refreshMs: number): number => 2 * refreshMs;
