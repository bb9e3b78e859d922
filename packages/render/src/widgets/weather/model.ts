import { z } from 'zod/mini';
import { localeTag } from '../../document/primitives.js';
import { defineWidget } from '../define.js';
import { textLook } from '../textLook.js';

/** Metric: °C and km/h; imperial: °F and mph. */
export const weatherUnits = ['metric', 'imperial'] as const;
export type WeatherUnits = (typeof weatherUnits)[number];

/** The most days of forecast a weather widget shows (what the server keeps). */
export const WEATHER_FORECAST_DAYS_MAX = 7;

const latitude = z.nullable(z.number().check(z.gte(-90), z.lte(90)));
const longitude = z.nullable(z.number().check(z.gte(-180), z.lte(180)));

/**
 * The weather at a place, as the host hands it in (the server's Open-Meteo answers): a symbol of
 * the sky and the temperature now, then a line per day of forecast. The place is found by its
 * coordinates, both set, or else by its name; `place` is also the heading ('' for none).
 */
export const weatherWidget = defineWidget({
  kind: 'weather',
  props: z
    .object({
      place: z._default(z.string().check(z.maxLength(100)), ''),
      latitude: z._default(latitude, null),
      longitude: z._default(longitude, null),
      units: z._default(z.enum(weatherUnits), 'metric'),
      /** Days of forecast under the weather now, today first; 0 for none. */
      days: z._default(z.int().check(z.gte(0), z.lte(WEATHER_FORECAST_DAYS_MAX)), 3),
      /** The language of the days' names and of the values' time; '' for the screen's. */
      locale: z._default(localeTag, ''),
      /** Shown under old values; `{time}` is when they were got ("as of 10:30"). Written by the editor in its language. */
      asOfText: z._default(z.string().check(z.maxLength(100)), 'as of {time}'),
      ...textLook(48),
    })
    .check(
      z.refine((p) => (p.latitude === null) === (p.longitude === null), {
        error: 'Latitude and longitude go together',
        path: ['longitude'],
      }),
    ),
  size: { width: 640, height: 360 },
});
export type WeatherWidget = z.infer<typeof weatherWidget.schema>;
export type WeatherProps = WeatherWidget['props'];

/** Where a weather widget's values are of: its coordinates, or its place's name; null when it names neither. */
export function weatherPlaceOf(p: Pick<WeatherProps, 'place' | 'latitude' | 'longitude'>): WeatherPlace | null {
  if (p.latitude !== null && p.longitude !== null) return { latitude: p.latitude, longitude: p.longitude };
  const place = p.place.trim();
  return place ? { place } : null;
}

/** What a host looks weather up by. */
export type WeatherPlace = { latitude: number; longitude: number } | { place: string };

/** The one key of a place: coordinates to two decimals (as the server keeps them), or the lower-case name. */
export function weatherPlaceKey(w: WeatherPlace): string {
  if ('place' in w) return `place:${w.place.trim().toLowerCase()}`;
  const r = (n: number) => Math.round(n * 100) / 100;
  return `${r(w.latitude)},${r(w.longitude)}`;
}
