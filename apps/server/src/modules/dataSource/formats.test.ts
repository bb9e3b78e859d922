import { describe, expect, it } from 'vitest';
import { crossRates, forecastParams, FormatError, readEuroRates, readForecast, readPlace } from './formats.js';

const WHERE = { place: 'Lisbon', latitude: 38.72, longitude: -9.14 };

describe('readForecast (Open-Meteo)', () => {
  const body = {
    timezone: 'Europe/Lisbon',
    current: { temperature_2m: 17.3, apparent_temperature: 16.9, weather_code: 2, is_day: 0, wind_speed_10m: 9.4 },
    daily: {
      time: ['2026-11-27', '2026-11-28'],
      weather_code: [2, 80],
      temperature_2m_max: [18.2, null],
      temperature_2m_min: [11.9, 12.5],
    },
  };

  it('reads now and each day, a value left out or null as null', () => {
    expect(readForecast(body, WHERE, 1000)).toEqual({
      ...WHERE,
      timeZone: 'Europe/Lisbon',
      current: {
        temperature: 17.3,
        apparentTemperature: 16.9,
        weatherCode: 2,
        windSpeed: 9.4,
        humidity: null,
        isDay: false,
      },
      days: [
        { date: '2026-11-27', weatherCode: 2, max: 18.2, min: 11.9, precipitation: null },
        { date: '2026-11-28', weatherCode: 80, max: null, min: 12.5, precipitation: null },
      ],
      fetchedAt: 1000,
    });
  });

  it('keeps at most a week', () => {
    const time = Array.from({ length: 16 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
    expect(readForecast({ ...body, daily: { time } }, WHERE, 0).days).toHaveLength(7);
  });

  it.each([
    ['not an object', []],
    ['the provider’s refusal', { error: true, reason: 'Latitude must be in range of -90 to 90°' }],
    ['no current weather', { daily: body.daily }],
    ['no days', { current: body.current }],
    ['a day that is not a date', { ...body, daily: { time: ['tomorrow'] } }],
  ])('refuses %s', (_, b) => {
    expect(() => readForecast(b, WHERE, 0)).toThrow(FormatError);
  });

  it('asks for the place’s own time zone and metric units', () => {
    const q = forecastParams(38.72, -9.14);
    expect(q.get('timezone')).toBe('auto');
    expect(q.get('latitude')).toBe('38.72');
    expect(q.has('temperature_unit')).toBe(false);
  });
});

describe('readPlace (Open-Meteo place search)', () => {
  it('reads the first place found, or none', () => {
    expect(readPlace({ results: [{ name: 'Porto', latitude: 41.15, longitude: -8.61 }, { name: 'x' }] })).toEqual({
      name: 'Porto',
      latitude: 41.15,
      longitude: -8.61,
    });
    expect(readPlace({ generationtime_ms: 0.5 })).toBeNull();
    expect(readPlace({ results: [] })).toBeNull();
  });

  it('refuses a place without coordinates', () => {
    expect(() => readPlace({ results: [{ name: 'Porto' }] })).toThrow(FormatError);
  });
});

describe('readEuroRates (the ECB’s daily file)', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
	<Cube>
		<Cube time='2026-11-26'>
			<Cube currency='USD' rate='1.0512'/>
			<Cube currency="JPY" rate="161.23"/>
		</Cube>
	</Cube>
</gesmes:Envelope>`;

  it('reads the day and the rates, the euro at 1', () => {
    expect(readEuroRates(xml)).toEqual({ date: '2026-11-26', rates: { EUR: 1, USD: 1.0512, JPY: 161.23 } });
  });

  it('reads only the newest day of a file of several', () => {
    const history = xml.replace(
      '</Cube>\n\t</Cube>',
      "</Cube>\n\t\t<Cube time='2026-11-25'><Cube currency='USD' rate='1.04'/><Cube currency='CHF' rate='0.93'/></Cube>\n\t</Cube>",
    );
    expect(readEuroRates(history).rates).toEqual({ EUR: 1, USD: 1.0512, JPY: 161.23 });
  });

  it.each([
    ['an HTML page', '<html><body>Maintenance</body></html>'],
    ['a day without rates', "<Cube><Cube time='2026-11-26'></Cube></Cube>"],
    ['a rate of words', "<Cube time='2026-11-26'><Cube currency='USD' rate='high'/></Cube>"],
    ['a negative rate', "<Cube time='2026-11-26'><Cube currency='USD' rate='-1'/></Cube>"],
  ])('refuses %s', (_, text) => {
    expect(() => readEuroRates(text)).toThrow(FormatError);
  });
});

describe('crossRates', () => {
  it('gives rates in another base through the euro, to six digits', () => {
    expect(crossRates({ EUR: 1, USD: 1.05, GBP: 0.84 }, 'GBP', ['USD', 'EUR', 'GBP'])).toEqual([
      { currency: 'USD', rate: 1.25 },
      { currency: 'EUR', rate: 1.19048 },
      { currency: 'GBP', rate: 1 },
    ]);
  });
});
