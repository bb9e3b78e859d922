/**
 * The sky of a WMO weather code (as Open-Meteo gives it) as one symbol: words would need a
 * language, a symbol reads in all. Null for a code left out or unknown.
 */
export function weatherSymbol(code: number | null, isDay = true): string | null {
  if (code === null) return null;
  if (code === 0) return isDay ? '☀' : '☾';
  if (code === 1 || code === 2) return isDay ? '⛅' : '☁';
  if (code === 3) return '☁';
  if (code === 45 || code === 48) return '🌫';
  if ((code >= 51 && code <= 67) || (code >= 80 && code <= 82)) return '☂';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return '❄';
  if (code >= 95 && code <= 99) return '⛈';
  return null;
}

/** A temperature given in °C, in the units shown, rounded to a whole degree. */
export function temperatureIn(celsius: number | null, units: 'metric' | 'imperial'): string {
  if (celsius === null) return '–';
  const t = Math.round(units === 'metric' ? celsius : (celsius * 9) / 5 + 32);
  // Not "-0": a rounded −0.4 °C is 0.
  return `${t === 0 ? 0 : t}°`;
}
