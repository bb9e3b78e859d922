import { z } from 'zod/mini';
import { endpoints } from './endpoint.js';
import { line, requiredLine } from './inputs.js';

/**
 * Data sources of the weather and exchange-rate widgets: the server asks a provider set in the
 * system settings (Open-Meteo, the ECB's reference rates), keeps the answers in its database and
 * answers the last one kept, with its time, when the provider fails. Terminals get the same
 * values in their manifest (docs/terminal-protocol.md), so a screen without internet shows them.
 */

/** The settings naming the providers' addresses (full URLs, so that a mirror or a test server can stand in). */
export const DATA_SOURCE_SETTING_DEFAULTS = {
  /** Open-Meteo's forecast call (https://open-meteo.com/en/docs). */
  weatherUrl: 'https://api.open-meteo.com/v1/forecast',
  /** Open-Meteo's place search, for a weather asked by place name. */
  geocodingUrl: 'https://geocoding-api.open-meteo.com/v1/search',
  /** The ECB's daily euro reference rates (XML). */
  exchangeRatesUrl: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml',
} as const;
export type DataSourceSettingKey = keyof typeof DATA_SOURCE_SETTING_DEFAULTS;

/**
 * The system setting that lets programs' data sources be read from the server's own network
 * (loopback, private, link-local addresses): 'false' (refused) unless an administrator allows it.
 */
export const FEED_LOCAL_NETWORK_KEY = 'feedLocalNetwork';

/** How long a kept answer is fresh: weather 30 minutes, rates 6 hours. */
export const DATA_SOURCE_FRESH_MS = { weather: 30 * 60_000, rates: 6 * 3_600_000 } as const;

/** The days of forecast a weather answer holds at most (today first). */
export const WEATHER_DAYS_MAX = 7;

/** An ISO 4217 currency code: three capital letters. */
export const currencyCode = z.string().check(z.regex(/^[A-Z]{3}$/, 'currencyCode'));

const coordinate = (min: number, max: number, message: string) =>
  z.optional(z.coerce.number().check(z.gte(min, message), z.lte(max, message)));

/**
 * GET /f/common/weather: a place by its coordinates (both), or by its name when they are left out.
 * `place` with coordinates only names them in the answer.
 */
export const weatherQuery = z
  .object({
    latitude: coordinate(-90, 90, 'latitude'),
    longitude: coordinate(-180, 180, 'longitude'),
    place: z.optional(line().check(z.trim(), z.maxLength(100))),
  })
  .check(
    z.superRefine((q, ctx) => {
      const lat = q.latitude !== undefined;
      const lon = q.longitude !== undefined;
      if (lat !== lon) ctx.addIssue({ code: 'custom', path: [lat ? 'longitude' : 'latitude'], message: 'required' });
      else if (!lat && !q.place) ctx.addIssue({ code: 'custom', path: ['place'], message: 'placeOrCoordinates' });
    }),
  );
export type WeatherQuery = z.infer<typeof weatherQuery>;

/** The weather now at a place (metric: °C, km/h, %); a value the provider left out is null. */
export const weatherNow = z.object({
  temperature: z.nullable(z.number()),
  apparentTemperature: z.nullable(z.number()),
  /** WMO weather interpretation code (0 clear sky … 99 thunderstorm with hail). */
  weatherCode: z.nullable(z.int()),
  windSpeed: z.nullable(z.number()),
  humidity: z.nullable(z.number()),
  isDay: z.boolean(),
});
export type WeatherNow = z.infer<typeof weatherNow>;

/** One day of forecast, in the place's own calendar. */
export const weatherDay = z.object({
  /** YYYY-MM-DD. */
  date: z.string(),
  weatherCode: z.nullable(z.int()),
  max: z.nullable(z.number()),
  min: z.nullable(z.number()),
  /** The highest chance of rain or snow that day, in %. */
  precipitation: z.nullable(z.number()),
});
export type WeatherDay = z.infer<typeof weatherDay>;

/** A weather reading as the provider gave it and the server kept it. */
export const weatherReading = z.object({
  /** The place's name: the one found for a name, or the one asked with coordinates ('' for none). */
  place: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The place's IANA time zone, as the provider says. */
  timeZone: z.string(),
  current: weatherNow,
  /** Today first. */
  days: z.array(weatherDay),
  /** When the server got it from the provider (epoch ms). */
  fetchedAt: z.number(),
});
export type WeatherReading = z.infer<typeof weatherReading>;

/** The answer of GET /f/common/weather: a reading, and whether it is older than its freshness (the provider failed). */
export const weatherAnswer = z.extend(weatherReading, { stale: z.boolean() });
export type WeatherAnswer = z.infer<typeof weatherAnswer>;

/** GET /f/common/apiStore: rates of `currencies` (all known when left out) in `base` (EUR by default). */
export const ratesQuery = z.object({
  base: z._default(currencyCode, 'EUR'),
  currencies: z.optional(
    z.pipe(
      z.pipe(
        line(),
        z.transform((s) => [
          ...new Set(
            s
              .split(',')
              .map((c) => c.trim().toUpperCase())
              .filter(Boolean),
          ),
        ]),
      ),
      z.array(currencyCode).check(z.maxLength(50)),
    ),
  ),
});
export type RatesQuery = z.infer<typeof ratesQuery>;

/** The euro reference rates of a day as the provider gave them and the server kept them. */
export const euroRates = z.object({
  /** The day the rates are of (YYYY-MM-DD). */
  date: z.string(),
  /** Units of each currency one euro buys. */
  rates: z.record(z.string(), z.number()),
  fetchedAt: z.number(),
});
export type EuroRates = z.infer<typeof euroRates>;

