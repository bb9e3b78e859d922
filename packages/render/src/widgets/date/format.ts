import { dateTimeFormat, zonedParts } from '../intl.js';
import type { DateProps } from './model.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A date widget's text at an instant. */
export function dateText(at: number, p: Pick<DateProps, 'style' | 'locale' | 'timeZone'>): string {
  switch (p.style) {
    case 'iso': {
      const d = zonedParts(at, p.timeZone);
      return `${pad(d.year, 4)}-${pad(d.month, 2)}-${pad(d.day, 2)}`;
    }
    case 'weekday':
      return dateTimeFormat(p.locale, p.timeZone, { weekday: 'long' }).format(at);
    default:
      return dateTimeFormat(p.locale, p.timeZone, { dateStyle: p.style }).format(at);
  }
}
