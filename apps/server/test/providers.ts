/**
 * Answers in the formats of the providers the server reads (docs/api.md, "Data sources"), for the
 * local HTTP servers of tests and journeys that stand in for them.
 */

/** Open-Meteo's forecast for Berlin, as `/v1/forecast` answers it. */
export const FORECAST = {
  latitude: 52.52,
  longitude: 13.41,
  timezone: 'Europe/Berlin',
  current: {
    time: '2026-11-27T10:30',
    interval: 900,
    temperature_2m: 4.2,
    relative_humidity_2m: 81,
    apparent_temperature: 1.1,
    is_day: 1,
    weather_code: 3,
    wind_speed_10m: 14.8,
  },
  daily: {
    time: ['2026-11-27', '2026-11-28', '2026-11-29'],
    weather_code: [3, 61, 0],
    temperature_2m_max: [5.1, 7.4, 3.0],
    temperature_2m_min: [0.2, 2.9, -1.5],
    precipitation_probability_max: [10, 85, 0],
  },
};
