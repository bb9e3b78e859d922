/**
 * Dates and times in a language and a time zone through Intl, for the clock, date and countdown
 * widgets. A zone or language this runtime does not know (the document checks their spelling
 * only) falls back to the screen's own: a screen never fails on one.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
/** Formats kept for reuse (a view formats every second); far more than a program's widgets use. */
const FORMATS_MAX = 100;

function make(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tries: [string, string][] = [
    [locale, timeZone],
    [locale, ''],
    ['', timeZone],
  ];
  for (const [l, z] of tries) {
    try {
      return new Intl.DateTimeFormat(l || undefined, { ...options, timeZone: z || undefined });
    } catch {
      // A RangeError: an unknown zone or a malformed language; try without it.
    }
  }
  return new Intl.DateTimeFormat(undefined, options);
}

/** A date-time format for a language and a zone ('' for the screen's own), kept for reuse. */
export function dateTimeFormat(
  locale: string,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, timeZone, options]);
  let format = formats.get(key);
  if (!format) {
    format = make(locale, timeZone, options);
    if (formats.size >= FORMATS_MAX) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** The parts of an instant's date and time in a zone, as numbers (hours 0–23). */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The wall-clock date and time of an instant (ms since the epoch) in a zone ('' for the screen's own). */
export function zonedParts(at: number, timeZone: string): ZonedParts {
  const parts = dateTimeFormat('en-US', timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hours: part('hour') % 24,
    minutes: part('minute'),
    seconds: part('second'),
  };
}
