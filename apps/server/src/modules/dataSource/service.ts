import {
  DATA_SOURCE_FRESH_MS,
  feedTable,
  FEED_LOCAL_NETWORK_KEY,
  type FeedAnswer,
  type FeedQuery,
  type FeedTable,
  DATA_SOURCE_SETTING_DEFAULTS,
  euroRates,
  weatherReading,
  type EuroRates,
  type RatesAnswer,
  type RatesQuery,
  type WeatherAnswer,
  type WeatherQuery,
  type WeatherReading,
} from '@apm/contract';
import { feedKey } from '@apm/render/document';
import type { Kysely } from 'kysely';
import { now } from '../../platform/clock.js';
import type { Database } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/envelope.js';
import type { Log } from '../../platform/log.js';
import type { SettingsService } from '../settings/service.js';
import { FeedError } from './feedFetch.js';
import { crossRates } from './formats.js';
import { ProviderError, type ProviderUrls, type Providers } from './providers.js';
import { dataSourceRepo } from './repo.js';

/** A kept answer nobody asked for in this long is forgotten. */
const UNUSED_MS = 30 * 86_400_000;
/** How often a server sweeps the unused answers. */
const SWEEP_EVERY_MS = 3_600_000;
/** After a provider failed for a key, it is not asked again for that key for this long (the kept answer is given). */
const RETRY_AFTER_MS = 5 * 60_000;
/** The one key of the rates: the ECB's file holds every currency. */
const RATES_KEY = 'rates:ecb';

/** Coordinates to two decimals (about a kilometre): nearby asks share one kept answer. */
const round = (n: number) => Math.round(n * 100) / 100;

/** What a weather widget asks for: coordinates, or a place name when it has none. */
export type WeatherWhere = WeatherQuery;

/** The key of a kept weather answer. */
export function weatherKey(q: WeatherWhere): string {
  if (q.latitude !== undefined && q.longitude !== undefined)
    return `weather:${round(q.latitude)},${round(q.longitude)}`;
  return `weather:place:${(q.place ?? '').trim().toLowerCase()}`;
}

const refusal = (field: string, message: string) => new AppError('VALIDATION', { fields: [{ field, message }] });

/**
 * The data sources: answers of the providers of the system settings, kept in the database with
 * their time. A kept answer younger than its freshness is answered as it is; an older one is asked
 * for again, and kept again, or answered as it is (`stale`) when the provider fails.
 */
