import type { WeatherReading } from '@apm/contract';
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

  /** The euro reference rates of the latest day. */
  async euroRates(urls: ProviderUrls) {
    const xml = await getText(new URL(urls.exchangeRatesUrl), 'application/xml, text/xml');
    return reading(() => readEuroRates(xml));
  },
};
export type Providers = typeof providers;
