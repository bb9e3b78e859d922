import { WEATHER_DAYS_MAX, type WeatherDay, type WeatherReading } from '@apm/contract';

/**
 * The providers' formats, read without trusting them: Open-Meteo's forecast and place search
 * (JSON), the ECB's daily reference rates (XML). A reader throws a FormatError for an answer that
 * is not what the format promises; a single value missing reads as null.
 */
export class FormatError extends Error {
  constructor(what: string) {
    super(`The provider's answer is not readable: ${what}`);
    this.name = 'FormatError';
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const int = (v: unknown): number | null => (Number.isInteger(v) ? (v as number) : null);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The query of an Open-Meteo forecast: now and the next days, metric, in the place's own zone. */
export function forecastParams(latitude: number, longitude: number): URLSearchParams {
  return new URLSearchParams({
    latitude: String(latitude),
    longitude: String(longitude),
    current: 'temperature_2m,relative_humidity_2m,apparent_temperature,is_day,weather_code,wind_speed_10m',
    daily: 'weather_code,temperature_2m_max,temperature_2m_min,precipitation_probability_max',
    timezone: 'auto',
    forecast_days: String(WEATHER_DAYS_MAX),
  });
}

/** Reads an Open-Meteo forecast answer (the query of forecastParams) as a reading of `place`, got at `fetchedAt`. */
export function readForecast(
  body: unknown,
  where: { place: string; latitude: number; longitude: number },
  fetchedAt: number,
): WeatherReading {
  if (!isObject(body)) throw new FormatError('not a JSON object');
  if (body.error === true) throw new FormatError(String(body.reason ?? 'the provider refused the query'));
  const current = body.current;
  const daily = body.daily;
  if (!isObject(current)) throw new FormatError('no "current"');
  if (!isObject(daily) || !Array.isArray(daily.time)) throw new FormatError('no "daily.time"');
  const column = (name: string): unknown[] => (Array.isArray(daily[name]) ? (daily[name] as unknown[]) : []);
  const codes = column('weather_code');
  const max = column('temperature_2m_max');
  const min = column('temperature_2m_min');
  const precipitation = column('precipitation_probability_max');
  const days: WeatherDay[] = [];
  for (const [i, date] of daily.time.slice(0, WEATHER_DAYS_MAX).entries()) {
    if (typeof date !== 'string' || !DAY.test(date)) throw new FormatError(`daily.time[${i}] is not a day`);
    days.push({
      date,
      weatherCode: int(codes[i]),
      max: num(max[i]),
      min: num(min[i]),
      precipitation: num(precipitation[i]),
    });
  }
  return {
    place: where.place,
    latitude: where.latitude,
    longitude: where.longitude,
    timeZone: typeof body.timezone === 'string' ? body.timezone : '',
    current: {
      temperature: num(current.temperature_2m),
      apparentTemperature: num(current.apparent_temperature),
      weatherCode: int(current.weather_code),
      windSpeed: num(current.wind_speed_10m),
      humidity: num(current.relative_humidity_2m),
      isDay: current.is_day !== 0,
    },
    days,
    fetchedAt,
  };
}

/** The query of an Open-Meteo place search for a name: the best match only. */
export function placeParams(name: string, language: string): URLSearchParams {
  return new URLSearchParams({ name, count: '1', language, format: 'json' });
}

/** Reads an Open-Meteo place search answer: the first place found, or null when none is. */
export function readPlace(body: unknown): { name: string; latitude: number; longitude: number } | null {
  if (!isObject(body)) throw new FormatError('not a JSON object');
  if (body.results === undefined) return null;
  if (!Array.isArray(body.results)) throw new FormatError('"results" is not a list');
  const first: unknown = body.results[0];
  if (first === undefined) return null;
  if (!isObject(first)) throw new FormatError('a result is not an object');
  const latitude = num(first.latitude);
  const longitude = num(first.longitude);
  if (latitude === null || longitude === null) throw new FormatError('a result without coordinates');
  return { name: typeof first.name === 'string' ? first.name : '', latitude, longitude };
}

/** One XML attribute of a tag's text, quoted either way. */
const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*(?:'([^']*)'|"([^"]*)")`)
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * Reads the ECB's daily reference rates (eurofxref-daily.xml): the day and, for each currency,
 * the units one euro buys. The file is small and flat (`<Cube time>` holding `<Cube currency rate/>`),
 * so its tags are read directly; the euro itself is added at 1.
 */
export function readEuroRates(xml: string): { date: string; rates: Record<string, number> } {
  let date: string | undefined;
  const rates: Record<string, number> = { EUR: 1 };
  for (const [tag] of xml.matchAll(/<(?:\w+:)?Cube\b[^>]*>/g)) {
    const time = attribute(tag, 'time');
    if (time !== undefined) {
      if (!DAY.test(time)) throw new FormatError(`the day ${time} is not a date`);
      // The daily file has one day; a history file lists the newest first.
      date ??= time;
      if (date !== time) break;
    }
    const currency = attribute(tag, 'currency');
    const rate = attribute(tag, 'rate');
    if (currency === undefined || rate === undefined) continue;
    const value = Number(rate);
    if (!/^[A-Z]{3}$/.test(currency) || !(value > 0) || !Number.isFinite(value))
      throw new FormatError(`the rate of ${currency} is ${rate}`);
    rates[currency] = value;
  }
  if (!date) throw new FormatError('no day of rates');
  if (Object.keys(rates).length === 1) throw new FormatError('no rates');
  return { date, rates };
}

/** Rates in another base, crossed through the euro, to six significant digits (the ECB's own precision). */
export function crossRates(
  euro: Record<string, number>,
  base: string,
  currencies: readonly string[],
): { currency: string; rate: number }[] {
  const inBase = euro[base]!;
  return currencies.map((currency) => ({
    currency,
    rate: Number((euro[currency]! / inBase).toPrecision(6)),
  }));
}
