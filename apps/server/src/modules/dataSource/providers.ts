import type { FeedFormatName, WeatherReading } from '@apm/contract';
import { FeedError, fetchFeedText } from './feedFetch.js';
import { readFeed, type ReadTable } from './feeds.js';
import { forecastParams, FormatError, placeParams, readEuroRates, readForecast, readPlace } from './formats.js';

/** How long the server waits for a provider before it answers what it kept. */
const TIMEOUT_MS = 10_000;
/** More than any answer of these providers (a week of forecast, a day of rates, is a few kB). */
const MAX_BYTES = 1 << 20;

/** A provider that could not be asked or did not answer usably; the service then falls back on what it kept. */
export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The body of a GET as text, refused when it is not a 2xx, too large or too slow. */
async function getText(url: URL, accept: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept }, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
  } catch (err) {
    throw new ProviderError(`${url.origin} did not answer: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new ProviderError(`${url.origin} answered ${res.status}`);
  }
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_BYTES) {
    await res.body?.cancel();
    throw new ProviderError(`${url.origin} answered ${length} bytes`);
  }
  const text = await res.text();
  if (text.length > MAX_BYTES) throw new ProviderError(`${url.origin} answered more than ${MAX_BYTES} bytes`);
  return text;
}

const withQuery = (base: string, params: URLSearchParams): URL => {
  const url = new URL(base);
  for (const [k, v] of params) url.searchParams.set(k, v);
  return url;
};

async function getJson(url: URL): Promise<unknown> {
  const text = await getText(url, 'application/json');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ProviderError(`${url.origin} answered no JSON`);
  }
}

/** Turns a reader's refusal into a provider failure (what the service falls back on). */
function reading<T>(read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof FormatError) throw new ProviderError(err.message);
    throw err;
  }
}

/** The providers' addresses, from the system settings. */
export interface ProviderUrls {
  weatherUrl: string;
  geocodingUrl: string;
  exchangeRatesUrl: string;
}

/** What a data source of each format is asked for. */
const FEED_ACCEPT: Record<FeedFormatName, string> = {
  json: 'application/json',
  csv: 'text/csv, text/plain;q=0.8',
  rss: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9',
};

/** Asks the providers over HTTP. */
export const providers = {
  /** The forecast at coordinates, named `place`. */
  async forecast(
    urls: ProviderUrls,
    where: { place: string; latitude: number; longitude: number },
    at: number,
  ): Promise<WeatherReading> {
    const body = await getJson(withQuery(urls.weatherUrl, forecastParams(where.latitude, where.longitude)));
    return reading(() => readForecast(body, where, at));
  },

  /** The best place of a name, or null when the search finds none. */
  async place(urls: ProviderUrls, name: string, language: string) {
    const body = await getJson(withQuery(urls.geocodingUrl, placeParams(name, language)));
    return reading(() => readPlace(body));
  },

  /**
   * A program's data source as a table; local addresses only when `allowLocal` (the system
   * setting). Throws a FeedError saying why it could not.
   */
  async feed(
    source: { format: FeedFormatName; url: string; itemsPath: string },
    allowLocal: boolean,
  ): Promise<ReadTable> {
    const text = await fetchFeedText(source.url, FEED_ACCEPT[source.format], allowLocal);
    try {
      return readFeed(source.format, text, source.itemsPath);
    } catch (err) {
      if (err instanceof FormatError) throw new FeedError('format', err.message);
      throw err;
    }
  },

  /** The euro reference rates of the latest day. */
  async euroRates(urls: ProviderUrls) {
    const xml = await getText(new URL(urls.exchangeRatesUrl), 'application/xml, text/xml');
    return reading(() => readEuroRates(xml));
  },
};
export type Providers = typeof providers;
