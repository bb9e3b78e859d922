import { dataSourceApi, type RatesAnswer, type WeatherAnswer } from '@apm/contract';
import {
  dataNeedsOf,
  DataSourcesContext,
  weatherPlaceKey,
  type DataSources,
  type EuroRatesData,
  type ProgramDocument,
  type WeatherPlace,
} from '@apm/render';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useContext, useMemo, type ReactNode } from 'react';
import { callKey } from '../../../api/hooks';
import { call } from '../../../api/client';
import { SessionContext } from '../../../session/SessionContext';

/**
 * The values the weather and exchange widgets draw in the editor and its preview: asked of the
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

/** The weather answers, in the order asked; a stable function, so TanStack keeps the list while the answers stay. */
const answersOf = (results: { data?: { jsonObject: WeatherAnswer } }[]) => results.map((q) => q.data?.jsonObject);

/** Hands the server's values to the weather and exchange widgets of `documents` drawn inside. */
export function PreviewDataSources({
  documents,
  children,
}: {
  documents: readonly Pick<ProgramDocument, 'scenes'>[];
  children: ReactNode;
}) {
  const userId = useContext(SessionContext)?.user.id;
  const needs = useMemo(() => dataNeedsOf(documents), [documents]);
  const weatherData = useQueries({
    queries: needs.weather.map((w) => weatherQuery(userId, w)),
    combine: answersOf,
  });
  const ratesData = useQuery(ratesQuery(userId, needs.rates)).data?.jsonObject;
  const sources = useMemo((): DataSources => {
    const byKey = new Map(needs.weather.map((w, i) => [weatherPlaceKey(w), weatherData[i]]));
    const euro = ratesData && euroOf(ratesData);
    return { weather: (w) => byKey.get(weatherPlaceKey(w)), euroRates: () => euro };
  }, [needs, ratesData, weatherData]);
  return <DataSourcesContext value={sources}>{children}</DataSourcesContext>;
}
