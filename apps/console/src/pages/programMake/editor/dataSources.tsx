import { dataSourceApi, type FeedAnswer, type RatesAnswer, type WeatherAnswer } from '@apm/contract';
import {
  dataNeedsOf,
  DataSourcesContext,
  feedKey,
  FeedSourcesContext,
  weatherPlaceKey,
  type DataNeeds,
  type DataNeedsInput,
  type DataSources,
  type EuroRatesData,
  type FeedAddress,
  type WeatherPlace,
} from '@apm/render';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useContext, useMemo, type ReactNode } from 'react';
import { callKey } from '../../../api/hooks';
import { call } from '../../../api/client';
import { SessionContext } from '../../../session/SessionContext';

/**
 * The values the weather, exchange, table and text widgets draw in the editor and its preview: asked of the
 * server (which keeps them from its providers), never by the renderer itself, as a player hands in
 * those of its manifest.
 */

/** How long the console reuses an answer: the server keeps weather fresh for 30 minutes anyway. */
const REUSE_MS = 10 * 60_000;

const weatherInput = (w: WeatherPlace) =>
  'place' in w ? { place: w.place } : { latitude: w.latitude, longitude: w.longitude };

function weatherQuery(userId: string | undefined, w: WeatherPlace) {
  const input = weatherInput(w);
  return {
    queryKey: callKey(userId, dataSourceApi.weather, input),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(dataSourceApi.weather, input, { signal }),
    staleTime: REUSE_MS,
    retry: false,
    meta: { quiet: true },
  };
}

/** Every rate in euros: the renderer crosses them into any base. */
const RATES_INPUT = { base: 'EUR' };

function ratesQuery(userId: string | undefined, enabled: boolean) {
  return {
    queryKey: callKey(userId, dataSourceApi.rates, RATES_INPUT),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(dataSourceApi.rates, RATES_INPUT, { signal }),
    staleTime: REUSE_MS,
    retry: false,
    enabled,
    meta: { quiet: true },
  };
}

/** The euro rates of an answer in euros, as the renderer takes them. */
const euroOf = (a: RatesAnswer): EuroRatesData => ({
  date: a.date,
  rates: Object.fromEntries(a.rates.map((r) => [r.currency, r.rate])),
  fetchedAt: a.fetchedAt,
});

/** The server's weather at a place, for a properties panel (its time, or why there is none). */
export function useWeatherAt(where: WeatherPlace | null) {
  const userId = useContext(SessionContext)?.user.id;
  const q = weatherQuery(userId, where ?? { place: '' });
  return useQuery<{ jsonObject: WeatherAnswer }>({ ...q, enabled: where !== null });
}

/** The server's rates in euros, for a properties panel. */
export function useEuroRates() {
  const userId = useContext(SessionContext)?.user.id;
  return useQuery<{ jsonObject: RatesAnswer }>(ratesQuery(userId, true));
}

/** The input of GET /f/common/feed for a source's address (the items path for JSON only). */
const feedInput = (f: FeedAddress & { refreshMs?: number }) => ({
  format: f.format,
  url: f.url,
  ...(f.format === 'json' && f.itemsPath ? { itemsPath: f.itemsPath } : {}),
  ...(f.refreshMs ? { refreshMs: f.refreshMs } : {}),
});

function feedQuery(userId: string | undefined, f: FeedAddress & { refreshMs?: number }) {
  const input = feedInput(f);
  return {
    queryKey: callKey(userId, dataSourceApi.feed, input),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(dataSourceApi.feed, input, { signal }),
    // Asked again as often as the source is read: the preview follows the server's table.
    staleTime: f.refreshMs ?? REUSE_MS,
    refetchInterval: f.refreshMs,
    retry: false,
    meta: { quiet: true },
  };
}

/** The server's table of a source's address, for the data sources drawer's "Try" and the properties panels (its rows, or why there are none). */
export function useFeedTable(source: (FeedAddress & { refreshMs?: number }) | null | undefined, attempt?: number) {
  const userId = useContext(SessionContext)?.user.id;
  const q = feedQuery(userId, source ?? { format: 'csv', url: '', itemsPath: '' });
  // Each attempt (a click on "Try") asks the server again, whatever it answered before.
  const queryKey = attempt === undefined ? q.queryKey : [...q.queryKey, attempt];
  return useQuery<{ jsonObject: FeedAnswer }>({ ...q, queryKey, enabled: !!source?.url, refetchInterval: false });
}

/** The weather answers, in the order asked; a stable function, so TanStack keeps the list while the answers stay. */
const answersOf = (results: { data?: { jsonObject: WeatherAnswer } }[]) => results.map((q) => q.data?.jsonObject);

/** The feed answers likewise. */
const feedAnswersOf = (results: { data?: { jsonObject: FeedAnswer } }[]) => results.map((q) => q.data?.jsonObject);

const NO_SOURCES: DataNeedsInput['dataSources'] = [];

/** Hands the server's values to the weather and exchange widgets of `documents` drawn inside. */
export function PreviewDataSources({
  documents,
  children,
}: {
  documents: readonly DataNeedsInput[];
  children: ReactNode;
}) {
  const userId = useContext(SessionContext)?.user.id;
  // The same needs while they stay the same: a widget moved on the canvas makes new documents,
  // and new values here would draw every widget that reads them (every text widget) again.
  const needsKey = JSON.stringify(dataNeedsOf(documents));
  const needs = useMemo(() => JSON.parse(needsKey) as DataNeeds, [needsKey]);
  const weatherData = useQueries({
    queries: needs.weather.map((w) => weatherQuery(userId, w)),
    combine: answersOf,
  });
  const feedData = useQueries({
    queries: needs.feeds.map((f) => feedQuery(userId, f)),
    combine: feedAnswersOf,
  });
  const ratesData = useQuery(ratesQuery(userId, needs.rates)).data?.jsonObject;
  const sources = useMemo((): DataSources => {
    const byKey = new Map(needs.weather.map((w, i) => [weatherPlaceKey(w), weatherData[i]]));
    const feeds = new Map(needs.feeds.map((f, i) => [f.key, feedData[i]]));
    const euro = ratesData && euroOf(ratesData);
    return {
      weather: (w) => byKey.get(weatherPlaceKey(w)),
      euroRates: () => euro,
      feed: (s) => feeds.get(feedKey(s)),
    };
  }, [needs, ratesData, weatherData, feedData]);
  // The widgets of one document's scenes drawn alone (the editor's canvas) find its sources here.
  const own = documents.length === 1 ? (documents[0]!.dataSources ?? NO_SOURCES) : NO_SOURCES;
  return (
    <DataSourcesContext value={sources}>
      <FeedSourcesContext value={own!}>{children}</FeedSourcesContext>
    </DataSourcesContext>
  );
}