export function dataSourceService(
  db: Kysely<Database>,
  deps: { settings: SettingsService; providers: Providers; log: Log },
) {
  const repo = dataSourceRepo(db);
  /** Asks under way, by key: simultaneous asks of one key wait for one provider call. */
  const asking = new Map<string, Promise<unknown>>();
  /**
   * When the provider last failed for a key, and why (a data source's reason): manifests of a
   * fleet must not each wait for a provider that is down.
   */
  const failedAt = new Map<string, { at: number; error: ProviderError | FeedError }>();
  const failure = (err: ProviderError | FeedError | undefined) =>
    new AppError('DATA_SOURCE_FAILED', err instanceof FeedError ? { jsonObject: { reason: err.reason } } : {});
  let sweptAt = 0;

  const urls = async (): Promise<ProviderUrls> =>
    (await deps.settings.values(Object.keys(DATA_SOURCE_SETTING_DEFAULTS))) as unknown as ProviderUrls;

  const once = <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const under = asking.get(key) as Promise<T> | undefined;
    if (under) return under;
    const p = work().finally(() => asking.delete(key));
    asking.set(key, p);
    return p;
  };

  /**
   * The kept answer of `key` when fresh, else a new one from `ask` (kept), else the kept one
   * marked stale; DATA_SOURCE_FAILED when the provider fails and nothing is kept. `touch`: the
   * ask counts as a use of the kept answer (a manifest's does not: it would write at every one).
   */
  async function keptOrAsk<T extends { fetchedAt: number }>(
    key: string,
    freshMs: number,
    parse: (json: unknown) => T,
    ask: (at: number) => Promise<T>,
    touch = true,
    /** How long a failed provider is left alone (null: asked again at every ask). */
    retryAfterMs: number | null = RETRY_AFTER_MS,
  ): Promise<T & { stale: boolean }> {
    const at = now();
    const keptRow = await repo.read(key, touch ? at : null);
    let kept: T | undefined;
    if (keptRow) {
      try {
        // The row's time is the one that counts (the value holds the same).
        kept = { ...parse(JSON.parse(keptRow.value)), fetchedAt: keptRow.fetchedAt };
      } catch {
        // Kept by an older server in another shape: asked for again.
      }
    }
    if (kept && at - kept.fetchedAt < freshMs) return { ...kept, stale: false };
    const failed = failedAt.get(key);
    if (failed && retryAfterMs !== null && at - failed.at < retryAfterMs) {
      if (kept) return { ...kept, stale: true };
      throw failure(failed.error);
    }
    try {
      const fresh = await once(key, async () => {
        const value = await ask(at);
        await repo.write(key, JSON.stringify(value), value.fetchedAt);
        return value;
      });
      if (at - sweptAt > SWEEP_EVERY_MS) {
        sweptAt = at;
        await repo.sweep(at - UNUSED_MS);
      }
      failedAt.delete(key);
      return { ...fresh, stale: false };
    } catch (err) {
      if (!(err instanceof ProviderError) && !(err instanceof FeedError)) throw err;
      deps.log.warn({ key, err: err.message }, 'data source provider failed');
      failedAt.set(key, { at, error: err });
      if (kept) return { ...kept, stale: true };
      throw failure(err);
    }
  }

  /** The weather at a place, from the provider or kept (the caller's place search in English). */
  async function weather(q: WeatherWhere, touch = true): Promise<WeatherAnswer> {
    return keptOrAsk(
      weatherKey(q),
      DATA_SOURCE_FRESH_MS.weather,
      (j) => weatherReading.parse(j),
      async (at) => {
        const u = await urls();
        if (q.latitude !== undefined && q.longitude !== undefined) {
          const where = { place: q.place ?? '', latitude: round(q.latitude), longitude: round(q.longitude) };
          return deps.providers.forecast(u, where, at);
        }
        const found = await deps.providers.place(u, q.place ?? '', 'en');
        if (!found) throw refusal('place', 'placeNotFound');
        return deps.providers.forecast(u, { ...found, place: found.name || (q.place ?? '') }, at);
      },
      touch,
    );
  }

  /** The euro reference rates, from the provider or kept. */
  async function euro(touch = true): Promise<EuroRates & { stale: boolean }> {
    return keptOrAsk(
      RATES_KEY,
      DATA_SOURCE_FRESH_MS.rates,
      (j) => euroRates.parse(j),
      async (at) => ({
        ...(await deps.providers.euroRates(await urls())),
        fetchedAt: at,
      }),
      touch,
    );
  }

  /** A program's data source read as a table (docs/program-format.md), kept for its refresh interval. */
  async function feed(q: FeedQuery, touch = true): Promise<FeedAnswer> {
    const address = { format: q.format, url: q.url, itemsPath: q.format === 'json' ? q.itemsPath : '' };
    return keptOrAsk<FeedTable>(
      `feed:${feedKey(address)}`,
      q.refreshMs,
      (j) => feedTable.parse(j),
      async (at) => {
        const allowLocal = (await deps.settings.values([FEED_LOCAL_NETWORK_KEY]))[FEED_LOCAL_NETWORK_KEY] === 'true';
        return { ...(await deps.providers.feed(address, allowLocal)), fetchedAt: at };
      },
      touch,
      // Manifests leave a failed source alone for its interval (at most 5 minutes); an operator
      // trying a source in the editor (who may just have fixed it, or the settings) asks again.
      touch ? null : Math.min(RETRY_AFTER_MS, q.refreshMs),
    );
  }

  return {
    weather,

    feed,

    /** A data source's table for a terminal's manifest, or null when there is none to give. */
    async feedOrNull(q: FeedQuery): Promise<FeedTable | null> {
      try {
        const { stale: _stale, ...table } = await feed(q, false);
        return table;
      } catch (err) {
        if (err instanceof AppError) return null;
        throw err;
      }
    },

    /** Rates of currencies in a base; a currency the rates do not hold is refused at its field. */
    async rates(q: RatesQuery): Promise<RatesAnswer> {
      const e = await euro();
      if (!(q.base in e.rates)) throw refusal('base', 'unknownCurrency');
      const currencies = q.currencies ?? Object.keys(e.rates).sort();
      const unknown = currencies.filter((c) => !(c in e.rates));
      if (unknown.length) throw refusal('currencies', 'unknownCurrency');
      return {
        base: q.base,
        date: e.date,
        rates: crossRates(e.rates, q.base, currencies),
        fetchedAt: e.fetchedAt,
        stale: e.stale,
      };
    },

    /** The weather for a terminal's manifest: as `weather`, or null when there is none to give. */
    async weatherOrNull(q: WeatherWhere): Promise<WeatherReading | null> {
      try {
        const { stale: _stale, ...reading } = await weather(q, false);
        return reading;
      } catch (err) {
        if (err instanceof AppError) return null;
        throw err;
      }
    },

    /** The euro rates for a terminal's manifest, or null when there are none to give. */
    async euroRatesOrNull(): Promise<EuroRates | null> {
      try {
        const { stale: _stale, ...rates } = await euro(false);
        return rates;
      } catch (err) {
        if (err instanceof AppError) return null;
        throw err;
      }
    },
  };
}
export type DataSourceService = ReturnType<typeof dataSourceService>;
