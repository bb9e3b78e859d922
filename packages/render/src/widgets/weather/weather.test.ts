import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createDocument, createScene, createWidget } from '../../document/create.js';
import { dataNeedsOf } from '../../document/dataNeeds.js';
import { ClockContext } from '../../react/ClockContext.js';
import { DataSourcesContext } from '../../react/DataSourcesContext.js';
import { SceneView } from '../../react/SceneView.js';
import type { DataSources, WeatherData } from '../liveData.js';
import type { PropsOf } from '../models.js';
import { fixedClock, textOf } from '../testing.js';
import { weatherPlaceKey, weatherPlaceOf, weatherWidget } from './model.js';
import { temperatureIn, weatherSymbol } from './symbols.js';

const AT = Date.parse('2026-11-27T10:45:00Z');
const BERLIN: WeatherData = {
  timeZone: 'Europe/Berlin',
  current: { temperature: 4.4, weatherCode: 3, windSpeed: 14.8, isDay: true },
  days: [
    { date: '2026-11-27', weatherCode: 3, max: 5.1, min: 0.2 },
    { date: '2026-11-28', weatherCode: 61, max: 7.4, min: 2.9 },
    { date: '2026-11-29', weatherCode: 0, max: 3, min: -1.5 },
  ],
  fetchedAt: AT - 10 * 60_000,
};

/** The markup of a weather widget drawn at AT with a host handing in `data` for any place it is asked. */
function render(props: Partial<PropsOf<'weather'>>, data: WeatherData | undefined, asked: string[] = []): string {
  const sources: DataSources = {
    weather: (w) => {
      asked.push(weatherPlaceKey(w));
      return data;
    },
    euroRates: () => undefined,
  };
  const scene = createScene({ id: 's', widgets: [createWidget('weather', { id: 'w', props })] });
  return renderToStaticMarkup(
    createElement(
      ClockContext,
      { value: fixedClock(AT) },
      createElement(
        DataSourcesContext,
        { value: sources },
        createElement(SceneView, {
          scene,
          canvas: { width: 1920, height: 1080 },
          resolve: () => undefined,
          viewport: { width: 1920, height: 1080 },
        }),
      ),
    ),
  );
}

describe('the weather model', () => {
  it('fills in every default', () => {
    expect(weatherWidget.defaults()).toMatchObject({
      place: '',
      latitude: null,
      longitude: null,
      units: 'metric',
      days: 3,
      locale: '',
      asOfText: 'as of {time}',
      fontSize: 48,
    });
  });

  it.each([
    ['a latitude without a longitude', { latitude: 52.5 }],
    ['a latitude beyond the pole', { latitude: 91, longitude: 0 }],
    ['more days than are kept', { days: 8 }],
    ['unknown units', { units: 'kelvin' }],
  ])('refuses %s', (_, p) => {
    expect(weatherWidget.props.safeParse(p).success).toBe(false);
  });

  it('finds its place by coordinates first, else by name, else nowhere', () => {
    expect(weatherPlaceOf({ place: 'Berlin', latitude: 52.52, longitude: 13.41 })).toEqual({
      latitude: 52.52,
      longitude: 13.41,
    });
    expect(weatherPlaceOf({ place: ' Berlin ', latitude: null, longitude: null })).toEqual({ place: 'Berlin' });
    expect(weatherPlaceOf({ place: ' ', latitude: null, longitude: null })).toBeNull();
    expect(weatherPlaceKey({ latitude: 52.5249, longitude: 13.4051 })).toBe('52.52,13.41');
  });
});

describe('symbols and temperatures', () => {
  it('draws the sky of WMO codes, the night’s clear sky as a moon', () => {
    expect([0, 2, 3, 45, 63, 81, 73, 95].map((c) => weatherSymbol(c))).toEqual([
      '☀',
      '⛅',
      '☁',
      '🌫',
      '☂',
      '☂',
      '❄',
      '⛈',
    ]);
    expect(weatherSymbol(0, false)).toBe('☾');
    expect(weatherSymbol(null)).toBeNull();
    expect(weatherSymbol(42)).toBeNull();
  });

  it('rounds degrees in the units shown, never "-0"', () => {
    expect(temperatureIn(4.4, 'metric')).toBe('4°');
    expect(temperatureIn(-0.4, 'metric')).toBe('0°');
    expect(temperatureIn(20, 'imperial')).toBe('68°');
    expect(temperatureIn(null, 'metric')).toBe('–');
  });
});

describe('WeatherView', () => {
  it('shows the place, the weather now and the days asked for, from what the host hands in', () => {
    const asked: string[] = [];
    const html = render(
      { place: 'Berlin', latitude: 52.52, longitude: 13.41, days: 2, locale: 'en-GB' },
      BERLIN,
      asked,
    );
    expect(asked).toContain('52.52,13.41');
    expect(textOf(html)).toBe('Berlin ☁ 4°C Fri ☁ 5° / 0° Sat ☂ 7° / 3°');
  });

  it('shows Fahrenheit in imperial units, and no forecast when asked for none', () => {
    const html = render({ place: 'Berlin', units: 'imperial', days: 0, locale: 'en-US' }, BERLIN);
    expect(textOf(html)).toBe('Berlin ☁ 40°F');
  });

  it('says since when values older than an hour are', () => {
    const old = { ...BERLIN, fetchedAt: AT - 2 * 3_600_000 };
    const html = render({ place: 'Berlin', days: 0, locale: 'en-GB', asOfText: 'Stand {time}' }, old);
    expect(html).toContain('data-weather="asOf"');
    const fresh = render({ place: 'Berlin', days: 0, locale: 'en-GB' }, BERLIN);
    expect(fresh).not.toContain('data-weather="asOf"');
    expect(textOf(html)).toMatch(/^Berlin ☁ 4°C Stand \d\d:\d\d$/);
  });

  it('shows a dash without values, and asks for nothing without a place', () => {
    const asked: string[] = [];
    expect(textOf(render({ place: 'Atlantis' }, undefined, asked))).toBe('Atlantis –');
    expect(asked).toEqual(['place:atlantis']);
    const none: string[] = [];
    expect(textOf(render({}, BERLIN, none))).toBe('–');
    expect(none).toEqual([]);
  });
});

describe('dataNeedsOf', () => {
  it('lists each place once and whether rates are needed, hidden widgets included', () => {
    const doc = createDocument({ width: 1920, height: 1080 });
    doc.scenes[0]!.widgets.push(
      createWidget('weather', { id: 'a', props: { place: 'Berlin' } }),
      createWidget('weather', { id: 'b', hidden: true, props: { place: 'berlin ' } }),
      createWidget('weather', { id: 'c', props: { latitude: 48.85, longitude: 2.35 } }),
      createWidget('weather', { id: 'd' }),
    );
    expect(dataNeedsOf([doc])).toEqual({
      weather: [{ place: 'Berlin' }, { latitude: 48.85, longitude: 2.35 }],
      rates: false,
      feeds: [],
    });
    doc.scenes[0]!.widgets.push(createWidget('exchange', { id: 'e' }));
    expect(dataNeedsOf([doc]).rates).toBe(true);
  });
});