/** One currency's rate: units of it that one unit of the base buys. */
export const currencyRate = z.object({ currency: z.string(), rate: z.number() });
export type CurrencyRate = z.infer<typeof currencyRate>;

/** The answer of GET /f/common/apiStore. */
export const ratesAnswer = z.object({
  base: z.string(),
  date: z.string(),
  rates: z.array(currencyRate),
  fetchedAt: z.number(),
  stale: z.boolean(),
});
export type RatesAnswer = z.infer<typeof ratesAnswer>;

/** The formats of a program's data sources (@apm/render's feedFormats). */
export const FEED_FORMATS = ['json', 'csv', 'rss'] as const;
export type FeedFormatName = (typeof FEED_FORMATS)[number];

/**
 * What the server reads of a data source at most (docs/program-format.md, "Data sources"): the
 * answer's bytes, the time it waits, the rows and columns it keeps, the characters of a value.
 */
export const FEED_LIMITS = {
  bytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
  rows: 500,
  columns: 50,
  valueChars: 2000,
} as const;

/** The refresh interval of a data source: at least a minute, at most a day, 5 minutes unless set. */
export const FEED_REFRESH = { minMs: 60_000, maxMs: 86_400_000, defaultMs: 300_000 } as const;

/** Whether a text is a whole http or https address with a host. */
export function isHttpAddress(s: string): boolean {
  if (s.length > 2000 || /\s/.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/** GET /f/common/feed: a data source's address, as a program's source names it. */
export const feedQuery = z.object({
  format: z.enum(FEED_FORMATS),
  url: requiredLine(2000).check(z.refine(isHttpAddress, 'webAddress')),
  /** JSON only: the dotted path to the list of items ('' the answer itself). */
  itemsPath: z._default(
    line().check(z.trim(), z.maxLength(200), z.regex(/^(?:[^.\s|]+(?:\.[^.\s|]+)*)?$/, 'itemsPath')),
    '',
  ),
  /** How long the server's kept table is fresh for this source. */
  refreshMs: z._default(
    z.coerce.number().check(z.int(), z.gte(FEED_REFRESH.minMs), z.lte(FEED_REFRESH.maxMs)),
    FEED_REFRESH.defaultMs,
  ),
});
export type FeedQuery = z.infer<typeof feedQuery>;

/**
 * A data source read by the server, whatever its format: named columns and rows of texts, each
 * row as long as `columns` ('' for a value an item lacks).
 */
export const feedTable = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  /** When the server read it (epoch ms). */
  fetchedAt: z.number(),
});
export type FeedTable = z.infer<typeof feedTable>;

/** The answer of GET /f/common/feed: the table, and whether it is older than its freshness (the source failed). */
export const feedAnswer = z.extend(feedTable, { stale: z.boolean() });
export type FeedAnswer = z.infer<typeof feedAnswer>;

/**
 * Why a data source gave no table (DATA_SOURCE_FAILED's `jsonObject.reason`): no answer in time
 * or no connection; an HTTP error status; an answer over FEED_LIMITS.bytes; not in the format
 * (or no list at the items path); an address on the server's own network, which the system
 * settings do not allow.
 */
export const FEED_FAILURES = ['unreachable', 'status', 'tooLarge', 'format', 'localNetwork'] as const;
export type FeedFailure = (typeof FEED_FAILURES)[number];

/** The calls of the data sources. */
export const dataSourceApi = endpoints('dataSource', {
  weather: {
    method: 'GET',
    path: '/f/common/weather',
    access: 'login',
    summary: 'The weather now and a few days of forecast at a place (coordinates, or a name), from the server',
    description:
      'Asks the provider of the system settings (weatherUrl, Open-Meteo format; geocodingUrl for a name) ' +
      'at most every 30 minutes per place and keeps the answer; when the provider fails, answers the last ' +
      'one kept with stale: true, or DATA_SOURCE_FAILED when there is none.',
    input: weatherQuery,
    answer: { jsonObject: weatherAnswer },
  },
  rates: {
    method: 'GET',
    path: '/f/common/apiStore',
    access: 'login',
    summary: 'Exchange rates of currencies in a base currency (the ECB reference rates)',
    description:
      'Reads the ECB daily reference rates (exchangeRatesUrl) at most every 6 hours and keeps them; rates ' +
      'in another base than EUR are crossed through the euro. When the provider fails, answers the last ' +
      'rates kept with stale: true, or DATA_SOURCE_FAILED when there are none. A currency the rates do ' +
      'not hold is refused at its field (unknownCurrency).',
    input: ratesQuery,
    answer: { jsonObject: ratesAnswer },
  },
  feed: {
    method: 'GET',
    path: '/f/common/feed',
    access: 'content:program:edit',
    summary: "A program's data source (JSON, CSV, RSS or Atom at an address) read as a table, from the server",
    description:
      'Reads the address at most every refreshMs and keeps the table (columns and rows of texts). When ' +
      'the source fails, answers the last table kept with stale: true, or DATA_SOURCE_FAILED with ' +
      'jsonObject.reason (unreachable, status, tooLarge, format, localNetwork) when there is none. ' +
      "Addresses on the server's own network (loopback, private, link-local) are refused unless the " +
      'system setting feedLocalNetwork allows them.',
    input: feedQuery,
    answer: { jsonObject: feedAnswer },
  },
});
